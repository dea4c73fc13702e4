import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript: what a page's first visit downloads before it can
 * run (the shared runtime, `_app` and the page's own chunks), gzip-compressed
 * as served, read from the production build's manifest. Chunks loaded later
 * (`import()`, `next/dynamic` without server rendering) are not in it.
 */

/** Page types, each with the routes it covers; a type's figure is its heaviest route. */
const PAGE_TYPES = {
  'home, content, FAQ, posts, 404': (route) => route === '/[[...slug]]',
  'booking pages': (route) => route.startsWith('/boka/'),
  'My pages': (route) => route.startsWith('/mina-sidor'),
  'customer service desk': (route) => route === '/kundtjanst',
  'editor sign-on and preview': (route) => route === '/redaktor' || route.startsWith('/forhandsgranska/'),
};

/**
 * The most a page type may download on its first load, in kB gzip: today's
 * figure with a little room, lowered as the pages shed code, so a change
 * that adds to a first load has to say so here.
 */
export const FIRST_LOAD_BUDGET_KB = {
  // 0.2 kB more since 173.0: the cookie banner first in the tab order, keeping the focused control clear of it and giving
  // the focus back; the header's menus handing the focus back on Escape; every field error an alert.
  // 0.7 kB more since 173.5: analytics through our own endpoint (the consent gate, page views, error events and the
  // loader of the sender, whose code comes later), and the refusals of a named id or a password in both languages.
  // 0.4 kB more since 174.3: dates read by the site's one date-string rule wherever they are formatted, the new words of
  // the message catalog, and the shared chunks split anew once My pages' notification list reaches the snackbar.
  // 0.1 kB more since 174.7: a content page's own tag-manager events (gtmEvents) to the data layer, with consent.
  // 0.2 kB more since 174.8: the message catalog in parts (the site's, My pages'), each page's HTML carrying its parts
  // and a language switch loading every part in use, so My pages' words leave My pages' code.
  // 0.6 kB less since 175.0: a content link shown as a button (LinkButton, with SmartLink) is a module of its own, so a
  // page that only has buttons does not carry it.
  // 0.1 kB more since 174.4: the account menu's place held by the customer's name while its code comes (it said "Log in").
  'home, content, FAQ, posts, 404': 174.5,
  // 0.9 kB more since 173.3: the booking page's own chart (the postal code first, the wait for the session) following the session, and the products' one booking-kind table.
  // 0.1 kB more since 175.0: the header's and the cookie banner's focus handling (as the content pages').
  // 0.7 kB more since 175.5: the same analytics and refusals as the content pages', and the booking steps' events.
  // 0.4 kB more since 176.3: the same as the content pages', and the partner's note in the wizard.
  // 0.1 kB more since 176.7: the same as the content pages', and the partner's discount said in the wizard.
  // 0.2 kB more since 176.8: the same as the content pages'.
  // 0.6 kB less since 177.0: the same as the content pages'.
  // 0.1 kB more since 176.4: the same as the content pages'.
  'booking pages': 176.6,
  // 1.3 kB more since 254.1: the page's actors in the site's system, the visit and notifications following a language switch, the read-only users page.
  // 1.0 kB more since 256.0: the focus moving to the greeting once logged in, the upgrade request's focus, the cookie
  // banner's and the header's focus handling, and one focus hook for all of it instead of three.
  // 0.5 kB more since 257.5: the same analytics and refusals.
  // 0.5 kB more since 258.1: the same as the content pages', a failed notification change said in the snackbar, and the
  // e-mail address typed twice when becoming a customer.
  // 0.3 kB more since 258.6: the loaders of the holidays' names in the calendar of a move and of an empty list's picture
  // (their code comes when shown), and the new words of the message catalog.
  // 7.9 kB less since 258.9: the QR library comes with the first code a log-in shows, not with every page.
  // 71.7 kB less since 251.0: My pages' words in the page's HTML, one language, not both in its code (−12.5 kB); the
  // registration form, the account page's forms and the booking's change panels, with react-hook-form and zod, fetched
  // when shown (−45 kB); constants and the account's name read from modules without schemas.
  // 1.5 kB less since 179.3: the feedback form comes with a feedback link only; a failed fetch of code fetched when
  // wanted says so, with Try again (+0.6 kB), and buttons no longer bring the content link's code.
  // 0.1 kB more since 177.8: the same as the content pages'.
  'My pages': 177.9,
  // 0.5 kB more since 222.0: the wizard's step heading, the step in the document's title and focus moving to the heading
  // at each step (the desk books with the same wizard), and their words in both languages.
  // 0.2 kB more since 223.0: the review before Book, the focus staying on Book while the booking is sent.
  // 0.6 kB more since 223.5: the same analytics and refusals.
  // 0.4 kB more since 224.2: the same as the content pages'.
  // 0.1 kB more since 224.6: the same as the content pages'.
  // 61.2 kB less since 224.7: the desk itself (its chart, forms and their libraries) fetched once a staff member is
  // signed on, and the customer acted for read from the tab without a schema library.
  // 1.3 kB less since 163.5: the same as My pages'.
  // 0.1 kB more since 162.3: the same as the content pages'.
  // 0.1 kB more since 162.4: a focus left on the page's body while code fetched when wanted comes waits on its
  // "Loading…" (the control that asked for it is gone).
  'customer service desk': 162.5,
  // 0.2 kB more since 173.0: the same header and cookie banner as the content pages'.
  // 0.7 kB more since 173.5: the same analytics and refusals as the content pages'.
  // 0.4 kB more since 174.3: the same as the content pages'.
  // 0.1 kB more since 174.7: the same as the content pages'.
  // 0.2 kB more since 174.8: the same as the content pages'.
  // 0.6 kB less since 175.0: the same as the content pages'.
  // 0.1 kB more since 174.4: the same as the content pages'.
  'editor sign-on and preview': 174.5,
};

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** First-load kB gzip of one route of the build in `buildDir`. */
export function firstLoadKb(buildDir, route, manifest = readManifest(buildDir)) {
  const files = new Set([...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? []), ...(manifest.pages[route] ?? [])]);
  let kb = 0;
  for (const file of files) if (file.endsWith('.js')) kb += gzipKb(path.join(buildDir, file));
  return kb;
}

function readManifest(buildDir) {
  return JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'));
}

/** Each page type's heaviest route and its first-load kB. */
export function firstLoadByType(buildDir) {
  const manifest = readManifest(buildDir);
  const routes = Object.keys(manifest.pages).filter((route) => !route.startsWith('/_'));
  return Object.entries(PAGE_TYPES).map(([type, covers]) => {
    const sizes = routes.filter(covers).map((route) => ({ route, kb: firstLoadKb(buildDir, route, manifest) }));
    const heaviest = sizes.reduce((a, b) => (b.kb > a.kb ? b : a), { route: '(none)', kb: 0 });
    return { type, route: heaviest.route, kb: heaviest.kb, routes: sizes.length, budgetKb: FIRST_LOAD_BUDGET_KB[type] };
  });
}
