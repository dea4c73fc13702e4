import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Socket } from 'socket.io-client';
import { notificationsSocket } from '../../../machines/notifications/notifications.actors';
import { connectNotificationsSocket, socketErrorMessage, socketOptions } from '../../../machines/notifications/notifications.socket';
import type { MainAccountStanding, SocketEvent } from '../../../machines/notifications/notifications.types';
import { onUnauthorized, type UnauthorizedInfo } from '../../../api/client/unauthorized';
import { io, openedSockets, resetSockets, type FakeSocket } from '../../support/fakeSocketIo';

/** Anna logged in as a main account: the socket's session. */
const ANNA: MainAccountStanding = { type: 'session.mainAccount', sessionId: 's-anna', totalNotifications: 0, unreadNotifications: 0 };

vi.mock('socket.io-client', () => import('../../support/fakeSocketIo'));

afterEach(() => {
  resetSockets();
  vi.restoreAllMocks();
});

function connect() {
  const events: SocketEvent[] = [];
  let socket: FakeSocket | undefined;
  const close = connectNotificationsSocket(
    (options) => {
      socket = io(options);
      return socket as unknown as Socket;
    },
    { standing: ANNA, language: 'sv' },
    (event) => void events.push(event),
  );
  return { events, socket: socket!, close };
}

/** A refusal as socket.io reports a middleware's `next(err)` with `err.data`. */
function refusal(reason: string) {
  return Object.assign(new Error('refused'), { data: { reason } });
}

describe('the notification socket', () => {
  it('opens websocket-only with the spec\'s reconnection and timeout, authenticated by language and session', () => {
    expect(socketOptions({ standing: ANNA, language: 'sv' })).toEqual({
      transports: ['websocket'],
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
      auth: { 'x-lang': 'sv', 'x-session': 's-anna' },
      forceNew: true,
    });
  });

  it('reports connects, statuses and upserts; drops payloads off the contract with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { events, socket } = connect();
    socket.hear('connect');
    socket.hear('notifications-status', { totalNotifications: 3, unreadNotifications: 1 });
    socket.hear('notifications-status', { totalNotifications: -1 });
    const data = { id: 'n-1', type: 'invoiceCreated', title: 'Invoice', body: 'Your invoice is here', createdAt: '2026-11-20T09:00:00.000Z', read: false };
    socket.hear('notifications', { type: 'upsert', data });
    socket.hear('notifications', { type: 'delete', data });
    expect(events).toEqual([
      { type: 'socket.connected' },
      { type: 'status.received', totalNotifications: 3, unreadNotifications: 1 },
      { type: 'notification.received', notification: data },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('tells the session of a handshake refused as unauthorized, with the session it was opened with, as of a 401', () => {
    const heard: UnauthorizedInfo[] = [];
    const stop = onUnauthorized((info) => heard.push(info));
    const { socket } = connect();
    socket.hear('connect_error', refusal('subAccount'));
    socket.hear('connect_error', new Error('timeout'));
    expect(heard).toEqual([]);
    socket.hear('connect_error', refusal('unauthorized'));
    stop();
    expect(heard).toEqual([{ method: 'GET', path: '/socket.io', requestId: '', sessionId: 's-anna' }]);
  });

  it('tells a refusal by its reason from a failure, and whether socket.io will retry', () => {
    const { events, socket } = connect();
    socket.active = false;
    socket.hear('connect_error', refusal('unauthorized'));
    socket.hear('connect_error', refusal('subAccount'));
    socket.hear('connect_error', refusal('somethingElse'));
    socket.active = true;
    socket.hear('connect_error', new Error('timeout'));
    socket.hear('connect_error', 'No transports available');
    socket.hear('connect_error', new Error('websocket error'));
    socket.hear('disconnect', 'transport close');
    socket.active = false;
    socket.hear('disconnect', 'io server disconnect');
    expect(events).toEqual([
      { type: 'socket.refused', reason: 'unauthorized' },
      { type: 'socket.refused', reason: 'subAccount' },
      { type: 'socket.failed', message: 'server error', detail: 'refused', retrying: false },
      { type: 'socket.failed', message: 'timeout', detail: 'timeout', retrying: true },
      { type: 'socket.failed', message: 'No transports available', detail: 'No transports available', retrying: true },
      { type: 'socket.failed', message: 'server error', detail: 'websocket error', retrying: true },
      { type: 'socket.disconnected', reason: 'transport close', retrying: true },
      { type: 'socket.disconnected', reason: 'io server disconnect', retrying: false },
    ]);
  });

  it('names connection errors with the spec\'s socket messages', () => {
    for (const message of ['operation has timed out', 'socket has been disconnected', 'timeout', 'server error', 'No transports available']) {
      expect(socketErrorMessage(new Error(message))).toBe(message);
    }
    expect(socketErrorMessage(new Error('xhr poll error'))).toBe('server error');
  });

  it('closing stops listening before it disconnects, so its own disconnect is not reported', () => {
    const { events, socket, close } = connect();
    close();
    expect(socket.disconnected).toBe(true);
    socket.hear('disconnect', 'io client disconnect');
    expect(events).toEqual([]);
  });
});

describe('the socket actor', () => {
  const actor = () => createActor(notificationsSocket, { input: { standing: ANNA, language: 'en' } });

  it('loads socket.io-client only when started, and closes the socket when stopped', async () => {
    const child = actor();
    expect(openedSockets).toHaveLength(0);
    child.start();
    await vi.waitFor(() => expect(openedSockets).toHaveLength(1));
    expect(openedSockets[0]!.options).toMatchObject({ auth: { 'x-lang': 'en', 'x-session': 's-anna' }, transports: ['websocket'] });
    child.stop();
    expect(openedSockets[0]!.disconnected).toBe(true);
  });

  it('opens nothing when stopped before the client has loaded', async () => {
    const child = actor().start();
    child.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(openedSockets).toHaveLength(0);
  });
});
