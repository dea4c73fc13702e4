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
