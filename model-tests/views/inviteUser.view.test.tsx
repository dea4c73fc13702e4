import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { EidOrder } from '../../api/contract/common';
import type { Locale } from '../../i18n/locales';
import { unprovidedSignMachine } from '../../machines/eidLogin/eidSign';
import { inviteUserMachine, type InviteUserMachine } from '../../machines/myPages/inviteUser/inviteUser.machine';
import { selectInviteUser, type InviteUserSnapshot } from '../../machines/myPages/inviteUser/inviteUser.selectors';
import type { CopyLinkInput, InviteUserInput, StartInvitationInput } from '../../machines/myPages/inviteUser/inviteUser.types';
import { InvitePanel } from '../../ui/myPages/users/InvitePanel';
import { INVITE_EVENTS, REQUEST, SIGN_ORDER } from '../myPages/users.support';
import { controllableActor, type ControllableActor } from '../support/fakeActors';
import { useModelCoverage } from '../support/modelTest';
import { useViewTestHooks } from '../support/viewHooks';
import { settle, type EventExecutors, type StepInfo, type ViewAssertions } from '../support/viewModel';
import { COMMON, buttonIn, buttonNames, describePanelModel, expectFocus, press, renderPanel, settles, type PanelEnv } from './panels.support';
import { signingFakes, signingInvoke, signingNews, type SigningEnv } from './signing.support';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof inviteUserMachine;

/** The real e-ID chart runs the signing; its calls are fakes (`SigningEnv`). */
interface Env extends PanelEnv, SigningEnv {
  startInvitation: ControllableActor<EidOrder, StartInvitationInput>;
  copyLink: ControllableActor<void, CopyLinkInput>;
}

const input: InviteUserInput = { device: 'desktop', origin: 'https://hem.example', locale: 'sv' };
const LINK = 'https://hem.example/mina-sidor/inbjudan/inv-1';

function render(locale: Locale): Env {
  const { logic: signOrder, ...signing } = signingFakes(unprovidedSignMachine);
  const env = renderPanel(
    inviteUserMachine,
    input as unknown as Record<string, unknown>,
    ({ actor, onClose }: { actor: ActorRefFrom<InviteUserMachine>; onClose(): void }) => <InvitePanel actor={actor} onClose={onClose} simulator={false} />,
    locale,
    {
      startInvitation: controllableActor<EidOrder, StartInvitationInput>(),
      copyLink: controllableActor<void, CopyLinkInput>(),
      signOrder: { logic: signOrder },
    },
  );
  return { ...env, ...signing };
}

/** What the inviter reads, in each language (the Swedish from `i18n/locales`). */
const TEXT = {
  en: {
    ...COMMON.en,
    title: 'Invite a person',
    doneTitle: 'Invitation sent',
    sign: 'Sign with BankID',
    cancel: 'Cancel',
    starting: 'Starting BankID…',
    signLead: 'Sign the invitation with BankID.',
    cancelSigning: 'Cancel signing',
    openHere: 'Open BankID on this device',
    waiting: 'Start your BankID app.',
    backToForm: 'Back to the form',
    copy: 'Copy link',
    copied: 'Copied',
    copyFailed: 'The link could not be copied. Select it and copy it yourself.',
    sent: `The invitation is signed and sent to ${REQUEST.form.email}. They can also open it with this link.`,
    rfa: {
      'eid.rfa.rfa4': 'An identification or signing for this personal number is already started. Please try again.',
      'eid.rfa.rfa5': 'Internal error. Please try again.',
      'eid.rfa.rfa6': 'Action cancelled.',
      'eid.rfa.rfa22': 'Unknown error. Please try again.',
    } as Record<string, string>,
    refusals: {
      'myPages.refusals.cannotInviteYourself': 'You cannot invite yourself.',
      'myPages.refusals.alreadyInvited': 'This person already has an open invitation to the account.',
      'myPages.refusals.notAccountOwner': 'Only the account holder can invite, remove people or change the contact person.',
    } as Record<string, string>,
  },
  sv: {
    ...COMMON.sv,
    title: 'Bjud in en person',
    doneTitle: 'Inbjudan skickad',
    sign: 'Signera med BankID',
    cancel: 'Avbryt',
    starting: 'Startar BankID…',
    signLead: 'Signera inbjudan med BankID.',
    cancelSigning: 'Avbryt signeringen',
    openHere: 'Öppna BankID på den här enheten',
    waiting: 'Starta BankID-appen.',
    backToForm: 'Tillbaka till formuläret',
    copy: 'Kopiera länken',
    copied: 'Kopierad',
    copyFailed: 'Länken gick inte att kopiera. Markera den och kopiera den själv.',
    sent: `Inbjudan är signerad och skickad till ${REQUEST.form.email}. Personen kan också öppna den med den här länken.`,
    rfa: {
      'eid.rfa.rfa4': 'En identifiering eller underskrift för det här personnumret är redan påbörjad. Försök igen.',
      'eid.rfa.rfa5': 'Internt tekniskt fel. Försök igen.',
      'eid.rfa.rfa6': 'Åtgärden avbruten.',
      'eid.rfa.rfa22': 'Okänt fel. Försök igen.',
    } as Record<string, string>,
    refusals: {
      'myPages.refusals.cannotInviteYourself': 'Du kan inte bjuda in dig själv.',
      'myPages.refusals.alreadyInvited': 'Personen har redan en öppen inbjudan till kontot.',
      'myPages.refusals.notAccountOwner': 'Bara kontoinnehavaren kan bjuda in, ta bort personer eller byta kontaktperson.',
    } as Record<string, string>,
  },
};
const text = (env: Env) => TEXT[env.locale];
const panel = () => screen.getByTestId('invite-panel');
const input$ = (name: string) => {
  const found = panel().querySelector(`input[name="${name}"]`);
  if (!found) throw new Error(`no input ${name}`);
  return found as HTMLInputElement;
};

const ownExecutors = {
  'invite.submitted': async (_, env) => {
    const values: Record<string, string> = { firstName: REQUEST.form.firstName, lastName: REQUEST.form.lastName, email: REQUEST.form.email, phone: '', ssn: '198609239846' };
    for (const [name, value] of Object.entries(values)) fireEvent.change(input$(name), { target: { value } });
    fireEvent.click(panel().querySelector('input[type="radio"][value="user"]')!);
    press(buttonIn(panel(), text(env).sign));
    await settle();
  },
  'invite.cancelled': (_, env) => press(screen.queryByTestId('sign-cancel') ?? buttonIn(panel(), text(env).backToForm)),
  'invite.retried': (_, env) => press(buttonIn(panel(), text(env).retry)),
  'link.copied': () => press(screen.getByTestId('invite-copy')),
} satisfies EventExecutors<Machine, Env>;

/** With the e-ID chart's own news, which the flow follows. */
const executors = { ...ownExecutors, ...signingNews };

const invokes = {
  startInvitation: settles<Env>((env) => env.startInvitation as never),
  copyLink: settles<Env>((env) => env.copyLink as never),
  // The signature completes: the poll answers `complete` (with the invitation, or without).
  signOrder: signingInvoke,
};

const told = (env: Env) => env.heard.filter((event) => (event as { type?: string }).type === 'users.changed').length;

/** On every screen: the heading and focus, never a link before the signature, the list told once sent, no order left open. */
function expectPanel(snapshot: InviteUserSnapshot, env: Env, step: StepInfo<Machine>): void {
  const view = selectInviteUser(snapshot);
  expect(panel()).toHaveAttribute('data-step', view.step);
  expect(panel()).toHaveAttribute('aria-busy', String(view.busy));
  expect(within(panel()).getByRole('heading', { level: 2 })).toHaveTextContent(view.step === 'done' ? text(env).doneTitle : text(env).title);
  // A refusal of the form's fields puts the focus on the first such field instead (`setServerErrors`).
  if (snapshot.matches({ editing: 'refused' })) expect(input$('ssn')).toHaveFocus();
  else expectFocus<Machine>(panel(), step, (s) => selectInviteUser(s).step);
  expect(screen.queryByTestId('invite-link') !== null).toBe(view.step === 'done');
  expect(told(env)).toBe(view.step === 'done' ? 1 : 0);
  expect(env.onClose).not.toHaveBeenCalled();
  // Every order left unsettled was cancelled, once.
  expect(new Set(env.cancels).size).toBe(env.cancels.length);
}

function expectForm(env: Env): void {
  expect(input$('firstName').value).not.toBeUndefined();
  expect(buttonNames(panel())).toEqual([text(env).sign, text(env).cancel]);
}

const assertions: ViewAssertions<Machine, Env> = {
  'editing.idle': (s, env, step) => {
    expectPanel(s, env, step);
    expectForm(env);
    expect(within(panel()).queryByRole('alert')).toBeNull();
  },
  'editing.refused': (s, env, step) => {
    expectPanel(s, env, step);
    expectForm(env);
    const ssn = input$('ssn');
    expect(ssn).toHaveAttribute('aria-invalid', 'true');
    const message = s.context.fieldErrors.find((error) => error.field === 'ssn')!.message;
    expect(document.getElementById(ssn.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!)).toHaveTextContent(
      text(env).refusals[message]!,
    );
  },
  starting: (s, env, step) => {
    expectPanel(s, env, step);
    expect(screen.getByTestId('invite-starting')).toHaveTextContent(text(env).starting);
    expect(buttonNames(panel())).toEqual([]);
  },
  signing: (s, env, step) => {
    expectPanel(s, env, step);
    expect(panel()).toHaveTextContent(text(env).signLead);
    const sign = screen.getByTestId('sign-panel');
    // On a computer: the QR code (a placeholder until the first frame), BankID's message, and BankID here as the other way.
    expect(within(sign).queryByTestId('qr-placeholder') ?? within(sign).queryByTestId('bankid-qr')).not.toBeNull();
    expect(screen.getByTestId('sign-status')).toHaveTextContent(text(env).waiting);
    expect(within(sign).getByTestId('open-bankid')).toHaveTextContent(text(env).openHere);
    expect(buttonNames(sign)).toEqual([text(env).cancelSigning]);
    expect(env.cancels).not.toContain(SIGN_ORDER.orderRef);
  },
  signFailed: (s, env, step) => {
    expectPanel(s, env, step);
    expect(screen.getByTestId('invite-failed')).toHaveTextContent(text(env).rfa[s.context.failureKey!]!);
    expect(buttonNames(panel())).toEqual([text(env).retry, text(env).backToForm]);
  },
  startFailed: (s, env, step) => {
    expectPanel(s, env, step);
    expect(screen.getByTestId('invite-failed')).toHaveTextContent(text(env).rfa[s.context.failureKey!]!);
    expect(buttonNames(panel())).toEqual([text(env).retry, text(env).backToForm]);
  },
  refused: (s, env, step) => {
    expectPanel(s, env, step);
    expect(screen.getByTestId('invite-refused')).toHaveTextContent(text(env).refusals[s.context.refusalKey!]!);
    expect(buttonNames(panel())).toEqual([text(env).backToForm, text(env).close]);
  },
  'done.idle': (s, env, step) => {
    expectPanel(s, env, step);
    expect(screen.getByTestId('invite-done')).toHaveTextContent(text(env).sent);
    expect(screen.getByTestId('invite-link')).toHaveValue(LINK);
    expect(buttonNames(panel())).toEqual([text(env).copy, text(env).close]);
  },
  'done.copying': (s, env, step) => {
    expectPanel(s, env, step);
    expect(env.copyLink.inputs.at(-1)).toEqual({ link: LINK });
  },
  'done.copied': (s, env, step) => {
    expectPanel(s, env, step);
    expect(buttonNames(panel())).toEqual([text(env).copied, text(env).close]);
  },
  'done.copyFailed': (s, env, step) => {
    expectPanel(s, env, step);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(text(env).copyFailed);
    expect(screen.getByTestId('invite-link')).toHaveValue(LINK);
  },
  ended: (s, env, step) => {
    expectPanel(s, env, step);
    expect(buttonNames(panel())).toEqual([text(env).close]);
  },
};

describePanelModel('invite panel view', {
  machine: inviteUserMachine,
  executors,
  invokes,
  assertions,
  // A screen: the state and what the panel renders of it (not the signing's actor).
  serialize: (s) => ({ value: s.value, view: { ...selectInviteUser(s), signOrder: undefined }, failureKey: s.context.failureKey }),
  input,
  events: INVITE_EVENTS.filter((event) => !('sameDevice' in event)),
  render,
});
