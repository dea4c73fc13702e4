import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { sessionFollowing } from '../../../api/client/sessionFollowing';
import { customer } from '../../../api/contract/customer';
import { createAccountUsersActors } from '../../../machines/myPages/accountUsers/accountUsers.actors';
import { accountUsersMachine } from '../../../machines/myPages/accountUsers/accountUsers.machine';
import { createAnswerInvitationActors } from '../../../machines/myPages/answerInvitation/answerInvitation.actors';
import { createInviteUserActors } from '../../../machines/myPages/inviteUser/inviteUser.actors';
import { sessionId } from '../../../model-tests/myPages/myPages.support';
import { ADMIN, INVITATION, REQUEST, SIGN_ORDER, SSN, USERS } from '../../../model-tests/myPages/users.support';
import { fakeApi } from '../../../model-tests/support/fakeApi';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** Runs one actor to its end, answering each of its calls, in order, with `answers`. */
async function run(logic: AnyActorLogic, input: unknown, api: ReturnType<typeof fakeApi>, ...answers: unknown[]): Promise<unknown> {
  const done = toPromise(createActor(logic, { input }).start());
  await settle();
  api.calls.filter((call) => !call.settled).forEach((call, index) => call.resolve(answers[index]));
  return done;
}

describe('the users page’s and the invitations’ actors call the server through the client they were built with', () => {
  it('reads the users and the contact options fresh, removes a user and changes the contact person', async () => {
    const api = fakeApi();
    const actors = createAccountUsersActors(api.client);
    expect(await run(actors.loadUsers, undefined, api, { items: USERS.users }, { items: USERS.contactOptions })).toEqual(USERS);
    expect(api.callsTo(customer.users).map((call) => call.input)).toEqual([{ fresh: true }]);
    expect(api.callsTo(customer.contactUserOptions).map((call) => call.input)).toEqual([{ fresh: true }]);
    await run(actors.removeUser, { userId: ADMIN.id }, api, undefined);
    expect(api.callsTo(customer.removeUser).map((call) => call.input)).toEqual([{ body: { contactId: ADMIN.id } }]);
    await run(actors.setContactUser, { contactPersonId: ADMIN.id }, api, undefined);
    expect(api.callsTo(customer.setContactUser).map((call) => call.input)).toEqual([{ body: { contactPersonId: ADMIN.id } }]);
  });

  it('starts an invitation with the form as the body', async () => {
    const api = fakeApi();
    expect(await run(createInviteUserActors(api.client).startInvitation, { request: REQUEST }, api, SIGN_ORDER)).toEqual(SIGN_ORDER);
    expect(api.callsTo(customer.invite).map((call) => call.input)).toEqual([{ body: REQUEST }]);
  });

  it('reads, approves and declines the invitation named by the link', async () => {
    const api = fakeApi();
    const actors = createAnswerInvitationActors(api.client);
    expect(await run(actors.loadInvitation, { invitationId: 'inv-1' }, api, INVITATION)).toEqual(INVITATION);
    expect(api.callsTo(customer.invitationInviter).map((call) => call.input)).toEqual([{ params: { id: 'inv-1' } }]);
    expect(await run(actors.startApproval, { invitationId: 'inv-1', ssn: SSN }, api, SIGN_ORDER)).toEqual(SIGN_ORDER);
    expect(api.callsTo(customer.approveInvitation).map((call) => call.input)).toEqual([{ params: { id: 'inv-1' }, body: { ssn: SSN } }]);
    await run(actors.rejectInvitation, { invitationId: 'inv-1' }, api, undefined);
    expect(api.callsTo(customer.rejectInvitation).map((call) => call.input)).toEqual([{ params: { id: 'inv-1' } }]);
  });

  it('given the page’s client, the users page’s reads carry the customer’s session', () => {
    const api = fakeApi();
    const machine = accountUsersMachine.provide({ actors: createAccountUsersActors(sessionFollowing(api.client, () => sessionId)) });
    const actor = createActor(machine, { input: {} }).start();
    expect(api.pending(customer.users).input).toMatchObject({ sessionId, fresh: true });
    expect(api.pending(customer.contactUserOptions).input).toMatchObject({ sessionId, fresh: true });
    actor.stop();
  });
});
