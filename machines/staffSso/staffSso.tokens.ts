import { DIRECTORY_SIGN_ON_PATH, STAFF_TOKEN_EXPIRE_OFFSET_SECONDS } from '../../api/contract/directory';
import type { DirectoryUser } from '../../api/contract/directory';
import type { RouterLocation } from '../router/router.types';
import { returnPath } from '../../api/sitePath';
import { SIGN_ON_REDIRECT_PARAM } from './constants';
import type { DirectoryCallback, StaffToken } from './staffSso.types';

/**
 * The directory's answer in a URL hash (`#access_token=…&token_type=Bearer&expires_in=…`,
 * or `#id_token=…`, or `#error=…`), or null when the hash is no callback
 * (`#gdpr`, none). A token of another type than Bearer, or an empty one,
 * is a failed callback.
 */
export function readCallbackHash(hash: string): DirectoryCallback | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!text.includes('=')) return null;
  const params = new URLSearchParams(text);
  const error = params.get('error');
  if (error !== null) return { kind: 'error', error: error || 'unknown' };
  // The API token is the access token; an ID token alone is tried as one (spec §4 names both).
  const accessToken = params.get('access_token') ?? params.get('id_token');
  if (accessToken === null) return null;
  if (accessToken === '') return { kind: 'error', error: 'empty_token' };
  const type = params.get('token_type');
  if (type !== null && type.toLowerCase() !== 'bearer') return { kind: 'error', error: 'unsupported_token_type' };
  return { kind: 'token', accessToken };
}

/** The path and query the browser is at (no hash), as a path on this site. */
export function currentPath(location: RouterLocation): string {
  const search = new URLSearchParams(location.query).toString();
  return returnPath(`${location.path}${search ? `?${search}` : ''}`) ?? '/';
}

/** Where the browser goes to sign on, coming back to `path`. */
export function signOnUrl(path: string): string {
  return `${DIRECTORY_SIGN_ON_PATH}?${new URLSearchParams({ [SIGN_ON_REDIRECT_PARAM]: path }).toString()}`;
}

/** The token a signed-on user's answer makes of an access token (the answer says when it stops working). */
export function tokenFor(accessToken: string, user: DirectoryUser): StaffToken {
  return { accessToken, expiresAt: user.expiresAt };
}

/** The longest timer a browser keeps; a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How long until the token is renewed: `STAFF_TOKEN_EXPIRE_OFFSET_SECONDS`
 * (spec §9: 1800 s) before it expires; at once when that is past.
 */
export function renewalDelayMs(token: StaffToken | null, now: number): number {
  if (token === null) return 0;
  const expiresAt = Date.parse(token.expiresAt);
  if (Number.isNaN(expiresAt)) return 0;
  return Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - STAFF_TOKEN_EXPIRE_OFFSET_SECONDS * 1000 - now));
}
