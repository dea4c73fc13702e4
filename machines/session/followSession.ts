import { fromCallback } from 'xstate';
import type { RouterLocation } from '../router/router.types';
import { selectSession, type SessionSnapshot } from './session.selectors';
import type { SessionStanding, WatchPageInput, WatchSessionInput } from './customerGate.types';

/*
 * Following the site's session and the address, for the charts that decide
 * by them (the customer gate, the booking page). Kept apart from the gate's
 * server confirmation, so a page that only follows loads no more.
 */

/** What the followers send: the customer gate's and the booking page's events of the same names. */
type FollowEvent = { type: 'session.changed'; standing: SessionStanding } | { type: 'page.opened'; location: RouterLocation };

/** Where a session snapshot stands for a page that needs a customer (see `SessionStanding`). */
export function standingOf(snapshot: SessionSnapshot): SessionStanding {
  const view = selectSession(snapshot);
  if (!view.isReady || view.busy || view.showExpiredModal) return 'pending';
  if (view.isLoggedIn) return 'loggedIn';
  return view.isNewCustomer ? 'identified' : 'anonymous';
}

/** Follows the site's session for as long as the chart runs and tells it each change of standing. */
export const watchSession = fromCallback<FollowEvent, WatchSessionInput>(({ input, sendBack }) => {
  let current = input.standing;
  const follow = (snapshot: SessionSnapshot) => {
    const standing = standingOf(snapshot);
    if (standing === current) return;
    current = standing;
    sendBack({ type: 'session.changed', standing });
  };
  follow(input.session.getSnapshot());
  const subscription = input.session.subscribe(follow);
  return () => subscription.unsubscribe();
});

/** Tells the chart where each navigation ended, for as long as it runs. */
export const watchPage = fromCallback<FollowEvent, WatchPageInput>(({ input, sendBack }) =>
  input.router.listen((notice) => {
    if (notice.type === 'completed') sendBack({ type: 'page.opened', location: notice.location });
  }),
);
