import type { SnapshotFrom } from 'xstate';
import { PENDING_SESSION, type SessionSnapshot } from '../session/session.selectors';
import type { SiteMachine } from './site.machine';
import type { NotificationsActor, SessionActor } from './site.types';

type SiteSnapshot = SnapshotFrom<SiteMachine>;

export const selectSessionActor = (snapshot: SiteSnapshot): SessionActor | null => snapshot.context.session;
export const selectNotificationsActor = (snapshot: SiteSnapshot): NotificationsActor | null => snapshot.context.notifications;
/** Whether a language switch is under way (the toggle is busy). */
export const selectSwitchingLanguage = (snapshot: SiteSnapshot): boolean => snapshot.matches({ language: 'switching' });

/** What `sessionSourceOf` reads: the site actor, or anything with its snapshot and a subscription to it. */
interface SiteSource {
  getSnapshot(): { context: { session: SessionActor | null } };
  subscribe(next: () => void): { unsubscribe(): void };
}

/**
 * The customer session as the charts that follow it read it (`GatedSession`,
 * `WatchedSession`, `SessionSource`): the pending session until the site has
 * started the chart, then the chart's snapshots.
 */
export function sessionSourceOf(site: SiteSource): { getSnapshot(): SessionSnapshot; subscribe(next: (snapshot: SessionSnapshot) => void): { unsubscribe(): void } } {
  const sessionOf = () => site.getSnapshot().context.session;
  return {
    getSnapshot: () => sessionOf()?.getSnapshot() ?? PENDING_SESSION,
    subscribe(next) {
      let followed = sessionOf();
      let inner = followed?.subscribe(next) ?? null;
      // Hears the chart from the moment the site starts it; until then nothing changes.
      const outer = site.subscribe(() => {
        const session = sessionOf();
        if (session === followed) return;
        followed = session;
        inner?.unsubscribe();
        inner = session?.subscribe(next) ?? null;
        next(session?.getSnapshot() ?? PENDING_SESSION);
      });
      return {
        unsubscribe: () => {
          outer.unsubscribe();
          inner?.unsubscribe();
        },
      };
    },
  };
}
