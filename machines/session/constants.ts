/**
 * Constants of the customer session (spec sections 2, 4 and 9 unless marked
 * otherwise). Each value lives here once; the edge reads them from here.
 */

import { SESSION_LIFETIME_DAYS } from '../../api/contract/auth';

/** Lifetime of the `sessionId` cookie, secure (spec §9): as long as the server keeps the session. */
export const SESSION_COOKIE_DAYS = SESSION_LIFETIME_DAYS;
/** Name of the cookie holding the session id (DESIGN.md "Sessions"). */
export const SESSION_COOKIE_NAME = 'sessionId';
/** Query parameter that may carry a session or temporary session on any page (spec §2). */
export const SESSION_QUERY_PARAM = 'sessionToken';
/** Not in the spec: the BroadcastChannel (or storage key) on which tabs share the session state. */
export const SESSION_SYNC_CHANNEL = 'customer-session';
/**
 * The fields of `customer.register`'s body the registration form shows. A
 * refusal naming one of them shows on the form's field; a refusal naming
 * none is a failure (the default error).
 */
export const REGISTRATION_FIELDS = ['email', 'mobilePhone', 'address.street', 'address.zipCode', 'address.city'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
