import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Customer } from '../../api/contract/customer';
import { staff } from '../../api/contract/staff';
import { staffDeskMachine } from '../../machines/staffDesk/staffDesk.machine';
import { createStaffDeskActors } from '../../machines/staffDesk/staffDesk.actors';
import { STAFF_DESK_DEFAULT_ERROR } from '../../machines/staffDesk/staffDesk.rules';
import { selectStaffDesk, type StaffDeskSnapshot } from '../../machines/staffDesk/staffDesk.selectors';
import type { ActingFor, LookUpInput, RegisterInput, StaffDeskInput } from '../../machines/staffDesk/staffDesk.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import { describeModel, transient, useModelCoverage, type StateAssertions } from '../support/modelTest';
import {
  DESK_EVENTS,
  NEW_SSN,
  OSKAR,
  OSKAR_SSN,
  REGISTRATION,
  TOLVAN,
  alreadyRegistered,
  notFound,
  unauthorized,
  unavailable,
  zipRefused,
} from './staffDesk.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof staffDeskMachine;

const TOKEN = 'staff-token-1';

interface Env {
  lookUpCustomer: ControllableActor<Customer, LookUpInput>;
  registerCustomer: ControllableActor<Customer, RegisterInput>;
  /** The tab's acting-for store as the edge actions leave it. */
  stored: ActingFor | null;
  /** Tokens the sign-on was told were refused. */
  rejected: (string | null)[];
}

function arrange(stored: ActingFor | null = null) {
  const env: Env = { lookUpCustomer: controllableActor(), registerCustomer: controllableActor(), stored, rejected: [] };
  const machine = staffDeskMachine.provide({
    actors: { lookUpCustomer: env.lookUpCustomer.logic, registerCustomer: env.registerCustomer.logic },
    actions: {
      storeActingFor: (_, { customer }) => {
        env.stored = customer;
      },
      forgetActingFor: () => {
        env.stored = null;
      },
      rejectToken: (_, { accessToken }) => {
        env.rejected.push(accessToken);
      },
    },
  });
  return { machine, env, controls: { lookUpCustomer: env.lookUpCustomer, registerCustomer: env.registerCustomer } };
}

const input: StaffDeskInput = { readToken: () => TOKEN, actingFor: null };

/** Only a found or registered customer is acted for; every call carries the token and the number looked up; a 401 is told once. */
function expectInvariants(s: StaffDeskSnapshot, env: Env): void {
  const view = selectStaffDesk(s);
  if (view.step === 'found') expect(env.stored).toEqual({ ssn: s.context.ssn, name: `${view.customer?.firstName} ${view.customer?.lastName}` });
  if (view.step === 'lookup' || view.step === 'notCustomer' || view.step === 'registering') expect(env.stored).toBeNull();
  for (const call of [...env.lookUpCustomer.inputs, ...env.registerCustomer.inputs]) {
    expect(call.accessToken).toBe(TOKEN);
    expect(call.ssn).toBe(OSKAR_SSN);
  }
  for (const call of env.registerCustomer.inputs) expect(call.request).toEqual(REGISTRATION);
  if (s.matches('signOnEnded')) expect(env.rejected).toEqual([TOKEN]);
  else expect(env.rejected.length).toBeLessThanOrEqual(1);
}

const assertions: StateAssertions<Machine, Env> = {
  resolving: transient('resolving'),
  idle: (s, env) => {
    expectInvariants(s, env);
    expect(selectStaffDesk(s)).toMatchObject({ step: 'lookup', ssn: null, customer: null, busy: false, canLookUp: true, canSwitch: false });
    expect(env.stored).toBeNull();
  },
  lookingUp: (s, env) => {
    expectInvariants(s, env);
    expect(selectStaffDesk(s)).toMatchObject({ step: 'lookingUp', busy: true, customer: null, errorKey: null, canLookUp: false });
    expect(env.lookUpCustomer.inputs.at(-1)).toEqual({ ssn: OSKAR_SSN, accessToken: TOKEN });
  },
  found: (s, env) => {
    expectInvariants(s, env);
    const view = selectStaffDesk(s);
    expect(view).toMatchObject({ step: 'found', busy: false, canSwitch: true, canLookUp: false, showRegister: false });
    expect([OSKAR, TOLVAN]).toContainEqual(view.customer);
  },
  'notCustomer.editing': (s, env) => {
    expectInvariants(s, env);
    expect(selectStaffDesk(s)).toMatchObject({ step: 'notCustomer', showRegister: true, fieldErrors: null, customer: null, canSwitch: true });
  },
  'notCustomer.refused': (s, env) => {
    expectInvariants(s, env);
    expect(selectStaffDesk(s)).toMatchObject({
      step: 'notCustomer',
      showRegister: true,
      fieldErrors: [{ field: 'address.zipCode', message: 'common.formErrors.areaCode' }],
    });
  },
  registering: (s, env) => {
    expectInvariants(s, env);
    expect(selectStaffDesk(s)).toMatchObject({ step: 'registering', busy: true, showRegister: true, fieldErrors: null, canSwitch: false });
    expect(env.registerCustomer.inputs.at(-1)).toEqual({ ssn: OSKAR_SSN, accessToken: TOKEN, request: REGISTRATION });
  },
  lookupFailed: (s, env) => {
    expectInvariants(s, env);
    expect(selectStaffDesk(s)).toMatchObject({ step: 'lookupFailed', errorKey: STAFF_DESK_DEFAULT_ERROR, canRetryLookup: true, canSwitch: true });
  },
  registerFailed: (s, env) => {
    expectInvariants(s, env);
    expect(selectStaffDesk(s)).toMatchObject({ step: 'registerFailed', errorKey: STAFF_DESK_DEFAULT_ERROR, showRegister: true, canSwitch: true });
  },
  signOnEnded: (s, env) => {
    expectInvariants(s, env);
    expect(selectStaffDesk(s)).toMatchObject({ step: 'signOnEnded', busy: false, canLookUp: false, canSwitch: false, customer: null });
  },
};

describeModel('staffDesk model', {
  machine: staffDeskMachine,
  recorder,
  arrange: () => arrange(),
  assertions,
  scenarios: [
    { name: 'a staff member with no customer chosen', input, events: DESK_EVENTS },
    // A reload: the tab acts for Oskar already.
    { name: 'the tab acts for a customer already', input: { ...input, actingFor: { ssn: OSKAR_SSN, name: 'Oskar Lindqvist' } }, events: DESK_EVENTS },
  ],
});

describe('staffDesk pinned', () => {
  function start(over: Partial<StaffDeskInput> = {}, stored: ActingFor | null = null) {
    const run = arrange(stored);
    const actor = createActor(run.machine, { input: { ...input, ...over }, inspect: recorder.inspect }).start();
    return { ...run, actor, view: () => selectStaffDesk(actor.getSnapshot()) };
  }

  it('a reload keeps the customer: the stored one is looked up again and shown', async () => {
    const stored = { ssn: OSKAR_SSN, name: 'Oskar Lindqvist' };
    const run = start({ actingFor: stored }, stored);
    expect(run.view().step).toBe('lookingUp');
    expect(run.env.lookUpCustomer.inputs).toEqual([{ ssn: OSKAR_SSN, accessToken: TOKEN }]);
    run.env.lookUpCustomer.resolve(OSKAR);
    await flush();
    expect(run.view()).toMatchObject({ step: 'found', customer: OSKAR });
    run.actor.stop();
  });

  it('a number the form did not normalise is never sent', () => {
    const run = start();
    for (const ssn of ['811218-9876', '198112189876', '19811218-9875', '']) run.actor.send({ type: 'lookup.submitted', ssn });
    expect(run.view().step).toBe('lookup');
    expect(run.env.lookUpCustomer.inputs).toEqual([]);
    run.actor.stop();
  });

  it('registering a new person: the form\'s refusal on its field, then acted for once registered', async () => {
    const run = start();
    run.actor.send({ type: 'lookup.submitted', ssn: NEW_SSN });
    run.env.lookUpCustomer.reject(notFound());
    await flush();
    expect(run.view().step).toBe('notCustomer');
    run.actor.send({ type: 'registration.submitted', request: REGISTRATION });
    run.env.registerCustomer.reject(zipRefused());
    await flush();
    expect(run.view().fieldErrors).toEqual([{ field: 'address.zipCode', message: 'common.formErrors.areaCode' }]);
    run.actor.send({ type: 'registration.submitted', request: REGISTRATION });
    expect(run.view().fieldErrors).toBeNull();
    run.env.registerCustomer.resolve(TOLVAN);
    await flush();
    expect(run.view()).toMatchObject({ step: 'found', customer: TOLVAN });
    expect(run.env.stored).toEqual({ ssn: NEW_SSN, name: 'Tolvan Tolvansson' });
    run.actor.stop();
  });

  it('409 alreadyRegistered looks the number up again', async () => {
    const run = start();
    run.actor.send({ type: 'lookup.submitted', ssn: NEW_SSN });
    run.env.lookUpCustomer.reject(notFound());
    await flush();
    run.actor.send({ type: 'registration.submitted', request: REGISTRATION });
    run.env.registerCustomer.reject(alreadyRegistered());
    await flush();
    expect(run.view().step).toBe('lookingUp');
    expect(run.env.lookUpCustomer.inputs.at(-1)).toEqual({ ssn: NEW_SSN, accessToken: TOKEN });
    run.actor.stop();
  });

  it('a 401 tells the sign-on the token the call carried, once, and ends the desk', async () => {
    let token = 'token-a';
    const run = start({ readToken: () => token });
    run.actor.send({ type: 'lookup.submitted', ssn: OSKAR_SSN });
    token = 'token-b';
    run.env.lookUpCustomer.reject(unauthorized());
    await flush();
    expect(run.env.rejected).toEqual(['token-a']);
    expect(run.view().step).toBe('signOnEnded');
    run.actor.send({ type: 'lookup.submitted', ssn: OSKAR_SSN });
    expect(run.env.lookUpCustomer.inputs).toHaveLength(1);
    run.actor.stop();
  });

  it('switching customer forgets the customer; the tab forgetting them empties the desk', async () => {
    const run = start();
    run.actor.send({ type: 'lookup.submitted', ssn: OSKAR_SSN });
    run.env.lookUpCustomer.resolve(OSKAR);
    await flush();
    expect(run.env.stored).toEqual({ ssn: OSKAR_SSN, name: 'Oskar Lindqvist' });
    run.actor.send({ type: 'customer.switched' });
    expect(run.view()).toMatchObject({ step: 'lookup', ssn: null, customer: null });
    expect(run.env.stored).toBeNull();
    run.actor.send({ type: 'lookup.submitted', ssn: OSKAR_SSN });
    run.env.lookUpCustomer.resolve(OSKAR);
    await flush();
    run.actor.send({ type: 'actingFor.cleared' });
    expect(run.view()).toMatchObject({ step: 'lookup', customer: null });
    run.actor.stop();
  });

  it('the edge\'s actors call staff.customer and staff.registerCustomer as the customer, with the token', async () => {
    const calls = fakeApi();
    const actor = createActor(staffDeskMachine.provide({ actors: createStaffDeskActors(calls.client) }), { input: { readToken: () => TOKEN } }).start();
    actor.send({ type: 'lookup.submitted', ssn: NEW_SSN });
    const lookUp = calls.pending(staff.customer);
    expect(lookUp.input).toEqual({ ssn: NEW_SSN, directoryToken: TOKEN });
    lookUp.reject(notFound());
    await flush();
    actor.send({ type: 'registration.submitted', request: REGISTRATION });
    const register = calls.pending(staff.registerCustomer);
    expect(register.input).toEqual({ ssn: NEW_SSN, directoryToken: TOKEN, body: REGISTRATION });
    register.reject(unavailable());
    await flush();
    expect(selectStaffDesk(actor.getSnapshot()).step).toBe('registerFailed');
    actor.stop();
  });
});
