import Router from 'next/router';
import type { ComponentType } from 'react';
import type { SectionOf, SectionType } from '../../api/contract/content.schemas';
import { loadWhenOnline } from '../shell/loadWhenOnline';

/** Section types drawn at the top of a page: their code is in the page's own chunk. */
export type EagerSectionType = 'hero' | 'banner';

/** Every other section type: its code is a chunk of its own, loaded when a section of it comes near the screen. */
export type DeferredSectionType = Exclude<SectionType, EagerSectionType>;

type Loaders = { [T in DeferredSectionType]: () => Promise<ComponentType<{ section: SectionOf<T> }>> };

/** One loader per deferred type: a type without one fails to compile. */
const loaders: Loaders = {
  linkList: () => import('./LinkList/LinkList').then((module) => module.LinkList),
  steps: () => import('./Steps/Steps').then((module) => module.Steps),
  bookingPrimary: () => import('./BookingPrimary/BookingPrimary').then((module) => module.BookingPrimary),
  split: () => import('./Split/Split').then((module) => module.Split),
  splitMulti: () => import('./SplitMulti/SplitMulti').then((module) => module.SplitMulti),
  appDownload: () => import('./AppDownload/AppDownload').then((module) => module.AppDownload),
  action: () => import('./Action/Action').then((module) => module.Action),
  howItWorks: () => import('./HowItWorks/HowItWorks').then((module) => module.HowItWorks),
  relatedArticles: () => import('./RelatedArticles/RelatedArticles').then((module) => module.RelatedArticles),
  faq: () => import('./Faq/Faq').then((module) => module.Faq),
  testimonials: () => import('./Testimonials/Testimonials').then((module) => module.Testimonials),
  contact: () => import('./Contact/Contact').then((module) => module.Contact),
  partnerForm: () => import('./PartnerForm/PartnerForm').then((module) => module.PartnerForm),
  areas: () => import('./Areas/Areas').then((module) => module.Areas),
  text: () => import('./Text/Text').then((module) => module.Text),
  trustpilot: () => import('./Trustpilot/Trustpilot').then((module) => module.Trustpilot),
  keytoWidget: () => import('./KeytoWidget/KeytoWidget').then((module) => module.KeytoWidget),
  keytoCarouselWidget: () => import('./KeytoCarouselWidget/KeytoCarouselWidget').then((module) => module.KeytoCarouselWidget),
  offices: () => import('./Offices/Offices').then((module) => module.Offices),
  employees: () => import('./Employees/Employees').then((module) => module.Employees),
  pageSpecific: () => import('./PageSpecific/PageSpecific').then((module) => module.PageSpecific),
};

export const DEFERRED_SECTION_TYPES = Object.keys(loaders) as DeferredSectionType[];

/**
 * A promise as React's `use()` reads it: once settled it carries its
 * outcome, so a section whose code has arrived renders at once (a client
 * navigation, a test) instead of suspending for a tick.
 */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = promise;
  result.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(result, { status: 'rejected', reason }),
  );
  return result;
}

const loaded = new Map<DeferredSectionType, Tracked<ComponentType<{ section: never }>>>();

/**
 * The component of a deferred section type, loading its chunk the first
 * time. A load that fails offline waits to be tried again online (the
 * section keeps its server HTML meanwhile); one that fails online is
 * forgotten, so the next render asks again.
 */
export function loadSection<T extends DeferredSectionType>(type: T): Promise<ComponentType<{ section: SectionOf<T> }>> {
  let entry = loaded.get(type);
  if (!entry || entry.status === 'rejected') {
    entry = tracked(loadWhenOnline(loaders[type]) as Promise<ComponentType<{ section: never }>>);
    loaded.set(type, entry);
  }
  return entry as Promise<ComponentType<{ section: SectionOf<T> }>>;
}

/** Loads every deferred type's code: before a client navigation, whose page's sections then render with it. */
export function preloadSections(): Promise<unknown> {
  return Promise.allSettled(DEFERRED_SECTION_TYPES.map((type) => loadSection(type)));
}

/**
 * How far ahead of the screen a section starts loading: half a screen, so
 * it is ready by the time a scroll brings it into view.
 */
const NEAR_SCREEN_MARGIN = '50% 0px';

/** What a section waiting for the screen waits on, and what lets it go. */
interface Wait {
  promise: Promise<void>;
  resolve(): void;
}

/** Every element's wait, kept (weakly) after it settles, for React's retries. */
const waits = new WeakMap<Element, Wait>();
/** Sections whose server HTML React has not hydrated yet: first waiting for the screen, then for their code. */
const unhydrated = new Set<Element>();

/** Already settled, as `use()` reads it: nothing to wait for. */
const NOW: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * The visitor's hand reaching a section not hydrated yet. Heard on the
 * document, in the capture phase: React stops these events at its root
 * while the section they aim at is not hydrated.
 */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

let observer: IntersectionObserver | null = null;

/** Lets the section's wait for the screen end (its code then loads). */
function release(element: Element) {
  observer?.unobserve(element);
  waits.get(element)?.resolve();
}

/** Stops listening once every section has hydrated; a section a navigation removed waits for nothing. */
function stopWhenAllHydrated() {
  for (const element of unhydrated) if (!element.isConnected) unhydrated.delete(element);
  if (unhydrated.size > 0 || !observer) return;
  observer.disconnect();
  observer = null;
  for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
}

function onInteraction(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const element of [...unhydrated]) {
    if (!element.contains(target)) continue;
    if (event.type === 'click') followLink(event as MouseEvent, target);
    release(element);
  }
}

/**
 * A click on a link of a section whose code has not run yet (a fast hand, a
 * slow network) is followed by the page's router, as the section's own
 * link would: the page changes without a full load, and focus moves to its
 * start. Anything but a plain click on a link to a page of this site is
 * left to the browser.
 */
function followLink(event: MouseEvent, target: Node) {
  const anchor = (target instanceof Element ? target : target.parentElement)?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || anchor.target || anchor.hasAttribute('download')) return;
  if (anchor.origin !== window.location.origin) return;
  event.preventDefault();
  void Router.push(anchor.pathname + anchor.search + anchor.hash, undefined, { locale: false });
}

/**
 * Lets every waiting section hydrate: the page is changing (a navigation,
 * the editor's preview toggle), and React hydrates a section before it
 * takes the new page's props.
 */
export function releaseWaitingSections(): void {
  for (const element of [...unhydrated]) release(element);
}

/** A section's content has hydrated (or was drawn in the browser): React has its links and buttons now. */
export function sectionHydrated(selector: string): void {
  const element = document.querySelector(selector);
  if (element) unhydrated.delete(element);
  stopWhenAllHydrated();
}

function listen(element: Element) {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) release(entry.target);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
  }
  unhydrated.add(element);
  observer.observe(element);
}

/**
 * Settles when the element (found by `selector`) comes within half a screen
 * of the viewport, or when the visitor points at it, focuses into it or
 * presses a key in it, whichever is first; already settled where there is
 * nothing to wait for (no such element, no IntersectionObserver). One
 * promise per element, so React's retries wait on the same one.
 */
export function whenNearScreen(selector: string): Promise<void> {
  const element = document.querySelector(selector);
  if (!element || typeof IntersectionObserver === 'undefined') return NOW;
  let wait = waits.get(element);
  if (!wait) {
    let resolve!: () => void;
    const promise = new Promise<void>((settle) => (resolve = settle));
    wait = { promise, resolve };
    waits.set(element, wait);
    listen(element);
  }
  return wait.promise;
}
