/** Call-layer constants (spec section 9), each named once. */

export { DEFAULT_CACHE_MS } from '../contract/meta';

/** A call without an answer after this long is abandoned (and retried as a network error). */
export const HTTP_TIMEOUT_MS = 60_000;
/** Retries after a network error (so at most 4 attempts). */
export const NETWORK_RETRIES = 3;
/** Fixed delay between those retries. */
export const RETRY_DELAY_MS = 1_000;
/** Most GET results held by the client cache. */
export const CACHE_MAX_ENTRIES = 100;
/** Home-cleaning availability changes often: cached for 2 minutes only. */
export const HOME_CLEANING_AVAILABILITY_CACHE_MS = 120_000;
/** The default base of every call: the site's own `/api`. */
export const DEFAULT_BASE_URL = '/api';
/** `_v` carries the first 6 characters of the build version. */
export const VERSION_QUERY_LENGTH = 6;
/** localStorage key of the anonymous user id. */
export const ANONYMOUS_USER_ID_STORAGE_KEY = 'userId';
