import { useActorRef, useSelector } from '@xstate/react';
import { useRouter } from 'next/router';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { auth } from '../../api/contract/auth';
import { customerAccount as customerCalls } from '../../api/contract/customerAccount';
import { onUnauthorized } from '../../api/client/unauthorized';
import { SESSION_COOKIE_DAYS, SESSION_COOKIE_NAME, SESSION_QUERY_PARAM } from '../../machines/session/constants';
import { sessionMachine } from '../../machines/session/session.machine';
import { selectSession, type SessionView } from '../../machines/session/session.selectors';
import type {
  ChooseAccountInput,
  LoadCustomerInput,
  LogoutInput,
  SessionEvent,
  SessionInput,
  SessionTokenResult,
  SwitchAccountInput,
} from '../../machines/session/session.types';
import type { Customer } from '../../api/contract/customer';
import { useApi, type SessionCredentials } from '../shell/ApiContext';
import { removeCookie, writeCookie } from '../shell/cookies';
import { pushDataLayer } from '../shell/dataLayer';
import { createTabSync } from './tabSync';

/** Where the customer's postal code is remembered for the postal-code forms (spec §3 "Stored user location"). */
export const AREA_CODE_STORAGE_KEY = 'areaCode';

interface SessionApi {
  view: SessionView;
  send(event: SessionEvent): void;
}

const SessionContext = createContext<SessionApi | null>(null);

/** Reads the session handed over in the URL (`?sessionToken=…&temporary=true`). */
function queryToken(query: Record<string, string | string[] | undefined>): SessionInput['queryToken'] {
  const token = query[SESSION_QUERY_PARAM];
  if (typeof token !== 'string' || token === '') return undefined;
  return { sessionToken: token, temporary: query.temporary === 'true' };
}

/**
 * Runs the customer session for the whole site: the statechart with its
 * effects at this edge (calls, the `sessionId` cookie, analytics identity,
 * tabs in sync, the 401 channel of the call layer).
 */
export function SessionProvider({
  credentials,
  cookieSessionId,
  children,
}: {
  credentials: SessionCredentials;
  /** The `sessionId` cookie as the server read it, so both renders start alike. */
  cookieSessionId: string | null;
  children: ReactNode;
}) {
  // The machine is built once per page load; its effects read the current client and router.
  const api = useApi();
  const apiRef = useRef(api);
  apiRef.current = api;
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const tabs = useMemo(() => ({ current: undefined as ReturnType<typeof createTabSync> | undefined }), []);

  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          loadCustomer: fromPromise<Customer, LoadCustomerInput>(({ input }) => {
            credentials.sessionId = input.sessionId;
            return apiRef.current.call(customerCalls.get, { fresh: true });
          }),
          chooseAccount: fromPromise<SessionTokenResult, ChooseAccountInput>(({ input }) =>
            apiRef.current.call(auth.chooseAccount, { body: { account: input.account, sessionKey: input.sessionKey } }),
          ),
          switchAccount: fromPromise<SessionTokenResult, SwitchAccountInput>(({ input }) => {
            credentials.sessionId = input.sessionId;
            return apiRef.current.call(auth.switchAccount, { body: { account: input.account } });
          }),
          logout: fromPromise<unknown, LogoutInput>(({ input }) => {
            credentials.sessionId = input.sessionId;
            return apiRef.current.call(auth.logout);
          }),
        },
        actions: {
          storeSessionCookie: (_, { sessionId }) => {
            credentials.sessionId = sessionId;
            writeCookie(SESSION_COOKIE_NAME, sessionId, { days: SESSION_COOKIE_DAYS });
          },
          removeSessionCookie: () => {
            credentials.sessionId = undefined;
            removeCookie(SESSION_COOKIE_NAME);
            apiRef.current.invalidate();
          },
          rememberAreaCode: (_, { zipCode }) => {
            try {
              window.localStorage.setItem(AREA_CODE_STORAGE_KEY, zipCode);
            } catch {
              // Storage may be off (private mode): the form simply starts empty.
            }
          },
          identifyAnalytics: (_, { customerId }) => pushDataLayer({ event: 'identify', userId: customerId }),
          resetAnalytics: () => pushDataLayer({ event: 'resetIdentity', userId: null }),
          broadcastSession: (_, message) => tabs.current?.publish(message),
          redirectHome: () => void routerRef.current.push('/', undefined, { locale: routerRef.current.locale }),
          reloadPage: () => window.location.reload(),
        },
      }),
    [credentials, tabs],
  );

  const actor = useActorRef(machine, {
    input: {
      queryToken: queryToken(router.query),
      cookieSessionId: cookieSessionId ?? undefined,
    },
  });
  const view = useSelector(actor, selectSession);
  // Calls made from views (registration with the temporary session, customer pages) send the current session.
  useEffect(() => {
    credentials.sessionId = view.sessionId ?? undefined;
  }, [credentials, view.sessionId]);

  useEffect(() => {
    tabs.current = createTabSync((message) => actor.send({ type: 'sync.received', ...message }));
    const unsubscribe = onUnauthorized((info) => actor.send({ type: 'session.unauthorized', sessionId: info.sessionId }));
    return () => {
      unsubscribe();
      tabs.current?.close();
      tabs.current = undefined;
    };
  }, [actor, tabs]);

  // A session handed over in the URL is taken once, then removed from the address.
  useEffect(() => {
    if (typeof router.query[SESSION_QUERY_PARAM] !== 'string') return;
    const { [SESSION_QUERY_PARAM]: _token, temporary: _temporary, ...rest } = router.query;
    void router.replace({ pathname: router.pathname, query: rest }, undefined, { shallow: true });
  }, [router]);

  const value = useMemo<SessionApi>(() => ({ view, send: actor.send }), [view, actor]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() outside <SessionProvider>');
  return value;
}
