import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import {
  REALTIME_EVENTS,
  notificationsEventSchema,
  notificationsStatusEventSchema,
  type RealtimeAuth,
} from '../../api/contract/realtime';
import {
  SOCKET_CONNECTION_TIMEOUT_MS,
  SOCKET_ERROR_MESSAGES,
  SOCKET_RANDOMIZATION_FACTOR,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_REFUSAL_REASONS,
  SOCKET_TRANSPORTS,
  type SocketErrorMessage,
  type SocketRefusalReason,
} from './constants';
import { publishUnauthorized } from '../../api/client/unauthorized';
import type { SocketEvent, SocketInput } from './notifications.types';

/** What the unauthorized channel is told a refused handshake was made to: socket.io's default path on this host. */
const SOCKET_PATH = '/socket.io';

/**
 * The socket itself, loaded only when a main-account customer is logged in
 * (`notificationsSocket` imports this module lazily), so socket.io-client and
 * the realtime contract's schemas are no part of a visitor's first load.
 */

/** socket.io's options for the notification socket (spec §9, calls.md §7). */
export function socketOptions(input: SocketInput): Partial<ManagerOptions & SocketOptions> {
  const auth: RealtimeAuth = { 'x-lang': input.language, 'x-session': input.standing.sessionId };
  return {
    transports: [...SOCKET_TRANSPORTS],
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    randomizationFactor: SOCKET_RANDOMIZATION_FACTOR,
    timeout: SOCKET_CONNECTION_TIMEOUT_MS,
    auth,
    // Not in the spec: each session or language gets a connection of its own, never a cached one made with other options.
    forceNew: true,
  };
}

const KNOWN_MESSAGES: ReadonlySet<string> = new Set(Object.values(SOCKET_ERROR_MESSAGES));

/** socket.io's words for a failure (an `Error`, or the bare string engine.io emits for some). */
function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

/** The spec's name for a connection error: its own when socket.io used one of them, else `server error`. */
export function socketErrorMessage(error: unknown): SocketErrorMessage {
  const text = errorText(error);
  return KNOWN_MESSAGES.has(text) ? (text as SocketErrorMessage) : SOCKET_ERROR_MESSAGES.serverError;
}

/** The reason of a refused handshake (`connect_error` with `data.reason`), or null for any other failure. */
function refusalReason(error: unknown): SocketRefusalReason | null {
  if (!(error instanceof Error) || !('data' in error)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('reason' in data)) return null;
  const reason: unknown = data.reason;
  return SOCKET_REFUSAL_REASONS.find((known) => known === reason) ?? null;
}

/**
 * Opens the socket with `open` (socket.io's `io`; a test's fake) and reports
 * what it hears through `report`, until the returned function closes it.
 * Payloads that break the realtime contract are logged and dropped.
 */
export function connectNotificationsSocket(
  open: (options: Partial<ManagerOptions & SocketOptions>) => Socket,
  input: SocketInput,
  report: (event: SocketEvent) => void,
): () => void {
  const socket = open(socketOptions(input));
  socket.on('connect', () => report({ type: 'socket.connected' }));
  // `active`: socket.io reconnects by itself (not after the server ended the connection).
  socket.on('disconnect', (reason) => report({ type: 'socket.disconnected', reason, retrying: socket.active }));
  socket.on('connect_error', (error: unknown) => {
    const reason = refusalReason(error);
    // The session this socket was opened with is over: the session decides, as for a 401 on a customer call.
    if (reason === 'unauthorized') publishUnauthorized({ method: 'GET', path: SOCKET_PATH, requestId: '', sessionId: input.standing.sessionId });
    if (reason !== null) report({ type: 'socket.refused', reason });
    else report({ type: 'socket.failed', message: socketErrorMessage(error), detail: errorText(error), retrying: socket.active });
  });
  socket.on(REALTIME_EVENTS.notificationsStatus, (payload: unknown) => {
    const status = notificationsStatusEventSchema.safeParse(payload);
    if (status.success) report({ type: 'status.received', ...status.data });
    else console.warn(`Notifications socket: ${REALTIME_EVENTS.notificationsStatus} off the contract`, status.error.issues);
  });
  socket.on(REALTIME_EVENTS.notifications, (payload: unknown) => {
    const change = notificationsEventSchema.safeParse(payload);
    if (change.success) report({ type: 'notification.received', notification: change.data.data });
    else console.warn(`Notifications socket: ${REALTIME_EVENTS.notifications} off the contract`, change.error.issues);
  });
  return () => {
    socket.off();
    socket.disconnect();
  };
}

/** The socket on this page's host (socket.io's default address and path). */
export const openNotificationsSocket = (input: SocketInput, report: (event: SocketEvent) => void) =>
  connectNotificationsSocket((options) => io(options), input, report);
