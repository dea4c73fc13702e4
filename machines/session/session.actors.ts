import { fromPromise } from 'xstate';
import type { Customer } from '../../api/contract/customer';
import type {
  ChooseAccountInput,
  LoadCustomerInput,
  LogoutInput,
  SessionTokenResult,
  SwitchAccountInput,
} from './session.types';

function notProvided(name: string): Error {
  return new Error(`session: the edge provides the "${name}" actor`);
}

/**
 * Placeholder for `loadCustomer`: the edge provides one calling GET
 * `/v1/customer` (`customer.get`) with `X-SessionId: sessionId`. A failure
 * logs out without redirect.
 */
export const loadCustomerPlaceholder = fromPromise<Customer, LoadCustomerInput>(async () => {
  throw notProvided('loadCustomer');
});

/** Placeholder for `chooseAccount`: POST `/v2/auth/choose-account` (`auth.chooseAccount`, body `{ account, sessionKey }`). */
export const chooseAccountPlaceholder = fromPromise<SessionTokenResult, ChooseAccountInput>(async () => {
  throw notProvided('chooseAccount');
});

/** Placeholder for `switchAccount`: POST `/v2/auth/switch-account` (`auth.switchAccount`, body `{ account }`, `X-SessionId: sessionId`). */
export const switchAccountPlaceholder = fromPromise<SessionTokenResult, SwitchAccountInput>(async () => {
  throw notProvided('switchAccount');
});

/**
 * Placeholder for `logout`: resolves without a call. The edge provides one
 * posting `/v1/auth/logout` (`auth.logout`) with `X-SessionId: sessionId`;
 * its failure is ignored (the session ends locally either way).
 */
export const logoutPlaceholder = fromPromise<unknown, LogoutInput>(async () => undefined);
