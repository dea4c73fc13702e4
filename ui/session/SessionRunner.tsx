import { useEffect, useLayoutEffect, useMemo } from 'react';
import { SESSION_COOKIE_NAME, SESSION_QUERY_PARAM } from '../../machines/session/constants';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionInput } from '../../machines/session/session.types';
import { useApi } from '../shell/ApiContext';
import { useRouterAdapter } from '../shell/RouterAdapter';
import { readCookie, removeCookie } from '../shell/cookies';
import { pushDataLayer } from '../shell/dataLayer';
import { AREA_CODE_STORAGE_KEY } from './areaCode';
import type { SessionHolder } from './sessionHolder';
import { useSiteActorRef } from '../devtools/inspector/siteActors';

/** Reads a hand-off link's code (`?sessionToken=…`, spec §2). */
function queryToken(query: Readonly<Record<string, string>>): SessionInput['queryToken'] {
  const code = query[SESSION_QUERY_PARAM];
  if (typeof code !== 'string' || code === '') return undefined;
  return { handoffCode: code };
}

/**
 * Runs the customer session and, beside it, the tab's live notification
 * counts, and hands both to the page's `holder`. Its own chunk, mounted
 * once the page has started (`SessionProvider`): the charts and the
 * customer calls are no part of a page's first load. The chart makes its
 * own calls with the client it is started with, hears the other tabs and
 * the call layer's 401s itself, and navigates through the router adapter;
 * this edge supplies what only the browser has: the session's reference
 * cookie (the server sets it and its HttpOnly twin; the page only forgets
 * it), analytics, the remembered area code and the reload.
 */
export function SessionRunner({ holder }: { holder: SessionHolder }) {
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

  // A returning customer (a session cookie) will have the account menu: its code comes while the customer loads.
  const cookieSessionId = readCookie(SESSION_COOKIE_NAME);
  useEffect(() => {
    if (cookieSessionId) void import('./AccountMenu/AccountMenu');
  }, [cookieSessionId]);

  const session = useSiteActorRef(machine, {
    systemId: 'session',
    input: {
      api,
      router,
      queryToken: queryToken(router.location().query),
      // The browser's own cookie: a content page's HTML is rendered for every visitor alike.
      cookieSessionId: cookieSessionId ?? undefined,
    },
  });
  // The live counts follow this session, one actor per tab; the socket opens only for a logged-in main account.
  const notifications = useSiteActorRef(notificationsMachine, { input: { session, router } });

  useLayoutEffect(() => {
    holder.attach({ session, notifications });
    return () => holder.attach(null);
  }, [holder, session, notifications]);
  return null;
}
