import { z } from 'zod';
import { ackSchema, eidOrderSchema, eidStatusSchema, idSchema, passwordSchema } from './common';
import { defineEndpoint } from './endpoint';
import { ssnSchema } from '../validators/schemas';

export * from './sessionCookies';

/** An account the person may act as (private person or a company they represent). */
const accountChoiceSchema = z.object({
  id: z.string(),
  type: z.enum(['private', 'business']),
  /** Person or company name. */
  name: z.string(),
  orgNumber: z.string().optional(),
});
export type AccountChoice = z.infer<typeof accountChoiceSchema>;

/**
 * Result of polling an e-ID login.
 * - `pending`, `pendingUserSign`: keep polling (every 2 s); `qrToken` refreshes the QR code.
 * - `complete`: `sessionToken` is the session id; for a person who is no customer
 *   yet it is a temporary session id and `data.newCustomer` is true (must register).
 * - `choice`: the person holds several accounts; `sessionKey` and `data.accounts`
 *   are passed to `chooseAccount`.
 * - `expired`, `startFailed`, `userCancel`: the order is over; start again.
 */
export const authStatusSchema = z.object({
  status: eidStatusSchema,
  orderRef: z.string(),
  hintCode: z.string().optional(),
  autoStartToken: z.string().optional(),
  qrToken: z.string().optional(),
  sessionToken: z.string().optional(),
  sessionKey: z.string().optional(),
  data: z
    .object({
      newCustomer: z.boolean().optional(),
      /** Given name from the e-ID, for the greeting. */
      givenName: z.string().optional(),
      /** Surname from the e-ID, for a new customer (the booking wizard's contact details). */
      surname: z.string().optional(),
      accounts: z.array(accountChoiceSchema).optional(),
    })
    .optional(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

const orderRefBody = z.object({ orderRef: z.string().min(1).max(100) });

/** A hand-off code: the `sessionToken` query parameter of a link into the site (site.md section 2). */
const handoffCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * A new session after switching or choosing an account: its token, or for a
 * browser page (`X-Session-Transport: cookie`) its reference, the token
 * going in the HttpOnly cookie the answer sets.
 */
const sessionTokenSchema = z.object({ sessionToken: z.string().min(1) });

/** e-ID login and account switching (calls.md section 7, Authentication). */
export const auth = {
  /**
   * Starts an e-ID login. With `ssn` only that person can complete it (BankID
   * `requirement.personalNumber`); without, the person identifies by QR code
   * or autostart on this device. BankID (and its simulator) has no
   * passwords: a non-empty `password` is refused (`passwordSchema`). The
   * answer sets the browser-binding cookie: only this browser may poll,
   * cancel or get the QR code of the order.
   */
  login: defineEndpoint({
    cacheControl: 'no-store',
    method: 'POST',
    path: '/v1/auth/login',
    body: z.object({
      ssn: ssnSchema.optional(),
      password: passwordSchema,
    }),
    response: eidOrderSchema,
    // A retry would start a second e-ID order.
    idempotent: false,
    bindsBrowser: true,
  }),
  /** Polls the login; reading a status is safe to repeat. */
  status: defineEndpoint({
    cacheControl: 'no-store',
    method: 'POST',
    path: '/v2/auth/status',
    body: orderRefBody,
    response: authStatusSchema,
    idempotent: true,
  }),
  /**
   * Cancels a pending login (leaving the login screen); cancelling twice is
   * harmless. A page that is going away sends it with
   * `navigator.sendBeacon`: the server also reads a `text/plain` body as
   * this JSON. (An order its browser stops polling is cancelled by the
   * server after `EID_POLL_TIMEOUT_MS`, 30 s.)
   */
  cancel: defineEndpoint({
    method: 'POST',
    path: '/v1/auth/cancel',
    body: orderRefBody,
    response: ackSchema,
    idempotent: true,
  }),
  /** The current animated QR content of an order (changes every second). */
  qr: defineEndpoint({
    cacheControl: 'no-store',
    method: 'POST',
    path: '/v1/auth/qr',
    body: z.object({ token: z.string().min(1).max(200) }),
    response: z.object({ qrCode: z.string() }),
    idempotent: true,
  }),
  /** Ends the session sent in `X-SessionId`. */
  logout: defineEndpoint({
    session: 'identified',
    method: 'POST',
    path: '/v1/auth/logout',
    response: ackSchema,
    auth: 'customer',
    idempotent: true,
  }),
  /** Acts as another of the customer's accounts; answers a new session. */
  switchAccount: defineEndpoint({
    method: 'POST',
    path: '/v2/auth/switch-account',
    body: z.object({ account: idSchema }),
    response: sessionTokenSchema,
    auth: 'customer',
    idempotent: false,
  }),
  /** After a `choice` status: picks the account and answers the session. */
  chooseAccount: defineEndpoint({
    cacheControl: 'no-store',
    method: 'POST',
    path: '/v2/auth/choose-account',
    body: z.object({ account: idSchema, sessionKey: z.string().min(1).max(500) }),
    response: sessionTokenSchema,
    idempotent: false,
  }),
  /**
   * A one-time code that hands the caller's session (or temporary session)
   * over to another browser: an app opens its webview on
   * `?sessionToken=<code>` after setting the `handoff` cookie there to
   * `binding`. The code works once, within `expiresIn` seconds, and only
   * with that cookie.
   */
  handoff: defineEndpoint({
    cacheControl: 'no-store',
    session: 'identified',
    method: 'POST',
    path: '/v1/auth/handoff',
    response: z.object({ code: z.string(), binding: z.string(), expiresIn: z.number().int() }),
    auth: 'customer',
    idempotent: false,
  }),
  /**
   * Exchanges a hand-off code for a session in this browser (the `handoff`
   * cookie must hold its binding secret). A browser that already holds a
   * session of another person keeps it: 409 `sessionExists`.
   */
  handoffExchange: defineEndpoint({
    cacheControl: 'no-store',
    method: 'POST',
    path: '/v1/auth/handoff/exchange',
    body: z.object({ code: handoffCodeSchema }),
    response: z.object({ sessionToken: z.string(), temporary: z.boolean() }),
    idempotent: false,
  }),
} as const;
