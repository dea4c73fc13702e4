import { fromCallback, fromPromise } from 'xstate';
import { onUnauthorized } from '../../api/client/unauthorized';
import { auth } from '../../api/calls/auth';
import type { Customer } from '../../api/contract/customer';
import { customer as customerAccount } from '../../api/calls/customer';
import { createTabSync } from './session.tabSync';
import type {
  ChooseAccountInput,
  ExchangeHandoffInput,
  HandoffResult,
  LoadCustomerInput,
  LogoutInput,
  RegisterCustomerInput,
  RegisterCustomerResult,
  SessionChannelEvent,
  SessionEvent,
  SessionTokenResult,
  SwitchAccountInput,
} from './session.types';

/**
 * The session's calls, made with the API client the chart was started with
 * (its input) and the session each call names. Tests replace them with `.provide()`.
 */

/** GET `/v1/customer` (`customer.get`) with `X-SessionId: sessionId`, never from the cache. */
export const loadCustomer = fromPromise<Customer, LoadCustomerInput>(({ input }) =>
  input.api.call(customerAccount.get, { sessionId: input.sessionId, fresh: true }),
);

/** POST `/v2/auth/choose-account` (`auth.chooseAccount`, body `{ account, sessionKey }`). */
export const chooseAccount = fromPromise<SessionTokenResult, ChooseAccountInput>(({ input }) =>
  input.api.call(auth.chooseAccount, { body: { account: input.account, sessionKey: input.sessionKey } }),
);

/** POST `/v2/auth/switch-account` (`auth.switchAccount`, body `{ account }`) with `X-SessionId: sessionId`. */
export const switchAccount = fromPromise<SessionTokenResult, SwitchAccountInput>(({ input }) =>
  input.api.call(auth.switchAccount, { body: { account: input.account }, sessionId: input.sessionId }),
);

/**
 * POST `/v1/customer` (`customer.register`, body `{ email, mobilePhone, address }`) with the
 * temporary session as `X-SessionId`; answers the permanent session. A 400 names the refused fields.
 */
export const registerCustomer = fromPromise<RegisterCustomerResult, RegisterCustomerInput>(async ({ input }) => {
  const { sessionToken } = await input.api.call(customerAccount.register, { body: input.request, sessionId: input.sessionId });
  return { sessionToken };
});

/** POST `/v1/auth/handoff/exchange` (`auth.handoffExchange`, body `{ code }`): the session a hand-off link begins in this browser. */
export const exchangeHandoff = fromPromise<HandoffResult, ExchangeHandoffInput>(({ input }) =>
  input.api.call(auth.handoffExchange, { body: { code: input.code } }),
);

/** POST `/v1/auth/logout` (`auth.logout`) with `X-SessionId: sessionId`; the chart ignores its failure. */
export const logout = fromPromise<unknown, LogoutInput>(({ input }) => input.api.call(auth.logout, { sessionId: input.sessionId }));

/**
 * What the session hears from outside the chart, for as long as it runs:
 * the other tabs (`sync.received`), and the call layer's 401s on customer
 * calls (`session.unauthorized`). It posts `sync.publish` to the other tabs.
 */
export const sessionChannels = fromCallback<SessionChannelEvent>(({ sendBack, receive }) => {
  const tabs = createTabSync((message) => sendBack({ type: 'sync.received', ...message } satisfies SessionEvent));
  const stopListening = onUnauthorized((info) =>
    sendBack({ type: 'session.unauthorized', ...(info.sessionId ? { sessionId: info.sessionId } : {}) } satisfies SessionEvent),
  );
  receive(({ type: _type, ...message }) => tabs.publish(message));
  return () => {
    stopListening();
    tabs.close();
  };
});
