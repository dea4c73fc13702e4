import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { SESSION_COOKIE_NAME, SESSION_QUERY_PARAM } from '../../machines/session/constants';
import { sessionMachine, type SessionMachine } from '../../machines/session/session.machine';
import { selectSession, type SessionView } from '../../machines/session/session.selectors';
import type { SessionEvent, SessionInput } from '../../machines/session/session.types';
import { NotificationsProvider } from '../notifications/NotificationsContext';
import { useApi } from '../shell/ApiContext';
import { useRouterAdapter } from '../shell/RouterAdapter';
import { readCookie, removeCookie } from '../shell/cookies';
import { pushDataLayer } from '../shell/dataLayer';

/** Where the customer's postal code is remembered for the postal-code forms (spec §3 "Stored user location"). */
export const AREA_CODE_STORAGE_KEY = 'areaCode';

interface SessionApi {
  view: SessionView;
  send(event: SessionEvent): void;
  /** The session actor, for flows that tell it of a login (`resultTo`, `sessionActor`). */
  actor: ActorRefFrom<SessionMachine>;
}

const SessionContext = createContext<SessionApi | null>(null);

/** Reads a hand-off link's code (`?sessionToken=…`, spec §2). */
function queryToken(query: Readonly<Record<string, string>>): SessionInput['queryToken'] {
  const code = query[SESSION_QUERY_PARAM];
  if (typeof code !== 'string' || code === '') return undefined;
  return { handoffCode: code };
}

/**
 * Runs the customer session for the whole site. The chart makes its own
 * calls with the client it is started with, and hears the other tabs and
 * the call layer's 401s itself, and navigates through the router adapter it
 * is started with; this edge supplies what only the browser has: the
 * session's reference cookie (the server sets it and its HttpOnly twin;
 * the page only forgets it), analytics, the remembered area code and the reload.
 * The tab's live notification counts run beside it (`NotificationsProvider`).
 */
export function SessionProvider({
  cookieSessionId,
  children,
}: {
  /** The `sessionId` cookie (the session's reference, no secret) as the server read it, so both renders start alike. */
  cookieSessionId: string | null;
  children: ReactNode;
}) {
  const api = useApi();
  const router = useRouterAdapter();

  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actions: {
          removeSessionCookie: () => {
            removeCookie(SESSION_COOKIE_NAME);
            api.invalidate();
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
          reloadPage: () => window.location.reload(),
        },
      }),
    [api],
  );

  const actor = useActorRef(machine, {
    systemId: 'session',
    input: {
      api,
      router,
      queryToken: queryToken(router.location().query),
      // In the browser its own cookie: a content page's HTML is rendered for every visitor alike.
      cookieSessionId: (typeof window === 'undefined' ? cookieSessionId : readCookie(SESSION_COOKIE_NAME)) ?? undefined,
    },
  });
  const view = useSelector(actor, selectSession);

  const value = useMemo<SessionApi>(() => ({ view, send: actor.send, actor }), [view, actor]);
  return (
    <SessionContext.Provider value={value}>
      {/* The live notification counts follow this session, one actor per tab. */}
      <NotificationsProvider session={actor}>{children}</NotificationsProvider>
    </SessionContext.Provider>
  );
}

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() outside <SessionProvider>');
  return value;
}
