import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { createApiClient } from '../../../api/client';
import type { ApiClient } from '../../../api/client';
import { STAFF_TOKEN_EXPIRE_OFFSET_SECONDS } from '../../../api/contract/directory';
import { staffSsoMachine } from '../../../machines/staffSso/staffSso.machine';
import { createStaffSsoActors } from '../../../machines/staffSso/staffSso.actors';
import { selectApiToken, selectStaffSso } from '../../../machines/staffSso/staffSso.selectors';
import type { StaffSsoInput } from '../../../machines/staffSso/staffSso.types';
import { fakeRouterAdapter } from '../../support/fakeRouterAdapter';
import { startApi } from '../../server/helpers';
import type { TestApi } from '../../server/helpers';

/*
 * The staff sign-on as shipped, against the real `/api`: a token the
 * server issued comes back in the hash, is checked, renewed and ended with
 * calls that carry it. Only the tab's storage is left out (there is none in Node).
 */

let server: TestApi;
let api: ApiClient;

beforeAll(async () => {
  server = await startApi();
  api = createApiClient({ baseURL: `${server.url}/api`, storage: null, logger: { error: () => {}, warn: () => {} } });
  // Starting the server (its database, migrated and seeded) takes longer than the default 10 s on a loaded machine.
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** Resolves once the actor is in `state` (the server answers on its own time). */
function reach(actor: ReturnType<typeof start>['actor'], state: 'signedIn' | 'renewing' | 'signedOut' | 'failed'): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`never reached ${state}: ${JSON.stringify(actor.getSnapshot().value)}`));
    }, 5000);
    const check = () => {
      if (!actor.getSnapshot().matches(state)) return;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve();
    };
    const subscription = actor.subscribe({ next: check, error: reject });
    check();
  });
}

function start(input: StaffSsoInput, clock = new SimulatedClock()) {
  const stored: unknown[] = [];
  const machine = staffSsoMachine.provide({
    actors: createStaffSsoActors(api),
    actions: { storeToken: (_, params) => void stored.push(params.token), forgetToken: () => {}, forgetRedirectTarget: () => {} },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, stored };
}

describe('staff sign-on against the server', () => {
  it('a callback token is checked, renewed before it expires and ended', async () => {
    const issued = await server.directoryToken(['editor'], { name: 'Eva Redaktör', username: 'eva@example.se' });
    const router = fakeRouterAdapter({ path: '/en', hash: `#access_token=${issued}&token_type=Bearer&expires_in=3600` });
    const { actor, clock, stored } = start({ router, isStaffHost: false, redirectTarget: '/en/preview/entry-1' });
    await reach(actor, 'signedIn');
    const view = selectStaffSso(actor.getSnapshot());
    expect(view.user).toMatchObject({ name: 'Eva Redaktör', username: 'eva@example.se', roles: ['editor'] });
    expect(view.isEditor).toBe(true);
    expect(router.navigations).toEqual([{ kind: 'go', path: '/en/preview/entry-1', replace: true }]);
    expect(stored).toEqual([{ accessToken: issued, expiresAt: view.user?.expiresAt }]);

    // The chart's clock is simulated; the server's expiry is real: the renewal is due one offset before it.
    const expiresAt = Date.parse(actor.getSnapshot().context.token?.expiresAt ?? '');
    clock.increment(expiresAt - STAFF_TOKEN_EXPIRE_OFFSET_SECONDS * 1000 - Date.now() + 1000);
    await reach(actor, 'renewing');
    await reach(actor, 'signedIn');
    const renewed = selectApiToken(actor.getSnapshot());
    expect(renewed).not.toBe(issued);
    // The new token works (the old one only for a short grace, for calls already under way).
    expect((await server.json('/v1/directory/me', { headers: { authorization: `Bearer ${renewed}` } })).status).toBe(200);

    actor.send({ type: 'signOut.requested' });
    await reach(actor, 'signedOut');
    expect((await server.json('/v1/directory/me', { headers: { authorization: `Bearer ${renewed}` } })).status).toBe(401);
    actor.stop();
  });

  it('a token the server never issued fails with no user', async () => {
    const router = fakeRouterAdapter({ path: '/en', hash: '#access_token=forged&token_type=Bearer' });
    const { actor, stored } = start({ router, isStaffHost: true });
    await reach(actor, 'failed');
    expect(selectStaffSso(actor.getSnapshot())).toMatchObject({ ready: true, user: null, failed: true });
    expect(stored).toEqual([]);
    actor.stop();
  });
});
