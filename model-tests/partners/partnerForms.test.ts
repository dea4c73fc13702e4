import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { CONTACT_TOO_MANY_MESSAGES } from '../../api/contract/site';
import { partner } from '../../api/contract/partner';
import { ApiRequestError, BadRequestError } from '../../api/errors';
import { employeeBenefitsMachine, partnerApplicationMachine } from '../../machines/partners/partnerForms.machine';
import {
  EMPLOYEE_BENEFITS_FIELDS,
  EMPLOYEE_BENEFITS_RULES,
  employeeBenefitsRequest,
  PARTNER_APPLICATION_FIELDS,
  PARTNER_APPLICATION_RULES,
  partnerApplicationRequest,
} from '../../machines/partners/partnerForms.rules';
import type { MessageFormMachine } from '../../machines/shell/messageForm/messageForm.machine';
import { fieldErrorsOf } from '../../machines/shell/messageForm/messageForm.rules';
import { selectMessageForm, type MessageFormSnapshot } from '../../machines/shell/messageForm/messageForm.selectors';
import type { MessageFormSpec } from '../../machines/shell/messageForm/messageForm.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);

interface Env {
  sendMessage: ControllableActor<void, object>;
}

type Spec = MessageFormSpec<string, object>;

/** Each form's chart, its spec, and the contract the body it sends must meet. */
const FORMS = [
  {
    machine: partnerApplicationMachine,
    spec: { id: 'partnerApplication', fields: PARTNER_APPLICATION_FIELDS, rules: PARTNER_APPLICATION_RULES, request: partnerApplicationRequest } as unknown as Spec,
    body: partner.apply.body,
    // The form's own field, first wrong, then right.
    own: [
      ['website', 'not a site'],
      ['website', 'www.nordlundbygg.example'],
    ],
  },
  {
    machine: employeeBenefitsMachine,
    spec: { id: 'employeeBenefits', fields: EMPLOYEE_BENEFITS_FIELDS, rules: EMPLOYEE_BENEFITS_RULES, request: employeeBenefitsRequest } as unknown as Spec,
    body: partner.employeeBenefits.body,
    own: [
      ['employees', '0'],
      ['employees', '120'],
    ],
  },
] as const;

const typed = (field: string, value: string) => ({ type: 'field.changed', field, value });
const refused = (field: string, message: string) => new BadRequestError([{ field, message }], { status: 400 });

function arrange(machine: MessageFormMachine) {
  return () => {
    const env: Env = { sendMessage: controllableActor<void, object>() };
    return { machine: machine.provide({ actors: { sendMessage: env.sendMessage.logic } }), env, controls: { sendMessage: env.sendMessage } };
  };
}

function assertionsFor(spec: Spec, body: (typeof FORMS)[number]['body']): StateAssertions<MessageFormMachine, Env> {
  /** Every body sent is one the rules accepted and the contract takes. */
  const expectSentValid = (env: Env) => {
    for (const sent of env.sendMessage.inputs) expect(body.safeParse(sent).success, JSON.stringify(sent)).toBe(true);
  };
  const expectView = (snapshot: MessageFormSnapshot, expected: Partial<ReturnType<typeof selectMessageForm>>) =>
    expect(selectMessageForm(snapshot)).toEqual({ values: snapshot.context.values, errors: {}, submitError: null, busy: false, sent: false, ...expected });
  const expectLastSent = (snapshot: MessageFormSnapshot, env: Env) => expect(env.sendMessage.inputs.at(-1)).toEqual(spec.request(snapshot.context.values));
  return {
    'editing.idle': (snapshot, env) => {
      expectSentValid(env);
      expectView(snapshot, {});
    },
    'editing.invalid': (snapshot, env) => {
      expectSentValid(env);
      const { values, errors } = snapshot.context;
      expect(Object.keys(errors).length).toBeGreaterThan(0);
      expectView(snapshot, { errors });
      // Refused here by the rules, or by the server for the body just sent.
      if (Object.keys(fieldErrorsOf(spec, values)).length > 0) expect(errors).toEqual(fieldErrorsOf(spec, values));
      else expectLastSent(snapshot, env);
    },
    'editing.failed': (snapshot, env) => {
      expectView(snapshot, { submitError: 'common.errors.default' });
      expectLastSent(snapshot, env);
    },
    'editing.tooMany': (snapshot, env) => {
      expectView(snapshot, { submitError: CONTACT_TOO_MANY_MESSAGES });
      expectLastSent(snapshot, env);
    },
    sending: (snapshot, env) => {
      expectSentValid(env);
      expectView(snapshot, { busy: true });
      expectLastSent(snapshot, env);
    },
    sent: (snapshot, env) => {
      expectSentValid(env);
      expectView(snapshot, { sent: true });
      expectLastSent(snapshot, env);
    },
  };
}

// What a company types: the shared fields right at once, but for one wrong organisation number first.
const companyEvents = [
  typed('companyName', ' Nordlund Bygg AB '),
  typed('orgNumber', '556677-8890'),
  typed('orgNumber', '556677-8899'),
  typed('contactName', 'Karin Nordlund'),
  typed('email', 'karin@nordlundbygg.example'),
  typed('phone', '070-174 06 10'),
];
const outcomes = [
  { type: 'xstate.done.actor.sendMessage', output: undefined },
  { type: 'xstate.error.actor.sendMessage', error: refused('body.orgNumber', 'common.formErrors.invalidOrgNr') },
  { type: 'xstate.error.actor.sendMessage', error: new ApiRequestError({ status: 429 }) },
  { type: 'xstate.error.actor.sendMessage', error: new ApiRequestError({ status: 503 }) },
];

for (const form of FORMS) {
  describeModel(`${form.spec.id} model`, {
    machine: form.machine as AnyStateMachine as MessageFormMachine,
    recorder,
    arrange: arrange(form.machine),
    assertions: assertionsFor(form.spec, form.body),
    scenarios: [{ name: 'the business page', input: undefined, events: [...companyEvents, ...form.own.map(([field, value]) => typed(field, value)), ...outcomes] }],
  });
}

// Pinned ---------------------------------------------------------------------

describe('partner forms pinned', () => {
  function start(machine: MessageFormMachine) {
    const env: Env = { sendMessage: controllableActor<void, object>() };
    const actor = createActor(machine.provide({ actors: { sendMessage: env.sendMessage.logic } }), { inspect: recorder.inspect }).start();
    const fill = (values: Record<string, string>) => {
      for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.changed', field, value });
    };
    return { actor, env, fill, view: () => selectMessageForm(actor.getSnapshot()) };
  }
  const company = { companyName: ' Nordlund Bygg AB ', orgNumber: '556677-8899', contactName: 'Karin Nordlund', email: 'karin@nordlundbygg.example', phone: '070-174 06 10' };

  it('says what is missing or wrong under each field, and sends nothing', () => {
    const run = start(employeeBenefitsMachine);
    run.actor.send({ type: 'message.submitted' });
    expect(Object.keys(run.view().errors).sort()).toEqual(['companyName', 'contactName', 'email', 'employees', 'orgNumber', 'phone']);
    run.fill({ ...company, orgNumber: '5566778899', employees: '0' });
    run.actor.send({ type: 'message.submitted' });
    expect(run.view().errors).toEqual({ orgNumber: { message: 'common.formErrors.invalidOrgNr' }, employees: { message: 'common.formErrors.minMax', values: { min: 1, max: 1_000_000 } } });
    expect(run.env.sendMessage.inputs).toEqual([]);
    run.actor.stop();
  });

  it('sends an application trimmed, the website and message only when given, once', async () => {
    const run = start(partnerApplicationMachine);
    run.fill({ ...company, website: '  ', message: ' ' });
    run.actor.send({ type: 'message.submitted' });
    run.actor.send({ type: 'message.submitted' });
    expect(run.env.sendMessage.inputs).toEqual([{ companyName: 'Nordlund Bygg AB', orgNumber: '556677-8899', contactName: 'Karin Nordlund', email: 'karin@nordlundbygg.example', phone: '070-174 06 10' }]);
    run.env.sendMessage.resolve();
    await flush();
    expect(run.view().sent).toBe(true);
    run.actor.stop();
  });

  it('sends the number of employees as a number', () => {
    const run = start(employeeBenefitsMachine);
    run.fill({ ...company, employees: '120', message: 'Vi vill erbjuda städning.' });
    run.actor.send({ type: 'message.submitted' });
    expect(run.env.sendMessage.inputs.at(-1)).toMatchObject({ employees: 120, message: 'Vi vill erbjuda städning.' });
    expect(partner.employeeBenefits.body.safeParse(run.env.sendMessage.inputs.at(-1)).success).toBe(true);
    run.actor.stop();
  });
});
