import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
import { sessionFollowing } from '../../api/client/sessionFollowing';
import { customer } from '../../api/contract/customer';
import type { CustomerBookingDetail } from '../../api/contract/customer';
import { bookingDetailMachine } from '../../machines/myPages/bookingDetail/bookingDetail.machine';
import { allowedChanges } from '../../machines/myPages/bookingDetail/bookingDetail.rules';
import { BookingDetailView, changePanels } from '../../ui/myPages/booking/BookingDetailView';
import { useBookingDetail } from '../../ui/myPages/booking/useBookingDetail';
import { bookedVisit, doneVisit, homeVisit, notFound, sessionId, unauthorized, unavailable } from '../myPages/myPages.support';
import { fakeApi, type FakeApi } from '../support/fakeApi';
import { fakeRouterAdapter, type FakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { useModelCoverage } from '../support/modelTest';
import { button, renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle, type EventExecutors, type ViewAssertions } from '../support/viewModel';

// The page fetches the change panels as they are wanted; here their code is loaded once, before the views are walked.
beforeAll(async () => {
  await changePanels.preload();
});

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof bookingDetailMachine;

interface Env {
  api: FakeApi;
  /** The page's address: a language switch is the router's. */
  router: FakeRouterAdapter;
}

function Harness() {
  const actor = useBookingDetail('bk-1');
  return <BookingDetailView actor={actor} />;
}

function renderPage(): Env {
  const env: Env = { api: fakeApi(), router: fakeRouterAdapter({ path: '/en/my-pages/bookings/bk-1' }, 'en') };
  // The page's client follows the tab's session, as under the site actor.
  renderView(<Harness />, { client: sessionFollowing(env.api.client, () => sessionId), router: env.router });
  return env;
}

const page = () => screen.getByTestId('booking-detail');
const action = (name: string) => fireEvent.click(screen.getByTestId(`booking-action-${name}`));

const executors = {
  'retry.requested': () => fireEvent.click(button(page(), 'Try again')),
  'cancel.opened': () => action('cancel'),
  'rebook.opened': () => action('rebook'),
  'rate.opened': () => action('rate'),
  'note.opened': () => action('note'),
  'meeting.opened': () => action('meeting'),
  // Every panel closes from its first screen (the flow's own calls are still pending here).
  'flow.closed': () => fireEvent.click(screen.getAllByText('Close', { selector: 'button' })[0]!),
  // A change flow tells the page: here the note panel, open, saves a note.
  'booking.changed': async (_, env) => {
    const panel = screen.getByTestId('note-panel');
    fireEvent.change(within(panel).getByRole('textbox'), { target: { value: 'Portkod 1234' } });
    fireEvent.click(button(panel, 'Save note'));
    await settle();
    env.api.pending(customer.setBookingNote).resolve(undefined);
    await settle();
  },
  'refresh.retried': () => fireEvent.click(within(screen.getByTestId('booking-stale')).getByText('Try again')),
  // The header's toggle: the router reports the page in the other language.
  'language.changed': (_, env) => act(() => env.router.switchLocale('sv', { path: '/mina-sidor/bokningar/bk-1' })),
} satisfies EventExecutors<Machine, Env>;

const settleCall = (endpoint: typeof customer.booking) => ({
  done: async (event: { output?: unknown }, env: Env) => {
    env.api.pending(endpoint).resolve(event.output);
    await settle();
  },
  error: async (event: { error?: unknown }, env: Env) => {
    env.api.pending(endpoint).reject(event.error);
    await settle();
  },
});
const invokes = { loadBooking: settleCall(customer.booking), refreshBooking: settleCall(customer.booking) };

/** The booking's facts as the customer reads them. */
function expectFacts(booking: CustomerBookingDetail): void {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(booking.title);
  expect(screen.getByTestId('booking-reference')).toHaveTextContent(booking.reference);
  expect(screen.getByTestId('booking-staff')).toHaveTextContent(booking.staff.join(', '));
  expect(screen.getByTestId('back-to-bookings')).toHaveAttribute('href', '/en/my-pages/bookings');
  if (booking.price) expect(screen.getByTestId('booking-to-pay')).toHaveTextContent(/^1\s000\skr$/);
  else expect(screen.queryByTestId('booking-price')).toBeNull();
}

function expectPanel(testId: string, booking: CustomerBookingDetail | null): void {
  expect(booking).not.toBeNull();
  const panel = screen.getByTestId(testId);
  expect(panel.querySelector('h2')).toHaveFocus();
  expect(screen.queryByTestId('booking-actions')).toBeNull();
  expectFacts(booking!);
}

/** The change flows' actors call through the page's client (so with the customer's session), for this booking. */
function expectFlowCalls(env: Env, endpoint: Parameters<FakeApi['callsTo']>[0], bookingId?: string): void {
  const call = env.api.callsTo(endpoint).at(-1);
  expect(call?.input).toMatchObject({ sessionId, ...(bookingId ? { params: { id: bookingId } } : {}) });
}

const assertions: ViewAssertions<Machine, Env> = {
  loading: () => {
    expect(page()).toHaveAttribute('data-status', 'loading');
    expect(within(page()).getByRole('status')).toHaveTextContent('Loading the booking…');
  },
  failed: (_, env) => {
    expect(page()).toHaveAttribute('data-status', 'failed');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The booking could not be loaded');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(within(page()).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(env.api.callsTo(customer.booking).at(-1)?.input).toMatchObject({ sessionId, params: { id: 'bk-1' } });
  },
  notFound: () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find that booking');
    expect(screen.getByTestId('booking-not-found')).toHaveTextContent('belongs to another account');
    expect(screen.getByTestId('back-to-bookings')).toHaveAttribute('href', '/en/my-pages/bookings');
  },
  ended: () => {
    expect(page()).toHaveAttribute('data-status', 'ended');
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'ready.flow.viewing': ({ context }) => {
    const booking = context.booking!;
    expectFacts(booking);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    const allowed = allowedChanges(booking);
    for (const name of ['cancel', 'rebook', 'rate', 'note', 'meeting'] as const) {
      if (allowed[name]) expect(screen.getByTestId(`booking-action-${name}`)).toBeVisible();
      else expect(screen.queryByTestId(`booking-action-${name}`)).toBeNull();
    }
  },
  'ready.flow.cancelling': ({ context }, env) => {
    expectPanel('cancel-panel', context.booking);
    expectFlowCalls(env, customer.cancelReasons);
  },
  'ready.flow.rebooking': ({ context }, env) => {
    expectPanel('rebook-panel', context.booking);
    expectFlowCalls(env, customer.rebookReasons);
    expectFlowCalls(env, customer.rebookAvailability, context.booking!.id);
  },
  'ready.flow.rating': ({ context }, env) => {
    expectPanel('rate-panel', context.booking);
    expectFlowCalls(env, customer.bookingRating, context.booking!.id);
  },
  'ready.flow.noting': ({ context }) => expectPanel('note-panel', context.booking),
  'ready.flow.changingMeeting': ({ context }) => expectPanel('meeting-panel', context.booking),
  'ready.data.current': () => {
    expect(screen.queryByTestId('booking-stale')).toBeNull();
    expect(page()).toHaveAttribute('aria-busy', 'false');
  },
  'ready.data.refreshing': () => {
    expect(page()).toHaveAttribute('aria-busy', 'true');
  },
  'ready.data.stale': () => {
    expect(screen.getByTestId('booking-stale')).toHaveTextContent('We could not update the booking');
  },
};

const FROM_A_FLOW = 'sent by a change flow once it saves; walked through the note panel';
const NO_BUTTON = 'no button: the booking does not allow that change';
const OPENS: Record<string, 'cancel' | 'rebook' | 'rate' | 'note' | 'meeting'> = {
  'cancel.opened': 'cancel',
  'rebook.opened': 'rebook',
  'rate.opened': 'rate',
  'note.opened': 'note',
  'meeting.opened': 'meeting',
};

describeViewModel('booking detail view', {
  machine: bookingDetailMachine,
  executors,
  invokes,
  assertions,
  serialize: (state) => ({ value: state.value, booking: state.context.booking?.id ?? null }),
  unproducible: (state, event) => {
    if (event.type === 'booking.changed') return state.matches({ ready: { flow: 'noting', data: 'current' } }) ? null : FROM_A_FLOW;
    const change = OPENS[event.type];
    return change && !allowedChanges(state.context.booking)[change] ? NO_BUTTON : null;
  },
  scenarios: [
    {
      name: "Anna's booking",
      input: { bookingId: 'bk-1' },
      events: [
        { type: 'xstate.done.actor.loadBooking', output: bookedVisit() },
        { type: 'xstate.done.actor.loadBooking', output: doneVisit() },
        { type: 'xstate.done.actor.loadBooking', output: homeVisit() },
        { type: 'xstate.error.actor.loadBooking', error: notFound() },
        { type: 'xstate.error.actor.loadBooking', error: unavailable() },
        { type: 'xstate.error.actor.loadBooking', error: unauthorized() },
      ],
      render: renderPage,
      unproducibleEdges: [
        `{"ready":{"flow":"cancelling","data":"current"}} ─ booking.changed: ${FROM_A_FLOW}`,
        `{"ready":{"flow":"changingMeeting","data":"current"}} ─ booking.changed: ${FROM_A_FLOW}`,
        `{"ready":{"flow":"noting","data":"refreshing"}} ─ booking.changed: ${FROM_A_FLOW}`,
        `{"ready":{"flow":"rating","data":"current"}} ─ booking.changed: ${FROM_A_FLOW}`,
        `{"ready":{"flow":"rebooking","data":"current"}} ─ booking.changed: ${FROM_A_FLOW}`,
        `{"ready":{"flow":"viewing","data":"current"}} ─ booking.changed: ${FROM_A_FLOW}`,
        ...['cancel', 'meeting', 'note', 'rate', 'rebook'].map((change) => `{"ready":{"flow":"viewing","data":"current"}} ─ ${change}.opened: ${NO_BUTTON}`),
        // Read again after a language switch, with no change flow open.
        `{"ready":{"flow":"viewing","data":"refreshing"}} ─ booking.changed: ${FROM_A_FLOW}`,
        ...['meeting', 'rate'].map((change) => `{"ready":{"flow":"viewing","data":"refreshing"}} ─ ${change}.opened: ${NO_BUTTON}`),
      ],
    },
  ],
});
