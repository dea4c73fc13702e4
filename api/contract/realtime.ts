import { z } from 'zod';
import { notificationSchema } from './customer';

/**
 * The notification socket (socket.io on the same host, websocket transport
 * only). The handshake `auth` carries the language and the session id.
 */
export const REALTIME_EVENTS = {
  notificationsStatus: 'notifications-status',
  notifications: 'notifications',
} as const;

/**
 * Why the server refused a connection: the `data` of the client's
 * `connect_error` (its `message` is the reason too).
 * - `unauthorized`: no live session (missing, unknown, expired or logged
 *   out, or a temporary one): disconnect and reset the indicator.
 * - `subAccount`: the session acts for an account other than the person's
 *   main account (power of attorney, a company): disconnect and disable it.
 * - `serverError`: the server could not check the session just now: try
 *   again later, as after a lost connection.
 */
const REALTIME_REFUSALS = ['unauthorized', 'subAccount', 'serverError'] as const;
export type RealtimeRefusalReason = (typeof REALTIME_REFUSALS)[number];
export const realtimeRefusalSchema = z.object({ reason: z.enum(REALTIME_REFUSALS) });
export type RealtimeRefusal = z.infer<typeof realtimeRefusalSchema>;

export const realtimeAuthSchema = z.object({
  'x-lang': z.enum(['sv', 'en']),
  'x-session': z.string().min(1),
});
export type RealtimeAuth = z.infer<typeof realtimeAuthSchema>;

/** Counts sent on connect and whenever they change. */
export const notificationsStatusEventSchema = z.object({
  totalNotifications: z.number().int().min(0),
  unreadNotifications: z.number().int().min(0),
});
export type NotificationsStatusEvent = z.infer<typeof notificationsStatusEventSchema>;

/** A notification was created or changed. */
export const notificationsEventSchema = z.object({
  type: z.literal('upsert'),
  data: notificationSchema,
});
export type NotificationsEvent = z.infer<typeof notificationsEventSchema>;
