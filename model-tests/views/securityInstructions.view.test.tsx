import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
import { formatDate } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { securityInstructionsMachine } from '../../machines/myPages/securityInstructions/securityInstructions.machine';
import { selectSecurityInstructions, type SecurityInstructionsSnapshot } from '../../machines/myPages/securityInstructions/securityInstructions.selectors';
import type {
  LoadedSecurity,
  LoadSecurityInput,
  SaveSecurityInput,
  SecurityInstructions,
} from '../../machines/myPages/securityInstructions/securityInstructions.types';
import { accountForms } from '../../ui/myPages/account/lazyForms';
import { SecurityInstructionsPanel } from '../../ui/myPages/account/SecurityInstructionsPanel';
import { LEVELS, SECURITY_CHANGES, SECURITY_EVENTS, SUMMER_HOUSE } from '../myPages/account.fixtures';
import { controllableActor, type ControllableActor } from '../support/fakeActors';
import { useModelCoverage } from '../support/modelTest';
import { useViewTestHooks } from '../support/viewHooks';
import type { EventExecutors, StepInfo, ViewAssertions } from '../support/viewModel';
import { ACCOUNT_COMMON, expectFocusMoved, fieldIn, renderAccountView, submitWith, typeInto } from './account.support';
import { buttonIn, buttonNames, describePanelModel, press, settlesEach, type PanelEnv } from './panels.support';

// The page fetches the account page's forms as they are wanted; here their code is loaded once, before the views are walked.
beforeAll(async () => {
  await accountForms.preload();
});

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof securityInstructionsMachine;

interface Env extends PanelEnv {
  loadSecurity: ControllableActor<LoadedSecurity, LoadSecurityInput>;
  saveSecurity: ControllableActor<SecurityInstructions, SaveSecurityInput>;
  confirmSecurity: ControllableActor<SecurityInstructions, LoadSecurityInput>;
}

const input = { addressId: SUMMER_HOUSE.id };

const Panel = ({ actor }: { actor: Parameters<typeof SecurityInstructionsPanel>[0]['actor'] }) => <SecurityInstructionsPanel actor={actor} name={SUMMER_HOUSE.id} />;

const render = (locale: Locale): Env =>
  renderAccountView(
    securityInstructionsMachine,
    input,
    Panel,
    locale,
    {
      loadSecurity: controllableActor<LoadedSecurity, LoadSecurityInput>(),
      saveSecurity: controllableActor<SecurityInstructions, SaveSecurityInput>(),
      confirmSecurity: controllableActor<SecurityInstructions, LoadSecurityInput>(),
    },
    { inList: false },
  );

/** What the customer reads, in each language (the Swedish from `i18n/locales/sv`); the levels' words are the server's. */
const TEXT = {
  en: {
    ...ACCOUNT_COMMON.en,
    title: 'Key and alarm',
    loading: 'Loading…',
    notSet: 'You have not told us how the staff get in and how the alarm is handled.',
    add: 'Add key and alarm instructions',
    edit: 'Change key and alarm instructions',
    pleaseConfirm: 'Please confirm that these instructions are right, so the staff can rely on them.',
    confirm: 'These are right',
    confirming: 'Confirming…',
    confirmedOn: (date: string) => `Confirmed on ${date}.`,
    level: 'Protection level',
    keyQuestion: 'How do the staff get in?',
    instructions: 'Instructions (optional)',
    save: 'Save',
    keyInBox: 'The key is in a key box',
    keyAtOffice: 'The key is kept at your office',
    unknownLevel: 'Choose one of the protection levels listed.',
  },
  sv: {
    ...ACCOUNT_COMMON.sv,
    title: 'Nyckel och larm',
    loading: 'Laddar…',
    notSet: 'Du har inte berättat hur personalen kommer in och hur larmet hanteras.',
    add: 'Lägg till instruktioner för nyckel och larm',
    edit: 'Ändra instruktioner för nyckel och larm',
    pleaseConfirm: 'Bekräfta att instruktionerna stämmer, så att personalen kan lita på dem.',
    confirm: 'De stämmer',
    confirming: 'Bekräftar…',
    confirmedOn: (date: string) => `Bekräftade den ${date}.`,
    level: 'Skyddsnivå',
    keyQuestion: 'Hur kommer personalen in?',
    instructions: 'Instruktioner (frivilligt)',
    save: 'Spara',
    keyInBox: 'Nyckeln finns i ett nyckelskåp',
    keyAtOffice: 'Nyckeln förvaras på ert kontor',
    unknownLevel: 'Välj en av skyddsnivåerna i listan.',
  },
};

const panel = () => screen.getByTestId(`security-${SUMMER_HOUSE.id}`);
const text = (env: Env) => TEXT[env.locale];
const form = () => within(panel()).getByTestId('security-form');
const radio = (name: string) => within(form()).getByRole('radio', { name }) as HTMLInputElement;
const levelLabel = (id: string) => LEVELS.find((level) => level.id === id)?.label ?? '';

const executors = {
  'security.editRequested': (_, env) => {
    const add = within(panel()).queryAllByRole('button').find((element) => element.textContent === text(env).add);
    press(add ?? buttonIn(panel(), text(env).edit));
  },
  'security.submitted': async ({ changes }, env) => {
    fireEvent.click(radio(levelLabel(changes.protectionLevel ?? '')));
    fireEvent.click(radio(text(env).keyAtOffice));
    typeInto(fieldIn(form(), text(env).instructions), changes.instructions ?? '');
    await submitWith(buttonIn(panel(), text(env).save));
  },
  'security.editCancelled': (_, env) => press(buttonIn(panel(), text(env).cancel)),
  'security.confirmRequested': (_, env) => press(buttonIn(panel(), text(env).confirm)),
  'retry.requested': (_, env) => press(buttonIn(panel(), text(env).retry)),
} satisfies EventExecutors<Machine, Env>;

const invokes = settlesEach<Env>('loadSecurity', 'saveSecurity', 'confirmSecurity');

const screenKey = (s: SecurityInstructionsSnapshot) => selectSecurityInstructions(s).step;

/** On every screen: titled, busy while a call runs; every save sends what was chosen, for this address. */
function expectPanel(s: SecurityInstructionsSnapshot, env: Env): void {
  const view = selectSecurityInstructions(s);
  expect(panel()).toHaveAttribute('data-step', view.step);
  expect(panel()).toHaveAttribute('aria-busy', String(view.busy));
  expect(within(panel()).getByRole('heading', { level: 4 })).toHaveTextContent(text(env).title);
  for (const sent of env.saveSecurity.inputs) expect(sent).toEqual({ ...input, changes: SECURITY_CHANGES });
}

/** What is stored, in words: the level with what it means, the key, the instructions. */
function expectSummary(s: SecurityInstructionsSnapshot): void {
  const stored = s.context.instructions;
  const level = LEVELS.find((candidate) => candidate.id === stored?.protectionLevel);
  if (level) expect(panel()).toHaveTextContent(`${level.label}: ${level.description}`);
  if (stored?.instructions) expect(panel()).toHaveTextContent(stored.instructions);
}

function expectForm(s: SecurityInstructionsSnapshot, env: Env, step: StepInfo<Machine>): void {
  expectPanel(s, env);
  expect(within(form()).getByRole('group', { name: text(env).level })).toBeInTheDocument();
  expect(within(form()).getByRole('group', { name: text(env).keyQuestion })).toBeInTheDocument();
  // Each level is read with what it means.
  const first = radio(LEVELS[0]!.label);
  expect(first).toHaveAccessibleDescription(expect.stringContaining(LEVELS[0]!.description));
  expect(buttonNames(panel())).toEqual([text(env).save, text(env).cancel]);
  expectFocusMoved(step, screenKey, () => (within(form()).getAllByRole('radio').find((element) => (element as HTMLInputElement).checked) as HTMLElement | undefined) ?? first);
}

const alerts = () => within(panel()).queryAllByRole('alert').map((element) => element.textContent);

const assertions: ViewAssertions<Machine, Env> = {
  loading: (s, env) => {
    expectPanel(s, env);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).loading);
  },
  loadFailed: (s, env) => {
    expectPanel(s, env);
    expect(alerts()).toEqual([`${text(env).error}${text(env).retry}`]);
  },
  notSet: (s, env, step) => {
    expectPanel(s, env);
    const status = within(panel()).getByTestId('security-status');
    expect(status).toHaveTextContent(text(env).notSet);
    expect(buttonNames(panel())).toEqual([text(env).add]);
    expectFocusMoved(step, screenKey, () => status, 'loading');
  },
  'unconfirmed.idle': (s, env, step) => {
    expectPanel(s, env);
    expectSummary(s);
    const status = within(panel()).getByTestId('security-status');
    expect(status).toHaveTextContent(text(env).pleaseConfirm);
    expect(buttonNames(panel())).toEqual([text(env).confirm, text(env).edit]);
    expect(alerts()).toEqual([]);
    expectFocusMoved(step, screenKey, () => status, 'loading');
  },
  'unconfirmed.confirmFailed': (s, env) => {
    expectPanel(s, env);
    expectSummary(s);
    expect(alerts()).toEqual([text(env).error]);
  },
  confirming: (s, env) => {
    expectPanel(s, env);
    expect(within(panel()).getAllByRole('status').map((element) => element.textContent)).toContain(text(env).confirming);
    expect(buttonIn(panel(), text(env).confirm)).toHaveAttribute('aria-disabled', 'true');
  },
  confirmed: (s, env, step) => {
    expectPanel(s, env);
    expectSummary(s);
    const status = within(panel()).getByTestId('security-status');
    expect(status).toHaveTextContent(text(env).confirmedOn(formatDate(s.context.instructions?.confirmedAt ?? '', env.locale)));
    expect(buttonNames(panel())).toEqual([text(env).edit]);
    expectFocusMoved(step, screenKey, () => status, 'loading');
  },
  'editing.idle': (s, env, step) => {
    expectForm(s, env, step);
    // The form starts from what is stored.
    const stored = s.context.instructions;
    for (const level of LEVELS) expect(radio(level.label).checked).toBe(level.id === stored?.protectionLevel);
    expect(radio(text(env).keyInBox).checked).toBe(stored?.keyHandling === 'keyInBox');
    expect(alerts()).toEqual([]);
  },
  'editing.refused': (s, env, step) => {
    expectForm(s, env, step);
    const levels = within(form()).getByRole('group', { name: text(env).level });
    expect(levels).toHaveTextContent(text(env).unknownLevel);
    expect(radio(LEVELS[0]!.label)).toHaveAttribute('aria-invalid', 'true');
  },
  'editing.failed': (s, env, step) => {
    expectForm(s, env, step);
    expect(alerts()).toEqual([text(env).error]);
    // What was chosen stays.
    expect(radio(levelLabel(SECURITY_CHANGES.protectionLevel)).checked).toBe(true);
    expect(radio(text(env).keyAtOffice).checked).toBe(true);
  },
  saving: (s, env, step) => {
    expectForm(s, env, step);
    expect(within(panel()).getByRole('status')).toHaveTextContent(text(env).saving);
    expect(env.saveSecurity.inputs.at(-1)).toEqual({ ...input, changes: SECURITY_CHANGES });
  },
  ended: (s, env) => {
    expectPanel(s, env);
    expect(buttonNames(panel())).toEqual([]);
  },
};

describePanelModel('key and alarm view', {
  machine: securityInstructionsMachine,
  executors,
  invokes,
  assertions,
  serialize: (s) => ({ value: s.value, view: selectSecurityInstructions(s) }),
  input,
  events: SECURITY_EVENTS,
  render,
});
