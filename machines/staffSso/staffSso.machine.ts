import { assign, setup } from 'xstate';
import type { DirectoryToken, DirectoryUser } from '../../api/contract/directory';
import { isApiError } from '../../api/errors';
import { routePath } from '../../api/routes';
import { returnPath } from '../../api/sitePath';
import { STAFF_SSO_FAILED_KEY } from './constants';
import { unprovided } from '../unprovided';
import * as browser from './staffSso.browser';
import { currentPath, readCallbackHash, renewalDelayMs, signOnUrl, tokenFor } from './staffSso.tokens';
import type {
  GoToSignOnParams,
  StaffSsoContext,
  StaffSsoEvent,
  StaffSsoInput,
  StaffToken,
  StoreRedirectParams,
  StoreTokenParams,
  TokenCallInput,
} from './staffSso.types';

/** The value, or a thrown error naming what was missing (a chart defect, not a user error). */
function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`staffSso: no ${what}`);
  return value;
}

function callbackToken(context: StaffSsoContext): string {
  const callback = required(context.callback, 'callback');
  if (callback.kind !== 'token') throw new Error('staffSso: the callback carries no token');
  return callback.accessToken;
}

/** Nobody signed on, nothing pending. */
const signedOff = { token: null, user: null, callback: null } as const;

/**
 * The staff single sign-on in the browser (spec §4 "Staff single sign-on",
 * §8 'Failed Auth', §9 token expiry offset). At load: a token in the URL
 * hash is the directory's callback (the hash is cleared, the token checked
 * with `directory.me`, stored, and the browser sent to the path stored
 * before signing on, else home); an `error` there, or a token the server
 * refuses, is `failed` (ready, no user, 'Failed Auth'). Else a stored token
 * refreshes the user (a 401 drops it); else on the staff host signing on
 * starts (the current path stored, the browser sent to the directory),
 * elsewhere nobody is signed on until "log in" (`signOn.requested`).
 *
 * Signed in, the token is renewed `STAFF_TOKEN_EXPIRE_OFFSET_SECONDS`
 * before it expires (delay `tokenRenewal`, from the token's `expiresAt` and
 * `now`); a failed renewal, or a 401 of the current token on another call
 * (`token.rejected`), drops the token and decides again (the staff host
 * signs on again). "Log out" ends the token on the server (its failure
 * ignored) and here.
 *
 * Runs with the edge's calls and, as shipped, the tab's storage (`staffSso.browser.ts`):
 * - actors `loadUser`, `renewToken`, `logout`, each `({ accessToken })`, given by the edge (`createStaffSsoActors(api)`);
 * - actions on the tab's sessionStorage `storeToken({ token })`, `forgetToken()`,
 *   `storeRedirectTarget({ path })`, `forgetRedirectTarget()`; `goToSignOn({ url })`
 *   leaves the page for `DIRECTORY_SIGN_ON_PATH?redirect=<path>`;
 * - `clearHash()` and `goToRedirectTarget()` through the router adapter of the input;
 * - delay `tokenRenewal`.
 */
export const staffSsoMachine = setup({
  types: {
    context: {} as StaffSsoContext,
    events: {} as StaffSsoEvent,
    input: {} as StaffSsoInput,
    tags: {} as 'ready' | 'signedIn' | 'busy',
  },
  actors: {
    /** Edge (`createStaffSsoActors(api)`): the sign-on's calls, each with the token it names. */
    loadUser: unprovided<DirectoryUser, TokenCallInput>('staffSso', 'loadUser'),
    renewToken: unprovided<DirectoryToken, TokenCallInput>('staffSso', 'renewToken'),
    logout: unprovided<unknown, TokenCallInput>('staffSso', 'logout'),
  },
  actions: {
    assignSignOn: assign((_, params: { token: StaffToken; user: DirectoryUser }) => ({ ...params, callback: null, errorKey: null })),
    assignRenewal: assign((_, params: { renewed: DirectoryToken }) => ({
      token: tokenFor(params.renewed.accessToken, params.renewed.user),
      user: params.renewed.user,
    })),
    clearSignOn: assign({ ...signedOff }),
    failSignOn: assign({ ...signedOff, errorKey: STAFF_SSO_FAILED_KEY }),
    /** The stored path is used once: by the callback that follows it, or not at all. */
    dropRedirectTarget: assign({ redirectTarget: null }),
    /** Edge: keep the token in the tab's sessionStorage. */
    storeToken: (_, params: StoreTokenParams) => browser.storeToken(params.token),
    /** Edge: drop the stored token. */
    forgetToken: () => browser.forgetToken(),
    /** Edge: store the path to come back to before leaving for the directory. */
    storeRedirectTarget: (_, params: StoreRedirectParams) => browser.storeRedirectTarget(params.path),
    forgetRedirectTarget: () => browser.forgetRedirectTarget(),
    /** Edge: leave the page for the directory's sign-on. */
    goToSignOn: (_, params: GoToSignOnParams) => browser.goToSignOn(params.url),
    /** The token is out of the address at once: never in history, a bookmark or a shared link. */
    clearHash: ({ context }) => context.router.clearHash(),
    /** After a callback: the stored path (replacing the callback's entry in history), else home; nowhere when already there. */
    goToRedirectTarget: ({ context }) => {
      const target = returnPath(context.redirectTarget) ?? routePath('home', context.router.locale());
      if (target !== currentPath(context.router.location())) context.router.go(target, { replace: true });
    },
  },
  guards: {
    hasCallbackError: ({ context }) => context.callback?.kind === 'error',
    hasCallbackToken: ({ context }) => context.callback?.kind === 'token',
    hasToken: ({ context }) => context.token !== null,
    isStaffHost: ({ context }) => context.isStaffHost,
    isUnauthorized: (_, params: { error: unknown }) => isApiError(params.error) && params.error.kind === 'Unauthorized',
    // A 401 of a call made with an earlier token says nothing about this one.
    isCurrentToken: ({ context, event }) =>
      event.type === 'token.rejected' && (event.accessToken === undefined || event.accessToken === context.token?.accessToken),
  },
  delays: {
    tokenRenewal: ({ context }) => renewalDelayMs(context.token, context.now()),
  },
}).createMachine({
  id: 'staffSso',
  context: ({ input }) => {
    const callback = readCallbackHash(input.router.location().hash);
    return {
      router: input.router,
      isStaffHost: input.isStaffHost,
      now: input.now ?? Date.now,
      callback,
      // A callback is a fresh sign-on: it replaces whatever was stored.
      token: callback ? null : (input.storedToken ?? null),
      user: null,
      redirectTarget: input.redirectTarget ?? null,
      errorKey: null,
    };
  },
  initial: 'resolving',
  states: {
    resolving: {
      always: [
        {
          guard: 'hasCallbackError',
          target: 'failed',
          actions: ['clearHash', 'failSignOn', 'forgetToken', 'dropRedirectTarget', 'forgetRedirectTarget'],
        },
        { guard: 'hasCallbackToken', target: 'validatingCallback', actions: 'clearHash' },
        { guard: 'hasToken', target: 'refreshing' },
        { guard: 'isStaffHost', target: 'signingOn' },
        { target: 'signedOut' },
      ],
    },
    // The token the directory handed back is kept only once the server knows it.
    validatingCallback: {
      tags: ['busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ accessToken: callbackToken(context) }),
        onDone: {
          target: 'signedIn',
          actions: [
            {
              type: 'assignSignOn',
              params: ({ context, event }) => ({ token: tokenFor(callbackToken(context), event.output), user: event.output }),
            },
            { type: 'storeToken', params: ({ context }) => ({ token: required(context.token, 'token') }) },
            'goToRedirectTarget',
            'dropRedirectTarget',
            'forgetRedirectTarget',
          ],
        },
        onError: { target: 'failed', actions: ['failSignOn', 'forgetToken', 'dropRedirectTarget', 'forgetRedirectTarget'] },
      },
    },
    // A token stored by this tab earlier: who it belongs to now (spec §4: "user data is refreshed").
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ accessToken: required(context.token, 'token').accessToken }),
        onDone: {
          target: 'signedIn',
          actions: {
            type: 'assignSignOn',
            params: ({ context, event }) => ({ token: tokenFor(required(context.token, 'token').accessToken, event.output), user: event.output }),
          },
        },
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'resolving',
            actions: ['clearSignOn', 'forgetToken'],
          },
          // The server could not answer: nobody signed on for now; the stored token is tried again on the next load.
          { target: 'failed', actions: 'failSignOn' },
        ],
      },
    },
    // Leaving the page for the directory; it comes back with the callback.
    signingOn: {
      tags: ['busy'],
      entry: [
        { type: 'storeRedirectTarget', params: ({ context }) => ({ path: currentPath(context.router.location()) }) },
        { type: 'goToSignOn', params: ({ context }) => ({ url: signOnUrl(currentPath(context.router.location())) }) },
      ],
    },
    signedIn: {
      tags: ['ready', 'signedIn'],
      after: { tokenRenewal: 'renewing' },
      on: {
        'signOut.requested': 'signingOut',
        'token.rejected': { guard: 'isCurrentToken', target: 'resolving', actions: ['clearSignOn', 'forgetToken'] },
      },
    },
    // Still signed in with the old token until the new one arrives.
    renewing: {
      tags: ['ready', 'signedIn', 'busy'],
      invoke: {
        id: 'renewToken',
        src: 'renewToken',
        input: ({ context }) => ({ accessToken: required(context.token, 'token').accessToken }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'assignRenewal', params: ({ event }) => ({ renewed: event.output }) },
            { type: 'storeToken', params: ({ context }) => ({ token: required(context.token, 'token') }) },
          ],
        },
        // Past the longest sign-on, or the token was ended elsewhere: sign on again.
        onError: { target: 'resolving', actions: ['clearSignOn', 'forgetToken'] },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ accessToken: required(context.token, 'token').accessToken }),
        // Failures are ignored: the token is dropped here either way.
        onDone: { target: 'signedOut', actions: ['clearSignOn', 'forgetToken'] },
        onError: { target: 'signedOut', actions: ['clearSignOn', 'forgetToken'] },
      },
    },
    // Nobody signed on (also on the staff host after "log out": no sign-on behind the person's back).
    signedOut: {
      tags: ['ready'],
      on: { 'signOn.requested': 'signingOn' },
    },
    // The callback failed ('Failed Auth'), or the server could not say who a stored token belongs to.
    failed: {
      tags: ['ready'],
      on: { 'signOn.requested': 'signingOn' },
    },
  },
});

export type StaffSsoMachine = typeof staffSsoMachine;
