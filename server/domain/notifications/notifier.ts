import type { Db } from '../../db';
import { createNotification, type NewNotification } from './create';
import type { NotificationHub } from './hub';

/**
 * How the domain tells a customer of an event: after the event is
 * committed, a notification is stored and the hub told. A notification
 * that cannot be stored is logged, never thrown: the booking or invoice it
 * tells of is done, and its caller must hear so.
 */
export interface Notifier {
  notify(notification: NewNotification): Promise<void>;
}

export function createNotifier(db: Db, hub: NotificationHub, log: { error(payload: unknown, message: string): void }): Notifier {
  return {
    async notify(notification) {
      try {
        await createNotification(db, hub, notification);
      } catch (error) {
        log.error({ err: error, customerId: notification.customerId, type: notification.type }, 'storing a notification failed');
      }
    },
  };
}

/** What a notification of a visit is written from (`texts.ts`). */
export interface VisitFacts {
  bookingId: string;
  reference: string;
  productId: number;
  /** The visit's start, ISO (the new time of a moved visit). */
  startTime?: string;
}

type VisitEvent = 'bookingConfirmed' | 'bookingRebooked' | 'bookingCancelled';

/** A notification of a visit booked, moved or cancelled; a cancellation may name its fee (öre). */
export function visitNotification(customerId: string, type: VisitEvent, visit: VisitFacts, fee?: number): NewNotification {
  return {
    customerId,
    type,
    data: {
      bookingId: visit.bookingId,
      reference: visit.reference,
      productId: visit.productId,
      ...(visit.startTime ? { startTime: visit.startTime } : {}),
      ...(fee ? { fee } : {}),
    },
  };
}

/** A notification of an invoice issued: its number, amount (öre) and due date. */
export function invoiceNotification(invoice: { id: string; customerId: string; number: string; amount: number; dueDate: string }): NewNotification {
  return {
    customerId: invoice.customerId,
    type: 'invoiceCreated',
    data: { invoiceId: invoice.id, number: invoice.number, amount: invoice.amount, dueDate: invoice.dueDate },
  };
}
