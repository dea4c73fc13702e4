import type { RouterAdapter, RouterLocation } from '../../router/router.types';
import type { FollowedSession, SessionStanding } from '../../session/customerGate.types';

/** Input: the site's session as the page follows it, and the router adapter (the page's address). */
export interface BookingPageInput {
  session: FollowedSession;
  router: RouterAdapter;
}

export interface BookingPageContext {
  session: FollowedSession;
  router: RouterAdapter;
  /** Whether the page has had a postal code (`?areaCode=`): once given it stays given, whatever the wizard later does to the address. */
  postalCodeGiven: boolean;
  /** Where the session stood when last heard. */
  standing: SessionStanding;
  /** Whether the wizard starts for a logged-in customer: decided once, as it starts, so a login made in the wizard does not restart it. */
  identified: boolean;
}

/**
 * Events: `session.changed` — the session now stands at `standing` (sent by
 * `watchSession`); `page.opened` — a navigation ended at `location` (sent by
 * `watchPage`): the page's own postal-code form adds `?areaCode=`.
 */
export type BookingPageEvent = { type: 'session.changed'; standing: SessionStanding } | { type: 'page.opened'; location: RouterLocation };
