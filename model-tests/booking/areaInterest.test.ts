import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiRequestError, BadRequestError } from '../../api/errors';
import { SERVICE_IDS } from '../../api/products';
import { areaInterestMachine } from '../../machines/booking/areaInterest/areaInterest.machine';
import { emailErrorOf, interestRequest } from '../../machines/booking/areaInterest/areaInterest.rules';
import { selectAreaInterest, type AreaInterestSnapshot } from '../../machines/booking/areaInterest/areaInterest.selectors';
import type { AreaInterestInput, InterestRequest } from '../../machines/booking/areaInterest/areaInterest.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof areaInterestMachine;

interface Env {
  registerInterest: ControllableActor<void, InterestRequest>;
}

function arrange() {
  const env: Env = { registerInterest: controllableActor<void, InterestRequest>() };
  const machine = areaInterestMachine.provide({ actors: { registerInterest: env.registerInterest.logic } });
  return { machine, env, controls: { registerInterest: env.registerInterest } };
}

// Fixtures -------------------------------------------------------------------

const typed = (value: string) => ({ type: 'email.changed', value });
const refused = (field: string, message: string) => new BadRequestError([{ field, message }], { status: 400 });

/** Every address the visitor may have typed when a request was sent: the validators accepted it. */
function expectSentValid(env: Env): void {
  for (const sent of env.registerInterest.inputs) {
    expect(emailErrorOf(sent.email)).toBeNull();
    expect(sent.email).toBe(sent.email.trim());
  }
}

function expectView(snapshot: AreaInterestSnapshot, expected: Partial<ReturnType<typeof selectAreaInterest>>): void {
  const { postalCode, email } = snapshot.context;
  expect(selectAreaInterest(snapshot)).toEqual({
    postalCode,
    email,
    emailError: null,
    submitError: null,
    busy: false,
    registered: false,
    ...expected,
  });
}

// Assertions -----------------------------------------------------------------

const assertions: StateAssertions<Machine, Env> = {
  'editing.idle': (snapshot, env) => {
    expectSentValid(env);
    expectView(snapshot, {});
  },
  'editing.invalid': (snapshot, env) => {
    expectSentValid(env);
    const { email, emailError } = snapshot.context;
    expect(emailError).toMatch(/^common\.formErrors\./);
    expectView(snapshot, { emailError });
    // Refused here by the validators, or by the server for the address just sent.
    if (emailErrorOf(email) !== null) expect(emailError).toBe(emailErrorOf(email));
    else expect(env.registerInterest.inputs.at(-1)).toEqual(interestRequest(snapshot.context));
  },
  'editing.failed': (snapshot, env) => {
    expectSentValid(env);
    expectView(snapshot, { submitError: 'common.errors.default' });
    expect(env.registerInterest.inputs.at(-1)).toEqual(interestRequest(snapshot.context));
  },
  submitting: (snapshot, env) => {
    expectSentValid(env);
    expectView(snapshot, { busy: true });
    expect(env.registerInterest.inputs.at(-1)).toEqual(interestRequest(snapshot.context));
  },
  registered: (snapshot, env) => {
    expectSentValid(env);
    expectView(snapshot, { registered: true });
    expect(env.registerInterest.inputs.at(-1)).toEqual(interestRequest(snapshot.context));
  },
};

// Scenarios ------------------------------------------------------------------

const events = [
  typed(''),
  typed('   '),
  typed('anna@'),
  typed(' Anna.Svensson@example.se '),
  { type: 'xstate.done.actor.registerInterest', output: undefined },
  { type: 'xstate.error.actor.registerInterest', error: refused('body.email', 'common.formErrors.email') },
  { type: 'xstate.error.actor.registerInterest', error: refused('body.email', 'Invalid input') },
  { type: 'xstate.error.actor.registerInterest', error: refused('body.areaCode', 'common.formErrors.areaCode') },
  { type: 'xstate.error.actor.registerInterest', error: new ApiRequestError({ status: 503 }) },
];

const single: AreaInterestInput = { postalCode: '98132', productId: SERVICE_IDS.windowCleaning };
const several: AreaInterestInput = { postalCode: '98132', productId: null };

describeModel('areaInterest model', {
  machine: areaInterestMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: "a single service's form", input: single, events },
    { name: 'a form of several services', input: several, events },
  ],
});

// Pinned ---------------------------------------------------------------------

describe('areaInterest pinned', () => {
  function start(input: AreaInterestInput) {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    return { actor, env, view: () => selectAreaInterest(actor.getSnapshot()) };
  }

  it('never sends an address the validators refuse, and says why', () => {
    const run = start(single);
    run.actor.send({ type: 'interest.submitted' });
    expect(run.view().emailError).toBe('common.formErrors.required');
    run.actor.send({ type: 'email.changed', value: 'anna@example' });
    expect(run.view().emailError).toBeNull();
    run.actor.send({ type: 'interest.submitted' });
    expect(run.view().emailError).toBe('common.formErrors.email');
    expect(run.env.registerInterest.inputs).toEqual([]);
    run.actor.stop();
  });

  it('sends the trimmed address with the postal code, and the service only when there is one', () => {
    const withService = start(single);
    withService.actor.send({ type: 'email.changed', value: '  anna@example.se ' });
    withService.actor.send({ type: 'interest.submitted' });
    expect(withService.env.registerInterest.inputs).toEqual([{ areaCode: '98132', email: 'anna@example.se', productId: SERVICE_IDS.windowCleaning }]);
    withService.actor.stop();

    const without = start(several);
    without.actor.send({ type: 'email.changed', value: 'erik@example.se' });
    without.actor.send({ type: 'interest.submitted' });
    expect(without.env.registerInterest.inputs).toEqual([{ areaCode: '98132', email: 'erik@example.se' }]);
    without.actor.stop();
  });

  it('ignores typing and submits while sending, then confirms and stays confirmed', async () => {
    const run = start(single);
    run.actor.send({ type: 'email.changed', value: 'anna@example.se' });
    run.actor.send({ type: 'interest.submitted' });
    run.actor.send({ type: 'email.changed', value: 'other@example.se' });
    run.actor.send({ type: 'interest.submitted' });
    expect(run.view()).toMatchObject({ busy: true, email: 'anna@example.se' });
    expect(run.env.registerInterest.inputs).toHaveLength(1);
    run.env.registerInterest.resolve();
    await flush();
    expect(run.view()).toMatchObject({ registered: true, busy: false, emailError: null, submitError: null });
    run.actor.send({ type: 'interest.submitted' });
    run.actor.send({ type: 'email.changed', value: 'x' });
    expect(run.view()).toMatchObject({ registered: true, email: 'anna@example.se' });
    expect(run.env.registerInterest.inputs).toHaveLength(1);
    run.actor.stop();
  });

  it("shows the server's refusal of the address under it; any other failure as the form's error, and a retry sends again", async () => {
    const run = start(single);
    run.actor.send({ type: 'email.changed', value: 'anna@example.se' });
    run.actor.send({ type: 'interest.submitted' });
    run.env.registerInterest.reject(refused('body.email', 'common.formErrors.email'));
    await flush();
    expect(run.view()).toMatchObject({ emailError: 'common.formErrors.email', submitError: null });
    run.actor.send({ type: 'interest.submitted' });
    run.env.registerInterest.reject(refused('body.areaCode', 'common.formErrors.areaCode'));
    await flush();
    expect(run.view()).toMatchObject({ emailError: null, submitError: 'common.errors.default' });
    run.actor.send({ type: 'interest.submitted' });
    run.env.registerInterest.reject(new ApiRequestError({ reason: 'network' }));
    await flush();
    expect(run.view().submitError).toBe('common.errors.default');
    // Typing clears the message; the same address may be sent again.
    run.actor.send({ type: 'email.changed', value: 'anna@example.se' });
    expect(run.view().submitError).toBeNull();
    run.actor.send({ type: 'interest.submitted' });
    run.env.registerInterest.resolve();
    await flush();
    expect(run.view().registered).toBe(true);
    expect(run.env.registerInterest.inputs).toHaveLength(4);
    run.actor.stop();
  });
});
