import { pushDataLayer } from '../dataLayer';

/** What an event says besides its name: flat values only (the endpoint stores nothing nested). */
export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface AnalyticsEvent {
  event: string;
  properties: AnalyticsProperties;
  /** When it happened (ISO), not when it was sent: events go in batches. */
  timestamp: string;
}

/** Where the visitor's own analytics go once allowed: our endpoint (`heapSender.ts`). */
export interface AnalyticsSink {
  add(event: AnalyticsEvent): void;
  /** Drops what has not gone yet: the visitor took statistics back. */
  discard(): void;
}

/**
 * What the visitor allows, as far as analytics go: our own endpoint needs
 * statistics; the tag manager is loaded for statistics or marketing (its
 * consent mode tells its tags which). `pending` until this page load has
 * read the visitor's stored answer.
 */
export type AnalyticsConsent = 'pending' | { statistics: boolean; tagManager: boolean };

/** Events of the page's first moments, before the stored answer is read (a page's first view and the like). */
const HELD_LIMIT = 50;

let consent: AnalyticsConsent = 'pending';
let held: AnalyticsEvent[] = [];
/** The page's own tag-manager events (its entry's `gtmEvents`), until the stored answer is read. */
let heldPageEvents: Record<string, unknown>[] = [];
/** Allowed for the endpoint, waiting for the shell to connect its sender. */
let waiting: AnalyticsEvent[] = [];
let sink: AnalyticsSink | null = null;
let userId: string | null = null;

function deliver(entry: AnalyticsEvent): void {
  if (consent === 'pending') return;
  if (consent.tagManager) pushDataLayer({ event: entry.event, ...entry.properties });
  if (!consent.statistics) return;
  if (sink) sink.add(entry);
  else if (waiting.length < HELD_LIMIT) waiting.push(entry);
}

/**
 * Records an analytics event (site.md §7, §8). Nothing leaves the page
 * without consent: until the visitor's stored answer is read the event is
 * held in memory; then it goes where the answer allows, or nowhere.
 */
export function track(event: string, properties: AnalyticsProperties = {}): void {
  const entry = { event, properties, timestamp: new Date().toISOString() };
  if (consent === 'pending') {
    if (held.length < HELD_LIMIT) held.push(entry);
    return;
  }
  deliver(entry);
}

/**
 * The visitor's answer as this page load knows it (the shell, on reading the
 * stored one and on every new choice). With no statistics, whatever is
 * held or not yet sent is dropped, never sent later.
 */
export function setAnalyticsConsent(next: AnalyticsConsent): void {
  const before = consent;
  consent = next;
  if (next === 'pending') return;
  // Logged in before the answer was read: the tag manager hears who it is now.
  if (userId !== null && next.tagManager && (before === 'pending' || !before.tagManager)) pushDataLayer({ event: 'identify', userId });
  const first = held;
  held = [];
  const pageEvents = heldPageEvents;
  heldPageEvents = [];
  if (next.tagManager) for (const entry of pageEvents) pushDataLayer(entry);
  if (!next.statistics) {
    waiting = [];
    sink?.discard();
  }
  for (const entry of first) deliver(entry);
}

/**
 * A page's own events for the tag manager (the content entry's `gtmEvents`,
 * site.md §2: a service page's `view_service`, a campaign's `campaign_view`),
 * as the editors wrote them: to the data layer alone, when the tag manager
 * is allowed; held until the stored answer is read, dropped without it.
 */
export function pushPageEvents(events: readonly Record<string, unknown>[]): void {
  if (consent === 'pending') {
    heldPageEvents = [...heldPageEvents, ...events].slice(0, HELD_LIMIT);
    return;
  }
  if (consent.tagManager) for (const entry of events) pushDataLayer(entry);
}

/** The sender, once the shell has made it (statistics allowed): what waited for it goes now. */
export function connectAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
  if (!next) return;
  const queued = waiting;
  waiting = [];
  for (const entry of queued) next.add(entry);
}

/**
 * The customer the events are about, once logged in (the session chart's
 * `identifyAnalytics`), or null again on logout. The tag manager hears it
 * too, when it may.
 */
export function identifyAnalytics(customerId: string | null): void {
  userId = customerId;
  if (consent !== 'pending' && consent.tagManager) pushDataLayer(customerId === null ? { event: 'resetIdentity', userId: null } : { event: 'identify', userId: customerId });
}

export function analyticsUserId(): string | null {
  return userId;
}
