import type { Locale } from '../../api/contract/content.schemas';

/** Slug of the home page entry in both languages. */
export const HOME_SLUG = 'home';

/** Home page path of a language: `/` or `/en`. */
export const homePath = (locale: Locale) => (locale === 'en' ? '/en' : '/');

/**
 * Public path of a content entry: Swedish paths have no prefix, English ones
 * start with `/en`; the home entry is the language's root.
 */
export function entryPath(locale: Locale, slug: string): string {
  if (slug === HOME_SLUG || slug === '') return homePath(locale);
  return locale === 'en' ? `/en/${slug}` : `/${slug}`;
}

/**
 * Normalises a slug as the site may send it: with or without slashes around
 * it, with or without the `en/` prefix for English, `/` or empty for home.
 */
export function normaliseSlug(raw: string, locale: Locale): string {
  let slug = raw.trim().replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
  if (locale === 'en' && (slug === 'en' || slug.startsWith('en/'))) slug = slug.slice(3);
  slug = slug.replace(/\/{2,}/g, '/');
  return slug === '' ? HOME_SLUG : slug;
}

/** A path split into the part before `?`/`#` and the rest (kept as is). */
export function splitSuffix(path: string): { pathname: string; suffix: string } {
  const at = path.search(/[?#]/);
  return at === -1 ? { pathname: path, suffix: '' } : { pathname: path.slice(0, at), suffix: path.slice(at) };
}

/** Canonical form of a path for redirection lookups: leading slash, no trailing slash, no query. */
export function normalisePath(path: string): string {
  const { pathname } = splitSuffix(path.trim());
  const clean = `/${pathname.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/')}`;
  return clean.toLowerCase();
}
