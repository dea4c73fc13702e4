import { sitePathText, type SitePath } from '../../api/sitePath';
import { WEBVIEW_COOKIE } from '../../api/webview';
import { LANGUAGE_COOKIE } from '../../api/language';

/** A cookie's value as sent, undecoded: the values read here are plain words. */
function cookieOf(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  }
  return undefined;
}

/**
 * Where a visitor arriving at the site's address (`/`, the Swedish home
 * page) goes when the language they chose last is English (the `language`
 * cookie the header's toggle writes, site.md §9): `/en`, with the same query;
 * null to stay. Only `/`: any other address, `/en` included, names its
 * language itself. Never in the app's webview, which hides the language
 * redirect (site.md §6).
 */
export function chosenLanguageHome(target: SitePath, cookieHeader: string | undefined): string | null {
  if (target.path !== '/') return null;
  const header = cookieHeader ?? '';
  if (cookieOf(header, LANGUAGE_COOKIE) !== 'en') return null;
  if (cookieOf(header, WEBVIEW_COOKIE) === 'true' || new URLSearchParams(target.query).has('webview')) return null;
  return sitePathText({ path: '/en', query: target.query });
}
