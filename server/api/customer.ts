import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { customer } from '../../api/contract/customer';
import { customerAddresses, customers } from '../db/schema';
import { ADULT_AGE, ageOf, loadCustomer, privateCustomerBySsn } from '../domain/customers';
import { badRequest, conflict, handle } from '../http/endpoint';
import { requireSession } from '../http/session';
import type { ApiDeps } from './deps';

/** The logged-in customer, registration of a new one, and the personal-number check. */
export function registerCustomer(app: FastifyInstance, { database, clock }: ApiDeps): void {
  const { db } = database;
  const sessions = app.sessionStore;

  handle(app, customer.get, async ({ request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    const session = await requireSession(request);
    return loadCustomer(db, session);
  });

  /**
   * Registers the person of a temporary session (a new customer after e-ID).
   * The name is the one the e-ID vouched for, not the typed one; the session
   * becomes a normal session of the new account and is answered back.
   */
  handle(app, customer.register, async ({ body, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    const session = await requireSession(request, { allowTemporary: true });
    if (!session.temporary) throw conflict('alreadyRegistered');
    const firstName = session.givenName || body.firstName;
    const lastName = session.surname || body.lastName;
    // An e-ID login always brings the name; without one it must be typed.
    if (!firstName || !lastName) {
      throw badRequest([
        ...(firstName ? [] : [{ field: 'body.firstName', message: 'common.formErrors.required' }]),
        ...(lastName ? [] : [{ field: 'body.lastName', message: 'common.formErrors.required' }]),
      ]);
    }
    const id = `cust-${randomUUID()}`;
    const [created] = await db
      .insert(customers)
      .values({
        id,
        type: 'private',
        ssn: session.ssn,
        firstName,
        lastName,
        email: body.email,
        mobilePhone: body.mobilePhone,
      })
      .onConflictDoNothing({ target: customers.ssn })
      .returning({ id: customers.id });
    // Registered meanwhile (another tab): the person is a customer already.
    if (!created) throw conflict('alreadyRegistered');
    await db.insert(customerAddresses).values({
      id: `addr-${randomUUID()}`,
      customerId: id,
      street: body.address.street,
      zipCode: body.address.zipCode,
      city: body.address.city,
      careOf: body.address.careOf || null,
      floor: body.address.floor || null,
      doorCode: body.address.doorCode || null,
      isPrimary: true,
    });
    await sessions.attachCustomer(session.tokenHash, id);
    const registered = { ...session, customerId: id, temporary: false };
    return { sessionToken: session.token, customer: await loadCustomer(db, registered) };
  });

  /**
   * Whether a personal number belongs to someone who can be added as a
   * customer's user: `underage` (under 18), `notCustomer`, or
   * `protectedIdentity` (protected personal data is never confirmed).
   */
  handle(app, customer.isValid, async ({ body, request }) => {
    await requireSession(request);
    if (ageOf(body.ssn, clock.now()) < ADULT_AGE) return { valid: false, reason: 'underage' };
    const found = await privateCustomerBySsn(db, body.ssn);
    if (!found) return { valid: false, reason: 'notCustomer' };
    if (found.protectedIdentity) return { valid: false, reason: 'protectedIdentity' };
    return { valid: true };
  });
}
