import type { SnapshotFrom } from 'xstate';
import type { SessionSnapshot } from '../session/session.selectors';
import type { SessionContext } from '../session/session.types';
import type { SiteMachine } from './site.machine';
import type { NotificationsActor, SessionActor } from './site.types';

export type SiteSnapshot = SnapshotFrom<SiteMachine>;

/**
 * The session before its chart runs, as the charts that follow the session
 * and the views read it: not ready, nobody logged in, in no state and with
 * no tag. That is how the chart itself reads until its first call answers
 * (a returning customer, a hand-off link); a visitor's is ready at once, so
 * pages that wait for a ready session wait for its code as well.
 */
export const PENDING_SESSION: SessionSnapshot = {
  status: 'active',
  value: 'pending',
  // Written out rather than imported from the chart's context module, which the page's first load then need not carry.
  context: {
    ready: false,
    sessionId: null,
    tempSessionId: null,
    customer: null,
    method: null,
    newCustomer: false,
    sessionKey: null,
    accounts: [],
    redirectAfterLogout: false,
    registrationErrors: [],
    handoffCode: null,
  } satisfies Omit<SessionContext, 'api' | 'router'>,
  matches: () => false,
  hasTag: () => false,
  can: () => false,
} as unknown as SessionSnapshot;

export const selectSessionActor = (snapshot: SiteSnapshot): SessionActor | null => snapshot.context.session;
export const selectNotificationsActor = (snapshot: SiteSnapshot): NotificationsActor | null => snapshot.context.notifications;
/**
 * The session the page's customer calls carry: the logged-in one, else a new
 * customer's temporary one (until registration answers a permanent one);
 * none before the session runs or when nobody is logged in.
 */
export function callSessionOf(session: SessionActor | null | undefined): string | null {
  const context = session?.getSnapshot().context;
  return context?.sessionId ?? context?.tempSessionId ?? null;
}

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
