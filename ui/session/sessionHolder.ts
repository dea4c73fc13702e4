import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '../../machines/session/session.machine';
import type { SessionSnapshot } from '../../machines/session/session.selectors';
import type { SessionContext, SessionEvent } from '../../machines/session/session.types';
import type { NotificationsMachine } from '../../machines/notifications/notifications.machine';

export type SessionActor = ActorRefFrom<SessionMachine>;
export type NotificationsActor = ActorRefFrom<NotificationsMachine>;

/**
 * The session before its chart runs, as the charts that follow the session
 * (`GatedSession`, `WatchedSession`) and the views read it: not ready,
 * nobody logged in, in no state and with no tag. That is how the chart
 * itself reads until its first call answers (a returning customer, a
 * hand-off link); a visitor's is ready at once, so pages that wait for a
 * ready session wait for its code as well.
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

/**
 * The site's session as the page holds it. Its chart's code arrives after
 * the page has started (`SessionRunner`), so until then the holder stands
 * in for it: its snapshot is `PENDING_SESSION`, events sent to it wait, in
 * order, and whoever follows it (`subscribe`) hears the chart's snapshots
 * once it runs. The tab's notification counts arrive with it.
 */
export interface SessionHolder {
  /** The running session actor; null until its code has arrived. */
  actor(): SessionActor | null;
  /** The tab's notifications actor, started beside the session. */
  notifications(): NotificationsActor | null;
  getSnapshot(): SessionSnapshot;
  /** Follows the session's snapshots, from the chart once it runs. */
  subscribe(next: (snapshot: SessionSnapshot) => void): { unsubscribe(): void };
  send(event: SessionEvent): void;
  /** Hears the actors' arrival (React's `useSyncExternalStore`). */
  watch(listener: () => void): () => void;
  /** Hands over the running actors (the runner, once mounted); null when it unmounts. */
  attach(actors: { session: SessionActor; notifications: NotificationsActor } | null): void;
}

export function createSessionHolder(): SessionHolder {
  let actors: { session: SessionActor; notifications: NotificationsActor } | null = null;
  const waiting: SessionEvent[] = [];
  const watchers = new Set<() => void>();

  return {
    actor: () => actors?.session ?? null,
    notifications: () => actors?.notifications ?? null,
    getSnapshot: () => actors?.session.getSnapshot() ?? PENDING_SESSION,
    subscribe(next) {
      let inner: { unsubscribe(): void } | null = null;
      const follow = () => {
        inner?.unsubscribe();
        inner = actors ? actors.session.subscribe(next) : null;
        next(actors?.session.getSnapshot() ?? PENDING_SESSION);
      };
      // Hears the chart from the moment it runs; until then nothing changes.
      watchers.add(follow);
      if (actors) inner = actors.session.subscribe(next);
      return {
        unsubscribe: () => {
          watchers.delete(follow);
          inner?.unsubscribe();
        },
      };
    },
    send(event) {
      if (actors) actors.session.send(event);
      else waiting.push(event);
    },
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    attach(next) {
      actors = next;
      if (actors) for (const event of waiting.splice(0)) actors.session.send(event);
      for (const watcher of [...watchers]) watcher();
    },
  };
}
