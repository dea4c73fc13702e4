import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CONTACT_TOO_MANY_MESSAGES } from '../../api/contract/site';
import { ApiRequestError, BadRequestError } from '../../api/errors';
import { formErrorMessage, type FormErrorKey } from '../../api/validators/messages';
import { contactMessageMachine } from '../../machines/shell/contactMessage/contactMessage.machine';
import { fieldErrorsOf, messageRequest } from '../../machines/shell/contactMessage/contactMessage.rules';
import { selectContactMessage, type ContactMessageSnapshot } from '../../machines/shell/contactMessage/contactMessage.selectors';
import type { ContactField, ContactMessageRequest, ContactValues } from '../../machines/shell/contactMessage/contactMessage.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof contactMessageMachine;

interface Env {
  sendMessage: ControllableActor<void, object>;
}

function arrange() {
  const env: Env = { sendMessage: controllableActor<void, object>() };
  const machine = contactMessageMachine.provide({ actors: { sendMessage: env.sendMessage.logic } });
  return { machine, env, controls: { sendMessage: env.sendMessage } };
}

// Fixtures -------------------------------------------------------------------

const typed = (field: ContactField, value: string) => ({ type: 'field.changed', field, value });
const refusal = (key: FormErrorKey) => ({ message: formErrorMessage(key) });
const refused = (field: string, message: string) => new BadRequestError([{ field, message }], { status: 400 });

/** The bodies sent, in order. */
const sentBodies = (env: Env) => env.sendMessage.inputs as ContactMessageRequest[];
/** What the chart holds in the fields. */
const valuesOf = (snapshot: ContactMessageSnapshot) => snapshot.context.values as ContactValues;

/** Every message sent was one the validators accepted, trimmed. */
function expectSentValid(env: Env): void {
  for (const sent of sentBodies(env)) {
    expect(fieldErrorsOf({ phone: '', ...sent })).toEqual({});
    expect(sent.message).toBe(sent.message.trim());
  }
}

function expectView(snapshot: ContactMessageSnapshot, expected: Partial<ReturnType<typeof selectContactMessage>>): void {
  expect(selectContactMessage(snapshot)).toEqual({ values: snapshot.context.values, errors: {}, submitError: null, busy: false, sent: false, ...expected });
}

// Assertions -----------------------------------------------------------------

const assertions: StateAssertions<Machine, Env> = {
  'editing.idle': (snapshot, env) => {
    expectSentValid(env);
    expectView(snapshot, {});
  },
  'editing.invalid': (snapshot, env) => {
    expectSentValid(env);
    const { errors } = snapshot.context;
    const values = valuesOf(snapshot);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expectView(snapshot, { errors });
    // Refused here by the validators, or by the server for the message just sent.
    if (Object.keys(fieldErrorsOf(values)).length > 0) expect(errors).toEqual(fieldErrorsOf(values));
    else expect(env.sendMessage.inputs.at(-1)).toEqual(messageRequest(values));
  },
  'editing.failed': (snapshot, env) => {
    expectSentValid(env);
    expectView(snapshot, { submitError: 'common.errors.default' });
    expect(env.sendMessage.inputs.at(-1)).toEqual(messageRequest(valuesOf(snapshot)));
  },
  'editing.tooMany': (snapshot, env) => {
    expectSentValid(env);
    expectView(snapshot, { submitError: CONTACT_TOO_MANY_MESSAGES });
    expect(env.sendMessage.inputs.at(-1)).toEqual(messageRequest(valuesOf(snapshot)));
  },
  sending: (snapshot, env) => {
    expectSentValid(env);
    expectView(snapshot, { busy: true });
    expect(env.sendMessage.inputs.at(-1)).toEqual(messageRequest(valuesOf(snapshot)));
  },
  sent: (snapshot, env) => {
    expectSentValid(env);
    expectView(snapshot, { sent: true });
    expect(env.sendMessage.inputs.at(-1)).toEqual(messageRequest(valuesOf(snapshot)));
  },
};

// Scenarios ------------------------------------------------------------------

const events = [
  typed('name', ' Anna Svensson '),
  typed('email', 'anna@'),
  typed('email', 'anna.svensson@example.se'),
  typed('phone', '12'),
  typed('phone', ''),
  typed('message', 'Kan ni putsa fönster på en båt?'),
  { type: 'xstate.done.actor.sendMessage', output: undefined },
  { type: 'xstate.error.actor.sendMessage', error: refused('body.email', 'common.formErrors.email') },
  { type: 'xstate.error.actor.sendMessage', error: new ApiRequestError({ status: 429 }) },
  { type: 'xstate.error.actor.sendMessage', error: new ApiRequestError({ status: 503 }) },
];

describeModel('contactMessage model', {
  machine: contactMessageMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'the contact dialog', input: undefined, events }],
});

// Pinned ---------------------------------------------------------------------

describe('contactMessage pinned', () => {
  function start() {
    const { machine, env } = arrange();
    const actor = createActor(machine, { inspect: recorder.inspect }).start();
    const fill = (values: Partial<Record<ContactField, string>>) => {
      for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.changed', field: field as ContactField, value });
    };
    return { actor, env, fill, view: () => selectContactMessage(actor.getSnapshot()) };
  }

  it('never sends what the validators refuse, and says why under each field', () => {
    const run = start();
    run.actor.send({ type: 'message.submitted' });
    expect(run.view().errors).toEqual({ name: refusal('required'), email: refusal('required'), message: refusal('required') });
    run.fill({ name: 'Anna', email: 'anna@example', phone: '12', message: 'x'.repeat(2001) });
    run.actor.send({ type: 'message.submitted' });
    expect(run.view().errors).toEqual({ email: refusal('email'), phone: refusal('tel'), message: refusal('maxLength') });
    expect(run.env.sendMessage.inputs).toEqual([]);
    run.actor.stop();
  });

  it('sends the trimmed message, the phone only when given, once, and thanks', async () => {
    const run = start();
    run.fill({ name: ' Anna ', email: ' anna@example.se ', message: ' Hej! ' });
    run.actor.send({ type: 'message.submitted' });
    run.actor.send({ type: 'message.submitted' });
    run.fill({ name: 'Other' });
    expect(run.view()).toMatchObject({ busy: true });
    expect(sentBodies(run.env)).toEqual([{ name: 'Anna', email: 'anna@example.se', message: 'Hej!' }]);
    run.env.sendMessage.resolve();
    await flush();
    expect(run.view()).toMatchObject({ sent: true, busy: false, submitError: null });
    run.actor.send({ type: 'message.submitted' });
    expect(run.env.sendMessage.inputs).toHaveLength(1);
    run.actor.stop();
  });

  it("shows the server's refusals under their fields, too many as its own message, any other failure as the default, and typing clears them", async () => {
    const run = start();
    run.fill({ name: 'Anna', email: 'anna@example.se', phone: '070-174 06 10', message: 'Hej' });
    run.actor.send({ type: 'message.submitted' });
    run.env.sendMessage.reject(refused('body.phone', 'common.formErrors.tel'));
    await flush();
    expect(run.view()).toMatchObject({ errors: { phone: refusal('tel') }, submitError: null });
    run.actor.send({ type: 'message.submitted' });
    run.env.sendMessage.reject(new ApiRequestError({ status: 429 }));
    await flush();
    expect(run.view()).toMatchObject({ errors: {}, submitError: CONTACT_TOO_MANY_MESSAGES });
    run.fill({ message: 'Hej igen' });
    expect(run.view().submitError).toBeNull();
    run.actor.send({ type: 'message.submitted' });
    run.env.sendMessage.reject(new ApiRequestError({ reason: 'network' }));
    await flush();
    expect(run.view().submitError).toBe('common.errors.default');
    expect(run.env.sendMessage.inputs).toHaveLength(3);
    expect(sentBodies(run.env).at(-1)).toEqual({ name: 'Anna', email: 'anna@example.se', phone: '070-174 06 10', message: 'Hej igen' });
    run.actor.stop();
  });
});
