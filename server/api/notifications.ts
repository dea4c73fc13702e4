import type { FastifyInstance } from 'fastify';
import { customer } from '../../api/contract/customer';
import {
  deleteAllNotifications,
  deleteSomeNotifications,
  listNotifications,
  notificationOf,
  readAllNotifications,
  readNotifications,
  type NotificationDeps,
} from '../domain/notifications/service';
import { handle } from '../http/endpoint';
import type { ApiDeps } from './deps';

/**
 * The active account's notifications over HTTP (calls.md section 7,
 * Customer → Notifications); the rules are in
 * `server/domain/notifications/`. Changes reach the account's sockets
 * through the hub.
 */
export function registerNotifications(app: FastifyInstance, { database, clock, notifications }: ApiDeps): void {
  const deps: NotificationDeps = { db: database.db, clock, hub: notifications };

  handle(app, customer.notifications, ({ session, query, locale }) => listNotifications(deps, session.customerId, query, locale));
  handle(app, customer.notification, ({ session, params, locale }) => notificationOf(deps, session.customerId, params.id, locale));
  handle(app, customer.readNotifications, ({ session, body }) => readNotifications(deps, session.customerId, body.ids));
  handle(app, customer.readAllNotifications, ({ session }) => readAllNotifications(deps, session.customerId));
  handle(app, customer.deleteNotifications, ({ session, body }) => deleteSomeNotifications(deps, session.customerId, body.ids));
  handle(app, customer.deleteAllNotifications, ({ session }) => deleteAllNotifications(deps, session.customerId));
}
