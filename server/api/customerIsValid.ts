import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { customer } from '../../api/contract/customer';
import type { Db } from '../db';
import { ADULT_AGE, ageOf, privateCustomerBySsn } from '../domain/customers';
import type { AccountSession } from '../domain/session';
import { maskSsn } from '../http/audit';
import { clientKey } from '../http/clientKey';
import { HttpError, handle } from '../http/endpoint';
import { hashToken } from '../http/session';
import type { ApiDeps } from './deps';

/** `POST /v1/customer/is-valid` calls one person may make a minute, whichever of their sessions asks. */
export const IS_VALID_PER_PERSON_PER_MINUTE = 10;
/** `POST /v1/customer/is-valid` calls one client address may make a minute (an office behind one address has several people). */
export const IS_VALID_PER_ADDRESS_PER_MINUTE = 30;
/** The rate-limit window; the limits are per minute. */
const MINUTE_MS = 60_000;

/** The answer of `is-valid` (contract `customer.isValid`). */
interface IsValidAnswer {
  valid: boolean;
  reason?: 'underage' | 'notCustomer' | 'protectedIdentity';
}

/**
 * What a customer may learn from `is-valid` about a personal number. About
 * their own number, the whole answer. About anyone else's, only what the
 * number itself says: a person under 18 is `underage` (the birth date is in
 * the number, so anyone holding it knows), everyone else is `valid`. Whether
 * that person is a customer, or has a protected identity, is never told:
 * they decide for themselves when they accept an invitation with their own
 * e-ID. (It used to answer `notCustomer` and `protectedIdentity` for any
 * number, which told anyone logged in who is a customer here and whose
 * identity is protected.)
 */
async function isValidAnswer(db: Db, ssn: string, asker: { ssn: string }, now: number): Promise<IsValidAnswer> {
  if (ageOf(ssn, now) < ADULT_AGE) return { valid: false, reason: 'underage' };
  if (ssn !== asker.ssn) return { valid: true };
  const found = await privateCustomerBySsn(db, ssn);
  if (!found) return { valid: false, reason: 'notCustomer' };
  if (found.protectedIdentity) return { valid: false, reason: 'protectedIdentity' };
  return { valid: true };
}

/**
 * `POST /v1/customer/is-valid`: a customer checks a personal number before
 * inviting its person as a user of their account. Limited per client
 * address (before anything else is read) and per person logged in (every
 * session of the person shares one budget), and audited: who asked, from
 * where, about which number (masked), and what was answered.
 */
export function registerCustomerIsValid(app: FastifyInstance, { database, clock, audit }: Pick<ApiDeps, 'database' | 'clock' | 'audit'>): void {
  const { db } = database;
  const refused = (request: FastifyRequest, session: AccountSession | null, limit: 'address' | 'person') =>
    audit({
      event: 'customer.isValid.refused',
      at: new Date(clock.now()).toISOString(),
      ip: request.ip,
      requestId: request.id,
      ...(session ? { customerId: session.customerId } : {}),
      limit,
    });
  const addressLimiter = app.rateLimit({
    max: IS_VALID_PER_ADDRESS_PER_MINUTE,
    timeWindow: MINUTE_MS,
    onExceeded: (request) => refused(request, null, 'address'),
  }) as unknown as onRequestHookHandler;
  // Read after the session is resolved, so it counts the person, not whatever a caller puts in a header.
  const personKeys = new WeakMap<FastifyRequest, string>();
  const personLimiter = app.createRateLimit({
    max: IS_VALID_PER_PERSON_PER_MINUTE,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => personKeys.get(request) ?? `address:${clientKey(request.ip)}`,
  });

  handle(
    app,
    customer.isValid,
    async ({ body, session, request }) => {
      personKeys.set(request, `person:${hashToken(session.ssn)}`);
      const limit = await personLimiter(request);
      if (!limit.isAllowed && limit.isExceeded) {
        refused(request, session, 'person');
        throw new HttpError(429, 'Too many requests; try again in a minute');
      }
      const answer = await isValidAnswer(db, body.ssn, session, clock.now());
      audit({
        event: 'customer.isValid',
        at: new Date(clock.now()).toISOString(),
        ip: request.ip,
        requestId: request.id,
        customerId: session.customerId,
        ssn: maskSsn(body.ssn),
        own: body.ssn === session.ssn,
        answer,
      });
      return answer;
    },
    { onRequest: addressLimiter },
  );
}
