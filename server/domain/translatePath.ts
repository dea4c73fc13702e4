import type { Locale } from '../../api/contract/content.schemas';
import { entryPath, HOME_SLUG, homePath, normaliseSlug, splitSuffix } from './paths';
import { matchStaticRoute, routePathWithoutPrefix } from './routes';

/** How the translation reads the content store (shared entry ids across languages). */
export interface EntryLookup {
  entryIdBySlug(locale: Locale, slug: string): Promise<string | undefined>;
  slugByEntryId(locale: Locale, entryId: string): Promise<string | undefined>;
}

const withPrefix = (path: string, locale: Locale) => (locale === 'sv' ? path : path === '/' ? '/en' : `/en${path}`);

/**
 * The path of the same page in another language: a content entry's other
 * language version (through the shared entry id), a static route's other
 * name, or the other language's home page when nothing matches. The query
 * string and hash of a matched path are kept.
 */
export async function translatePath(path: string, from: Locale, to: Locale, lookup: EntryLookup): Promise<string> {
  const { pathname: raw, suffix } = splitSuffix(path.trim());
  let pathname = raw.startsWith('/') ? raw : `/${raw}`;
  pathname = pathname.replace(/\/{2,}/g, '/');
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  if (from === 'en') {
    if (pathname === '/en') pathname = '/';
    else if (pathname.startsWith('/en/')) pathname = pathname.slice(3);
  }
  const slug = normaliseSlug(pathname, 'sv');
  if (slug === HOME_SLUG) return homePath(to) + suffix;

  const entryId = await lookup.entryIdBySlug(from, slug);
  if (entryId !== undefined) {
    const target = from === to ? slug : await lookup.slugByEntryId(to, entryId);
    return target === undefined ? homePath(to) : entryPath(to, target) + suffix;
  }

  const route = matchStaticRoute(pathname, from);
  if (route) return withPrefix(routePathWithoutPrefix(route.name, to, route.params) + route.rest, to) + suffix;

  return homePath(to);
}
