import { fromCallback, type CallbackActorLogic, type EventObject } from 'xstate';
import { notificationSchema, type Notification } from '../../api/contract/customer';
import type { Locale } from '../../api/contract/content.schemas';
import type { RouterAdapter, RouterNotice } from '../../machines/router/router.types';
import type { SessionSource } from '../../machines/notifications/notifications.types';

/** One run of a fake callback actor: its input, and whether the chart has stopped it. */
export interface CallbackRun<TInput> {
  input: TInput;
  stopped: boolean;
  /** Sends an event to the chart as the real actor would. */
  sendBack(event: EventObject): void;
}

/** A callback actor the test watches: every run with its input, and which runs the chart has stopped. */
export interface FakeCallback<TInput> {
  logic: CallbackActorLogic<EventObject, TInput>;
  readonly runs: CallbackRun<TInput>[];
  /** The runs still going. */
  running(): CallbackRun<TInput>[];
}

export function fakeCallback<TInput>(): FakeCallback<TInput> {
  const runs: CallbackRun<TInput>[] = [];
  return {
    logic: fromCallback<EventObject, TInput>(({ input, sendBack }) => {
      const run: CallbackRun<TInput> = { input, stopped: false, sendBack };
      runs.push(run);
      return () => {
        run.stopped = true;
      };
    }),
    runs,
    running: () => runs.filter((run) => !run.stopped),
  };
}

/** A session source that never changes (the walks send the session's standing themselves). */
export const stillSession: SessionSource = {
  getSnapshot: () => {
    throw new Error('the walks provide sessionLink: nothing reads the session');
  },
  subscribe: () => ({ unsubscribe: () => {} }),
};

/** A router adapter whose language the test changes, as a navigation into the other language would. */
export function languageRouter(start: Locale = 'en') {
  let locale = start;
  const listeners = new Set<(notice: RouterNotice) => void>();
  const router: RouterAdapter = {
    locale: () => locale,
    location: () => ({ path: '/', query: {}, hash: '' }),
    go: () => {},
    setQuery: () => {},
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clearHash: () => {},
  };
  return {
    router,
    /** A navigation ends in `next` (a language toggle, or any other link when `next` is the same). */
    navigate(next: Locale) {
      locale = next;
      listeners.forEach((listener) => listener({ type: 'completed', shallow: false, location: router.location() }));
    },
    listeners: () => listeners.size,
  };
}

/** A notification as the server sends it (the realtime contract's `data`). */
export function notification(overrides: Partial<Notification> = {}): Notification {
  return notificationSchema.parse({
    id: 'n-1',
    type: 'bookingConfirmed',
    title: 'Booking confirmed',
    body: 'Window cleaning on 3 December at 08:00.',
    createdAt: '2026-11-20T09:00:00.000Z',
    read: false,
    link: '/en/my-pages/bookings/bk-1',
    ...overrides,
  });
}
