import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { sessionFollowing } from '../../../api/client/sessionFollowing';
import { customer } from '../../../api/contract/customer';
import { createEditFieldActors } from '../../../machines/myPages/editField/editField.actors';
import { addressInstructionsSaver, emailSaver } from '../../../machines/myPages/myPages.savers';
import { createPhoneVerificationActors } from '../../../machines/myPages/phoneVerification/phoneVerification.actors';
import { NEW_PHONE, VERIFIED } from '../../../model-tests/myPages/account.fixtures';
import { sessionId } from '../../../model-tests/myPages/myPages.support';
import { fakeApi } from '../../../model-tests/support/fakeApi';

/** Runs one actor to its end, answering its one call with `answer`. */
async function run(logic: AnyActorLogic, input: unknown, api: ReturnType<typeof fakeApi>, answer: unknown): Promise<unknown> {
  const done = toPromise(createActor(logic, { input }).start());
  await Promise.resolve();
  api.calls.at(-1)!.resolve(answer);
  return done;
}

describe('the account page’s actors call the server through the client they were built with', () => {
  it('the email: sent as typed, stored trimmed', async () => {
    const api = fakeApi();
    const { save } = createEditFieldActors(api.client, emailSaver);
    expect(await run(save, { targetId: null, value: ' oskar@example.se ' }, api, undefined)).toBe('oskar@example.se');
    expect(api.callsTo(customer.changeEmail)[0]!.input).toEqual({ body: { email: ' oskar@example.se ' } });
  });

  it('an address’s instructions: for that address, answered as the server stored them', async () => {
    const api = fakeApi();
    const { save } = createEditFieldActors(api.client, addressInstructionsSaver);
    const stored = await run(save, { targetId: 'addr-1', value: 'Door code 9876' }, api, { id: 'addr-1', instructions: 'Door code 9876.' });
    expect(stored).toBe('Door code 9876.');
    expect(api.callsTo(customer.setAddressInstructions)[0]!.input).toEqual({ params: { id: 'addr-1' }, body: { text: 'Door code 9876' } });
  });

  it('the phone: the new number, then the code', async () => {
    const api = fakeApi();
    const actors = createPhoneVerificationActors(api.client);
    expect(await run(actors.sendCode, { phone: NEW_PHONE }, api, { verificationRequired: true })).toEqual({ verificationRequired: true });
    expect(api.callsTo(customer.changePhone)[0]!.input).toEqual({ body: { phone: NEW_PHONE } });
    expect(await run(actors.verifyCode, { code: '123456' }, api, VERIFIED)).toEqual(VERIFIED);
    expect(api.callsTo(customer.verifyContact)[0]!.input).toEqual({ body: { code: '123456' } });
  });

  it('through the page’s client, which follows the session, the calls carry the customer’s session', async () => {
    const api = fakeApi();
    const page = sessionFollowing(api.client, () => sessionId);
    await run(createEditFieldActors(page, emailSaver).save, { targetId: null, value: 'oskar@example.se' }, api, undefined);
    await run(createPhoneVerificationActors(page).sendCode, { phone: NEW_PHONE }, api, { verificationRequired: true });
    expect(api.callsTo(customer.changeEmail)[0]!.input).toMatchObject({ sessionId, body: { email: 'oskar@example.se' } });
    expect(api.callsTo(customer.changePhone)[0]!.input).toMatchObject({ sessionId, body: { phone: NEW_PHONE } });
  });
});
