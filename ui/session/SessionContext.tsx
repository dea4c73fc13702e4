import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectNotificationsActor, selectSessionActor, sessionSourceOf } from '../../machines/site/site.selectors';
import { PENDING_SESSION, selectSession, type SessionSnapshot, type SessionView } from '../../machines/session/session.selectors';
import type { SessionEvent } from '../../machines/session/session.types';
import type { NotificationsActor, SessionActor } from '../../machines/site/site.types';
import { useSiteActor, useSiteActorOrNull, type SiteActor } from '../site/SiteActor';

export { POSTAL_CODE_STORAGE_KEY } from './postalCodeStorage';

interface SessionApi {
  view: SessionView;
  /** Sent to the session; events sent before its chart runs wait for it (the site actor keeps them). */
  send(event: SessionEvent): void;
}

const noActor = { subscribe: () => ({ unsubscribe: () => {} }), getSnapshot: () => PENDING_SESSION };
const noSite = { subscribe: () => ({ unsubscribe: () => {} }), getSnapshot: () => ({ context: { session: null, notifications: null } }) } as unknown as SiteActor;

/** The session actor once the site has started it; null before (and on the server). */
function useSessionActorOrNull(): SessionActor | null {
  return useSelector(useSiteActor(), selectSessionActor);
}

/** Reads the session's snapshot, the pending one until its chart runs. */
export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  const actor = useSessionActorOrNull();
  return useSelector((actor ?? noActor) as SessionActor, selector, compare);
}

/** What the shell, the menus, the modal and the pages read of the session, and where to send to it. */
export function useSession(): SessionApi {
  const site = useSiteActor();
  const view = useSessionSelector(selectSession);
  return useMemo(() => ({ view, send: (event: SessionEvent) => site.send({ type: 'session.send', event }) }), [view, site]);
}

/** The session as the charts that follow it see it (`GatedSession`, `WatchedSession`): pending until its chart runs. */
export function useSessionSource(): ReturnType<typeof sessionSourceOf> {
  const site = useSiteActor();
  return useMemo(() => sessionSourceOf(site), [site]);
}

/** The tab's notifications actor, started beside the session; null before (and outside a site: a view given one of its own). */
export function useSessionNotifications(): NotificationsActor | null {
  return useSelector(useSiteActorOrNull() ?? noSite, selectNotificationsActor);
}
