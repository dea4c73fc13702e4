import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import { customerNotifications } from '../../db/schema';
import type { NotificationHub } from './hub';

/** Kinds of notification the server creates; their texts are written per reader's language when read. */
type NotificationType =
  | 'bookingConfirmed'
  | 'bookingRebooked'
  | 'bookingCancelled'
  | 'invoiceCreated'
  | 'offerReceived'
  | 'invitationAccepted'
  | 'invitationRejected';

export interface NewNotification {
  customerId: string;
  type: NotificationType;
  /** What the text is written from (a booking's reference and time, an invoice number, a person's name). */
  data?: Record<string, unknown>;
  /** Site path the notification opens. */
  link?: string;
}

/**
 * Stores a notification for an account and tells the hub, so connected
 * browsers hear of it. Call it after the event it tells of is committed:
 * a notification about a booking that was rolled back would be a lie.
 */
export async function createNotification(db: Db, hub: NotificationHub, notification: NewNotification): Promise<string> {
  const id = `note-${randomUUID()}`;
  await db.insert(customerNotifications).values({
    id,
    customerId: notification.customerId,
    type: notification.type,
    data: { ...notification.data, ...(notification.link ? { link: notification.link } : {}) },
  });
  hub.changed({ customerId: notification.customerId, notificationIds: [id] });
  return id;
}
