import { useSelector } from '@xstate/react';
import { useContext, useMemo, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LANGUAGE_COOKIE } from '../../api/language';
import { loadCatalog } from '../../i18n/setup';
import { createSiteActors } from '../../machines/site/site.actors';
import { siteMachine, type SiteMachine } from '../../machines/site/site.machine';
import { SESSION_SYSTEM_ID } from '../../machines/session/constants';
import { callSessionOf } from '../../machines/session/session.selectors';
import { selectSwitchingLanguage } from '../../machines/site/site.selectors';
import type { SessionActor, SessionCharts } from '../../machines/site/site.types';
import { SiteSystemContext, useSiteActorRef } from './siteActors';
import { ProvideApiClient, useApi } from '../shell/ApiContext';
import { sessionFollowing } from '../../api/client/sessionFollowing';
import { writeCookie } from '../shell/cookies';
import { loadWhenOnline } from '../shell/loadWhenOnline';
import { useRouterAdapter } from '../shell/RouterAdapter';

export type SiteActor = ActorRefFrom<SiteMachine>;

type MakeSessionCharts = typeof import('../session/sessionCharts').createSessionCharts;

/** The session charts' code, once it has arrived: a page started later (a test, a second root) starts them at once. */
let sessionCharts: MakeSessionCharts | null = null;

/**
 * Loads the session's charts (`ui/session/sessionCharts.ts`), a chunk of its
 * own; offline, it waits to be back online (the site chart's retry is for a
 * failure online).
 */
export function loadSessionCharts(): Promise<MakeSessionCharts> {
  if (sessionCharts) return Promise.resolve(sessionCharts);
  return loadWhenOnline(() => import('../session/sessionCharts')).then((module) => (sessionCharts = module.createSessionCharts));
}

/**
 * The tab's site actor (`machines/site`), the root of its long-lived charts:
 * the customer session and its notification counts, and the page's
 * language. The browser edge supplies it once with what a chart cannot
 * know: the API client, the router adapter, how the session's code and a
 * language's texts load, and the language cookie. The server renders it
 * unstarted: the session reads as pending for everyone.
 */
export function SiteActorProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const router = useRouterAdapter();
  const logic = useMemo(
    () =>
      siteMachine.provide({
        actors: {
          ...createSiteActors(api),
          loadSessionCharts: fromPromise<SessionCharts, void>(async () => (await loadSessionCharts())({ api, router })),
          loadLanguageTexts: fromPromise<void, { language: 'sv' | 'en' }>(({ input }) => loadCatalog(input.language)),
        },
        actions: {
          rememberLanguage: (_, { language }) => writeCookie(LANGUAGE_COOKIE, language, { days: 365 }),
        },
      }),
    [api, router],
  );
  const site = useSiteActorRef(logic, { systemId: 'site', input: { router } });
  // The page's calls carry the tab's session, read from the site's system at each call: no view or chart passes one.
  const following = useMemo(
    () =>
      sessionFollowing(api, () => {
        const session = site.system.get(SESSION_SYSTEM_ID) as SessionActor | undefined;
        return session ? callSessionOf(session.getSnapshot()) : null;
      }),
    [api, site],
  );
  return (
    <SiteSystemContext.Provider value={site}>
      <ProvideApiClient client={following}>{children}</ProvideApiClient>
    </SiteSystemContext.Provider>
  );
}

/** The tab's site actor; null outside `SiteActorProvider`. */
export function useSiteActorOrNull(): SiteActor | null {
  return useContext(SiteSystemContext) as SiteActor | null;
}

export function useSiteActor(): SiteActor {
  const site = useSiteActorOrNull();
  if (!site) throw new Error('useSiteActor() outside <SiteActorProvider>');
  return site;
}

/** The header's language switch: whether one is under way, and how to ask for one. */
export function useLanguageSwitch(): { busy: boolean; switchLanguage(): void } {
  const site = useSiteActor();
  const busy = useSelector(site, selectSwitchingLanguage);
  return useMemo(() => ({ busy, switchLanguage: () => site.send({ type: 'language.switch' }) }), [busy, site]);
}
