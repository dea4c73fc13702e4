import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customer } from '../../api/calls/customer';
import { sessionFollowing } from '../../api/client/sessionFollowing';
import { notificationsListMachine } from '../../machines/myPages/notificationsList/notificationsList.machine';
import type { NotificationsListSnapshot } from '../../machines/myPages/notificationsList/notificationsList.selectors';
import { ProvideNotifications, type NotificationsActor } from '../../ui/notifications/NotificationsContext';
import { NotificationsList } from '../../ui/myPages/notifications/NotificationsPage';
import { notificationsActor } from '../../tests/support/notifications';
import { fakeApi, type FakeApi } from '../support/fakeApi';
import { useModelCoverage } from '../support/modelTest';
import { button, renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle, type EventExecutors, type InvokeExecutors, type ViewAssertions } from '../support/viewModel';
import { ARRIVED, FIRST_PAGE, LAST_PAGE, SCENARIO_EVENTS, only } from '../myPages/notificationsList.fixtures';
import { fakeRouterAdapter, type FakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof notificationsListMachine;

interface Env {
  api: FakeApi;
  /** The page's address: a language switch is the router's. */
  router: FakeRouterAdapter;
  /** The tab's notifications actor, online for Anna: the executors play its socket. */
  live: NotificationsActor;
}

/** Saturday 21 November 2026, noon in Stockholm: the fixtures' times read as today, yesterday, 3 days and 2 months ago. */
const NOW = new Date('2026-11-21T11:00:00.000Z');

function renderList(): Env {
  vi.setSystemTime(NOW);
  const env: Env = {
    api: fakeApi(),
    live: notificationsActor({ type: 'session.mainAccount', sessionId: 'session-1', totalNotifications: 0, unreadNotifications: 0 }),
    router: fakeRouterAdapter({ path: '/en/my-pages/notifications' }, 'en'),
  };
  renderView(
    <ProvideNotifications actor={env.live}>
      <NotificationsList />
    </ProvideNotifications>,
    // The page's client, as the site gives it: following the customer's session.
    { client: sessionFollowing(env.api.client, () => 'session-1'), router: env.router },
  );
  return env;
}

const itemOf = (id: string) => {
  const found = screen.getAllByTestId('notification').find((item) => item.dataset.id === id);
  if (!found) throw new Error(`notification ${id} is not listed`);
  return found;
};

/** Follows a notification's link; the browser's navigation is left out (the page would change). */
function follow(link: HTMLElement): void {
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  fireEvent.click(link);
}

const executors = {
  'load.retried': () => fireEvent.click(button(screen.getByTestId('notifications-failed'), 'Try again')),
  'more.requested': () => fireEvent.click(screen.getByTestId('notifications-more')),
  'item.markedRead': ({ id }) => fireEvent.click(within(itemOf(id)).getByTestId('notification-read')),
  'item.opened': ({ id }) => follow(within(itemOf(id)).getByRole('link')),
  'all.markedRead': () => fireEvent.click(screen.getByTestId('notifications-read-all')),
  'item.deleted': ({ id }) => fireEvent.click(within(itemOf(id)).getByTestId('notification-delete')),
  'all.deleteRequested': () => fireEvent.click(screen.getByTestId('notifications-delete-all')),
  'all.deleteConfirmed': () => fireEvent.click(button(screen.getByTestId('notifications-confirm'), 'Yes, delete all')),
  'all.deleteCancelled': () => fireEvent.click(button(screen.getByTestId('notifications-confirm'), 'Cancel')),
  // The socket's events reach the list through the tab's notifications actor.
  'notification.upserted': ({ notification }, env) => act(() => env.live.send({ type: 'notification.received', notification })),
  'counts.changed': ({ totalNotifications, unreadNotifications }, env) =>
    act(() => env.live.send({ type: 'status.received', totalNotifications, unreadNotifications })),
  // The header's toggle: the router reports the page in the other language.
  'language.changed': (_, env) => act(() => env.router.switchLocale('sv', { path: '/mina-sidor/notiser' })),
} satisfies EventExecutors<Machine, Env>;

const CHANGE_CALLS = [customer.readNotifications, customer.readAllNotifications, customer.deleteNotifications, customer.deleteAllNotifications];

/** The one call of these endpoints still waiting. */
function pendingOf(env: Env, endpoints: typeof CHANGE_CALLS) {
  const call = env.api.calls.filter((entry) => !entry.settled && endpoints.includes(entry.endpoint as (typeof CHANGE_CALLS)[number])).at(-1);
  if (!call) throw new Error('no change call is waiting');
  return call;
}

const pageLoad: InvokeExecutors<Env> = {
  done: async (event, env) => {
    env.api.pending(customer.notifications).resolve(event.output);
    await settle();
  },
  error: async (event, env) => {
    env.api.pending(customer.notifications).reject(event.error);
    await settle();
  },
};

const invokes = {
  loadFirstPage: pageLoad,
  loadNextPage: pageLoad,
  applyChange: {
    done: async (event, env) => {
      pendingOf(env, CHANGE_CALLS).resolve(event.output);
      await settle();
    },
    error: async (event, env) => {
      pendingOf(env, CHANGE_CALLS).reject(event.error);
      await settle();
    },
  },
} satisfies Record<string, InvokeExecutors<Env>>;

// UI assertions ------------------------------------------------------------------

/** The list as the chart holds it: each item, unread ones marked for eyes and ears, and its time ago. */
function expectItems(snapshot: NotificationsListSnapshot): void {
  const { items } = snapshot.context;
  const shown = screen.getAllByTestId('notification');
  expect(shown.map((item) => item.dataset.id)).toEqual(items.map((item) => item.id));
  for (const [index, item] of items.entries()) {
    const element = shown[index]!;
    expect(element).toHaveAttribute('data-unread', String(!item.read));
    const heading = within(element).getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent(item.read ? item.title : `Unread: ${item.title}`);
    expect(within(element).queryByTestId('notification-read') !== null).toBe(!item.read);
  }
  const summary = screen.getByTestId('notifications-summary');
  expect(summary).toHaveTextContent(`${snapshot.context.totalNotifications} notification`);
  expect(summary).toHaveTextContent(`${snapshot.context.unreadNotifications} unread`);
  const times = shown.map((element) => element.querySelector('time')?.textContent);
  const expected: Record<string, string> = { 'n-0': 'today', 'n-1': 'yesterday', 'n-2': '3 days ago', 'n-3': '2 months ago' };
  expect(times).toEqual(items.map((item) => expected[item.id]));
}

/** What the polite live region says: the newest arrival, or nothing. */
function expectAnnouncement(snapshot: NotificationsListSnapshot): void {
  const region = screen.getByTestId('notifications-announcement');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toHaveTextContent(snapshot.context.arrival ? `New notification: ${snapshot.context.arrival.title}` : /^$/);
}

const noList = () => expect(screen.queryByTestId('notification')).toBeNull();

const assertions: ViewAssertions<Machine, Env> = {
  loading: (snapshot) => {
    expect(screen.getByTestId('notifications-loading')).toHaveAttribute('role', 'status');
    noList();
    expectAnnouncement(snapshot);
  },
  failed: (snapshot) => {
    const alert = screen.getByTestId('notifications-failed');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    noList();
    expectAnnouncement(snapshot);
  },
  empty: (snapshot) => {
    expect(screen.getByTestId('notifications-empty')).toHaveTextContent('You have no notifications.');
    noList();
    expect(screen.queryByTestId('notifications-read-all')).toBeNull();
    expectAnnouncement(snapshot);
  },
  'loaded.paging.idle': (snapshot) => {
    expectItems(snapshot);
    expectAnnouncement(snapshot);
    const more = screen.queryByTestId('notifications-more');
    if (snapshot.context.nextCursor === null) expect(more).toBeNull();
    else expect(more).toBeEnabled();
    expect(screen.queryByTestId('notifications-loading-more')).toBeNull();
    expect(screen.queryByTestId('notifications-more-failed')).toBeNull();
  },
  'loaded.paging.loadingMore': (snapshot) => {
    expectItems(snapshot);
    expect(screen.getByTestId('notifications-loading-more')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('notifications-more')).toBeDisabled();
  },
  'loaded.paging.moreFailed': (snapshot) => {
    expectItems(snapshot);
    expect(screen.getByTestId('notifications-more-failed')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByTestId('notifications-more')).toBeEnabled();
  },
  'loaded.changes.idle': (snapshot) => {
    expect(screen.queryByTestId('notifications-confirm')).toBeNull();
    expect(screen.getByTestId('notifications-delete-all')).toBeEnabled();
    const unread = snapshot.context.unreadNotifications > 0 || snapshot.context.items.some((item) => !item.read);
    expect(screen.getByTestId('notifications-read-all')).toHaveProperty('disabled', !unread);
    for (const item of screen.getAllByTestId('notification')) expect(item).toHaveAttribute('aria-busy', 'false');
  },
  'loaded.changes.confirmingDeleteAll': () => {
    const dialog = screen.getByTestId('notifications-confirm');
    expect(dialog).toHaveAttribute('role', 'alertdialog');
    expect(dialog).toHaveAccessibleName('Delete all your notifications? This cannot be undone.');
    expect(dialog).toHaveFocus();
    expect(screen.getByTestId('notifications-delete-all')).toBeDisabled();
    for (const action of screen.queryAllByTestId('notification-delete')) expect(action).toBeDisabled();
  },
  'loaded.changes.saving': (snapshot) => {
    expect(screen.getByTestId('notifications-delete-all')).toBeDisabled();
    expect(screen.getByTestId('notifications-read-all')).toBeDisabled();
    const change = snapshot.context.change!;
    for (const element of screen.getAllByTestId('notification')) {
      const concerned = change.kind === 'readAll' || change.kind === 'deleteAll' || change.ids.includes(element.dataset.id!);
      expect(element).toHaveAttribute('aria-busy', String(concerned));
    }
  },
  // The failure is the tab's snackbar's to say (the chart's own test sees it there); the list is as it was, and may be changed again.
  'loaded.changes.failed': (snapshot) => {
    expectItems(snapshot);
    expect(screen.getByTestId('notifications-delete-all')).toBeEnabled();
    for (const item of screen.getAllByTestId('notification')) expect(item).toHaveAttribute('aria-busy', 'false');
  },
};

// Scenarios ------------------------------------------------------------------

const NO_ITEM_BUTTON = 'that notification is read or gone: no button for it';
const NO_MORE = 'the last page is loaded: no "Show more"';
const drops = (state: string, events: readonly string[], reason: string) =>
  events.map((event) => `${JSON.stringify({ loaded: { paging: 'idle', changes: state } })} ─ ${event}: ${reason}`);

describeViewModel('notifications page view', {
  machine: notificationsListMachine,
  executors,
  invokes,
  assertions,
  // The live actor differs between the model's input and the page's: compare what the page shows.
  project: (snapshot) => {
    const { items, nextCursor, totalNotifications, unreadNotifications, change, arrival } = snapshot.context as NotificationsListSnapshot['context'];
    return JSON.parse(JSON.stringify({ status: snapshot.status, value: snapshot.value, items, nextCursor, totalNotifications, unreadNotifications, change, arrival }));
  },
  unproducible: (state, event) => {
    // "Mark as read" shows on unread notifications only, and a link on those that have one.
    if (event.type === 'item.markedRead' || event.type === 'item.opened') {
      const item = state.context.items.find((entry) => entry.id === event.id);
      if (!item || item.read || (event.type === 'item.opened' && !item.link)) return NO_ITEM_BUTTON;
    }
    if (event.type === 'item.deleted' && !state.context.items.some((entry) => entry.id === event.id)) return NO_ITEM_BUTTON;
    if (event.type === 'more.requested' && !(state.matches('loaded') && state.context.nextCursor !== null)) return NO_MORE;
    return null;
  },
  scenarios: [
    {
      name: 'two pages by cursor',
      input: { live: null },
      render: renderList,
      events: only(SCENARIO_EVENTS.twoPages),
      unproducibleEdges: drops('idle', ['more.requested'], NO_MORE),
    },
    {
      name: 'read and delete on one page',
      input: { live: null },
      render: renderList,
      events: only(SCENARIO_EVENTS.onePage),
      unproducibleEdges: ['failed', 'idle'].flatMap((state) => drops(state, ['item.deleted', 'item.markedRead', 'item.opened'], NO_ITEM_BUTTON)),
    },
    {
      name: 'empty, the last one deleted, and live arrivals',
      input: { live: null },
      render: renderList,
      events: only(SCENARIO_EVENTS.emptyAndLive),
      unproducibleEdges: drops('idle', ['item.deleted'], NO_ITEM_BUTTON),
    },
  ],
});

// Pinned ---------------------------------------------------------------------

/** IntersectionObserver as the browser gives it, with the test scrolling elements into view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The observed element scrolls into view. */
  show() {
    this.callback(this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as never);
  }
}

describe('notifications page pinned', () => {
  it('loads the next page when the end of the list scrolls into view, once at a time', async () => {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const env = renderList();
    env.api.pending(customer.notifications).resolve(FIRST_PAGE);
    await settle();
    const watcher = FakeIntersectionObserver.all.find((observer) => !observer.disconnected)!;
    expect(watcher.observed).toEqual([screen.getByTestId('notifications-more').parentElement]);
    act(() => watcher.show());
    expect(env.api.pending(customer.notifications).input).toMatchObject({ sessionId: 'session-1', query: { itemsPerPage: 20, cursor: 'cursor-2' } });
    // While it loads the end is not watched: scrolling does not ask twice.
    expect(watcher.disconnected).toBe(true);
    env.api.pending(customer.notifications).resolve(LAST_PAGE);
    await settle();
    expect(screen.getAllByTestId('notification')).toHaveLength(3);
    expect(screen.queryByTestId('notifications-more')).toBeNull();
    expect(FakeIntersectionObserver.all.every((observer) => observer.disconnected)).toBe(true);
  });

  it('reads in Swedish', async () => {
    vi.setSystemTime(NOW);
    const api = fakeApi();
    const live = notificationsActor({ type: 'session.mainAccount', sessionId: 'session-1', totalNotifications: 0, unreadNotifications: 0 });
    renderView(
      <ProvideNotifications actor={live}>
        <NotificationsList />
      </ProvideNotifications>,
      { client: api.client, site: { locale: 'sv' } },
    );
    api.pending(customer.notifications).resolve(FIRST_PAGE);
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notiser');
    expect(screen.getByTestId('notifications-summary')).toHaveTextContent('3 notiser, 2 olästa');
    const first = screen.getAllByTestId('notification')[0]!;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Oläst: Booking confirmed');
    expect(first.querySelector('time')).toHaveTextContent('i går');
    expect(within(first).getByTestId('notification-read')).toHaveTextContent('Markera som läst');
    act(() => live.send({ type: 'notification.received', notification: ARRIVED }));
    expect(screen.getByTestId('notifications-announcement')).toHaveTextContent('Ny notis: Visit moved');
  });
});
