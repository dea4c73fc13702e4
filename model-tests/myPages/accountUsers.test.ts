import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accountUsersMachine } from '../../machines/myPages/accountUsers/accountUsers.machine';
import { selectAccountUsers, type AccountUsersSnapshot } from '../../machines/myPages/accountUsers/accountUsers.selectors';
import type { AccountUsers, AccountUsersInput, RemoveUserInput, SetContactInput } from '../../machines/myPages/accountUsers/accountUsers.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { USERS_EVENTS } from './users.support';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { ADMIN, INVITED, OWNER, USERS, USERS_KARIN_CONTACT } from './users.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof accountUsersMachine;

interface Env {
  loadUsers: ControllableActor<AccountUsers, void>;
  removeUser: ControllableActor<void, RemoveUserInput>;
  setContactUser: ControllableActor<void, SetContactInput>;
}

function arrange() {
  const env: Env = { loadUsers: controllableActor(), removeUser: controllableActor(), setContactUser: controllableActor() };
  const machine = accountUsersMachine.provide({
    actors: { loadUsers: env.loadUsers.logic, removeUser: env.removeUser.logic, setContactUser: env.setContactUser.logic },
  });
  return { machine, env, controls: { ...env } };
}

const input: AccountUsersInput = {};

/** The owner is never removed nor offered for removal; only a listed option becomes the contact person. */
function expectInvariants(snapshot: AccountUsersSnapshot, env: Env): void {
  for (const removal of env.removeUser.inputs) expect(removal.userId).not.toBe(OWNER.id);
  for (const change of env.setContactUser.inputs) expect(USERS.contactOptions.map((option) => option.id)).toContain(change.contactPersonId);
  for (const row of selectAccountUsers(snapshot).rows) expect(row.removable).toBe(row.user.role !== 'owner');
}

const view = (s: AccountUsersSnapshot) => selectAccountUsers(s);

const assertions: StateAssertions<Machine, Env> = {
  loading: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).busy).toBe(true);
    expect(view(s).status).toBe(s.context.users.length > 0 ? 'ready' : 'loading');
    expect(env.loadUsers.pendingCount()).toBe(1);
  },
  loadFailed: (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ status: 'loadFailed', busy: false });
  },
  'listing.idle': (s, env) => {
    expectInvariants(s, env);
    expect(view(s)).toMatchObject({ status: 'ready', confirmingRemoval: null, refusalKey: null, errorKey: null, busy: false });
    expect(view(s).rows.map((row) => row.user.id)).toEqual(s.context.users.map((user) => user.id));
  },
  'listing.confirmingRemoval': (s, env) => {
    expectInvariants(s, env);
    expect(view(s).confirmingRemoval).not.toBeNull();
    expect(view(s).confirmingRemoval?.role).not.toBe('owner');
    expect(s.context.users.map((user) => user.id)).toContain(s.context.removal?.id);
  },
  'listing.removing': (s, env) => {
    expectInvariants(s, env);
    expect(view(s).busy).toBe(true);
    expect(env.removeUser.inputs.at(-1)).toEqual({ userId: s.context.removal?.id });
  },
  'listing.savingContact': (s, env) => {
    expectInvariants(s, env);
    expect(view(s).busy).toBe(true);
    expect(env.setContactUser.inputs.at(-1)).toEqual({ contactPersonId: s.context.contactPersonId });
  },
  'listing.refused': (s, env) => {
    expectInvariants(s, env);
    expect(view(s).refusalKey).toMatch(/^myPages\.refusals\./);
  },
  'listing.failed': (s, env) => {
    expectInvariants(s, env);
    expect(view(s).errorKey).toBe('common.errors.default');
  },
  ended: (s, env) => {
    expectInvariants(s, env);
    expect(view(s).status).toBe('ended');
  },
};


describeModel('accountUsers model', {
  machine: accountUsersMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'an account with an owner, an admin and an open invitation', input, events: USERS_EVENTS }],
});

describe('accountUsers pinned', () => {
  async function start() {
    const run = arrange();
    const actor = createActor(run.machine, { input, inspect: recorder.inspect }).start();
    run.env.loadUsers.resolve(USERS);
    await flush();
    return { ...run, actor, view: () => selectAccountUsers(actor.getSnapshot()) };
  }

  it('the owner cannot be removed: no button, and asking anyway does nothing', async () => {
    const run = await start();
    expect(run.view().rows.find((row) => row.user.id === OWNER.id)?.removable).toBe(false);
    run.actor.send({ type: 'removal.requested', userId: OWNER.id });
    run.actor.send({ type: 'removal.confirmed' });
    expect(run.env.removeUser.inputs).toEqual([]);
    run.actor.stop();
  });

  it('an open invitation is withdrawn with the same call, and the list is read again', async () => {
    const run = await start();
    run.actor.send({ type: 'removal.requested', userId: INVITED.id });
    expect(run.view().confirmingRemoval).toEqual(INVITED);
    // Nothing is removed before the confirmation.
    expect(run.env.removeUser.inputs).toEqual([]);
    run.actor.send({ type: 'removal.confirmed' });
    expect(run.env.removeUser.inputs).toEqual([{ userId: INVITED.id }]);
    run.env.removeUser.resolve();
    await flush();
    expect(run.view()).toMatchObject({ status: 'ready', busy: true, lastChange: 'invitationWithdrawn' });
    expect(run.env.loadUsers.inputs).toHaveLength(2);
    run.actor.stop();
  });

  it('changing the contact person reads the list again, marked anew; the contact person already is not asked', async () => {
    const run = await start();
    run.actor.send({ type: 'contact.chosen', contactPersonId: OWNER.id });
    expect(run.env.setContactUser.inputs).toEqual([]);
    run.actor.send({ type: 'contact.chosen', contactPersonId: ADMIN.id });
    run.env.setContactUser.resolve();
    await flush();
    run.env.loadUsers.resolve(USERS_KARIN_CONTACT);
    await flush();
    expect(run.view().rows.find((row) => row.user.isContactPerson)?.user.id).toBe(ADMIN.id);
    expect(run.view().lastChange).toBe('contactChanged');
    run.actor.stop();
  });

  it('an invitation sent reads the list again', async () => {
    const run = await start();
    run.actor.send({ type: 'users.changed' });
    expect(run.env.loadUsers.inputs).toHaveLength(2);
    run.actor.stop();
  });
});
