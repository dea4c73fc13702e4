import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { DirectoryToken, DirectoryUser } from '../../api/contract/directory';
import { directory, STAFF_TOKEN_EXPIRE_OFFSET_SECONDS } from '../../api/contract/directory';
import { ApiRequestError, UnauthorizedError } from '../../api/errors';
import { STAFF_SSO_FAILED_KEY } from '../../machines/staffSso/constants';
import { staffSsoMachine } from '../../machines/staffSso/staffSso.machine';
import { createStaffSsoActors } from '../../machines/staffSso/staffSso.actors';
import { selectApiToken, selectStaffSso } from '../../machines/staffSso/staffSso.selectors';
import type { StaffSsoSnapshot } from '../../machines/staffSso/staffSso.selectors';
import { signOnUrl } from '../../machines/staffSso/staffSso.tokens';
import type { StaffSsoInput, TokenCallInput } from '../../machines/staffSso/staffSso.types';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { controllableActor, flush } from '../support/fakeActors';
import type { ControllableActor } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';
import { accessTokenHash, editor, errorHash, idTokenHash, NOW, now, renewed, staff, storedToken } from './staffSso.fixtures';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof staffSsoMachine;

/** Where the browser is in every walk: the sign-on comes back here. */
const HERE = { path: '/en/preview/entry-1', query: { tab: 'sv' } };
const HERE_PATH = '/en/preview/entry-1?tab=sv';

interface Env {
  loadUser: ControllableActor<DirectoryUser, TokenCallInput>;
  renewToken: ControllableActor<DirectoryToken, TokenCallInput>;
  logout: ControllableActor<unknown, TokenCallInput>;
  storeToken: Mock;
  forgetToken: Mock;
  storeRedirectTarget: Mock;
  forgetRedirectTarget: Mock;
  goToSignOn: Mock;
  clearHash: Mock;
  /** Called with the stored target the chart sends the browser to (null: home). */
  goToRedirectTarget: Mock;
}

/** `realNavigation`: the chart's own `clearHash` and `goToRedirectTarget`, through the router adapter of the input. */
function arrange({ realNavigation = false } = {}) {
  const env: Env = {
    loadUser: controllableActor<DirectoryUser, TokenCallInput>(),
    renewToken: controllableActor<DirectoryToken, TokenCallInput>(),
    logout: controllableActor<unknown, TokenCallInput>(),
    storeToken: vi.fn(),
    forgetToken: vi.fn(),
    storeRedirectTarget: vi.fn(),
    forgetRedirectTarget: vi.fn(),
    goToSignOn: vi.fn(),
    clearHash: vi.fn(),
    goToRedirectTarget: vi.fn(),
  };
  // The walks share each scenario's router: what would move it (the hash, navigation) is a spy here; the pinned specs use the real actions.
  const machine = staffSsoMachine.provide({
    actors: { loadUser: env.loadUser.logic, renewToken: env.renewToken.logic, logout: env.logout.logic },
    actions: {
      storeToken: (_, params) => env.storeToken(params.token),
      forgetToken: () => env.forgetToken(),
      storeRedirectTarget: (_, params) => env.storeRedirectTarget(params.path),
      forgetRedirectTarget: () => env.forgetRedirectTarget(),
      goToSignOn: (_, params) => env.goToSignOn(params.url),
      ...(realNavigation
        ? {}
        : {
            clearHash: () => env.clearHash(),
            goToRedirectTarget: ({ context }: { context: { redirectTarget: string | null } }) => env.goToRedirectTarget(context.redirectTarget),
          }),
    },
  });
  return { machine, env, controls: { loadUser: env.loadUser, renewToken: env.renewToken, logout: env.logout } };
}

function expectView(snapshot: StaffSsoSnapshot, expected: Partial<ReturnType<typeof selectStaffSso>>): void {
  expect(selectStaffSso(snapshot)).toMatchObject(expected);
}

/** Nobody signed on: no user, no token for the client. */
function expectNobody(snapshot: StaffSsoSnapshot): void {
  expect(snapshot.context.user).toBeNull();
  expectView(snapshot, { user: null, isStaff: false, isEditor: false });
  expect(selectApiToken(snapshot)).toBeNull();
}

const assertions: StateAssertions<Machine, Env> = {
  resolving: transient('resolving'),
  validatingCallback: (snapshot, env) => {
    const { callback } = snapshot.context;
    expect(callback?.kind).toBe('token');
    if (callback?.kind !== 'token') return;
    expect(env.loadUser.inputs.at(-1)).toEqual({ accessToken: callback.accessToken });
    // The token left the address before anything else.
    expect(env.clearHash).toHaveBeenCalledTimes(1);
    expect(env.storeToken).not.toHaveBeenCalled();
    expectView(snapshot, { ready: false, busy: true, failed: false });
    expectNobody(snapshot);
  },
  refreshing: (snapshot, env) => {
    expect(snapshot.context.token).toEqual(storedToken);
    expect(env.loadUser.inputs.at(-1)).toEqual({ accessToken: storedToken.accessToken });
    expect(env.clearHash).not.toHaveBeenCalled();
    expectView(snapshot, { ready: false, busy: true, failed: false });
    expectNobody(snapshot);
  },
  signingOn: (snapshot, env) => {
    // The way back is stored, then the page leaves for the directory.
    expect(env.storeRedirectTarget).toHaveBeenLastCalledWith(HERE_PATH);
    expect(env.goToSignOn).toHaveBeenLastCalledWith(signOnUrl(HERE_PATH));
    expect(env.goToSignOn).toHaveBeenCalledTimes(env.storeRedirectTarget.mock.calls.length);
    expect(snapshot.context.token).toBeNull();
    expectView(snapshot, { ready: false, busy: true, canSignOn: false, canSignOut: false });
    expectNobody(snapshot);
  },
  signedIn: (snapshot, env) => {
    const { token, user } = snapshot.context;
    expect(user).not.toBeNull();
    expect(token).not.toBeNull();
    if (!user || !token) return;
    // The token lives as long as the server says.
    expect(token.expiresAt).toBe(user.expiresAt);
    expectView(snapshot, {
      ready: true,
      busy: false,
      user,
      isEditor: user.roles.includes('editor'),
      isStaff: user.roles.includes('staff'),
      failed: false,
      errorKey: null,
      canSignOn: false,
      canSignOut: true,
    });
    expect(selectApiToken(snapshot)).toBe(token.accessToken);
    // A token this tab did not have stored is stored once the server knows it.
    if (token.accessToken !== storedToken.accessToken) expect(env.storeToken).toHaveBeenLastCalledWith(token);
    expect(env.goToRedirectTarget.mock.calls.length).toBeLessThanOrEqual(1);
    expect(snapshot.context.callback).toBeNull();
  },
  renewing: (snapshot, env) => {
    const { token } = snapshot.context;
    expect(env.renewToken.inputs.at(-1)).toEqual({ accessToken: token?.accessToken });
    expectView(snapshot, { ready: true, busy: true, canSignOut: false });
    expect(selectStaffSso(snapshot).user).not.toBeNull();
  },
  signingOut: (snapshot, env) => {
    expect(env.logout.inputs.at(-1)).toEqual({ accessToken: snapshot.context.token?.accessToken });
    expectView(snapshot, { ready: false, busy: true, canSignOut: false });
  },
  signedOut: (snapshot, env) => {
    expect(snapshot.context.token).toBeNull();
    expect(snapshot.context.callback).toBeNull();
    expectView(snapshot, { ready: true, busy: false, failed: false, errorKey: null, canSignOn: true, canSignOut: false });
    expectNobody(snapshot);
    // Any token this tab held is gone from its storage too.
    if (env.loadUser.inputs.length > 0) expect(env.forgetToken).toHaveBeenCalled();
  },
  failed: (snapshot, env) => {
    expect(snapshot.context.token).toBeNull();
    expect(snapshot.context.callback).toBeNull();
    expectView(snapshot, { ready: true, busy: false, failed: true, errorKey: STAFF_SSO_FAILED_KEY, canSignOn: true });
    expectNobody(snapshot);
    // A failure never stored a token nor sent the browser on.
    expect(env.storeToken).not.toHaveBeenCalled();
    expect(env.goToRedirectTarget).not.toHaveBeenCalled();
  },
};

const events = [
  { type: 'signOn.requested' },
  { type: 'signOut.requested' },
  { type: 'token.rejected' },
  { type: 'token.rejected', accessToken: 'token-earlier' },
  { type: 'xstate.done.actor.loadUser', output: editor },
  { type: 'xstate.done.actor.loadUser', output: staff },
  { type: 'xstate.error.actor.loadUser', error: new UnauthorizedError({ status: 401 }) },
  { type: 'xstate.error.actor.loadUser', error: new ApiRequestError({ status: 503 }) },
  { type: 'xstate.done.actor.renewToken', output: renewed },
  { type: 'xstate.error.actor.renewToken', error: new UnauthorizedError({ status: 401 }) },
  { type: 'xstate.done.actor.logout', output: { ok: true } },
  { type: 'xstate.error.actor.logout', error: new ApiRequestError({ status: 503 }) },
];

function input(hash: string, rest: Partial<StaffSsoInput> = {}): StaffSsoInput {
  return { router: fakeRouterAdapter({ ...HERE, hash }), isStaffHost: false, now, ...rest };
}

describeModel('staff sign-on model', {
  machine: staffSsoMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    // A hash that is no callback is left alone. (The staff host without a token leaves at once: pinned below.)
    { name: 'public site, no token', input: input('#gdpr'), events },
    { name: 'public site, stored token', input: input('', { storedToken }), events },
    { name: 'staff host, stored token', input: input('', { storedToken, isStaffHost: true }), events },
    { name: 'callback with an access token and a stored path', input: input(accessTokenHash, { redirectTarget: '/en/staff' }), events },
    { name: 'staff host, callback with an ID token over a stored token', input: input(idTokenHash, { storedToken, isStaffHost: true }), events },
    { name: 'callback with an error', input: input(errorHash, { isStaffHost: true, redirectTarget: '/en/staff' }), events },
  ],
});

// ---------------------------------------------------------------- pinned

describe('staff sign-on pinned', () => {
  function start(startInput: StaffSsoInput, clock = new SimulatedClock()) {
    // The real navigation through the router adapter; only storage and leaving the page are spies.
    const run = arrange({ realNavigation: true });
    const actor = createActor(run.machine, { input: startInput, clock, inspect: recorder.inspect }).start();
    return { actor, env: run.env, clock };
  }

  async function signedIn(startInput: StaffSsoInput = input('', { storedToken }), user: DirectoryUser = editor) {
    const run = start(startInput);
    run.env.loadUser.resolve(user);
    await flush();
    expect(run.actor.getSnapshot().value).toBe('signedIn');
    return run;
  }

  it('a failed callback never yields a user: an error in the hash, or a token the server refuses', async () => {
    for (const [hash, refusal] of [
      [errorHash, undefined],
      ['#access_token=&token_type=Bearer', undefined],
      ['#access_token=abc&token_type=mac', undefined],
      [accessTokenHash, new UnauthorizedError({ status: 401 })],
      [idTokenHash, new ApiRequestError({ status: 500 })],
    ] as const) {
      const router = fakeRouterAdapter({ ...HERE, hash });
      const { actor, env } = start(input(hash, { router, storedToken, redirectTarget: '/en/staff', isStaffHost: true }));
      const seen: Array<DirectoryUser | null> = [];
      actor.subscribe((snapshot) => seen.push(snapshot.context.user));
      if (refusal) {
        env.loadUser.reject(refusal);
        await flush();
      }
      const snapshot = actor.getSnapshot();
      expect(snapshot.value, hash).toBe('failed');
      expect(selectStaffSso(snapshot)).toMatchObject({ ready: true, user: null, failed: true, errorKey: STAFF_SSO_FAILED_KEY });
      expect(seen.every((user) => user === null)).toBe(true);
      expect(selectApiToken(snapshot)).toBeNull();
      // Nothing kept, nowhere sent, no sign-on loop on the staff host; the hash is gone.
      expect(env.storeToken).not.toHaveBeenCalled();
      expect(env.forgetToken).toHaveBeenCalled();
      expect(env.forgetRedirectTarget).toHaveBeenCalled();
      expect(env.goToSignOn).not.toHaveBeenCalled();
      expect(router.navigations).toEqual([]);
      expect(router.location().hash).toBe('');
      actor.stop();
    }
  });

  it('after a callback the browser goes to the stored path, replacing the callback in history', async () => {
    const router = fakeRouterAdapter({ path: '/', hash: accessTokenHash });
    const { actor, env } = start(input(accessTokenHash, { router, redirectTarget: '/en/preview/entry-1?tab=sv' }));
    expect(router.location().hash).toBe('');
    expect(env.loadUser.inputs).toEqual([{ accessToken: 'token-callback' }]);
    env.loadUser.resolve(editor);
    await flush();
    expect(router.navigations).toEqual([{ kind: 'go', path: '/en/preview/entry-1?tab=sv', replace: true }]);
    expect(env.storeToken).toHaveBeenCalledWith({ accessToken: 'token-callback', expiresAt: editor.expiresAt });
    expect(env.forgetRedirectTarget).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.redirectTarget).toBeNull();
    expect(selectStaffSso(actor.getSnapshot())).toMatchObject({ ready: true, user: editor, isEditor: true, isStaff: false });
  });

  it('without a stored path the callback goes home; a path elsewhere than this site counts as none; already there, nowhere', async () => {
    for (const [redirectTarget, at, navigations] of [
      [null, '/en/staff', [{ kind: 'go', path: '/en', replace: true }]],
      ['//evil.example/steal', '/en/staff', [{ kind: 'go', path: '/en', replace: true }]],
      ['/en/staff', '/en/staff', []],
    ] as const) {
      const router = fakeRouterAdapter({ path: at, hash: accessTokenHash });
      const { env } = start(input(accessTokenHash, { router, redirectTarget }));
      env.loadUser.resolve(staff);
      await flush();
      expect(router.navigations, String(redirectTarget)).toEqual(navigations);
    }
  });

  it(`renews the token exactly ${STAFF_TOKEN_EXPIRE_OFFSET_SECONDS} s before it expires, then times the next renewal from the new token`, async () => {
    const { actor, env, clock } = await signedIn();
    const offsetMs = STAFF_TOKEN_EXPIRE_OFFSET_SECONDS * 1000;
    const firstAt = Date.parse(editor.expiresAt) - offsetMs - NOW;
    clock.increment(firstAt - 1);
    expect(env.renewToken.inputs).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('renewing');
    expect(env.renewToken.inputs).toEqual([{ accessToken: storedToken.accessToken }]);
    // The old token stays in use until the new one arrives.
    expect(selectApiToken(actor.getSnapshot())).toBe(storedToken.accessToken);
    env.renewToken.resolve(renewed);
    await flush();
    expect(env.storeToken).toHaveBeenLastCalledWith({ accessToken: renewed.accessToken, expiresAt: renewed.user.expiresAt });
    expect(selectApiToken(actor.getSnapshot())).toBe(renewed.accessToken);
    // `now` is fixed: the next renewal is the new token's expiry less the offset from it.
    const secondAt = Date.parse(renewed.user.expiresAt) - offsetMs - NOW;
    clock.increment(secondAt - 1);
    expect(env.renewToken.inputs).toHaveLength(1);
    clock.increment(1);
    expect(env.renewToken.inputs.at(-1)).toEqual({ accessToken: renewed.accessToken });
  });

  it('a token that expires within the offset is renewed at once', async () => {
    const soon = { ...editor, expiresAt: new Date(NOW + 600_000).toISOString() };
    const { actor, env, clock } = await signedIn(input('', { storedToken: { ...storedToken, expiresAt: soon.expiresAt } }), soon);
    clock.increment(0);
    expect(actor.getSnapshot().value).toBe('renewing');
    expect(env.renewToken.inputs).toHaveLength(1);
  });

  it('a failed renewal signs out; on the staff host it signs on again', async () => {
    for (const isStaffHost of [false, true]) {
      const { actor, env, clock } = await signedIn(input('', { storedToken, isStaffHost }));
      clock.increment(Date.parse(editor.expiresAt) - NOW);
      env.renewToken.reject(new UnauthorizedError({ status: 401 }));
      await flush();
      expect(env.forgetToken).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().value).toBe(isStaffHost ? 'signingOn' : 'signedOut');
      expect(env.goToSignOn).toHaveBeenCalledTimes(isStaffHost ? 1 : 0);
    }
  });

  it('a stored token the server no longer knows is dropped; then as without one', async () => {
    for (const isStaffHost of [false, true]) {
      const { actor, env } = start(input('', { storedToken, isStaffHost }));
      env.loadUser.reject(new UnauthorizedError({ status: 401 }));
      await flush();
      expect(env.forgetToken).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().value).toBe(isStaffHost ? 'signingOn' : 'signedOut');
      if (isStaffHost) expect(env.goToSignOn).toHaveBeenCalledWith(signOnUrl(HERE_PATH));
    }
  });

  it('the staff host without a token signs on at once, storing the path to come back to', () => {
    const { actor, env } = start(input('', { isStaffHost: true, router: fakeRouterAdapter({ path: '/en/staff', query: { ssn: '191212121212' } }) }));
    expect(env.storeRedirectTarget).toHaveBeenCalledWith('/en/staff?ssn=191212121212');
    expect(env.goToSignOn).toHaveBeenCalledWith('/api/v1/directory/sign-on?redirect=%2Fen%2Fstaff%3Fssn%3D191212121212');
    expect(selectStaffSso(actor.getSnapshot())).toMatchObject({ ready: false, busy: true });
  });

  it('elsewhere nobody is signed on until "log in"', () => {
    const { actor, env } = start(input(''));
    expect(selectStaffSso(actor.getSnapshot())).toMatchObject({ ready: true, user: null, canSignOn: true });
    expect(env.goToSignOn).not.toHaveBeenCalled();
    actor.send({ type: 'signOn.requested' });
    expect(env.goToSignOn).toHaveBeenCalledWith(signOnUrl(HERE_PATH));
  });

  it('log out ends the token on the server; its failure still clears here; the staff host does not sign on again by itself', async () => {
    for (const settle of ['resolve', 'reject'] as const) {
      const { actor, env } = await signedIn(input('', { storedToken, isStaffHost: true }), staff);
      actor.send({ type: 'signOut.requested' });
      expect(env.logout.inputs).toEqual([{ accessToken: storedToken.accessToken }]);
      if (settle === 'resolve') env.logout.resolve({ ok: true });
      else env.logout.reject(new ApiRequestError({ status: 503 }));
      await flush();
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(env.forgetToken).toHaveBeenCalledTimes(1);
      expect(env.goToSignOn).not.toHaveBeenCalled();
      expect(selectApiToken(actor.getSnapshot())).toBeNull();
    }
  });

  it('a 401 of the current token drops it; one of an earlier token is ignored', async () => {
    const { actor, env } = await signedIn();
    actor.send({ type: 'token.rejected', accessToken: 'token-earlier' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    actor.send({ type: 'token.rejected', accessToken: storedToken.accessToken });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(env.forgetToken).toHaveBeenCalledTimes(1);
  });

  it('with the edge\'s calls, checks, renews and ends the token with calls that carry it', async () => {
    const calls = fakeApi();
    const router = fakeRouterAdapter({ ...HERE, hash: accessTokenHash });
    const clock = new SimulatedClock();
    const actor = createActor(
      staffSsoMachine.provide({
        actors: createStaffSsoActors(calls.client),
        actions: { storeToken: () => {}, forgetToken: () => {}, forgetRedirectTarget: () => {} },
      }),
      { input: { router, isStaffHost: false, now }, clock },
    ).start();
    const me = calls.pending(directory.me);
    expect(me.input).toEqual({ directoryToken: 'token-callback' });
    me.resolve(editor);
    await flush();
    clock.increment(Date.parse(editor.expiresAt) - NOW);
    const renewal = calls.pending(directory.renewToken);
    expect(renewal.input).toEqual({ directoryToken: 'token-callback' });
    renewal.resolve(renewed);
    await flush();
    actor.send({ type: 'signOut.requested' });
    expect(calls.pending(directory.logout).input).toEqual({ directoryToken: renewed.accessToken });
    actor.stop();
  });
});
