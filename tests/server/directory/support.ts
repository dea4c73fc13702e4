import { expect } from 'vitest';
import { DIRECTORY_CALLBACK_PATH, DIRECTORY_SIGN_ON_PATH } from '../../../api/contract/directory';

/**
 * A browser as far as directory sign-on cares: it keeps cookies per host
 * (with their paths, as a browser sends them), follows nothing by itself
 * (`redirect: 'manual'`), and sends `Origin` on a POST as a page does.
 */
export class SignOnBrowser {
  /** host → name → { value, path } */
  private readonly jar = new Map<string, Map<string, { value: string; path: string }>>();
  /** Every `Set-Cookie` by host, for assertions on attributes. */
  readonly setCookies: { host: string; header: string }[] = [];

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name)?.value;
  }

  forget(host: string, name: string): void {
    this.jar.get(host)?.delete(name);
  }

  private remember(url: URL, response: Response) {
    for (const header of response.headers.getSetCookie()) {
      this.setCookies.push({ host: url.host, header });
      const [pair, ...attributes] = header.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const path = attributes.map((part) => part.trim()).find((part) => /^path=/i.test(part))?.slice(5) ?? '/';
      const cookies = this.jar.get(url.host) ?? new Map();
      this.jar.set(url.host, cookies);
      const expired = /max-age=0\b/i.test(header) || /expires=thu, 01 jan 1970/i.test(header);
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, { value, path });
    }
  }

  private cookieHeader(url: URL): Record<string, string> {
    const sent = [...(this.jar.get(url.host) ?? [])].filter(([, { path }]) => url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`));
    return sent.length ? { cookie: sent.map(([name, { value }]) => `${name}=${value}`).join('; ') } : {};
  }

  async fetch(target: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(target);
    const headers: Record<string, string> = { ...this.cookieHeader(url), ...(init.headers as Record<string, string> | undefined) };
    if (init.method === 'POST') headers.origin ??= url.origin;
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.remember(url, response);
    return response;
  }

  /** Follows redirects from `target` until an answer that is not one, or one that leaves for `stopAt` (an origin + path prefix); answers every step. */
  async follow(target: string, init: RequestInit = {}, stopAt?: (location: URL) => boolean): Promise<{ response: Response; url: string; chain: string[] }> {
    let url = target;
    let response = await this.fetch(url, init);
    const chain = [url];
    while (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location')!, url);
      url = location.href;
      chain.push(url);
      if (location.hash || stopAt?.(location)) break;
      response = await this.fetch(url);
    }
    return { response, url, chain };
  }

  /** Posts a urlencoded form, as the login page's form does. */
  async submit(target: string, fields: Record<string, string>): Promise<Response> {
    return this.fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

/** The fragment of the address the browser lands on after sign-on. */
export const fragmentOf = (url: string) => Object.fromEntries(new URLSearchParams(new URL(url).hash.slice(1)));

/** Starts a sign-on at `origin` and follows it to the embedded directory's login page; answers the page's address and HTML. */
export async function openLoginPage(browser: SignOnBrowser, origin: string, query = 'redirect=%2Fpersonal'): Promise<{ loginUrl: string; html: string; authorizationUrl: URL }> {
  const start = await browser.fetch(`${origin}${DIRECTORY_SIGN_ON_PATH}?${query}`);
  expect(start.status).toBe(302);
  const authorizationUrl = new URL(start.headers.get('location')!);
  const { response, url } = await browser.follow(authorizationUrl.href);
  expect(response.status).toBe(200);
  expect(new URL(url).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  return { loginUrl: url, html: await response.text(), authorizationUrl };
}

/** Signs on through the embedded directory with a username and password; answers where the browser lands. */
export async function signOnEmbedded(browser: SignOnBrowser, origin: string, username: string, password: string, query?: string): Promise<{ landed: string; chain: string[] }> {
  const { loginUrl } = await openLoginPage(browser, origin, query);
  const login = await browser.submit(`${loginUrl}/login`, { username, password, lang: 'sv' });
  expect(login.status).toBe(303);
  const { url, chain } = await browser.follow(new URL(login.headers.get('location')!, loginUrl).href);
  expect(chain.some((step) => step.includes(DIRECTORY_CALLBACK_PATH))).toBe(true);
  return { landed: url, chain };
}

/** The embedded directory's test accounts (README "Staff and editor sign-on"). */
export const ACCOUNTS = {
  staff: { username: 'anna.berg@example.se', password: 'anna-test-1234' },
  editor: { username: 'erik.lund@example.se', password: 'erik-test-1234' },
  admin: { username: 'maria.holm@example.se', password: 'maria-test-1234' },
  noRole: { username: 'nils.dahl@example.se', password: 'nils-test-1234' },
} as const;
