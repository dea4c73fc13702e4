import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { sessionFollowing } from '../../../api/client/sessionFollowing';
import { customer } from '../../../api/contract/customer';
import { createRemoveAddressActors } from '../../../machines/myPages/removeAddress/removeAddress.actors';
import { removeAddressMachine } from '../../../machines/myPages/removeAddress/removeAddress.machine';
import { createSecurityInstructionsActors } from '../../../machines/myPages/securityInstructions/securityInstructions.actors';
import { LEVELS, SAVED, SECURITY_CHANGES, SUMMER_HOUSE, UNCONFIRMED } from '../../../model-tests/myPages/account.fixtures';
import { sessionId } from '../../../model-tests/myPages/myPages.support';
import { fakeApi } from '../../../model-tests/support/fakeApi';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** Runs one actor to its end, answering each of its calls, in order, with `answers`. */
async function run(logic: AnyActorLogic, input: unknown, api: ReturnType<typeof fakeApi>, ...answers: unknown[]): Promise<unknown> {
  const done = toPromise(createActor(logic, { input }).start());
  await settle();
  const waiting = api.calls.filter((call) => !call.settled);
  waiting.forEach((call, index) => call.resolve(answers[index]));
  return done;
}

describe('an address’s actors call the server through the client they were built with', () => {
  it('removes the address by its id', async () => {
    const api = fakeApi();
    await run(createRemoveAddressActors(api.client).removeAddress, { addressId: SUMMER_HOUSE.id }, api, undefined);
    expect(api.callsTo(customer.removeAddress).map((call) => call.input)).toEqual([{ params: { id: SUMMER_HOUSE.id } }]);
  });

  it('reads the key and alarm instructions with the levels, saves them and confirms them, for that address', async () => {
    const api = fakeApi();
    const actors = createSecurityInstructionsActors(api.client);
    expect(await run(actors.loadSecurity, { addressId: SUMMER_HOUSE.id }, api, UNCONFIRMED.instructions, { items: LEVELS })).toEqual(UNCONFIRMED);
    expect(api.callsTo(customer.securityInstructions).map((call) => call.input)).toEqual([{ params: { id: SUMMER_HOUSE.id } }]);
    expect(api.callsTo(customer.protectionLevels)).toHaveLength(1);
    expect(await run(actors.saveSecurity, { addressId: SUMMER_HOUSE.id, changes: SECURITY_CHANGES }, api, SAVED)).toEqual(SAVED);
    expect(api.callsTo(customer.updateSecurityInstructions).map((call) => call.input)).toEqual([{ params: { id: SUMMER_HOUSE.id }, body: SECURITY_CHANGES }]);
    await run(actors.confirmSecurity, { addressId: SUMMER_HOUSE.id }, api, SAVED);
    expect(api.callsTo(customer.confirmSecurityInstructions).map((call) => call.input)).toEqual([{ params: { id: SUMMER_HOUSE.id } }]);
  });

  it('given the page’s client, the removal carries the customer’s session', async () => {
    const api = fakeApi();
    const machine = removeAddressMachine.provide({ actors: createRemoveAddressActors(sessionFollowing(api.client, () => sessionId)) });
    const actor = createActor(machine, { input: { address: SUMMER_HOUSE } }).start();
    actor.send({ type: 'removal.requested' });
    actor.send({ type: 'removal.confirmed' });
    expect(api.pending(customer.removeAddress).input).toMatchObject({ sessionId, params: { id: SUMMER_HOUSE.id } });
    api.pending(customer.removeAddress).resolve(undefined);
    await settle();
    expect(actor.getSnapshot().value).toBe('removed');
    actor.stop();
  });
});
