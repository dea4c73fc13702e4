import { act, screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { fromCallback } from 'xstate';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import type { NotificationsSnapshot } from '../../machines/notifications/notifications.selectors';
import type { NotificationsEvent } from '../../machines/notifications/notifications.types';
// Loaded ahead, as a page that has opened a socket once has it: the lazy import then settles at once.
import '../../machines/notifications/notifications.socket';
import { ProvideNotifications, type NotificationsActor } from '../../ui/notifications/NotificationsContext';
import { useRouterAdapter } from '../../ui/shell/RouterAdapter';
import { AccountMenu } from '../../ui/session/AccountMenu/AccountMenu';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { openSockets, openedSockets, type FakeSocket } from '../../tests/support/fakeSocketIo';
import { resetSession } from '../../tests/ui/session/fakeSession';
import { annaCustomer } from '../support/customers';
import { actorProbe } from '../support/actorProbe';
import { useModelCoverage } from '../support/modelTest';
import type { TraversalEvent } from '../support/paths';
import { renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle, type EventExecutors, type ViewAssertions } from '../support/viewModel';
import { notification, stillSession } from '../notifications/notifications.support';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);
vi.mock('../../ui/session/SessionContext', () => import('../../tests/ui/session/fakeSession'));

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder, { expectedWarnings: ['Notifications socket'] });

type Machine = typeof notificationsMachine;

interface Env {
  errors: ReturnType<typeof vi.spyOn>;
}

/** The tab's notifications actor started as the site actor starts it, on a session that stays as it is. */
function StartedNotifications({ children }: { children: ReactNode }) {
  const actor = useActorRef(notificationsMachine, { input: { session: stillSession, router: useRouterAdapter() } });
  return <ProvideNotifications actor={actor}>{children}</ProvideNotifications>;
}

/**
 * The account menu of Anna, logged in, with the tab's notifications actor as
 * the session provider starts it: the real socket actor on the fake
 * socket.io of the DOM tests. The session's standing and the language are
 * told to the chart as its session link would (the link is walked with the
 * real session chart at machine level).
 */
function renderMenu(): Env {
  resetSession({ isLoggedIn: true, customer: annaCustomer(), sessionId: 'session-1' });
  actorProbe.provide('notifications', { actors: { sessionLink: fromCallback<EventObject>(() => {}) } });
  const env: Env = { errors: vi.spyOn(console, 'error').mockImplementation(() => {}) };
  renderView(
    <StartedNotifications>
      <AccountMenu locale="en" />
    </StartedNotifications>,
    { router: fakeRouterAdapter({}, 'en') },
  );
  return env;
}

const chart = (): NotificationsActor => actorProbe.actor('notifications') as NotificationsActor;
const tell = async (event: NotificationsEvent) => {
  act(() => chart().send(event));
  // A new socket opens once its (already loaded) module resolves.
  await settle();
};
/** The socket the page has open now. */
const socket = (): FakeSocket => {
  const open = openSockets();
  expect(open).toHaveLength(1);
  return open[0]!;
};
/** socket.io (or the server) tells the page something. */
const hear = (event: string, ...args: unknown[]) => act(() => socket().hear(event, ...args));
const withActive = (retrying: boolean) => {
  socket().active = retrying;
};

const executors = {
  'session.mainAccount': (event) => tell(event),
  'session.subAccount': (event) => tell(event),
  'session.cleared': (event) => tell(event),
  'language.changed': (event) => tell(event),
  'socket.connected': () => hear('connect'),
  'socket.disconnected': ({ reason, retrying }) => {
    withActive(retrying);
    hear('disconnect', reason);
  },
  'socket.failed': ({ detail, retrying }) => {
    withActive(retrying);
    hear('connect_error', new Error(detail));
  },
  'socket.refused': ({ reason }) => {
    withActive(false);
    hear('connect_error', Object.assign(new Error('refused'), { data: { reason } }));
  },
  'status.received': ({ totalNotifications, unreadNotifications }) => hear('notifications-status', { totalNotifications, unreadNotifications }),
  'notification.received': ({ notification: data }) => hear('notifications', { type: 'upsert', data }),
} satisfies EventExecutors<Machine, Env>;

// UI assertions ------------------------------------------------------------------

const dot = () => screen.queryByTestId('unread-dot');

/** No dot, no socket. */
function expectOff(): void {
  expect(dot()).toBeNull();
  expect(screen.getByRole('link', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  expect(openSockets()).toEqual([]);
}

/** The dot shows the live unread count; the socket speaks for the chart's session and language. */
function expectLive(snapshot: NotificationsSnapshot): void {
  const unread = snapshot.context.unreadNotifications;
  if (unread > 0) {
    expect(dot()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Notifications ${unread} unread notification${unread === 1 ? '' : 's'}`, hidden: true })).toBeInTheDocument();
  } else {
    expect(dot()).toBeNull();
  }
  const open = openSockets();
  expect(open.length).toBeLessThanOrEqual(1);
  for (const opened of open) {
    expect(opened.options).toMatchObject({
      transports: ['websocket'],
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
      auth: { 'x-lang': snapshot.context.language, 'x-session': snapshot.context.standing?.sessionId },
    });
  }
}

/** The last connection error was logged with one of the spec's socket messages. */
function expectLogged(env: Env): void {
  const logged = env.errors.mock.calls.at(-1)?.[0];
  expect(['Notifications socket: timeout', 'Notifications socket: server error', 'Notifications socket: socket has been disconnected']).toContain(logged);
}

const assertions: ViewAssertions<Machine, Env> = {
  idle: expectOff,
  disabled: expectOff,
  refused: expectOff,
  'online.connecting': (snapshot) => expectLive(snapshot),
  'online.connected.awaitingStatus': (snapshot) => {
    expectLive(snapshot);
    expect(socket().connected).toBe(true);
  },
  'online.connected.live': (snapshot) => {
    expectLive(snapshot);
    expect(socket().connected).toBe(true);
  },
  'online.reconnecting': (snapshot, env) => {
    expectLive(snapshot);
    expectLogged(env);
  },
  'online.dropped': (snapshot, env) => {
    expectLive(snapshot);
    expectLogged(env);
  },
};

// Scenarios ------------------------------------------------------------------

const events: TraversalEvent[] = [
  { type: 'session.mainAccount', sessionId: 'session-1', totalNotifications: 4, unreadNotifications: 2 },
  { type: 'session.subAccount' },
  { type: 'session.cleared' },
  { type: 'language.changed', language: 'sv' },
  { type: 'socket.connected' },
  { type: 'socket.disconnected', reason: 'transport close', retrying: true },
  { type: 'socket.disconnected', reason: 'io server disconnect', retrying: false },
  { type: 'socket.failed', message: 'timeout', detail: 'timeout', retrying: true },
  { type: 'socket.failed', message: 'server error', detail: 'websocket error', retrying: false },
  { type: 'socket.refused', reason: 'unauthorized' },
  { type: 'socket.refused', reason: 'subAccount' },
  { type: 'status.received', totalNotifications: 5, unreadNotifications: 1 },
  { type: 'notification.received', notification: notification() },
];

describeViewModel('account menu unread dot view', {
  machine: notificationsMachine,
  executors,
  assertions,
  // Each transition once, each state at least once: the machine-level walk covers the combinations of counts and sessions.
  // The session source and router differ between the model and the page.
  project: (snapshot) => {
    const { standing, language, totalNotifications, unreadNotifications } = snapshot.context as NotificationsSnapshot['context'];
    return { status: snapshot.status, value: snapshot.value, sessionId: standing?.sessionId ?? null, language, totalNotifications, unreadNotifications };
  },
  scenarios: [{ name: 'Anna logged in', input: { session: stillSession, router: fakeRouterAdapter({}, 'en') }, events, render: renderMenu }],
});

describe('account menu unread dot pinned', () => {
  it('opens no socket for a sub-account, and one per session for a main account, closed on logout', async () => {
    renderMenu();
    await tell({ type: 'session.subAccount' });
    expect(openedSockets).toEqual([]);
    await tell({ type: 'session.mainAccount', sessionId: 'session-1', totalNotifications: 1, unreadNotifications: 1 });
    expect(openedSockets).toHaveLength(1);
    hear('connect');
    hear('notifications-status', { totalNotifications: 3, unreadNotifications: 2 });
    expect(screen.getByRole('link', { name: 'Notifications 2 unread notifications', hidden: true })).toBeInTheDocument();
    await tell({ type: 'session.cleared' });
    expect(openedSockets[0]!.disconnected).toBe(true);
    expect(dot()).toBeNull();
  });
});
