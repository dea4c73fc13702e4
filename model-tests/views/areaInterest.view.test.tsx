import { fireEvent, screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { expect, vi } from 'vitest';
import { site } from '../../api/contract/site';
import { ApiRequestError, BadRequestError } from '../../api/errors';
import { SERVICE_IDS } from '../../api/products';
import { areaInterestMachine } from '../../machines/booking/areaInterest/areaInterest.machine';
import { createAreaInterestActors } from '../../machines/booking/areaInterest/areaInterest.actors';
import { interestRequest } from '../../machines/booking/areaInterest/areaInterest.rules';
import type { AreaInterestInput } from '../../machines/booking/areaInterest/areaInterest.types';
import { PostalCodeInterest } from '../../ui/components/PostalCodeInterest';
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

type Machine = typeof areaInterestMachine;

interface Env {
  api: FakeApi;
}

/** What the postal-code form does: the chart with its call, started for the code, and its view. */
function Harness({ input }: { input: AreaInterestInput }) {
  const api = useApi();
  const actor = useActorRef(areaInterestMachine.provide({ actors: createAreaInterestActors(api) }), { input });
  return <PostalCodeInterest actor={actor} />;
}

function renderInterest(input: AreaInterestInput): Env {
  const env: Env = { api: fakeApi() };
  renderView(<Harness input={input} />, { client: env.api.client });
  return env;
}

// The English texts of the view and of the form errors it shows.
const MESSAGES: Record<string, string> = {
  'common.formErrors.required': 'This field is required.',
  'common.formErrors.email': 'Enter a valid email address.',
  'common.errors.default': 'Something went wrong. Please try again.',
};

const form = () => screen.queryByTestId('area-interest-form');
const input = () => screen.getByLabelText<HTMLInputElement>('Your email address');
const alerts = () => form()?.querySelectorAll('[role="alert"]') ?? [];

const executors = {
  'email.changed': ({ value }) => fireEvent.change(input(), { target: { value } }),
  'interest.submitted': () => fireEvent.submit(form()!),
} satisfies EventExecutors<Machine, Env>;

const invokes = {
  registerInterest: {
    done: async (_event: unknown, env: Env) => {
      env.api.pending(site.areaInterest).resolve({ areaCode: '98132' });
      await settle();
    },
    error: async (event: { error?: unknown }, env: Env) => {
      env.api.pending(site.areaInterest).reject(event.error);
      await settle();
    },
  },
};

/** The form is shown, with the typed address and the privacy notice the address field points to. */
function expectForm(email: string, code: string): HTMLElement {
  const shown = form();
  expect(shown).not.toBeNull();
  expect(shown).toHaveAccessibleName(`Want to know when we come to ${code}?`);
  expect(input().value).toBe(email);
  expect(input()).toHaveAccessibleDescription(expect.stringContaining(`tell you when we offer our services at ${code}`));
  expect(screen.queryByTestId('area-interest-confirmation')).toBeNull();
  return shown!;
}

/** The last call (the one this state answers) sent the trimmed address the chart holds, the code, and the service when there is one. */
function expectLastCall(env: Env, context: Parameters<typeof interestRequest>[0]): void {
  expect(env.api.callsTo(site.areaInterest).at(-1)?.input?.body).toEqual(interestRequest(context));
}

/** Calls are made only with an address the validators accept. */
function expectValidCalls(env: Env): void {
  for (const call of env.api.callsTo(site.areaInterest)) expect((call.input?.body as { email: string }).email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
}

const code = (postalCode: string) => `${postalCode.slice(0, 3)}\u00a0${postalCode.slice(3)}`;

const assertions: ViewAssertions<Machine, Env> = {
  'editing.idle': ({ context }, env) => {
    const shown = expectForm(context.email, code(context.postalCode));
    expect(alerts()).toHaveLength(0);
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(shown).toHaveAttribute('aria-busy', 'false');
    expectValidCalls(env);
  },
  'editing.invalid': ({ context }, env) => {
    expectForm(context.email, code(context.postalCode));
    expect([...alerts()].map((alert) => alert.textContent)).toEqual([MESSAGES[context.emailError ?? '']]);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES[context.emailError ?? ''] ?? '?'));
    expectValidCalls(env);
  },
  'editing.failed': ({ context }, env) => {
    expectForm(context.email, code(context.postalCode));
    expect([...alerts()].map((alert) => alert.textContent)).toEqual([MESSAGES['common.errors.default']]);
    expect(input()).not.toHaveAttribute('aria-invalid');
    expectLastCall(env, context);
  },
  submitting: ({ context }, env) => {
    const shown = expectForm(context.email, code(context.postalCode));
    expect(shown).toHaveAttribute('aria-busy', 'true');
    expect(input()).toHaveAttribute('readonly');
    expect(screen.getByText('Notify me').closest('button')).toHaveAttribute('aria-disabled', 'true');
    expect(env.api.pending(site.areaInterest).input?.body).toEqual(interestRequest(context));
  },
  registered: ({ context }, env) => {
    expect(form()).toBeNull();
    const confirmation = screen.getByTestId('area-interest-confirmation');
    expect(confirmation).toHaveAttribute('role', 'status');
    // The code is kept on one line with a no-break space, which text matching reads as a space.
    expect(confirmation).toHaveTextContent(`Thank you! We will email ${context.email.trim()} as soon as we offer our services at ${code(context.postalCode).replace('\u00a0', ' ')}.`);
    expect(confirmation).toHaveFocus();
    expectLastCall(env, context);
  },
};

const refused = (field: string, message: string) => new BadRequestError([{ field, message }], { status: 400 });
const events = [
  { type: 'email.changed', value: '' },
  { type: 'email.changed', value: 'anna@' },
  // An email input drops surrounding spaces itself; the chart trims for the call too (machine tests).
  { type: 'email.changed', value: 'anna@example.se' },
  { type: 'xstate.error.actor.registerInterest', error: refused('body.email', 'common.formErrors.email') },
  { type: 'xstate.error.actor.registerInterest', error: new ApiRequestError({ status: 503 }) },
];
const SAME_VALUE = 'the input already holds that value (no change event)';

describeViewModel('area interest view', {
  machine: areaInterestMachine,
  executors,
  invokes,
  assertions,
  // A screen is the state and what the input holds.
  serialize: (state) => ({ value: state.value, email: state.context.email }),
  unproducible: (state, event) =>
    event.type === 'email.changed' && (event as unknown as { value: string }).value === state.context.email ? SAME_VALUE : null,
  scenarios: [
    {
      name: "a single service's form",
      input: { postalCode: '98132', productId: SERVICE_IDS.windowCleaning },
      events,
      render: () => renderInterest({ postalCode: '98132', productId: SERVICE_IDS.windowCleaning }),
      unproducibleEdges: [
        `{"editing":"failed"} ─ email.changed: ${SAME_VALUE}`,
        `{"editing":"idle"} ─ email.changed: ${SAME_VALUE}`,
        `{"editing":"invalid"} ─ email.changed: ${SAME_VALUE}`,
      ],
    },
    {
      name: 'a form of several services',
      input: { postalCode: '98132', productId: null },
      events,
      render: () => renderInterest({ postalCode: '98132', productId: null }),
      unproducibleEdges: [
        `{"editing":"failed"} ─ email.changed: ${SAME_VALUE}`,
        `{"editing":"idle"} ─ email.changed: ${SAME_VALUE}`,
        `{"editing":"invalid"} ─ email.changed: ${SAME_VALUE}`,
      ],
    },
  ],
});
