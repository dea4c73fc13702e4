import type { AuthStatus } from '../../api/contract/auth';
import type { FieldError } from '../../api/contract/endpoint';
import { isApiError } from '../../api/errors';
import { REGISTRATION_FIELDS } from './constants';
import type { Customer, CustomerAccount } from '../../api/contract/customer';
import { emptySession, type HandoffResult, type SessionContext, type SessionFields, type SessionInput, type SessionMethod } from './session.types';

export { emptySession };

/** A permanent session to load the customer of. */
export function permanentSession(sessionId: string, method: SessionMethod): Partial<SessionFields> {
  return { sessionId, method, tempSessionId: null, newCustomer: false, sessionKey: null, accounts: [], registrationErrors: [] };
}

/**
 * The starting session (spec §2, §4): a hand-off code in the URL is
 * exchanged first (the cookie's session stays if it fails); a session key
 * makes an account choice; otherwise the `sessionId` cookie's session
 * loads; none at all is anonymous.
 */
export function initialSessionContext(input: SessionInput): SessionContext {
  const start = { ...emptySession(), router: input.router, ready: false };
  const query = input.queryToken;
  const current = input.cookieSessionId ? { sessionId: input.cookieSessionId, method: 'current' as const } : {};
  if (query?.handoffCode) return { ...start, ...current, handoffCode: query.handoffCode };
  if (query?.sessionKey) {
    return { ...start, sessionKey: query.sessionKey, accounts: query.accounts ?? [], method: 'external' };
  }
  return { ...start, ...current };
}

/** The session a hand-off began: a temporary one makes a new customer, any other loads the customer. */
export function sessionFromHandoff(result: HandoffResult): Partial<SessionFields> {
  if (result.temporary) return { ...emptySession(), tempSessionId: result.sessionToken, newCustomer: true, method: 'external' };
  return { ...permanentSession(result.sessionToken, 'external'), handoffCode: null };
}

/** A `complete` login of a person who is no customer yet: its token is a temporary session. */
export function isNewCustomerLogin(result: AuthStatus): boolean {
  return result.status === 'complete' && result.sessionToken !== undefined && result.data?.newCustomer === true;
}

/** A `choice` login: an account must be chosen with the session key. */
export function isChoiceLogin(result: AuthStatus): boolean {
  return result.status === 'choice' && result.sessionKey !== undefined;
}

/** A `complete` login of a customer: its token is the session. */
export function isSessionLogin(result: AuthStatus): boolean {
  return result.status === 'complete' && result.sessionToken !== undefined && result.data?.newCustomer !== true;
}

/** The session an e-ID login result leads to (the same paths as a token in the URL). */
export function sessionFromLogin(result: AuthStatus): Partial<SessionFields> {
  if (isNewCustomerLogin(result)) {
    return { tempSessionId: result.sessionToken ?? null, newCustomer: true, method: 'external' };
  }
  if (isChoiceLogin(result)) {
    return { sessionKey: result.sessionKey ?? null, accounts: result.data?.accounts ?? [], method: 'external' };
  }
  return result.sessionToken ? permanentSession(result.sessionToken, 'external') : {};
}

function withEmail(account: CustomerAccount, email: string | null): CustomerAccount {
  if (email === null) return account;
  return {
    ...account,
    email: account.email ?? email,
    account: { ...account.account, email: account.account.email ?? email },
  };
}

/**
 * The main account's email propagated to the accounts (spec §6): an
 * account, or its holder, without an email of its own shows the main
 * account's, so the account menu always has one to show.
 */
export function withMainAccountEmail(customer: Customer): Customer {
  const email = customer.mainAccount.email ?? customer.email;
  return {
    ...customer,
    activeAccount: withEmail(customer.activeAccount, email),
    accounts: customer.accounts.map((account) => withEmail(account, email)),
  };
}

/** Zip code of the customer's primary address, remembered as the visitor's area after login (spec §4). */
export function primaryPostalCode(customer: Customer): string | null {
  return customer.addresses.find((address) => address.primary)?.zipCode ?? null;
}

/**
 * The refusal of a registration the form can show: the field errors of a 400
 * when at least one names a field of the form (`REGISTRATION_FIELDS`), else
 * null (a failure, shown as the default error).
 */
export function registrationRefusal(error: unknown): readonly FieldError[] | null {
  if (!isApiError(error) || error.kind !== 'BadRequest') return null;
  const fields: readonly string[] = REGISTRATION_FIELDS;
  return error.fieldErrors.some((fieldError) => fields.includes(fieldError.field)) ? error.fieldErrors : null;
}
