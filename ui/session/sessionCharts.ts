import { SESSION_COOKIE_NAME, SESSION_QUERY_PARAM } from '../../machines/session/constants';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { createSessionActors } from '../../machines/session/session.actors';
import type { SessionInput } from '../../machines/session/session.types';
import type { SessionCharts } from '../../machines/site/site.types';
import type { ApiClient } from '../../api/client/types';
import type { RouterAdapter } from '../../machines/router/router.types';
import { readCookie, removeCookie } from '../shell/cookies';
import { identifyAnalytics } from '../shell/analytics/track';
import { POSTAL_CODE_STORAGE_KEY } from './postalCodeStorage';

/** Reads a hand-off link's code (`?sessionToken=…`, spec §2). */
function queryToken(query: Readonly<Record<string, string>>): SessionInput['queryToken'] {
  const code = query[SESSION_QUERY_PARAM];
  if (typeof code !== 'string' || code === '') return undefined;
  return { handoffCode: code };
}

/**
 * The customer session's charts as the browser runs them, made once their
 * code has arrived (this module is a chunk of its own: the charts and the
 * customer calls are no part of a page's first load). The site actor starts
 * them (`machines/site`). The session chart makes its calls with the
 * page's client (`createSessionActors(api)`, given here), hears the other
 * tabs and the call layer's 401s itself, and navigates through the router
 * adapter; this edge supplies what only the browser has: the session's reference cookie (the server sets it and its
 * HttpOnly twin; the page only forgets it), analytics, the remembered area
 * code and the reload.
 */
export function createSessionCharts({ api, router }: { api: ApiClient; router: RouterAdapter }): SessionCharts {
  const cookieSessionId = readCookie(SESSION_COOKIE_NAME);
  // A returning customer (a session cookie) will have the account menu: its code comes while the customer loads.
  if (cookieSessionId) void import('./AccountMenu/AccountMenu');
  const session = sessionMachine.provide({
    actors: createSessionActors(api),
    actions: {
      removeSessionCookie: () => {
        removeCookie(SESSION_COOKIE_NAME);
        api.invalidate();
      },
      rememberPostalCode: (_, { postalCode }) => {
        try {
          window.localStorage.setItem(POSTAL_CODE_STORAGE_KEY, postalCode);
        } catch {
          // Storage may be off (private mode): the form simply starts empty.
        }
      },
      identifyAnalytics: (_, { customerId }) => identifyAnalytics(customerId),
      resetAnalytics: () => identifyAnalytics(null),
      reloadPage: () => window.location.reload(),
    },
  });
  return {
    session,
    sessionInput: {
      router,
      queryToken: queryToken(router.location().query),
      // The browser's own cookie: a content page's HTML is rendered for every visitor alike.
      cookieSessionId: cookieSessionId ?? undefined,
    },
    notifications: notificationsMachine,
  };
}
