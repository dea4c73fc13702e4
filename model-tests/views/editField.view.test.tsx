import { screen, within } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { editFieldMachine } from '../../machines/myPages/editField/editField.machine';
import { selectEditField, type EditFieldSnapshot } from '../../machines/myPages/editField/editField.selectors';
import type { SaveFieldInput } from '../../machines/myPages/editField/editField.types';
import { accountForms } from '../../ui/myPages/account/lazyForms';
import { EmailRow } from '../../ui/myPages/account/PersonalInformation';
import { EDIT_FIELD_EVENTS, NEW_EMAIL, PERSONAL_INFORMATION } from '../myPages/account.fixtures';
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

type Machine = typeof editFieldMachine;

interface Env extends PanelEnv {
  save: ControllableActor<string | null, SaveFieldInput>;
}

const OLD_EMAIL = PERSONAL_INFORMATION.email;
const input = { value: OLD_EMAIL };

const render = (locale: Locale): Env => renderAccountView(editFieldMachine, input, EmailRow, locale, { save: controllableActor<string | null, SaveFieldInput>() });

/** What the customer reads, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: {
    ...ACCOUNT_COMMON.en,
    label: 'Email',
    field: 'New email address',
    change: 'Change email',
    save: 'Save email',
    saved: 'Your email address is changed.',
    email: 'Enter a valid email address.',
  },
  sv: {
    ...ACCOUNT_COMMON.sv,
    label: 'E-post',
    field: 'Ny e-postadress',
    change: 'Ändra e-post',
    save: 'Spara e-postadressen',
    saved: 'Din e-postadress är ändrad.',
    email: 'Ange en giltig e-postadress.',
  },
};

const row = () => screen.getByTestId('email-row');
const text = (env: Env) => TEXT[env.locale];
const field = (env: Env) => fieldIn(row(), text(env).field);

const executors = {
  'field.editRequested': (_, env) => press(buttonIn(row(), text(env).change)),
  'field.submitted': async ({ value }, env) => {
    typeInto(field(env), ` ${value} `);
    await submitWith(buttonIn(row(), text(env).save));
  },
  'field.cancelled': (_, env) => press(buttonIn(row(), text(env).cancel)),
} satisfies EventExecutors<Machine, Env>;

const invokes = settlesEach<Env>('save');

const screenKey = (s: EditFieldSnapshot) => selectEditField(s).step;

/** The value shown is the stored one; the new one only once the server saved it. */
function expectRow(s: EditFieldSnapshot, env: Env, step: StepInfo<Machine>): void {
  const view = selectEditField(s);
  expect(row()).toHaveAttribute('data-step', view.step);
  expect(row()).toHaveAttribute('aria-busy', String(view.busy));
  const saved = step.trail.some((state) => state.matches('saved'));
  if (view.step !== 'edit') expect(within(row()).getByTestId('email-value')).toHaveTextContent(saved ? NEW_EMAIL : (OLD_EMAIL ?? ''));
  for (const sent of env.save.inputs) expect(sent).toEqual({ targetId: null, value: NEW_EMAIL });
}

function expectForm(s: EditFieldSnapshot, env: Env, step: StepInfo<Machine>): HTMLElement {
  expectRow(s, env, step);
  expect(row().querySelector('dt')).toHaveTextContent(text(env).label);
  expect(buttonNames(row())).toEqual([text(env).save, text(env).cancel]);
  expect(field(env)).toHaveAttribute('type', 'email');
  expectFocusMoved(step, screenKey, () => field(env));
  return field(env);
}

const alerts = () => within(row()).queryAllByRole('alert').map((element) => element.textContent);

const assertions: ViewAssertions<Machine, Env> = {
  viewing: (s, env, step) => {
    expectRow(s, env, step);
    expect(buttonNames(row())).toEqual([text(env).change]);
    expectFocusMoved(step, screenKey, () => buttonIn(row(), text(env).change));
  },
  'editing.idle': (s, env, step) => {
    expectForm(s, env, step);
    // The form starts from the stored address.
    expect(field(env)).toHaveValue(s.context.value);
    expect(alerts()).toEqual([]);
  },
  'editing.refused': (s, env, step) => {
    expectForm(s, env, step);
    expect(field(env)).toHaveAttribute('aria-invalid', 'true');
    expect(field(env)).toHaveFocus();
    expect(row()).toHaveTextContent(text(env).email);
  },
  'editing.failed': (s, env, step) => {
    expectForm(s, env, step);
    expect(alerts()).toEqual([text(env).error]);
    // What was typed stays (an email input drops the spaces around it).
    expect(field(env)).toHaveValue(NEW_EMAIL);
  },
  saving: (s, env, step) => {
    expectForm(s, env, step);
    expect(within(row()).getByRole('status')).toHaveTextContent(text(env).saving);
    expect(buttonIn(row(), text(env).save)).toHaveAttribute('aria-disabled', 'true');
  },
  saved: (s, env, step) => {
    expectRow(s, env, step);
    const saved = within(row()).getByTestId('email-saved');
    expect(saved).toHaveAttribute('role', 'status');
    expect(saved).toHaveTextContent(text(env).saved);
    expectFocusMoved(step, screenKey, () => saved);
  },
  ended: (s, env, step) => {
    expectRow(s, env, step);
    expect(buttonNames(row())).toEqual([]);
  },
};

describePanelModel('editable value view (email)', {
  machine: editFieldMachine,
  executors,
  invokes,
  assertions,
  serialize: (s) => ({ value: s.value, view: selectEditField(s) }),
  input,
  events: EDIT_FIELD_EVENTS,
  render,
});
