/**
 * Constants of the staff single sign-on in the browser (spec sections 4, 8
 * and 9 unless marked otherwise). The token's lifetime, its renewal offset
 * and the sign-on paths are the contract's (`api/contract/directory.ts`).
 */

/** Message key of a failed sign-on callback (spec §8: 'Failed Auth'). */
export const STAFF_SSO_FAILED_KEY = 'staff.errors.failedAuth';

/** Not in the spec: the sessionStorage key of the tab's directory token (`{ accessToken, expiresAt }` as JSON). */
export const STAFF_TOKEN_STORAGE_KEY = 'directoryToken';
/** Not in the spec: the sessionStorage key of the path to return to after signing on. */
export const STAFF_REDIRECT_STORAGE_KEY = 'directorySignOnRedirect';
/** The query parameter of `DIRECTORY_SIGN_ON_PATH` naming the path to come back to. */
export const SIGN_ON_REDIRECT_PARAM = 'redirect';
