import { fromCallback, fromPromise } from 'xstate';
import { onUnauthorized } from '../../api/client/unauthorized';
import type { ApiClient } from '../../api/client/types';
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
 * The session's calls, built from the API client at the edge and given with
 * `.provide()` (tests give their own), each with the session it names:
 * - `loadCustomer`: GET `/v1/customer` (`customer.get`) with `X-SessionId: sessionId`, never from the cache;
 * - `chooseAccount`: POST `/v2/auth/choose-account` (`auth.chooseAccount`, body `{ account, sessionKey }`);
 * - `switchAccount`: POST `/v2/auth/switch-account` (`auth.switchAccount`, body `{ account }`) with `X-SessionId: sessionId`;
 * - `registerCustomer`: POST `/v1/customer` (`customer.register`, body `{ email, mobilePhone, address }`) with the
 *   temporary session as `X-SessionId`; answers the permanent session. A 400 names the refused fields;
 * - `exchangeHandoff`: POST `/v1/auth/handoff/exchange` (`auth.handoffExchange`, body `{ code }`), the session a hand-off link begins in this browser;
 * - `logout`: POST `/v1/auth/logout` (`auth.logout`) with `X-SessionId: sessionId`; the chart ignores its failure.
 */
export function createSessionActors(api: ApiClient) {
  return {
    loadCustomer: fromPromise<Customer, LoadCustomerInput>(({ input }) => api.call(customerAccount.get, { sessionId: input.sessionId, fresh: true })),
    chooseAccount: fromPromise<SessionTokenResult, ChooseAccountInput>(({ input }) =>
      api.call(auth.chooseAccount, { body: { account: input.account, sessionKey: input.sessionKey } }),
    ),
    switchAccount: fromPromise<SessionTokenResult, SwitchAccountInput>(({ input }) =>
      api.call(auth.switchAccount, { body: { account: input.account }, sessionId: input.sessionId }),
    ),
    registerCustomer: fromPromise<RegisterCustomerResult, RegisterCustomerInput>(async ({ input }) => {
      const { sessionToken } = await api.call(customerAccount.register, { body: input.request, sessionId: input.sessionId });
      return { sessionToken };
    }),
    exchangeHandoff: fromPromise<HandoffResult, ExchangeHandoffInput>(({ input }) => api.call(auth.handoffExchange, { body: { code: input.code } })),
    logout: fromPromise<unknown, LogoutInput>(({ input }) => api.call(auth.logout, { sessionId: input.sessionId })),
  };
}

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
