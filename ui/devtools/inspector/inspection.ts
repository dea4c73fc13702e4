import type { InspectionEvent } from 'xstate';

/**
 * The seam between the site's actors and the statechart inspector. Every
 * actor the browser creates goes through `withInspection` (see
 * `useSiteActorRef`, `createSiteActor`): in development builds, and in
 * production only in developer mode, its system's inspection events are
 * kept here until the inspector opens and takes them. Otherwise nothing is
 * passed, and XState inspects nothing.
 */

/** localStorage key of developer mode (set by the toggle, where the server allows it). */
export const DEVELOPER_MODE_KEY = 'developerMode';

/** The events kept for an inspector that attaches later: every actor's creation, and the latest of the rest. */
const EARLY_LIMIT = 2000;

const sinks = new Set<(event: InspectionEvent) => void>();
let kept: InspectionEvent[] = [];
let allowed = false;

/**
 * Whether the server lets developer mode be on (`DEVELOPER_MODE=allowed`),
 * as the page's shell says; set before the page's actors are made. A
 * browser that turned it on keeps its flag, but it counts only while the
 * server allows it.
 */
export function allowDeveloperMode(allow: boolean): void {
  allowed = allow;
}

/** Whether this page inspects its actors: never on the server; always in development builds (`npm run dev`); else in developer mode, where allowed. */
export function isInspecting(): boolean {
  if (typeof window === 'undefined') return false;
  if (process.env.NODE_ENV === 'development') return true;
  if (!allowed) return false;
  try {
    return window.localStorage.getItem(DEVELOPER_MODE_KEY) === 'on';
  } catch {
    return false;
  }
}

function observe(event: InspectionEvent): void {
  for (const sink of sinks) sink(event);
  kept.push(event);
  if (kept.length > EARLY_LIMIT * 2) {
    // Every actor's creation stays (the inspector lists them); of the rest, the latest.
    const rest = kept.filter((item) => item.type !== '@xstate.actor');
    const dropped = new Set<InspectionEvent>(rest.slice(0, rest.length - EARLY_LIMIT));
    kept = kept.filter((item) => !dropped.has(item));
  }
}

/** An inspector takes the events kept so far (every actor's creation, the latest of the rest), in order, then every new one; returns the detach. */
export function attachInspector(observer: (event: InspectionEvent) => void): () => void {
  for (const event of kept) observer(event);
  sinks.add(observer);
  return () => {
    sinks.delete(observer);
  };
}

/** `options` with the inspection observer added when this page inspects its actors. */
export function withInspection<T extends object>(options: T | undefined): T | undefined {
  return isInspecting() ? ({ ...options, inspect: observe } as T) : options;
}
