/**
 * Constants of the notification socket (spec site.md §4, §9; calls.md §7–§9
 * unless marked otherwise). Each value lives here once; the socket's options
 * and the chart's delays are read from here.
 */

/** socket.io waits this long before the first reconnection attempt (spec §9: "reconnect delay 1000 ms"). */
export const SOCKET_RECONNECT_DELAY_MS = 1000;
/** …and at most this long between attempts as the wait grows (spec §9: "up to 5000 ms"). */
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5000;
/** Each wait is varied by up to this share, so tabs do not reconnect in step (spec §9: "randomization 0.5"). */
export const SOCKET_RANDOMIZATION_FACTOR = 0.5;
/** A connection attempt that has not succeeded after this long fails with `timeout` (spec §9). */
export const SOCKET_CONNECTION_TIMEOUT_MS = 20000;
/** Websocket only: no long-polling fallback (spec §7, calls.md §7). */
export const SOCKET_TRANSPORTS = ['websocket'] as const;

/**
 * The socket errors the site names (calls.md §8). A connection error is
 * logged under one of these; anything socket.io reports otherwise (a
 * websocket error, a refusal without a known reason) is logged as
 * `server error`, with socket.io's own words as the detail.
 */
export const SOCKET_ERROR_MESSAGES = {
  operationTimedOut: 'operation has timed out',
  disconnected: 'socket has been disconnected',
  timeout: 'timeout',
  serverError: 'server error',
  noTransports: 'No transports available',
} as const;
export type SocketErrorMessage = (typeof SOCKET_ERROR_MESSAGES)[keyof typeof SOCKET_ERROR_MESSAGES];

/**
 * Why the server refuses a handshake (`connect_error` with `data.reason`):
 * an unknown, expired or temporary session, or a session acting for another
 * account. Not in the spec: agreed with the socket server.
 */
export const SOCKET_REFUSAL_REASONS = ['unauthorized', 'subAccount'] as const;
export type SocketRefusalReason = (typeof SOCKET_REFUSAL_REASONS)[number];
