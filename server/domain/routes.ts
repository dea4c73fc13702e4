import type { Locale } from '../../api/contract/content.schemas';
import { routes, type RouteName } from '../../api/routes';

/**
 * The site's static routes (pages that are not content entries: my pages,
 * booking flows, preview), in both languages. The table itself is shared
 * with the pages in `api/routes.ts`; this module reads it for the server.
 * Paths there are without the `/en` prefix.
 */
export { routes };

export const isRouteName = (value: string): value is RouteName => Object.hasOwn(routes, value);

const fill = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/\[([a-zA-Z]+)\]/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));

/** Path of a named route without the language prefix. */
export function routePathWithoutPrefix(name: RouteName, locale: Locale, params: Record<string, string> = {}): string {
  return fill(routes[name][locale], params);
}

interface Compiled {
  name: RouteName;
  locale: Locale;
  /** Matches the route itself or anything below it, capturing `[param]`s and the rest. */
  regex: RegExp;
  keys: string[];
  literal: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|\\]/g, '\\$&');

const compiled: Compiled[] = (Object.keys(routes) as RouteName[])
  .flatMap((name) =>
    (['sv', 'en'] as const).map((locale) => {
      const pattern = routes[name][locale];
      const keys: string[] = [];
      const body = pattern
        .split(/(\[[a-zA-Z]+\])/)
        .map((part) => {
          const param = /^\[([a-zA-Z]+)\]$/.exec(part);
          if (!param) return escape(part);
          keys.push(param[1]);
          return '([^/]+)';
        })
        .join('');
      // The home route only matches itself; every other route also matches its sub-paths.
      const regex = pattern === '/' ? /^\/$/ : new RegExp(`^${body}(/.*)?$`);
      return { name, locale, regex, keys, literal: pattern.replace(/\[[a-zA-Z]+\]/g, '').length };
    }),
  )
  // Most specific first: `/mina-sidor/konto` before `/mina-sidor`.
  .sort((a, b) => b.literal - a.literal);

/**
 * Finds the static route a path (without the language prefix) belongs to in
 * `locale`, with its parameters and any trailing sub-path.
 */
export function matchStaticRoute(
  pathname: string,
  locale: Locale,
): { name: RouteName; params: Record<string, string>; rest: string } | undefined {
  for (const route of compiled) {
    if (route.locale !== locale) continue;
    const match = route.regex.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    route.keys.forEach((key, index) => {
      params[key] = decodeSafely(match[index + 1]);
    });
    return { name: route.name, params, rest: match[route.keys.length + 1] ?? '' };
  }
  return undefined;
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
