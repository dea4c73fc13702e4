import type { RouterAdapter, RouterLocation } from '../router/router.types';
import type { SessionSnapshot } from './session.selectors';

/**
 * Where the session stands, as a page that needs a customer sees it:
 * `pending` — not settled yet (resolving, a call under way, the
 * expired-session modal); `loggedIn` — a customer is logged in;
 * `identified` — a person identified with e-ID who has no account here yet
 * (a temporary session, until they register); `anonymous` — settled without
 * a customer (nobody, an account still to choose).
 */
export type SessionStanding = 'pending' | 'loggedIn' | 'identified' | 'anonymous';

/** The site's session actor, as far as a chart follows where it stands (`watchSession`). */
export interface FollowedSession {
  getSnapshot(): SessionSnapshot;
  subscribe(next: (snapshot: SessionSnapshot) => void): { unsubscribe(): void };
}

/** The site's session actor, as far as the gate follows it and asks it to confirm itself with the server. */
export interface GatedSession extends FollowedSession {
  send(event: { type: 'session.confirm' }): void;
}

/**
 * Which page the gate stands before: `logIn` — the log-in page (`my{product}`),
 * which sends a customer back to its `?referrer=` once logged in (and a person
 * without an account back to a referrer that admits them, `IDENTIFIED_ROUTES`);
 * `customer` — a page behind login, which sends anyone else to the log-in
 * page; `identified` — a page behind login that also admits a person
 * identified with e-ID who has no account yet (an invitation).
 */
export type GatedPage = 'logIn' | 'customer' | 'identified';

/** Input: the site's session actor, the router adapter, and the page. */
export interface CustomerGateInput {
  session: GatedSession;
  router: RouterAdapter;
  page: GatedPage;
}

export interface CustomerGateContext {
  session: GatedSession;
  router: RouterAdapter;
  page: GatedPage;
  /** The log-in page's safe `?referrer=` (never the log-in page itself); null elsewhere or without one. */
  referrer: string | null;
  /** Where the session stood when last heard. */
  standing: SessionStanding;
  /**
   * Whether the server has vouched for the session since this page opened: a
   * login or a customer loaded on this page does; a tab already logged in when
   * the page opened has not (its cookie may be gone or the session ended).
   */
  confirmed: boolean;
}

/**
 * Events: `session.changed` — the session now stands at `standing` (sent by
 * `watchSession` on every change); `page.opened` — a navigation ended at
 * `location` (sent by `watchPage`), which may be this same page again.
 */
export type CustomerGateEvent = { type: 'session.changed'; standing: SessionStanding } | { type: 'page.opened'; location: RouterLocation };

/** Input of `confirmSession`. */
export interface ConfirmSessionInput {
  session: GatedSession;
}

/** Input of `watchPage`. */
export interface WatchPageInput {
  router: RouterAdapter;
}

/** Input of `watchSession`. */
export interface WatchSessionInput {
  session: FollowedSession;
  /** The standing the gate already knows, so only a change is told. */
  standing: SessionStanding;
}
