import type { FastifyInstance } from 'fastify';
import { customer } from '../../api/contract/customer';
import { feedbackRequest, offerList, sendFeedback, supportContact, timeBank } from '../domain/myPages/account';
import { highlightedInvoices, invoiceDetail, listInvoices, type MyPagesDeps } from '../domain/myPages/invoices';
import { listSubscriptions, requestUpgrade, subscriptionDetail, subscriptionUpgrades } from '../domain/myPages/subscriptions';
import { createNotifier } from '../domain/notifications/notifier';
import { handle } from '../http/endpoint';
import type { ApiDeps } from './deps';

/**
 * My pages over HTTP: invoices, subscriptions and their upgrades, the time
 * bank, offers, customer service's contact details and feedback. Every call
 * reads the session's active account only; the rules are in
 * `server/domain/myPages/`.
 */
export function registerMyPages(app: FastifyInstance, { database, clock, notifications }: ApiDeps): void {
  const deps: MyPagesDeps = { db: database.db, clock, notifier: createNotifier(database.db, notifications, app.log) };

  handle(app, customer.invoices, ({ session, query }) => listInvoices(deps, session.customerId, query));
  handle(app, customer.highlightedInvoices, ({ session }) => highlightedInvoices(deps, session.customerId));
  handle(app, customer.invoice, ({ session, params, locale }) => invoiceDetail(deps, session.customerId, params.invoiceId, locale));

  handle(app, customer.subscriptions, ({ session, locale }) => listSubscriptions(deps, session.customerId, locale));
  handle(app, customer.subscription, ({ session, params, locale }) => subscriptionDetail(deps, session.customerId, params.id, locale));
  handle(app, customer.subscriptionUpgrades, ({ session, params, locale }) => subscriptionUpgrades(deps, session.customerId, params.id, locale));
  handle(app, customer.requestUpgrade, ({ session, params, body }) => requestUpgrade(deps, session.customerId, params.id, body));

  handle(app, customer.timeBank, ({ session, locale }) => timeBank(deps, session.customerId, locale));
  handle(app, customer.offers, ({ session, locale }) => offerList(deps, session.customerId, locale));
  handle(app, customer.supportContact, ({ locale }) => supportContact(deps, locale));
  handle(app, customer.feedback, ({ session, query, locale }) => feedbackRequest(deps, session.customerId, query.id, locale));
  handle(app, customer.sendFeedback, ({ session, body }) => sendFeedback(deps, session.customerId, body));
}
