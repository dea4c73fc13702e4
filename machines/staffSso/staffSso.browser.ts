import { z } from 'zod';
import { isoDateTimeSchema } from '../../api/contract/common';
import { returnPath } from '../../api/sitePath';
import { STAFF_REDIRECT_STORAGE_KEY, STAFF_TOKEN_STORAGE_KEY } from './constants';
import type { StaffToken } from './staffSso.types';

/*
 * The browser the staff sign-on touches: the tab's sessionStorage (the
 * token, the path to return to) and the full-page navigation to the
 * directory. The chart's edge actions default to these; tests provide
 * their own, and the helpers take a storage so they can be tested apart.
 */

/** The part of `Storage` the sign-on uses. */
export interface SsoStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The tab's sessionStorage, or none (on the server, or when the browser refuses access). */
function browserSessionStorage(): SsoStorage | undefined {
  try {
    return typeof globalThis.sessionStorage === 'undefined' ? undefined : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const storedTokenSchema = z.object({ accessToken: z.string().min(1), expiresAt: isoDateTimeSchema });

/** Storage that throws (full, or refused) loses the value: the sign-on then works for this page only. */
function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // Nothing to do: the chart holds the token for as long as the page lives.
  }
}

/** What the sign-on starts from: the stored token and return path (the chart's input `storedToken`, `redirectTarget`). */
export function readStaffSsoStorage(storage: SsoStorage | undefined = browserSessionStorage()): {
  storedToken: StaffToken | null;
  redirectTarget: string | null;
} {
  if (!storage) return { storedToken: null, redirectTarget: null };
  let storedToken: StaffToken | null = null;
  try {
    const parsed = storedTokenSchema.safeParse(JSON.parse(storage.getItem(STAFF_TOKEN_STORAGE_KEY) ?? 'null'));
    storedToken = parsed.success ? parsed.data : null;
  } catch {
    storedToken = null;
  }
  let redirectTarget: string | null = null;
  try {
    redirectTarget = returnPath(storage.getItem(STAFF_REDIRECT_STORAGE_KEY)) ?? null;
  } catch {
    redirectTarget = null;
  }
  return { storedToken, redirectTarget };
}

export function storeToken(token: StaffToken, storage = browserSessionStorage()): void {
  attempt(() => storage?.setItem(STAFF_TOKEN_STORAGE_KEY, JSON.stringify(token)));
}

export function forgetToken(storage = browserSessionStorage()): void {
  attempt(() => storage?.removeItem(STAFF_TOKEN_STORAGE_KEY));
}

export function storeRedirectTarget(path: string, storage = browserSessionStorage()): void {
  attempt(() => storage?.setItem(STAFF_REDIRECT_STORAGE_KEY, path));
}

export function forgetRedirectTarget(storage = browserSessionStorage()): void {
  attempt(() => storage?.removeItem(STAFF_REDIRECT_STORAGE_KEY));
}

/** Leaves the page for the directory (a server redirect, not a page of the site's router). */
export function goToSignOn(url: string): void {
  if (typeof window !== 'undefined') window.location.assign(url);
}
