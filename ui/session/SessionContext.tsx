import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { selectSession, type SessionSnapshot, type SessionView } from '../../machines/session/session.selectors';
import type { SessionEvent } from '../../machines/session/session.types';
import { createSessionHolder, PENDING_SESSION, type NotificationsActor, type SessionActor, type SessionHolder } from './sessionHolder';

export { AREA_CODE_STORAGE_KEY } from './areaCode';

interface SessionApi {
  view: SessionView;
  /** Sent to the session; events sent before its chart runs wait for it. */
  send(event: SessionEvent): void;
}

const SessionContext = createContext<SessionHolder | null>(null);

type Runner = ComponentType<{ holder: SessionHolder }>;

/** The runner's code, once it has arrived: a page started later (a test, a second root) mounts it at once. */
let runner: Runner | null = null;

/** Loads the session's charts (`SessionRunner`). */
export function loadSessionRunner(): Promise<Runner> {
  return import('./SessionRunner').then((module) => (runner = module.SessionRunner));
}

/**
 * Holds the customer session for the whole site. Its chart (and the tab's
 * notification counts beside it) is `SessionRunner`, whose code loads once
 * the page has started: until it runs, the session reads as pending (not
 * ready, nobody logged in), which is also how the chart itself begins, as
 * its first call has not answered yet; events sent meanwhile wait for it.
 * The server renders the pending session for everyone. The context holds
 * the holder only: a changing context would reach the page's sections that
 * have not hydrated yet and make React draw them again (see
 * `ui/sections/Sections.tsx`); readers subscribe instead.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [holder] = useState(createSessionHolder);
  const [Runner, setRunner] = useState<Runner | null>(null);
  useEffect(() => {
    let current = true;
    if (runner) setRunner(() => runner);
    else void loadSessionRunner().then((loaded) => current && setRunner(() => loaded));
    return () => {
      current = false;
    };
  }, []);
  return (
    <SessionContext.Provider value={holder}>
      {children}
      {Runner && <Runner holder={holder} />}
    </SessionContext.Provider>
  );
}

function useHolder(): SessionHolder {
  const holder = useContext(SessionContext);
  if (!holder) throw new Error('useSession() outside <SessionProvider>');
  return holder;
}

const noActor = { subscribe: () => ({ unsubscribe: () => {} }), getSnapshot: () => PENDING_SESSION };

/** The session actor once it runs; null before (and on the server). */
export function useSessionActorOrNull(): SessionActor | null {
  const holder = useHolder();
  return useSyncExternalStore(holder.watch, holder.actor, () => null);
}

/** Reads the session's snapshot, the pending one until its chart runs. */
export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  const actor = useSessionActorOrNull();
  return useSelector((actor ?? noActor) as SessionActor, selector, compare);
}

/** What the shell, the menus, the modal and the pages read of the session, and where to send to it. */
export function useSession(): SessionApi {
  const holder = useHolder();
  const view = useSessionSelector(selectSession);
  return useMemo(() => ({ view, send: holder.send }), [view, holder]);
}

/**
 * The session actor, for the flows that tell it of a login or a
 * registration (`resultTo`, `sessionActor`). Only under a ready session
 * (`view.isReady`), which only a running chart reports.
 */
export function useSessionActor(): SessionActor {
  const actor = useSessionActorOrNull();
  if (!actor) throw new Error('useSessionActor() before the session runs: render it under a ready session');
  return actor;
}

/** The session as the charts that follow it see it (`GatedSession`, `WatchedSession`): pending until its chart runs. */
export function useSessionSource(): SessionHolder {
  return useHolder();
}

const noWatch = () => () => {};
const noNotifications = () => null;

/** The tab's notifications actor, started beside the session; null before (and outside a session: a view given one of its own). */
export function useSessionNotifications(): NotificationsActor | null {
  const holder = useContext(SessionContext);
  return useSyncExternalStore(holder?.watch ?? noWatch, holder?.notifications ?? noNotifications, noNotifications);
}
