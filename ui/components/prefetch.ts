import { matchRoute, splitLocale } from '../../api/routes';

/**
 * `next/link`'s `prefetch` for a site path. Content pages share the code the
 * page already runs, so fetching theirs as they scroll into view costs
 * nothing. The app's own routes (booking, My pages, the desk) bring their
 * own large code: fetched and compiled the moment their link shows, it
 * competes with the page's start on a slow phone, so theirs loads when the
 * pointer or a finger comes to the link instead (Next still prefetches on
 * hover and touch).
 */
export function prefetchFor(href: string): false | undefined {
  const path = href.split(/[?#]/)[0] || '/';
  const route = matchRoute(splitLocale(path).path);
  // The home page is a content page (the catch-all route) like the rest.
  return route && route.name !== 'home' ? false : undefined;
}
