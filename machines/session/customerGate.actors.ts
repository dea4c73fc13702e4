import { fromPromise } from 'xstate';
import { standingOf } from './followSession';
import type { SessionSnapshot } from './session.selectors';
import type { ConfirmSessionInput, SessionStanding } from './customerGate.types';

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

