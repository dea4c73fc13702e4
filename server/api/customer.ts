import type { FastifyInstance } from 'fastify';
import { customer } from '../../api/contract/customer';
import { deliveryAddress, listAddresses } from '../domain/account/addresses';
import { loadCustomer, privateCustomerBySsn, registrationKeyOf } from '../domain/customers';
import { createPrivateCustomer, registrationName } from '../domain/registration';
import { conflict, handle } from '../http/endpoint';
import { hashToken, requireAccount } from '../http/session';
import { issueSessionCookies } from '../http/sessionCookie';
import { registerAccount } from './account';
import { registerCustomerIsValid } from './customerIsValid';
import type { ApiDeps } from './deps';
import { registerMyPages } from './myPages';
import { registerUsers } from './users';
import { registerNotifications } from './notifications';

/**
 * The logged-in customer, registration of a new one, the personal-number
 * check, delivery addresses, and My pages (`myPages.ts`).
 */
export function registerCustomer(app: FastifyInstance, deps: ApiDeps): void {
  const { database } = deps;
  const { db } = database;
  const sessions = app.sessionStore;

  handle(app, customer.get, ({ session }) => loadCustomer(db, session));

  /**
   * Registers the person of a temporary session (a new customer after e-ID).
   * The name is the one the e-ID vouched for, not the typed one; the session
   * becomes a normal session of the new account and is answered back. A
   * retry of the same registration (its `Idempotency-Key`, after an answer
   * that never arrived) answers as the first did; any other registration of
   * someone who is a customer already is a 409.
   */
  handle(app, customer.register, async ({ body, session, request, reply, idempotencyKey }) => {
    const keyHash = hashToken(idempotencyKey!);
    const registeredBy = async (customerId: string | null) =>
      customerId !== null && (await registrationKeyOf(db, customerId)) === keyHash;
    const answer = async (customerId: string) => {
      const sessionToken = issueSessionCookies(request, reply, session, sessions.cookies);
      return { sessionToken, customer: await loadCustomer(db, { ...session, customerId }) };
    };
    if (!session.temporary) {
      if (await registeredBy(session.customerId)) return answer(session.customerId!);
      throw conflict('alreadyRegistered');
    }
    const name = registrationName({ firstName: session.givenName, lastName: session.surname }, body);
    const created = await createPrivateCustomer(db, { ...body, ...name, ssn: session.ssn, registrationKeyHash: keyHash });
    if (!created) {
      // Registered meanwhile: by this registration's own retry (same key), or elsewhere (another tab).
      const existing = await privateCustomerBySsn(db, session.ssn);
      if (!existing || !(await registeredBy(existing.id))) throw conflict('alreadyRegistered');
      await sessions.attachCustomer(session.tokenHash, existing.id);
      return answer(existing.id);
    }
    await sessions.attachCustomer(session.tokenHash, created);
    return answer(created);
  });

  /**
   * Whether a personal number can be invited as a user of the customer's
   * account: the whole answer only about the caller's own number; rate
   * limited and audited (`customerIsValid.ts`).
   */
  registerCustomerIsValid(app, deps);

  /** The active account's addresses, primary first, then in the order they were added. */
  handle(app, customer.deliveryAddresses, ({ session }) => listAddresses({ db, clock: deps.clock }, session.customerId));

  /**
   * Checks a delivery address (its postal code must be served) and, unless
   * `checkOnly`, stores it for the active account. Storing is idempotent in
   * effect: the same street, postal code and city again (case and spacing
   * aside) answers the address already stored, because the booking client
   * retries this call. A check stores nothing, so a person who identified
   * but is not a customer yet (a temporary session) may check too: a new
   * customer booking in the wizard checks their address before registering.
   */
  handle(app, customer.addDeliveryAddress, ({ query, body, session }) =>
    // Only a check is open to a temporary session; storing needs an account.
    deliveryAddress(db, query.checkOnly ? undefined : requireAccount(session).customerId, body),
  );

  /** Invoices, subscriptions, time bank, offers, support and feedback (`myPages.ts`). */
  registerMyPages(app, deps);
  /** Personal information and addresses (`account.ts`). */
  registerAccount(app, deps);
  /** Users, power of attorney and invitations (`users.ts`). */
  registerUsers(app, deps);

  /** Notifications: the list, one, read and delete (`notifications.ts`). */
  registerNotifications(app, deps);
}
