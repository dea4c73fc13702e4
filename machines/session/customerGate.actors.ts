import { fromCallback } from 'xstate';
import { selectSession, type SessionSnapshot } from './session.selectors';
import type { CustomerGateEvent, SessionStanding, WatchSessionInput } from './customerGate.types';

/** Where a session snapshot stands for a page that needs a customer (see `SessionStanding`). */
export function standingOf(snapshot: SessionSnapshot): SessionStanding {
  const view = selectSession(snapshot);
  if (!view.isReady || view.busy || view.showExpiredModal) return 'pending';
  if (view.isLoggedIn) return 'loggedIn';
  return view.isNewCustomer ? 'identified' : 'anonymous';
}

/** Follows the site's session for as long as the gate runs and tells it each change of standing. */
export const watchSession = fromCallback<CustomerGateEvent, WatchSessionInput>(({ input, sendBack }) => {
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
