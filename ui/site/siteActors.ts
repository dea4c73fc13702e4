import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useLayoutEffect, useState } from 'react';
import { createActor } from 'xstate';
import type { AnyActorLogic, AnyActorRef } from 'xstate';
import { withInspection } from '../devtools/inspector/inspection';

/**
 * The tab's site actor (`SiteActorProvider`), the root of the tab's one
 * actor system; null outside it (a test of one view, a page without the
 * shell).
 */
export const SiteSystemContext = createContext<AnyActorRef | null>(null);

/** How often each page's actor has been mounted: React's development remount (unmount, mount again at once) keeps the actor running. */
const mounts = new WeakMap<AnyActorRef, number>();

const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** A page's actor is over: the site stops its child. */
function end(actor: AnyActorRef, site: AnyActorRef): void {
  if (site.getSnapshot().status === 'active') site.send({ type: 'flow.ended', actor });
  // The site stopped first (the whole app unmounts): the child stops the way XState stops a child, by its stop signal.
  else actor.send({ type: 'xstate.stop' });
}

/** An actor of its own system: `useActorRef`, with the inspector's observer where the page inspects. */
function useRootActorRef(logic: AnyActorLogic, options: object | undefined): AnyActorRef {
  return useActorRef(logic, withInspection(options) as never);
}

/**
 * An actor of the site's system, a child of the site actor: created while
 * rendering (the server renders its first snapshot), started once mounted,
 * and stopped by the site once the page is done with it.
 */
function useChildActorRef(logic: AnyActorLogic, options: object | undefined, site: AnyActorRef): AnyActorRef {
  const make = (snapshot?: unknown) => createActor(logic, { ...options, ...(snapshot === undefined ? {} : { snapshot }), parent: site } as never);
  const [[config, created], setCurrent] = useState(() => [logic.config, make()] as const);
  let actor = created;
  // Another chart (a product's wizard for another's): a new actor that goes on from the old one's snapshot.
  if (logic.config !== config) {
    actor = make(created.getPersistedSnapshot());
    setCurrent([logic.config, actor]);
  }
  // The edge's implementations (its calls, its router) follow the latest render's.
  useBrowserLayoutEffect(() => {
    (actor as unknown as { logic: { implementations: unknown } }).logic.implementations = (logic as { implementations?: unknown }).implementations;
  });
  useEffect(() => {
    const mount = (mounts.get(actor) ?? 0) + 1;
    mounts.set(actor, mount);
    actor.start();
    return () => {
      // Stopped once the unmount is over, unless React mounted it again meanwhile.
      queueMicrotask(() => {
        if (mounts.get(actor) === mount) end(actor, site);
      });
    };
  }, [actor, site]);
  return actor;
}

/**
 * `useActorRef` for the site's actors. Under the site (every page of the
 * app), a page's actor joins the tab's one system as a child of the site
 * actor: it finds the session there (`system.get('session')`), the
 * inspector on the root sees it, and the site stops it when the page is done
 * with it. Outside the site (the site actor itself, a test of one view) it
 * is a root of its own, inspected where the page inspects. Lint keeps `ui/`
 * from creating actors any other way.
 */
export const useSiteActorRef = ((logic: AnyActorLogic, options?: object) => {
  const site = useContext(SiteSystemContext);
  // The site is above a component for its whole life or never (it is the app's root), so each component always calls the same hook.
  return site ? useChildActorRef(logic, options, site) : useRootActorRef(logic, options);
}) as unknown as typeof useActorRef;

/** `createActor` for the actors the browser starts outside React (the preview toggle, staff sign-in): a root of its own, inspected where the page inspects. */
export const createSiteActor = ((logic: AnyActorLogic, options?: object) => createActor(logic, withInspection(options) as never)) as typeof createActor;
