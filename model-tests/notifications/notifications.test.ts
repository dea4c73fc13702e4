import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { Customer } from '../../api/contract/customer';
import { SOCKET_ERROR_MESSAGES, SOCKET_RECONNECT_DELAY_MS } from '../../machines/notifications/constants';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import { hasUnread, selectNotifications, type NotificationsSnapshot } from '../../machines/notifications/notifications.selectors';
import type {
  NotificationsEmitted,
  NotificationsEvent,
  NotificationsInput,
  SessionLinkInput,
  SocketErrorLog,
  SocketInput,
} from '../../machines/notifications/notifications.types';
import { sessionMachine } from '../../machines/session/session.machine';
import type { LoadCustomerInput, LogoutInput, SessionTokenResult, SwitchAccountInput } from '../../machines/session/session.types';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { annaCustomer, annaMainAccount } from '../support/customers';
import { controllableActor, flush } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import type { TraversalEvent } from '../support/paths';
import { fakeCallback, languageRouter, notification, stillSession, type FakeCallback } from './notifications.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof notificationsMachine;

/** Shortened for the walks and specs (the chart's own is the spec's 1000 ms). */
const RECONNECT_DELAY = 7;

interface Env {
  link: FakeCallback<SessionLinkInput>;
  socket: FakeCallback<SocketInput>;
  errors: SocketErrorLog[];
  refusals: string[];
}

function arrange() {
  const env: Env = { link: fakeCallback(), socket: fakeCallback(), errors: [], refusals: [] };
  const machine = notificationsMachine.provide({
    actors: { sessionLink: env.link.logic, notificationsSocket: env.socket.logic },
    actions: {
      logSocketError: (_, params) => void env.errors.push(params),
      logSocketRefusal: (_, params) => void env.refusals.push(params.reason),
    },
    delays: { reconnectDelay: RECONNECT_DELAY },
  });
  return { machine, env };
}

const router = fakeRouterAdapter({}, 'en');
const input: NotificationsInput = { session: stillSession, router };

// Assertions -----------------------------------------------------------------

/** The session link runs once for the chart's whole life. */
function expectLink(env: Env): void {
  expect(env.link.running()).toHaveLength(1);
  expect(env.link.runs).toHaveLength(1);
}

/** No socket and nothing counted: the indicator is off. */
function expectOff(snapshot: NotificationsSnapshot, env: Env): void {
  expectLink(env);
  expect(env.socket.running()).toEqual([]);
  expect(snapshot.context).toMatchObject({ standing: null, totalNotifications: 0, unreadNotifications: 0 });
  expect(selectNotifications(snapshot)).toEqual({ enabled: false, totalNotifications: 0, unreadNotifications: 0, connection: 'off' });
  expect(hasUnread(selectNotifications(snapshot))).toBe(false);
}

/** One socket, opened with the session and language the chart holds. */
function expectSocket(snapshot: NotificationsSnapshot, env: Env, connection: string): void {
  expectLink(env);
  const running = env.socket.running();
  expect(running).toHaveLength(1);
  expect(running[0]!.input).toEqual({ standing: snapshot.context.standing, language: snapshot.context.language });
  expect(snapshot.context.standing).not.toBeNull();
  const view = selectNotifications(snapshot);
  expect(view).toEqual({
    enabled: true,
    totalNotifications: snapshot.context.totalNotifications,
    unreadNotifications: snapshot.context.unreadNotifications,
    connection,
  });
  expect(hasUnread(view)).toBe(snapshot.context.unreadNotifications > 0);
}

const assertions: StateAssertions<Machine, Env> = {
  idle: expectOff,
  disabled: expectOff,
  refused: (snapshot, env) => {
    expectOff(snapshot, env);
    expect(env.refusals.at(-1)).toBe('unauthorized');
  },
  'online.connecting': (snapshot, env) => expectSocket(snapshot, env, 'connecting'),
  'online.connected.awaitingStatus': (snapshot, env) => expectSocket(snapshot, env, 'live'),
  'online.connected.live': (snapshot, env) => expectSocket(snapshot, env, 'live'),
  'online.reconnecting': (snapshot, env) => {
    expectSocket(snapshot, env, 'reconnecting');
    expect(env.errors.length).toBeGreaterThan(0);
  },
  'online.dropped': (snapshot, env) => {
    expectSocket(snapshot, env, 'reconnecting');
    expect(env.errors.length).toBeGreaterThan(0);
  },
};

// Scenarios ------------------------------------------------------------------

const annaSession: Extract<NotificationsEvent, { type: 'session.mainAccount' }> = {
  type: 'session.mainAccount',
  sessionId: 's-anna',
  totalNotifications: 4,
  unreadNotifications: 2,
};
const status: Extract<NotificationsEvent, { type: 'status.received' }> = { type: 'status.received', totalNotifications: 5, unreadNotifications: 3 };
const socketEvents: TraversalEvent[] = [
  { type: 'socket.connected' },
  { type: 'socket.disconnected', reason: 'transport close', retrying: true },
  { type: 'socket.disconnected', reason: 'io server disconnect', retrying: false },
  { type: 'socket.failed', message: SOCKET_ERROR_MESSAGES.timeout, detail: 'timeout', retrying: true },
  { type: 'socket.failed', message: SOCKET_ERROR_MESSAGES.noTransports, detail: 'the socket client did not load', retrying: false },
  { type: 'socket.refused', reason: 'unauthorized' },
  { type: 'socket.refused', reason: 'subAccount' },
  { ...status },
  { type: 'notification.received', notification: notification() },
];

describeModel('notifications model', {
  machine: notificationsMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    {
      name: 'one main account, the socket coming and going',
      input,
      events: [{ ...annaSession }, { type: 'session.subAccount' }, { type: 'session.cleared' }, { type: 'language.changed', language: 'en' }, ...socketEvents],
    },
    {
      name: 'another session and the other language while online',
      input,
      events: [
        { ...annaSession },
        { type: 'session.mainAccount', sessionId: 's-bergs', totalNotifications: 0, unreadNotifications: 0 },
        { type: 'language.changed', language: 'sv' },
        ...socketEvents.filter((event) => event.type.startsWith('socket.')),
      ],
    },
  ],
});

// Pinned ---------------------------------------------------------------------

function start(options: { input?: NotificationsInput } = {}) {
  const { machine, env } = arrange();
  const actor = createActor(machine, { input: options.input ?? input, inspect: recorder.inspect });
  const emitted: NotificationsEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  return { actor, env, emitted, view: () => selectNotifications(actor.getSnapshot()) };
}

describe('notifications pinned', () => {
  it('a sub-account never connects, whatever the socket or the language does', () => {
    const run = start();
    run.actor.send({ type: 'session.subAccount' });
    for (const event of socketEvents) run.actor.send(event as NotificationsEvent);
    run.actor.send({ type: 'language.changed', language: 'sv' });
    expect(run.actor.getSnapshot().value).toBe('disabled');
    expect(run.env.socket.runs).toEqual([]);
    expect(run.view()).toMatchObject({ enabled: false, unreadNotifications: 0 });
    run.actor.stop();
  });

  it('a server refusal for acting as another account disables the indicator and does not retry', () => {
    vi.useFakeTimers();
    try {
      const run = start();
      run.actor.send(annaSession);
      run.actor.send({ type: 'socket.refused', reason: 'subAccount' });
      vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS * 10);
      expect(run.actor.getSnapshot().value).toBe('disabled');
      expect(run.env.socket.runs).toHaveLength(1);
      expect(run.env.socket.running()).toEqual([]);
      run.actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('logging out (the session cleared) closes the socket and resets the counts', () => {
    const run = start();
    run.actor.send(annaSession);
    run.actor.send({ type: 'socket.connected' });
    run.actor.send(status);
    expect(run.view()).toEqual({ enabled: true, totalNotifications: 5, unreadNotifications: 3, connection: 'live' });
    run.actor.send({ type: 'session.cleared' });
    expect(run.env.socket.running()).toEqual([]);
    expect(run.view()).toEqual({ enabled: false, totalNotifications: 0, unreadNotifications: 0, connection: 'off' });
    run.actor.stop();
  });

  it('a reconnect reads the counts again: the last known show meanwhile, then the status on connect replaces them', () => {
    const run = start();
    run.actor.send(annaSession);
    run.actor.send({ type: 'socket.connected' });
    run.actor.send(status);
    run.actor.send({ type: 'socket.disconnected', reason: 'transport close', retrying: true });
    expect(run.view()).toMatchObject({ connection: 'reconnecting', unreadNotifications: 3 });
    expect(run.env.errors).toEqual([{ message: 'socket has been disconnected', detail: 'transport close' }]);
    run.actor.send({ type: 'socket.connected' });
    expect(run.actor.getSnapshot().matches({ online: { connected: 'awaitingStatus' } })).toBe(true);
    run.actor.send({ type: 'status.received', totalNotifications: 6, unreadNotifications: 0 });
    expect(run.actor.getSnapshot().matches({ online: { connected: 'live' } })).toBe(true);
    expect(run.view()).toMatchObject({ totalNotifications: 6, unreadNotifications: 0 });
    expect(run.emitted.filter((event) => event.type === 'counts.changed')).toEqual([
      { type: 'counts.changed', totalNotifications: 5, unreadNotifications: 3 },
      { type: 'counts.changed', totalNotifications: 6, unreadNotifications: 0 },
    ]);
    // One socket throughout: socket.io reconnected it.
    expect(run.env.socket.runs).toHaveLength(1);
    run.actor.stop();
  });

  it('when socket.io will not retry (the server ended it), a new socket opens after the delay', async () => {
    const run = start();
    run.actor.send(annaSession);
    run.actor.send({ type: 'socket.connected' });
    run.actor.send({ type: 'socket.disconnected', reason: 'io server disconnect', retrying: false });
    expect(run.env.socket.running()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY + 20));
    expect(run.env.socket.runs).toHaveLength(2);
    expect(run.env.socket.running()).toEqual([run.env.socket.runs[1]]);
    expect(run.actor.getSnapshot().matches({ online: 'connecting' })).toBe(true);
    run.actor.stop();
  });

  it('passes every upsert on to its listeners, and stops the socket when the actor stops', () => {
    const run = start();
    run.actor.send(annaSession);
    run.actor.send({ type: 'socket.connected' });
    const fresh = notification({ id: 'n-9', title: 'Invoice issued' });
    run.actor.send({ type: 'notification.received', notification: fresh });
    expect(run.emitted).toContainEqual({ type: 'notification.upserted', notification: fresh });
    run.actor.stop();
    expect(run.env.socket.running()).toEqual([]);
    expect(run.env.link.running()).toEqual([]);
  });

  it('a new language reconnects with it; the same language keeps the socket', () => {
    const run = start();
    run.actor.send(annaSession);
    run.actor.send({ type: 'language.changed', language: 'en' });
    expect(run.env.socket.runs).toHaveLength(1);
    run.actor.send({ type: 'language.changed', language: 'sv' });
    expect(run.env.socket.runs.map((socket) => socket.input)).toEqual([
      { standing: expect.objectContaining({ sessionId: 's-anna' }), language: 'en' },
      { standing: expect.objectContaining({ sessionId: 's-anna' }), language: 'sv' },
    ]);
    expect(run.env.socket.running()).toHaveLength(1);
    run.actor.stop();
  });
});

// The session link, against the real session chart -------------------------------------------

const karinForGustav = (): Customer => {
  const gustav = { ...annaMainAccount, id: 'acc-gustav', firstName: 'Gustav', lastName: 'Berg', email: null, account: { firstName: 'Gustav', lastName: 'Berg', email: null } };
  const karin = { ...annaMainAccount, id: 'acc-karin', firstName: 'Karin', lastName: 'Berg' };
  return annaCustomer({ isPowerOfAttorney: true, isMainAccount: false, activeAccount: gustav, mainAccount: karin, accounts: [karin, gustav] });
};

/** The session chart with its calls faked, and the notifications chart following it with its real link and a fake socket. */
function followSession(language = languageRouter('en')) {
  const loadCustomer = controllableActor<Customer, LoadCustomerInput>();
  const switchAccount = controllableActor<SessionTokenResult, SwitchAccountInput>();
  const logout = controllableActor<unknown, LogoutInput>();
  const session = createActor(
    sessionMachine.provide({
      actors: { loadCustomer: loadCustomer.logic, switchAccount: switchAccount.logic, logout: logout.logic, sessionChannels: fromCallback(() => {}) },
      actions: { redirectHome: () => {}, removeQueryToken: () => {} },
    }),
    { input: { router: fakeRouterAdapter(), cookieSessionId: 's-anna' } },
  ).start();
  const socket = fakeCallback<SocketInput>();
  const notifications = createActor(notificationsMachine.provide({ actors: { notificationsSocket: socket.logic } }), {
    input: { session, router: language.router },
    inspect: recorder.inspect,
  }).start();
  const stop = () => {
    notifications.stop();
    session.stop();
  };
  return { session, notifications, socket, loadCustomer, switchAccount, logout, language, stop, value: () => notifications.getSnapshot().value };
}

describe('notifications follow the session', () => {
  it('a main account connects with its session id and the page language, with the customer answer\'s counts until the status', async () => {
    const run = followSession();
    expect(run.value()).toBe('idle');
    run.loadCustomer.resolve(annaCustomer({ notifications: { total: 7, unread: 2 } }));
    await flush();
    expect(run.socket.running().map((socket) => socket.input)).toEqual([{ standing: expect.objectContaining({ sessionId: 's-anna' }), language: 'en' }]);
    expect(selectNotifications(run.notifications.getSnapshot())).toEqual({ enabled: true, totalNotifications: 7, unreadNotifications: 2, connection: 'connecting' });
    run.stop();
  });

  it('a sub-account (power of attorney) never opens a socket', async () => {
    const run = followSession();
    run.loadCustomer.resolve(karinForGustav());
    await flush();
    expect(run.value()).toBe('disabled');
    expect(run.socket.runs).toEqual([]);
    run.stop();
  });

  it('logout closes the socket and resets the counts', async () => {
    const run = followSession();
    run.loadCustomer.resolve(annaCustomer({ notifications: { total: 7, unread: 2 } }));
    await flush();
    run.session.send({ type: 'logout.requested', redirect: true });
    expect(run.socket.running()).toEqual([]);
    expect(run.value()).toBe('idle');
    expect(selectNotifications(run.notifications.getSnapshot()).unreadNotifications).toBe(0);
    run.stop();
  });

  it('an account switch closes the socket, then opens one for the new session if it is a main account', async () => {
    const run = followSession();
    run.loadCustomer.resolve(annaCustomer());
    await flush();
    run.session.send({ type: 'account.switched', account: 'acc-2' });
    expect(run.socket.running()).toEqual([]);
    run.switchAccount.resolve({ sessionToken: 's-anna-2' });
    await flush();
    expect(run.socket.running()).toEqual([]);
    run.loadCustomer.resolve(annaCustomer());
    await flush();
    expect(run.socket.runs.map((socket) => socket.input.standing.sessionId)).toEqual(['s-anna', 's-anna-2']);
    expect(run.socket.running()).toHaveLength(1);
    // To an account acted for by power of attorney: closed, and none opened.
    run.session.send({ type: 'account.switched', account: 'acc-gustav' });
    run.switchAccount.resolve({ sessionToken: 's-gustav' });
    await flush();
    run.loadCustomer.resolve(karinForGustav());
    await flush();
    expect(run.value()).toBe('disabled');
    expect(run.socket.running()).toEqual([]);
    expect(run.socket.runs).toHaveLength(2);
    run.stop();
  });

  it('a navigation into the other language reopens the socket in it', async () => {
    const run = followSession();
    run.loadCustomer.resolve(annaCustomer());
    await flush();
    run.language.navigate('en');
    expect(run.socket.runs).toHaveLength(1);
    run.language.navigate('sv');
    expect(run.socket.runs.map((socket) => socket.input.language)).toEqual(['en', 'sv']);
    run.stop();
    expect(run.language.listeners()).toBe(0);
  });
});
