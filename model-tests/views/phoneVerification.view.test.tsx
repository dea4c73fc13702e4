import { screen, within } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { phoneVerificationMachine } from '../../machines/myPages/phoneVerification/phoneVerification.machine';
import { selectPhoneVerification, type PhoneVerificationSnapshot } from '../../machines/myPages/phoneVerification/phoneVerification.selectors';
import type { SendCodeInput, SendCodeResult, VerifiedInformation, VerifyCodeInput } from '../../machines/myPages/phoneVerification/phoneVerification.types';
import { accountForms } from '../../ui/myPages/account/lazyForms';
import { PhoneRow } from '../../ui/myPages/account/PhoneRow';
import { NEW_PHONE, OLD_PHONE, PHONE_EVENTS } from '../myPages/account.fixtures';
import { controllableActor, type ControllableActor } from '../support/fakeActors';
import { useModelCoverage } from '../support/modelTest';
import { useViewTestHooks } from '../support/viewHooks';
import type { EventExecutors, StepInfo, ViewAssertions } from '../support/viewModel';
import { ACCOUNT_COMMON, expectFocusMoved, fieldIn, renderAccountView, submitWith, typeInto } from './account.support';
import { buttonIn, buttonNames, describePanelModel, press, settles, type PanelEnv } from './panels.support';

// The page fetches the account page's forms as they are wanted; here their code is loaded once, before the views are walked.
beforeAll(async () => {
  await accountForms.preload();
});

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof phoneVerificationMachine;

interface Env extends PanelEnv {
  sendCode: ControllableActor<SendCodeResult, SendCodeInput>;
  verifyCode: ControllableActor<VerifiedInformation, VerifyCodeInput>;
}

const input = { phone: OLD_PHONE };

const render = (locale: Locale): Env =>
  renderAccountView(phoneVerificationMachine, input, PhoneRow, locale, {
    sendCode: controllableActor<SendCodeResult, SendCodeInput>(),
    verifyCode: controllableActor<VerifiedInformation, VerifyCodeInput>(),
  });

/** What the customer reads, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: {
    ...ACCOUNT_COMMON.en,
    label: 'Mobile number',
    change: 'Change mobile number',
    newPhone: 'New mobile number',
    sendCode: 'Send code',
    sending: 'Sending the code…',
    unchanged: 'That is already your mobile number. Nothing was changed.',
    tel: 'Enter a valid phone number.',
    code: 'Code from the text message',
    sentTo: `We have texted a code to ${NEW_PHONE}. Enter it to change your number.`,
    verify: 'Confirm the code',
    resend: 'Send a new code',
    editNumber: 'Change the number',
    resent: `A new code is on its way to ${NEW_PHONE}. The earlier code no longer works.`,
    verifying: 'Checking the code…',
    resending: 'Sending a new code…',
    wrongCode: 'Wrong code. Check the text message and try again.',
    wrongCodeFormat: 'The code has six characters.',
    triesLeft: '2 tries left.',
    codeHint: 'Six digits.',
    notSent: 'We could not send the code just now. Nothing was changed; please try again.',
    tooManyCodes: 'Too many codes have been sent in the last hour. Please wait a while and try again.',
    sendAgain: 'Send the code again',
    startAgain: 'Start again',
    codeExpired: 'The code has expired. Start again to get a new code.',
    attemptsExhausted: 'Too many wrong codes. The change was cancelled for your security; start again to get a new code.',
    nothingPending: 'There is no change waiting for a code. It may have been completed or cancelled; start again if you still want to change your number.',
    done: `Your mobile number is now ${NEW_PHONE}.`,
  },
  sv: {
    ...ACCOUNT_COMMON.sv,
    label: 'Mobilnummer',
    change: 'Ändra mobilnummer',
    newPhone: 'Nytt mobilnummer',
    sendCode: 'Skicka kod',
    sending: 'Skickar koden…',
    unchanged: 'Det är redan ditt mobilnummer. Ingenting ändrades.',
    tel: 'Ange ett giltigt telefonnummer.',
    code: 'Kod från sms:et',
    sentTo: `Vi har skickat en kod i ett sms till ${NEW_PHONE}. Skriv in den för att byta nummer.`,
    verify: 'Bekräfta koden',
    resend: 'Skicka en ny kod',
    editNumber: 'Ändra numret',
    resent: `En ny kod är på väg till ${NEW_PHONE}. Den tidigare koden fungerar inte längre.`,
    verifying: 'Kontrollerar koden…',
    resending: 'Skickar en ny kod…',
    wrongCode: 'Fel kod. Kontrollera sms:et och försök igen.',
    wrongCodeFormat: 'Koden har sex tecken.',
    triesLeft: '2 försök kvar.',
    codeHint: 'Sex siffror.',
    notSent: 'Vi kunde inte skicka koden just nu. Ingenting ändrades; försök igen.',
    tooManyCodes: 'För många koder har skickats den senaste timmen. Vänta en stund och försök igen.',
    sendAgain: 'Skicka koden igen',
    startAgain: 'Börja om',
    codeExpired: 'Koden har gått ut. Börja om för att få en ny kod.',
    attemptsExhausted: 'För många felaktiga koder. Ändringen avbröts av säkerhetsskäl; börja om för att få en ny kod.',
    nothingPending: 'Det finns ingen ändring som väntar på en kod. Den kan redan vara genomförd eller avbruten; börja om om du fortfarande vill byta nummer.',
    done: `Ditt mobilnummer är nu ${NEW_PHONE}.`,
  },
};

const row = () => screen.getByTestId('phone-row');
const text = (env: Env) => TEXT[env.locale];
const button = (env: Env, name: keyof (typeof TEXT)['en']) => buttonIn(row(), text(env)[name]);

const executors = {
  'phone.editRequested': (_, env) => press(button(env, 'change')),
  // Typed as people write it; the form writes it back as `+46 70 123 45 67`.
  'phone.submitted': async (_, env) => {
    typeInto(fieldIn(row(), text(env).newPhone), '070-123 45 67');
    await submitWith(button(env, 'sendCode'));
  },
  'code.submitted': async ({ code }, env) => {
    typeInto(fieldIn(row(), text(env).code), code);
    await submitWith(button(env, 'verify'));
  },
  'code.resendRequested': (_, env) => press(button(env, 'resend')),
  'change.restarted': (_, env) => {
    const restart = within(row()).queryAllByRole('button').find((element) => element.textContent === text(env).startAgain);
    press(restart ?? button(env, 'editNumber'));
  },
  'retry.requested': (_, env) => press(button(env, 'sendAgain')),
  'flow.cancelled': (_, env) => press(button(env, 'cancel')),
} satisfies EventExecutors<Machine, Env>;

const invokes = {
  sendCode: settles<Env>((env) => env.sendCode as never),
  resendCode: settles<Env>((env) => env.sendCode as never),
  verifyCode: settles<Env>((env) => env.verifyCode as never),
};

const screenKey = (s: PhoneVerificationSnapshot) => {
  const view = selectPhoneVerification(s);
  return `${view.step}:${view.codeErrorKey ?? ''}:${view.errorKey ?? ''}:${view.resent}:${view.tooManyCodes}`;
};

/** The number shown is always the verified one: the new one only once a code was verified (the done screen, or after it). */
function expectRow(s: PhoneVerificationSnapshot, env: Env, step: StepInfo<Machine>): void {
  const view = selectPhoneVerification(s);
  expect(row()).toHaveAttribute('data-step', view.step);
  expect(row()).toHaveAttribute('aria-busy', String(view.busy));
  expect(row().querySelector('dt')).toHaveTextContent(text(env).label);
  const verified = step.trail.some((state) => state.matches('done'));
  expect(within(row()).getByTestId('phone-value')).toHaveTextContent(verified ? NEW_PHONE : OLD_PHONE);
  expect(env.onClose).not.toHaveBeenCalled();
}

function expectPhoneForm(s: PhoneVerificationSnapshot, env: Env, step: StepInfo<Machine>): HTMLElement {
  expectRow(s, env, step);
  const field = fieldIn(row(), text(env).newPhone);
  expect(buttonNames(row())).toEqual([text(env).sendCode, text(env).cancel]);
  expectFocusMoved(step, screenKey, () => field);
  return field;
}

function expectCodeForm(s: PhoneVerificationSnapshot, env: Env, step: StepInfo<Machine>): HTMLElement {
  expectRow(s, env, step);
  expect(within(row()).getByTestId('code-sent-to')).toHaveTextContent(text(env).sentTo);
  const field = fieldIn(row(), text(env).code);
  expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  expect(buttonNames(row())).toEqual([text(env).verify, text(env).resend, text(env).editNumber, text(env).cancel]);
  expectFocusMoved(step, screenKey, () => field);
  return field;
}

const alertText = () => within(row()).queryAllByRole('alert').map((element) => element.textContent);

function expectProblem(s: PhoneVerificationSnapshot, env: Env, step: StepInfo<Machine>, words: string, buttons: string[]): void {
  expectRow(s, env, step);
  const problem = within(row()).getByTestId('phone-problem');
  expect(problem).toHaveAttribute('role', 'alert');
  expect(problem).toHaveTextContent(words);
  expect(buttonNames(row())).toEqual(buttons);
  expectFocusMoved(step, screenKey, () => problem);
}

const assertions: ViewAssertions<Machine, Env> = {
  starting: () => {
    throw new Error('starting is transient');
  },
  idle: (s, env, step) => {
    expectRow(s, env, step);
    expect(buttonNames(row())).toEqual([text(env).change]);
    expectFocusMoved(step, screenKey, () => button(env, 'change'));
  },
  'editing.idle': (s, env, step) => {
    const field = expectPhoneForm(s, env, step);
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(alertText()).toEqual([]);
  },
  'editing.unchanged': (s, env, step) => {
    expectPhoneForm(s, env, step);
    expect(within(row()).getByTestId('phone-unchanged')).toHaveTextContent(text(env).unchanged);
    expect(within(row()).getByTestId('phone-unchanged')).toHaveAttribute('role', 'status');
  },
  'editing.refused': (s, env, step) => {
    const field = expectPhoneForm(s, env, step);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(row()).toHaveTextContent(text(env).tel);
    expect(field).toHaveFocus();
  },
  sending: (s, env, step) => {
    expectPhoneForm(s, env, step);
    expect(within(row()).getByRole('status')).toHaveTextContent(text(env).sending);
    expect(button(env, 'sendCode')).toHaveAttribute('aria-disabled', 'true');
    expect(env.sendCode.inputs.at(-1)).toEqual({ phone: NEW_PHONE });
  },
  sendFailed: (s, env, step) => expectProblem(s, env, step, text(env).notSent, [text(env).sendAgain, text(env).editNumber, text(env).cancel]),
  sendRefused: (s, env, step) => expectProblem(s, env, step, text(env).tooManyCodes, [text(env).sendAgain, text(env).editNumber, text(env).cancel]),
  'awaitingCode.idle': (s, env, step) => {
    const field = expectCodeForm(s, env, step);
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(row()).toHaveTextContent(text(env).codeHint);
    expect(alertText()).toEqual([]);
  },
  'awaitingCode.resent': (s, env, step) => {
    expectCodeForm(s, env, step);
    const resent = within(row()).getByTestId('code-resent');
    expect(resent).toHaveAttribute('role', 'status');
    expect(resent).toHaveTextContent(text(env).resent);
  },
  'awaitingCode.wrongCode': (s, env, step) => {
    const field = expectCodeForm(s, env, step);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    // The message and the tries left describe the field, so a screen reader reads them on the focus.
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(described).toContain(text(env).wrongCode);
    expect(described).toContain(text(env).triesLeft);
  },
  'awaitingCode.malformed': (s, env, step) => {
    const field = expectCodeForm(s, env, step);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(row()).toHaveTextContent(text(env).wrongCodeFormat);
  },
  'awaitingCode.verifyFailed': (s, env, step) => {
    expectCodeForm(s, env, step);
    expect(alertText()).toEqual([text(env).error]);
  },
  'awaitingCode.resendFailed': (s, env, step) => {
    expectCodeForm(s, env, step);
    expect(alertText()).toEqual([text(env).notSent]);
  },
  'awaitingCode.resendRefused': (s, env, step) => {
    expectCodeForm(s, env, step);
    expect(alertText()).toEqual([text(env).tooManyCodes]);
  },
  resending: (s, env, step) => {
    expectCodeForm(s, env, step);
    expect(within(row()).getByRole('status')).toHaveTextContent(text(env).resending);
    expect(button(env, 'resend')).toHaveAttribute('aria-disabled', 'true');
  },
  verifying: (s, env, step) => {
    expectCodeForm(s, env, step);
    expect(within(row()).getByRole('status')).toHaveTextContent(text(env).verifying);
    // Its answer decides which number is on file: no cancelling meanwhile.
    expect(button(env, 'cancel')).toHaveAttribute('aria-disabled', 'true');
    expect(env.verifyCode.inputs.at(-1)).toEqual({ code: '123456' });
  },
  codeExpired: (s, env, step) => expectProblem(s, env, step, text(env).codeExpired, [text(env).startAgain, text(env).cancel]),
  attemptsExhausted: (s, env, step) => expectProblem(s, env, step, text(env).attemptsExhausted, [text(env).startAgain, text(env).cancel]),
  nothingPending: (s, env, step) => expectProblem(s, env, step, text(env).nothingPending, [text(env).startAgain, text(env).cancel]),
  done: (s, env, step) => {
    expectRow(s, env, step);
    const done = within(row()).getByTestId('phone-done');
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveTextContent(text(env).done);
    expect(buttonNames(row())).toEqual([text(env).change]);
    expectFocusMoved(step, screenKey, () => done);
  },
  ended: (s, env, step) => {
    expectRow(s, env, step);
    expect(buttonNames(row())).toEqual([]);
  },
};

describePanelModel('phone row view', {
  machine: phoneVerificationMachine,
  executors,
  invokes,
  assertions,
  serialize: (s) => ({ value: s.value, view: selectPhoneVerification(s) }),
  // Each edge of the chart once per number on file (before and after a verified code); the machine test walks every context.
  screenKey: (s) => JSON.stringify([s.value, s.context.phone]),
  input,
  events: PHONE_EVENTS,
  render,
});
