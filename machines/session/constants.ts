/**
 * Constants of the customer session (spec sections 2, 4 and 9 unless marked
 * otherwise). Each value lives here once; the edge reads them from here.
 */

import { HANDOFF_QUERY_PARAM, SESSION_REF_COOKIE } from '../../api/contract/sessionCookies';

/** Name of the cookie holding the session's reference, set by the server (DESIGN.md "Sessions"). */
export const SESSION_COOKIE_NAME = SESSION_REF_COOKIE;
/** Query parameter of a hand-off link: a one-time code for a session or temporary session (spec §2). */
export const SESSION_QUERY_PARAM = HANDOFF_QUERY_PARAM;
/** The session's id in the tab's actor system (the site actor's child): flows find it with `system.get(SESSION_SYSTEM_ID)`. */
export const SESSION_SYSTEM_ID = 'session';
/** Not in the spec: the BroadcastChannel (or storage key) on which tabs share the session state. */
export const SESSION_SYNC_CHANNEL = 'customer-session';
/**
 * The fields of `customer.register`'s body the registration form shows. A
 * refusal naming one of them shows on the form's field; a refusal naming
 * none is a failure (the default error).
 */
export const REGISTRATION_FIELDS = ['email', 'mobilePhone', 'address.street', 'address.zipCode', 'address.city'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
