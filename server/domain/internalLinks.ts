import type { Locale } from '../../api/contract/content.schemas';
import { homePath } from './paths';
import { isRouteName, routePathWithoutPrefix, routes } from './routes';

/** Internal link keys with a fixed meaning. `contact` opens the contact modal; its fallback is the contact page. */
const FIXED_LINKS: Record<string, string> = { home: 'entry:home', contact: 'entry:contact' };

/**
 * What an internal link key is: a static route (`route:<name>` or a bare
 * route name), a content entry (`entry:<id>` or a bare entry id), or a
 * content slug. Returned in the order to try them.
 */
export function linkCandidates(key: string): ({ kind: 'route'; name: string } | { kind: 'entry'; id: string } | { kind: 'slug'; slug: string })[] {
  const trimmed = key.trim();
  // Own keys only: `__proto__` or `constructor` are no link names.
  const fixed = Object.hasOwn(FIXED_LINKS, trimmed) ? FIXED_LINKS[trimmed] : undefined;
  if (fixed) return [{ kind: 'entry', id: fixed.slice(6) }];
  if (trimmed.startsWith('route:')) return [{ kind: 'route', name: trimmed.slice(6) }];
  if (trimmed.startsWith('entry:')) return [{ kind: 'entry', id: trimmed.slice(6) }];
  return [
    { kind: 'route', name: trimmed },
    { kind: 'entry', id: trimmed },
    { kind: 'slug', slug: trimmed.replace(/^\/+|\/+$/g, '') },
  ];
}

/** Path of a static route in a language, or undefined when the name is no route. */
export function staticLinkPath(name: string, locale: Locale): string | undefined {
  // Routes with parameters (preview) need a value a bare key cannot carry.
  if (!isRouteName(name) || routes[name][locale].includes('[')) return undefined;
  const path = routePathWithoutPrefix(name, locale);
  return locale === 'sv' ? path : path === '/' ? homePath('en') : `/en${path}`;
}
