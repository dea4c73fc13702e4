import { io, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS, type NotificationsEvent, type NotificationsStatusEvent } from '../../../api/contract/realtime';

/**
 * A notification socket as the site's client opens it (socket.io-client,
 * websocket only, no reconnection so a test sees each outcome once), with
 * every event it hears kept in order.
 */

export type Heard = { event: 'status'; data: NotificationsStatusEvent } | { event: 'upsert'; data: NotificationsEvent } | { event: 'disconnect'; reason: string };

export interface TestSocket {
  socket: Socket;
  heard: Heard[];
  /** Waits until an event matching `match` has been heard (counting those heard already), at most `timeoutMs`. */
  waitFor(match: (heard: Heard) => boolean, timeoutMs?: number): Promise<Heard>;
  close(): void;
}

interface SocketOptions {
  /** `x-session`: a session token, or a page's session reference (then with its cookie). */
  session?: string;
  lang?: string;
  /** The `Cookie` header the handshake carries. */
  cookie?: string;
  origin?: string;
  transports?: ('websocket' | 'polling')[];
  /** The whole `auth` object, instead of one made of `session` and `lang`. */
  auth?: Record<string, unknown>;
}

/** Why a connection was refused: the `connect_error`'s message and data. */
class Refused extends Error {
  constructor(
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

/** Connects; resolves once connected, rejects with `Refused` on `connect_error`. */
export function connectSocket(baseUrl: string, options: SocketOptions = {}): Promise<TestSocket> {
  const headers: Record<string, string> = {
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
  };
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: options.transports ?? ['websocket'],
    auth: options.auth ?? { 'x-lang': options.lang ?? 'sv', ...(options.session ? { 'x-session': options.session } : {}) },
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
    timeout: 10_000,
  });
  const heard: Heard[] = [];
  const waiters = new Set<() => void>();
  const hear = (entry: Heard) => {
    heard.push(entry);
    for (const wake of waiters) wake();
  };
  socket.on(REALTIME_EVENTS.notificationsStatus, (data: NotificationsStatusEvent) => hear({ event: 'status', data }));
  socket.on(REALTIME_EVENTS.notifications, (data: NotificationsEvent) => hear({ event: 'upsert', data }));
  socket.on('disconnect', (reason) => hear({ event: 'disconnect', reason }));

  const handle: TestSocket = {
    socket,
    heard,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = heard.find(match);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`not heard within ${timeoutMs} ms; heard ${JSON.stringify(heard)}`));
        }, timeoutMs);
        const wake = () => void look();
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
        look();
      });
    },
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(handle));
    socket.once('connect_error', (error: Error & { data?: unknown }) => {
      socket.close();
      reject(new Refused(error.message, error.data));
    });
  });
}

/** The reason a connection was refused with, or a failure when it was not. */
export async function refusalOf(baseUrl: string, options: SocketOptions): Promise<Refused> {
  try {
    const connected = await connectSocket(baseUrl, options);
    connected.close();
  } catch (error) {
    if (error instanceof Refused) return error;
    throw error;
  }
  throw new Error('the connection was not refused');
}

export const isStatus = (total: number, unread: number) => (heard: Heard) =>
  heard.event === 'status' && heard.data.totalNotifications === total && heard.data.unreadNotifications === unread;
