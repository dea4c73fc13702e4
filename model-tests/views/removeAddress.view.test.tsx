import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { removeAddressMachine } from '../../machines/myPages/removeAddress/removeAddress.machine';
import { selectRemoveAddress, type RemoveAddressSnapshot } from '../../machines/myPages/removeAddress/removeAddress.selectors';
import type { RemoveInput } from '../../machines/myPages/removeAddress/removeAddress.types';
import { AddressCard } from '../../ui/myPages/account/AddressCard';
import { REMOVE_EVENTS, SUMMER_HOUSE } from '../myPages/account.fixtures';
import { actorProbe } from '../support/actorProbe';
import { controllableActor, type ControllableActor } from '../support/fakeActors';
import { useModelCoverage } from '../support/modelTest';
import { renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import type { EventExecutors, StepInfo, ViewAssertions } from '../support/viewModel';
import { ACCOUNT_COMMON, expectFocusMoved } from './account.support';
import { buttonIn, buttonNames, describePanelModel, press, settlesEach } from './panels.support';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof removeAddressMachine;

interface Env {
  locale: Locale;
  removeAddress: ControllableActor<void, RemoveInput>;
}

const input = { address: SUMMER_HOUSE };

/** The address card as the list shows it (its instructions and key and alarm load meanwhile, never answered here). */
function render(locale: Locale): Env {
  const removeAddress = controllableActor<void, RemoveInput>();
  actorProbe.provide(removeAddressMachine.id, { actors: { removeAddress: removeAddress.logic } });
  renderView(
    <ul>
      <AddressCard address={SUMMER_HOUSE} />
    </ul>,
    { site: { locale } },
  );
  return { locale, removeAddress };
}

/** What the customer reads, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: {
    ...ACCOUNT_COMMON.en,
    line: 'Sjövägen 4, 761 90 Norrtälje',
    remove: 'Remove address',
    question: 'Remove Sjövägen 4, 761 90 Norrtälje? This cannot be undone.',
    yes: 'Yes, remove',
    keep: 'Keep the address',
    removing: 'Removing…',
    removed: 'Sjövägen 4, 761 90 Norrtälje was removed.',
    ok: 'OK',
    'myPages.addresses.inUse': 'This address cannot be removed while a coming visit or a subscription uses it.',
    'myPages.addresses.primary': 'Your primary address cannot be removed. Your bookings and invoices use it.',
  },
  sv: {
    ...ACCOUNT_COMMON.sv,
    line: 'Sjövägen 4, 761 90 Norrtälje',
    remove: 'Ta bort adressen',
    question: 'Ta bort Sjövägen 4, 761 90 Norrtälje? Det går inte att ångra.',
    yes: 'Ja, ta bort',
    keep: 'Behåll adressen',
    removing: 'Tar bort…',
    removed: 'Sjövägen 4, 761 90 Norrtälje är borttagen.',
    ok: 'OK',
    'myPages.addresses.inUse': 'Adressen kan inte tas bort så länge ett kommande besök eller ett abonnemang använder den.',
    'myPages.addresses.primary': 'Huvudadressen kan inte tas bort. Dina bokningar och fakturor använder den.',
  },
};

const removal = () => screen.getByTestId(`remove-${SUMMER_HOUSE.id}`);
const text = (env: Env) => TEXT[env.locale];

const executors = {
  'removal.requested': (_, env) => press(buttonIn(removal(), text(env).remove)),
  'removal.confirmed': (_, env) => press(buttonIn(removal(), text(env).yes)),
  'removal.cancelled': (_, env) => {
    const ok = within(removal()).queryAllByRole('button').find((element) => element.textContent === text(env).ok);
    press(ok ?? buttonIn(removal(), text(env).keep));
  },
  'retry.requested': (_, env) => press(buttonIn(removal(), text(env).retry)),
} satisfies EventExecutors<Machine, Env>;

const invokes = settlesEach<Env>('removeAddress');

const screenKey = (s: RemoveAddressSnapshot) => `${selectRemoveAddress(s).step}:${selectRemoveAddress(s).errorKey ?? ''}`;

/** The card, titled by the address, while it is not removed; nothing is removed before "Yes, remove". */
function expectCard(s: RemoveAddressSnapshot, env: Env, step: StepInfo<Machine>): void {
  const card = screen.getByTestId(`address-${SUMMER_HOUSE.id}`);
  expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(text(env).line);
  expect(removal()).toHaveAttribute('data-step', selectRemoveAddress(s).step);
  expect(removal()).toHaveAttribute('aria-busy', String(s.matches('removing')));
  const confirmed = step.events.filter((event) => event.type === 'removal.confirmed' || event.type === 'retry.requested').length;
  expect(env.removeAddress.inputs.length).toBe(confirmed);
  for (const sent of env.removeAddress.inputs) expect(sent).toEqual({ addressId: SUMMER_HOUSE.id });
}

function expectQuestion(s: RemoveAddressSnapshot, env: Env, step: StepInfo<Machine>): HTMLElement {
  expectCard(s, env, step);
  const question = within(removal()).getByText(text(env).question);
  expect(within(removal()).getByRole('group')).toHaveAccessibleName(text(env).question);
  expectFocusMoved(step, screenKey, () => question);
  return question;
}

const alerts = () => within(removal()).queryAllByRole('alert').map((element) => element.textContent);

const assertions: ViewAssertions<Machine, Env> = {
  idle: (s, env, step) => {
    expectCard(s, env, step);
    expect(buttonNames(removal())).toEqual([text(env).remove]);
    expect(alerts()).toEqual([]);
    expectFocusMoved(step, screenKey, () => buttonIn(removal(), text(env).remove));
  },
  confirming: (s, env, step) => {
    expectQuestion(s, env, step);
    expect(buttonNames(removal())).toEqual([text(env).yes, text(env).keep]);
    expect(alerts()).toEqual([]);
  },
  removing: (s, env, step) => {
    expectQuestion(s, env, step);
    expect(within(removal()).getByRole('status')).toHaveTextContent(text(env).removing);
    expect(buttonIn(removal(), text(env).yes)).toHaveAttribute('aria-disabled', 'true');
  },
  failed: (s, env, step) => {
    expectQuestion(s, env, step);
    expect(alerts()).toEqual([text(env).error]);
    expect(buttonNames(removal())).toEqual([text(env).retry, text(env).keep]);
  },
  refused: (s, env, step) => {
    expectCard(s, env, step);
    const refusal = within(removal()).getByTestId('flow-refusal');
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(refusal).toHaveTextContent(text(env)[s.context.refusalKey as 'myPages.addresses.inUse']);
    expect(buttonNames(removal())).toEqual([text(env).ok]);
    expectFocusMoved(step, screenKey, () => refusal);
  },
  removed: (_s, env, step) => {
    // Only a status stays where the address was; it takes the focus.
    expect(screen.queryByTestId(`address-${SUMMER_HOUSE.id}`)).toBeNull();
    const removed = screen.getByTestId(`address-removed-${SUMMER_HOUSE.id}`);
    expect(removed).toHaveAttribute('role', 'status');
    expect(removed).toHaveTextContent(text(env).removed);
    expect(removed).toHaveFocus();
    expect(env.removeAddress.inputs.length).toBeGreaterThan(0);
    expect(step.events.some((event) => event.type === 'removal.confirmed')).toBe(true);
  },
  ended: (s, env, step) => {
    expectCard(s, env, step);
    expect(buttonNames(removal())).toEqual([]);
  },
};

describePanelModel('address removal view', {
  machine: removeAddressMachine,
  executors,
  invokes,
  assertions,
  input,
  events: REMOVE_EVENTS,
  render,
});
