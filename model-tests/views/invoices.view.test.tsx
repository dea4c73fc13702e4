import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { customer } from '../../api/contract/customer';
import { ApiRequestError, NotFoundError, UnauthorizedError } from '../../api/errors';
import { INVOICES_PAGE_SIZE, type InvoiceListRequest, type InvoicePage } from '../../machines/myPages/myPages.resources';
import { resourceMachine } from '../../machines/myPages/resource/resource.machine';
import type { ResourceSnapshot } from '../../machines/myPages/resource/resource.selectors';
import { FIRST_INVOICE_PAGE, InvoiceList, sortedBy } from '../../ui/myPages/invoices/InvoicesPage';
import { actorProbe } from '../support/actorProbe';
import { fakeApi, type FakeApi } from '../support/fakeApi';
import { fakeRouterAdapter, type FakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { useModelCoverage } from '../support/modelTest';
import type { TraversalEvent } from '../support/paths';
import { button, renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle, type EventExecutors, type ViewAssertions } from '../support/viewModel';
import { invoicePage } from '../myPages/fixtures';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof resourceMachine;

interface Env {
  api: FakeApi;
  router: FakeRouterAdapter;
}

function renderInvoices(): Env {
  const env: Env = { api: fakeApi(), router: fakeRouterAdapter({ path: '/en/my-pages/invoices' }) };
  renderView(<InvoiceList />, { client: env.api.client, router: env.router });
  return env;
}

// The list as the loader chart drives it ------------------------------------------------

const PAGE = invoicePage(1, 12);
const NONE: InvoicePage = { items: [], total: 0, page: 1, itemsPerPage: INVOICES_PAGE_SIZE };
const BY_AMOUNT: InvoiceListRequest = { orderBy: 'amount', order: 'desc', page: 1 };
const SECOND_PAGE: InvoiceListRequest = { ...FIRST_INVOICE_PAGE, page: 2 };

const requestOf = (snapshot: ResourceSnapshot) => snapshot.context.request as InvoiceListRequest;
const dataOf = (snapshot: ResourceSnapshot) => snapshot.context.data as InvoicePage | null;
const listShown = (snapshot: ResourceSnapshot) => (dataOf(snapshot)?.total ?? 0) > 0 && (snapshot.matches('loaded') || snapshot.matches('loading'));
const pagesOf = (data: InvoicePage) => Math.max(1, Math.ceil(data.total / INVOICES_PAGE_SIZE));

/** The requests one click on the list makes: a column's header, the previous or the next page. */
function clickable(snapshot: ResourceSnapshot): InvoiceListRequest[] {
  const data = dataOf(snapshot);
  if (!listShown(snapshot) || data === null) return [];
  const request = requestOf(snapshot);
  const sorts = (['dueDate', 'amount', 'status'] as const).map((column) => sortedBy(request, column));
  const pages = pagesOf(data);
  const paging = pages > 1 ? [request.page - 1, request.page + 1].filter((page) => page >= 1 && page <= pages).map((page) => ({ ...request, page })) : [];
  return [...sorts, ...paging];
}

const table = () => screen.queryByTestId('invoices-table');
const current = () => actorProbe.actor('resource')!.getSnapshot() as ResourceSnapshot;

const executors = {
  'request.changed': ({ request }) => {
    const wanted = request as InvoiceListRequest;
    const now = requestOf(current());
    const sameOrder = wanted.orderBy === now.orderBy && wanted.order === now.order;
    if (!sameOrder || wanted.page === now.page) fireEvent.click(screen.getByTestId(`invoices-sort-${wanted.orderBy}`));
    else fireEvent.click(screen.getByTestId(wanted.page > now.page ? 'invoices-next' : 'invoices-previous'));
  },
  'load.retried': () => fireEvent.click(screen.getByTestId('resource-retry')),
  'load.refreshed': () => fireEvent.click(screen.getByTestId('invoices-refresh')),
  // The header's toggle, as the router tells it: a navigation that ends in the other language.
  'language.changed': (_, env) => act(() => env.router.switchLocale(env.router.locale() === 'sv' ? 'en' : 'sv')),
} satisfies EventExecutors<Machine, Env>;

const invokes = {
  load: {
    done: async (event: { output?: unknown }, env: Env) => {
      env.api.pending(customer.invoices).resolve((event.output as { data: InvoicePage }).data);
      await settle();
    },
    error: async (event: { error?: unknown }, env: Env) => {
      env.api.pending(customer.invoices).reject(event.error);
      await settle();
    },
  },
};

/** The newest call, through the page's client, asked for the page and order the chart holds. */
function expectLastCall(env: Env, snapshot: ResourceSnapshot): void {
  expect(env.api.callsTo(customer.invoices).at(-1)?.input).toEqual({
    query: { ...requestOf(snapshot), itemsPerPage: INVOICES_PAGE_SIZE },
  });
}

/** The table of a page: its rows in words and money, the sorted column marked, the pager. */
function expectTable(snapshot: ResourceSnapshot): void {
  const data = dataOf(snapshot)!;
  const shown = table();
  expect(shown).not.toBeNull();
  expect(within(shown!).getAllByTestId('invoice-row')).toHaveLength(data.items.length);
  const request = requestOf(snapshot);
  for (const column of ['dueDate', 'amount', 'status'] as const) {
    const header = screen.getByTestId(`invoices-sort-${column}`).closest('th');
    expect(header).toHaveAttribute('aria-sort', request.orderBy === column ? (request.order === 'asc' ? 'ascending' : 'descending') : 'none');
  }
  if (data.items.length) {
    const first = within(shown!).getAllByTestId('invoice-row')[0]!;
    expect(first).toHaveTextContent('100234');
    expect(first).toHaveTextContent(/1\s234,50\skr/);
    expect(within(first).getByTestId('invoice-status')).toHaveTextContent('Overdue');
    expect(within(first).getByRole('link', { name: '100234' })).toHaveAttribute('href', '/en/my-pages/invoices/inv-1');
  }
  if (pagesOf(data) > 1) expect(screen.getByText(`Page ${request.page} of ${pagesOf(data)}`)).toBeInTheDocument();
}

const assertions: ViewAssertions<Machine, Env> = {
  loading: (snapshot, env) => {
    expectLastCall(env, snapshot);
    if (dataOf(snapshot) === null) {
      expect(screen.getByTestId('resource-loading')).toHaveAttribute('role', 'status');
      expect(table()).toBeNull();
    } else if (!listShown(snapshot)) {
      // Reloading after an empty answer: still the empty text, marked busy.
      expect(screen.getByTestId('resource-loaded')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByTestId('resource-loaded')).toHaveTextContent('You have no invoices.');
      expect(table()).toBeNull();
    } else {
      // The list stays while another page or order loads, marked busy.
      expect(screen.getByTestId('resource-loaded')).toHaveAttribute('aria-busy', 'true');
      expectTable(snapshot);
    }
    expect(screen.queryByRole('alert')).toBeNull();
  },
  loaded: (snapshot, env) => {
    expectLastCall(env, snapshot);
    expect(screen.getByTestId('resource-loaded')).toHaveAttribute('aria-busy', 'false');
    expectTable(snapshot);
  },
  empty: (snapshot, env) => {
    expectLastCall(env, snapshot);
    expect(table()).toBeNull();
    expect(screen.getByTestId('resource-empty')).toHaveTextContent('You have no invoices.');
  },
  failed: (snapshot, env) => {
    expectLastCall(env, snapshot);
    expect(table()).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(button(alert, 'Try again')).toBeInTheDocument();
  },
  notFound: (snapshot, env) => {
    expectLastCall(env, snapshot);
    expect(table()).toBeNull();
    expect(screen.getByTestId('resource-not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('resource-retry')).toBeNull();
  },
  ended: (snapshot, env) => {
    expectLastCall(env, snapshot);
    // The session shows its dialog: none of the invoices read before, nothing loading, nothing to retry or re-sort.
    expect(table()).toBeNull();
    expect(screen.queryByTestId('resource-loading')).toBeNull();
    expect(screen.queryByTestId('resource-loaded')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('invoices-refresh')).toBeNull();
  },
};

const events: TraversalEvent[] = [
  { type: 'request.changed', request: BY_AMOUNT },
  { type: 'request.changed', request: SECOND_PAGE },
  { type: 'request.changed', request: FIRST_INVOICE_PAGE },
  { type: 'xstate.done.actor.load', output: { data: PAGE, empty: false } },
  { type: 'xstate.done.actor.load', output: { data: NONE, empty: true } },
  { type: 'xstate.error.actor.load', error: new NotFoundError({ status: 404 }) },
  { type: 'xstate.error.actor.load', error: new ApiRequestError({ status: 503 }) },
  { type: 'xstate.error.actor.load', error: new UnauthorizedError({ status: 401, sessionExpired: true }) },
];

const NO_CONTROL = 'no control on the list makes this request here';

describeViewModel('invoice list view', {
  machine: resourceMachine,
  executors,
  invokes,
  assertions,
  unproducible: (state, event) => {
    if (event.type !== 'request.changed') return null;
    const wanted = JSON.stringify((event as unknown as { request: InvoiceListRequest }).request);
    return clickable(state).some((request) => JSON.stringify(request) === wanted) ? null : NO_CONTROL;
  },
  scenarios: [
    {
      name: 'the first page, latest due date first',
      input: { request: FIRST_INVOICE_PAGE },
      events,
      render: renderInvoices,
      unproducibleEdges: [
        `"empty" ─ request.changed: ${NO_CONTROL}`,
        `"ended" ─ request.changed: ${NO_CONTROL}`,
        `"failed" ─ request.changed: ${NO_CONTROL}`,
        `"loaded" ─ request.changed: ${NO_CONTROL}`,
        `"loading" ─ request.changed: ${NO_CONTROL}`,
        `"notFound" ─ request.changed: ${NO_CONTROL}`,
      ],
    },
  ],
});
