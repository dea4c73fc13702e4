import type { DirectoryUser } from '../../api/contract/directory';
import type { RouterAdapter } from '../router/router.types';

/** The directory API token the tab holds (kept in sessionStorage): sent as `Authorization: Bearer`. */
export interface StaffToken {
  accessToken: string;
  /** ISO time the token stops working (the server's `expiresAt`). */
  expiresAt: string;
}

/**
 * What the URL hash carried back from the directory (spec §4): a token
 * (`access_token`, else `id_token`) or an `error`. A hash that carries
 * neither is no callback and is left alone.
 */
export type DirectoryCallback = { kind: 'token'; accessToken: string } | { kind: 'error'; error: string };

/**
 * Input. The edge reads sessionStorage once (`readStaffSsoStorage()`) and
 * passes what it found; the URL hash and the current path are read from the
 * router adapter, which also clears the hash and navigates after a callback.
 */
export interface StaffSsoInput {
  router: RouterAdapter;
  /** This is the staff host (by base URL): without a token, signing on starts at once. */
  isStaffHost: boolean;
  /** The token this tab stored earlier, if any. */
  storedToken?: StaffToken | null;
  /** The path stored before leaving for the directory, if any. */
  redirectTarget?: string | null;
  /** The clock the renewal is timed by (ms since the epoch). Default `Date.now`. */
  now?: () => number;
}

/** Context of the staff sign-on. */
export interface StaffSsoContext {
  router: RouterAdapter;
  isStaffHost: boolean;
  now: () => number;
  /** The callback read from the hash at load, until handled. */
  callback: DirectoryCallback | null;
  /** The token: the stored one while it is checked, then the signed-on one (the API client's `staff` token). */
  token: StaffToken | null;
  /** Who is signed on; null unless signed in. */
  user: DirectoryUser | null;
  /** Where the callback sends the browser (stored before signing on); home when none. */
  redirectTarget: string | null;
  /** Message key while `failed` ('Failed Auth'); null otherwise. */
  errorKey: string | null;
}

/**
 * Events:
 * - `signOn.requested`: "log in" (an editor's, or after a failure or a sign-out): go to the directory.
 * - `signOut.requested`: "log out": end the token on the server (its failure ignored) and here.
 * - `token.rejected`: a directory or staff call answered 401 (the edge forwards it); `accessToken`
 *   is the token that call carried, so a 401 of an earlier token is ignored.
 */
export type StaffSsoEvent =
  | { type: 'signOn.requested' }
  | { type: 'signOut.requested' }
  | { type: 'token.rejected'; accessToken?: string };

/** Input of the calls made with one token (`directory.me`, `renewToken`, `logout`). */
export interface TokenCallInput {
  accessToken: string;
}

/** Params of the edge actions. */
export interface StoreTokenParams {
  token: StaffToken;
}
export interface StoreRedirectParams {
  path: string;
}
export interface GoToSignOnParams {
  url: string;
}
