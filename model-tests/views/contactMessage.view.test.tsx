import { fireEvent, screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { expect, vi } from 'vitest';
import { site } from '../../api/contract/site';
import { ApiRequestError, BadRequestError } from '../../api/errors';
import { createContactMessageActors } from '../../machines/shell/contactMessage/contactMessage.actors';
import { contactMessageMachine } from '../../machines/shell/contactMessage/contactMessage.machine';
import { messageRequest } from '../../machines/shell/contactMessage/contactMessage.rules';
import type { ContactField, ContactValues } from '../../machines/shell/contactMessage/contactMessage.types';
import { ContactMessageForm } from '../../ui/shell/ContactModal/ContactMessageForm';
import { useApi } from '../../ui/shell/ApiContext';
import { fakeApi, type FakeApi } from '../support/fakeApi';
import { useModelCoverage } from '../support/modelTest';
import { renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle, type EventExecutors, type ViewAssertions } from '../support/viewModel';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof contactMessageMachine;

interface Env {
  api: FakeApi;
}

/** What the contact dialog does: the chart with its call, and its form. */
function Harness() {
  const api = useApi();
  const actor = useActorRef(contactMessageMachine.provide({ actors: createContactMessageActors(api) }));
  return <ContactMessageForm actor={actor} />;
}

function renderForm(): Env {
  const env: Env = { api: fakeApi() };
  renderView(<Harness />, { client: env.api.client });
  return env;
}

// The English texts of the form and of the errors it shows.
const MESSAGES: Record<string, string> = {
  'common.formErrors.required': 'This field is required.',
  'common.formErrors.email': 'Enter a valid email address.',
  'common.errors.default': 'Something went wrong. Please try again.',
  'shell.contact.message.tooMany': 'Too many messages have been sent from here. Please try again in an hour, or call us.',
};
const LABELS: Record<ContactField, string> = { name: 'Your name', email: 'Your email address', phone: 'Phone number (optional)', message: 'Your message' };

const form = () => screen.queryByTestId('contact-message-form');
const control = (field: ContactField) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(LABELS[field]);
const alerts = () => [...(form()?.querySelectorAll('[role="alert"]') ?? [])].map((alert) => alert.textContent);

const executors = {
  'field.changed': ({ field, value }) => fireEvent.change(control(field as ContactField), { target: { value } }),
  'message.submitted': () => fireEvent.submit(form()!),
} satisfies EventExecutors<Machine, Env>;

const invokes = {
  sendMessage: {
    done: async (_event: unknown, env: Env) => {
      env.api.pending(site.contactMessage).resolve({ sent: true });
      await settle();
    },
    error: async (event: { error?: unknown }, env: Env) => {
      env.api.pending(site.contactMessage).reject(event.error);
      await settle();
    },
  },
};

/** The form is shown with what the chart holds in each field. */
function expectForm(values: ContactValues): HTMLElement {
  const shown = form();
  expect(shown).not.toBeNull();
  expect(shown).toHaveAccessibleName('Send us a message');
  for (const field of Object.keys(LABELS) as ContactField[]) expect(control(field).value).toBe(values[field]);
  expect(screen.queryByTestId('contact-message-sent')).toBeNull();
  return shown!;
}

/** The last call (the one this state answers) sent what the chart holds, trimmed. */
function expectLastCall(env: Env, values: ContactValues): void {
  expect(env.api.callsTo(site.contactMessage).at(-1)?.input?.body).toEqual(messageRequest(values));
}

/** Calls are made only with a name, an address the validators accept and a message. */
function expectValidCalls(env: Env): void {
  for (const call of env.api.callsTo(site.contactMessage)) {
    const body = call.input?.body as { name: string; email: string; message: string };
    expect(body.name).not.toBe('');
    expect(body.message).not.toBe('');
    expect(body.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
  }
}

const assertions: ViewAssertions<Machine, Env> = {
  'editing.idle': ({ context }, env) => {
    const shown = expectForm(context.values as ContactValues);
    expect(alerts()).toEqual([]);
    expect(shown).toHaveAttribute('aria-busy', 'false');
    expectValidCalls(env);
  },
  'editing.invalid': ({ context }, env) => {
    expectForm(context.values as ContactValues);
    const expected = (Object.keys(LABELS) as ContactField[]).filter((field) => context.errors[field]);
    expect(alerts()).toEqual(expected.map((field) => MESSAGES[context.errors[field]!.message]));
    for (const field of Object.keys(LABELS) as ContactField[]) {
      if (context.errors[field]) expect(control(field)).toHaveAttribute('aria-invalid', 'true');
      else expect(control(field)).not.toHaveAttribute('aria-invalid');
    }
    // The first field at fault has the focus.
    expect(control(expected[0]!)).toHaveFocus();
    expectValidCalls(env);
  },
  'editing.failed': ({ context }, env) => {
    expectForm(context.values as ContactValues);
    expect(alerts()).toEqual([MESSAGES['common.errors.default']]);
    expectLastCall(env, context.values as ContactValues);
  },
  'editing.tooMany': ({ context }, env) => {
    expectForm(context.values as ContactValues);
    expect(alerts()).toEqual([MESSAGES['shell.contact.message.tooMany']]);
    expectLastCall(env, context.values as ContactValues);
  },
  sending: ({ context }, env) => {
    const shown = expectForm(context.values as ContactValues);
    expect(shown).toHaveAttribute('aria-busy', 'true');
    expect(control('message')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    expect(env.api.pending(site.contactMessage).input?.body).toEqual(messageRequest(context.values as ContactValues));
  },
  sent: ({ context }, env) => {
    expect(form()).toBeNull();
    const thanks = screen.getByTestId('contact-message-sent');
    expect(thanks).toHaveAttribute('role', 'status');
    expect(thanks).toHaveTextContent('Thank you! Customer service has your message');
    expect(thanks).toHaveFocus();
    expectLastCall(env, context.values as ContactValues);
  },
};

const refused = (field: string, message: string) => new BadRequestError([{ field, message }], { status: 400 });
const events = [
  { type: 'field.changed', field: 'name', value: 'Anna Svensson' },
  { type: 'field.changed', field: 'email', value: 'anna@' },
  { type: 'field.changed', field: 'email', value: 'anna@example.se' },
  { type: 'field.changed', field: 'message', value: 'Hej!' },
  { type: 'xstate.error.actor.sendMessage', error: refused('body.email', 'common.formErrors.email') },
  { type: 'xstate.error.actor.sendMessage', error: new ApiRequestError({ status: 429 }) },
  { type: 'xstate.error.actor.sendMessage', error: new ApiRequestError({ status: 503 }) },
];
const SAME_VALUE = 'the field already holds that value (no change event)';

describeViewModel('contact message view', {
  machine: contactMessageMachine,
  executors,
  invokes,
  assertions,
  // A screen is the state and what the fields hold.
  serialize: (state) => ({ value: state.value, values: state.context.values }),
  unproducible: (state, event) => {
    const change = event as unknown as { type: string; field?: ContactField; value?: string };
    return change.type === 'field.changed' && state.context.values[change.field!] === change.value ? SAME_VALUE : null;
  },
  scenarios: [
    {
      name: 'the contact dialog',
      input: undefined,
      events,
      render: () => renderForm(),
      unproducibleEdges: [`{"editing":"idle"} ─ field.changed: ${SAME_VALUE}`, `{"editing":"invalid"} ─ field.changed: ${SAME_VALUE}`],
    },
  ],
});
