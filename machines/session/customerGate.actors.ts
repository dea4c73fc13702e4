import { fromCallback, fromPromise } from 'xstate';
import { selectSession, type SessionSnapshot } from './session.selectors';
import type { ConfirmSessionInput, CustomerGateEvent, SessionStanding, WatchPageInput, WatchSessionInput } from './customerGate.types';

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

/**
 * Asks the session to confirm itself with the server (`session.confirm`) and
 * answers where it stands once the server has answered: still logged in, or
 * `pending` while the expired-session modal shows for a refused call.
 */
export const confirmSession = fromPromise<SessionStanding, ConfirmSessionInput>(
  ({ input, signal }) =>
    new Promise((resolve) => {
      let asked = false;
      const settle = (snapshot: SessionSnapshot): boolean => {
        const confirming = snapshot.matches({ loggedIn: 'confirming' });
        asked ||= confirming;
        // Until the session has taken the request, a logged-in snapshot is the one from before it.
        if (confirming || (!asked && standingOf(snapshot) === 'loggedIn')) return false;
        resolve(standingOf(snapshot));
        return true;
      };
      const subscription = input.session.subscribe((snapshot) => {
        if (settle(snapshot)) subscription.unsubscribe();
      });
      signal.addEventListener('abort', () => subscription.unsubscribe());
      input.session.send({ type: 'session.confirm' });
      if (settle(input.session.getSnapshot())) subscription.unsubscribe();
    }),
);

/** Tells the gate where each navigation ended, for as long as it runs. */
export const watchPage = fromCallback<CustomerGateEvent, WatchPageInput>(({ input, sendBack }) =>
  input.router.listen((notice) => {
    if (notice.type === 'completed') sendBack({ type: 'page.opened', location: notice.location });
  }),
);
