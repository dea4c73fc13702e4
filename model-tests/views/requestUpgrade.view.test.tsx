import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { customer } from '../../api/contract/customer';
import { ApiRequestError } from '../../api/errors';
import { requestUpgradeMachine } from '../../machines/myPages/requestUpgrade/requestUpgrade.machine';
import { upgradeRequestOf } from '../../machines/myPages/requestUpgrade/requestUpgrade.rules';
import type { RequestUpgradeSnapshot } from '../../machines/myPages/requestUpgrade/requestUpgrade.selectors';
import { Upgrades } from '../../ui/myPages/subscriptions/SubscriptionsPage';
import { fakeApi, type FakeApi } from '../support/fakeApi';
import { useModelCoverage } from '../support/modelTest';
import type { TraversalEvent } from '../support/paths';
import { renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle, type EventExecutors, type ViewAssertions } from '../support/viewModel';
import { UPGRADES } from '../myPages/fixtures';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof requestUpgradeMachine;

interface Env {
  api: FakeApi;
}

function renderUpgrades(): Env {
  const env: Env = { api: fakeApi() };
  renderView(<Upgrades subscriptionId="sub-1" upgrades={UPGRADES} />, { client: env.api.client });
  return env;
}

const form = () => screen.getByTestId('upgrade-form');
const radio = (title: string) => within(form()).getByRole<HTMLInputElement>('radio', { name: new RegExp(title) });
const comment = () => screen.queryByLabelText<HTMLTextAreaElement>('Anything we should know? (optional)');

const executors = {
  'upgrade.chosen': ({ upgradeId }) => fireEvent.click(radio(UPGRADES.find((upgrade) => upgrade.id === upgradeId)!.title)),
  'comment.changed': ({ value }) => fireEvent.change(comment()!, { target: { value } }),
  'request.submitted': () => fireEvent.submit(form()),
  // Cancel goes away with the comment: the focus goes back to the choices.
  'request.cancelled': () => {
    const cancel = screen.getByTestId('upgrade-cancel');
    cancel.focus();
    fireEvent.click(cancel);
    expect(document.activeElement).toBe(radio(UPGRADES[0]!.title));
  },
  'request.retried': () => fireEvent.submit(form()),
} satisfies EventExecutors<Machine, Env>;

const invokes = {
  sendUpgradeRequest: {
    done: async (_event: unknown, env: Env) => {
      env.api.pending(customer.requestUpgrade).resolve({ ok: true });
      await settle();
    },
    error: async (event: { error?: unknown }, env: Env) => {
      env.api.pending(customer.requestUpgrade).reject(event.error);
      await settle();
    },
  },
};

/** The last call, made through the page's client, is the request the chart holds: subscription, upgrade, trimmed comment. */
function expectLastCall(env: Env, snapshot: RequestUpgradeSnapshot): void {
  const { upgradeId, comment: text } = upgradeRequestOf(snapshot.context);
  expect(env.api.callsTo(customer.requestUpgrade).at(-1)?.input).toEqual({
    params: { id: 'sub-1' },
    body: text ? { upgradeId, comment: text } : { upgradeId },
  });
}

/** Each upgrade is offered with its price per visit; the chosen one is checked. */
function expectChoices(snapshot: RequestUpgradeSnapshot, enabled: boolean): void {
  expect(within(form()).getAllByTestId('upgrade-price').map((price) => price.textContent)).toEqual(['+150\u00a0kr per visit', '+324,50\u00a0kr per visit']);
  for (const upgrade of UPGRADES) {
    const input = radio(upgrade.title);
    expect(input.checked).toBe(snapshot.context.upgradeId === upgrade.id);
    if (enabled) expect(input).toBeEnabled();
    else expect(input).toBeDisabled();
  }
}

const assertions: ViewAssertions<Machine, Env> = {
  choosing: (snapshot, env) => {
    expectChoices(snapshot, true);
    expect(comment()).toBeNull();
    expect(screen.queryByTestId('upgrade-submit')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    for (const call of env.api.callsTo(customer.requestUpgrade)) expect(call.settled).toBe(true);
  },
  commenting: (snapshot) => {
    expectChoices(snapshot, true);
    expect(comment()!.value).toBe(snapshot.context.comment);
    expect(comment()).not.toHaveAttribute('readonly');
    expect(screen.getByTestId('upgrade-submit')).toHaveTextContent('Send the request');
    expect(screen.queryByRole('alert')).toBeNull();
  },
  submitting: (snapshot, env) => {
    expectChoices(snapshot, false);
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('upgrade-submit')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByTestId('upgrade-cancel')).toBeNull();
    expect(env.api.pending(customer.requestUpgrade)).toBeDefined();
    expectLastCall(env, snapshot);
  },
  refused: (snapshot, env) => {
    expectChoices(snapshot, true);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not take this request');
    expect(screen.queryByTestId('upgrade-submit')).toBeNull();
    expectLastCall(env, snapshot);
  },
  failed: (snapshot, env) => {
    expectChoices(snapshot, false);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByTestId('upgrade-submit')).toHaveTextContent('Send again');
    expectLastCall(env, snapshot);
  },
  requested: (snapshot, env) => {
    expect(screen.queryByTestId('upgrade-form')).toBeNull();
    const title = UPGRADES.find((upgrade) => upgrade.id === snapshot.context.upgradeId)!.title;
    const confirmation = screen.getByTestId('upgrade-requested');
    expect(confirmation).toHaveAttribute('role', 'status');
    expect(confirmation).toHaveTextContent(`We have your request for ${title}`);
    // The form and its button are gone: the thanks holds the focus.
    expect(document.activeElement).toBe(confirmation);
    expectLastCall(env, snapshot);
  },
};

const events: TraversalEvent[] = [
  { type: 'upgrade.chosen', upgradeId: 'up-windows' },
  { type: 'upgrade.chosen', upgradeId: 'up-hour' },
  { type: 'comment.changed', value: 'Fridays please' },
  { type: 'xstate.error.actor.sendUpgradeRequest', error: new ApiRequestError({ status: 409 }) },
  { type: 'xstate.error.actor.sendUpgradeRequest', error: new ApiRequestError({ status: 503 }) },
];
const CHECKED = 'the radio is checked already (no change event)';
const TYPED = 'the comment already holds that text (no change event)';

describeViewModel('upgrade request view', {
  machine: requestUpgradeMachine,
  executors,
  invokes,
  assertions,
  serialize: (state) => ({ value: state.value, upgradeId: state.context.upgradeId, comment: state.context.comment }),
  unproducible: (state, event) => {
    const fields = event as unknown as { upgradeId?: string; value?: string };
    if (event.type === 'upgrade.chosen' && fields.upgradeId === state.context.upgradeId) return CHECKED;
    if (event.type === 'comment.changed' && fields.value === state.context.comment) return TYPED;
    return null;
  },
  scenarios: [
    {
      name: 'a subscription with two upgrades',
      input: { subscriptionId: 'sub-1', upgrades: UPGRADES },
      events,
      render: renderUpgrades,
      unproducibleEdges: [
        `"commenting" ─ comment.changed: ${TYPED}`,
        `"commenting" ─ upgrade.chosen: ${CHECKED}`,
        `"refused" ─ upgrade.chosen: ${CHECKED}`,
      ],
    },
  ],
});
