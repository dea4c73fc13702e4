import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { EidOrder } from '../../api/contract/common';
import { formatDate } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { unprovidedSignMachine } from '../../machines/eidLogin/eidSign';
import { answerInvitationMachine, type AnswerInvitationMachine } from '../../machines/myPages/answerInvitation/answerInvitation.machine';
import { selectAnswerInvitation, type AnswerInvitationSnapshot } from '../../machines/myPages/answerInvitation/answerInvitation.selectors';
import type {
  AnswerInvitationInput,
  InvitationCallInput,
  InvitationSummary,
  StartApprovalInput,
} from '../../machines/myPages/answerInvitation/answerInvitation.types';
import { InvitationView } from '../../ui/myPages/invitation/InvitationPage';
import { ANSWER_EVENTS, INVITATION } from '../myPages/users.support';
import { controllableActor, type ControllableActor } from '../support/fakeActors';
import { useModelCoverage } from '../support/modelTest';
import { useViewTestHooks } from '../support/viewHooks';
import { settle, type EventExecutors, type StepInfo, type ViewAssertions } from '../support/viewModel';
import { COMMON, buttonIn, buttonNames, describePanelModel, press, renderPanel, settles, type PanelEnv } from './panels.support';
import { signingFakes, signingInvoke, signingNews, type SigningEnv } from './signing.support';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof answerInvitationMachine;

/** The real e-ID chart runs the signing; its calls are fakes (`SigningEnv`). */
interface Env extends PanelEnv, SigningEnv {
  loadInvitation: ControllableActor<InvitationSummary, InvitationCallInput>;
  startApproval: ControllableActor<EidOrder, StartApprovalInput>;
  rejectInvitation: ControllableActor<void, InvitationCallInput>;
}

/** Maja, who has no account yet: her temporary session. */
const input: AnswerInvitationInput = { invitationId: 'inv-1', device: 'desktop' };

function render(locale: Locale): Env {
  const { logic: signOrder, ...signing } = signingFakes(unprovidedSignMachine);
  const env = renderPanel(
    answerInvitationMachine,
    input as unknown as Record<string, unknown>,
    ({ actor }: { actor: ActorRefFrom<AnswerInvitationMachine> }) => <InvitationView actor={actor} simulator={false} isCustomer={false} />,
    locale,
    {
      loadInvitation: controllableActor<InvitationSummary, InvitationCallInput>(),
      startApproval: controllableActor<EidOrder, StartApprovalInput>(),
      rejectInvitation: controllableActor<void, InvitationCallInput>(),
      signOrder: { logic: signOrder },
    },
  );
  return { ...env, ...signing };
}

/** What the invited person reads, in each language (the Swedish from `i18n/locales`). */
const TEXT = {
  en: {
    ...COMMON.en,
    title: 'Invitation',
    approvedTitle: 'Invitation approved',
    rejectedTitle: 'Invitation declined',
    loading: 'Loading…',
    summary: 'Karin Berg has invited you to act for Bergs Bageri AB as an administrator.',
    validUntil: (date: string) => `The invitation is valid until ${date}.`,
    approve: 'Approve with BankID',
    decline: 'Decline',
    starting: 'Starting BankID…',
    signLead: 'Sign the approval with BankID.',
    cancelSigning: 'Cancel signing',
    confirm: 'Decline the invitation? This cannot be undone.',
    yes: 'Yes, decline',
    no: 'No',
    approved: 'You can now act for the account. Choose it when you log in with BankID: the account choice shows it.',
    rejected: 'You have declined the invitation. The account has been told.',
    notFound: 'We cannot find this invitation. Check that you logged in with the personal identity number it was sent to.',
    rfa: {
      'eid.rfa.rfa4': 'An identification or signing for this personal number is already started. Please try again.',
      'eid.rfa.rfa5': 'Internal error. Please try again.',
      'eid.rfa.rfa6': 'Action cancelled.',
    } as Record<string, string>,
    refusals: {
      'myPages.refusals.ssnNotYours': 'Enter your own personal identity number: the one you logged in with.',
      'myPages.refusals.alreadyHasAccess': 'This person can already act for the account.',
      'myPages.refusals.invitationExpired': 'The invitation has expired. Ask the person who invited you to send a new one.',
      'myPages.refusals.invitationWithdrawn': 'The invitation has been withdrawn by the account.',
      'myPages.refusals.invitationAnswered': 'This invitation has already been answered.',
    } as Record<string, string>,
  },
  sv: {
    ...COMMON.sv,
    title: 'Inbjudan',
    approvedTitle: 'Inbjudan godkänd',
    rejectedTitle: 'Inbjudan avböjd',
    loading: 'Hämtar…',
    summary: 'Karin Berg har bjudit in dig att företräda Bergs Bageri AB som administratör.',
    validUntil: (date: string) => `Inbjudan gäller till och med ${date}.`,
    approve: 'Godkänn med BankID',
    decline: 'Tacka nej',
    starting: 'Startar BankID…',
    signLead: 'Signera godkännandet med BankID.',
    cancelSigning: 'Avbryt signeringen',
    confirm: 'Tacka nej till inbjudan? Det går inte att ångra.',
    yes: 'Ja, tacka nej',
    no: 'Nej',
    approved: 'Nu kan du företräda kontot. Välj det när du loggar in med BankID: det finns med i kontovalet.',
    rejected: 'Du har tackat nej till inbjudan. Kontot har fått besked.',
    notFound: 'Vi hittar inte den här inbjudan. Kontrollera att du loggade in med det personnummer som inbjudan skickades till.',
    rfa: {
      'eid.rfa.rfa4': 'En identifiering eller underskrift för det här personnumret är redan påbörjad. Försök igen.',
      'eid.rfa.rfa5': 'Internt tekniskt fel. Försök igen.',
      'eid.rfa.rfa6': 'Åtgärden avbruten.',
    } as Record<string, string>,
    refusals: {
      'myPages.refusals.ssnNotYours': 'Ange ditt eget personnummer, det du loggade in med.',
      'myPages.refusals.alreadyHasAccess': 'Personen kan redan företräda kontot.',
      'myPages.refusals.invitationExpired': 'Inbjudan har gått ut. Be den som bjöd in dig att skicka en ny.',
      'myPages.refusals.invitationWithdrawn': 'Inbjudan har dragits tillbaka av kontot.',
      'myPages.refusals.invitationAnswered': 'Den här inbjudan är redan besvarad.',
    } as Record<string, string>,
  },
};
const text = (env: Env) => TEXT[env.locale];
const page = () => screen.getByTestId('invitation-page');

const ownExecutors = {
  'approval.submitted': async (_, env) => {
    press(buttonIn(page(), text(env).approve));
    await settle();
  },
  'approval.cancelled': (_, env) => press(screen.queryByTestId('sign-cancel') ?? buttonIn(page(), text(env).back)),
  'approval.retried': (_, env) => press(buttonIn(page(), text(env).retry)),
  'rejection.requested': (_, env) => press(buttonIn(page(), text(env).decline)),
  'rejection.confirmed': (_, env) => press(buttonIn(page(), text(env).yes)),
  'rejection.dismissed': (_, env) => press(buttonIn(page(), text(env).no)),
  'load.retried': (_, env) => press(buttonIn(screen.getByTestId('invitation-failed'), text(env).retry)),
} satisfies EventExecutors<Machine, Env>;

// With the e-ID chart's own news, which the flow follows.
const executors = { ...ownExecutors, ...signingNews };

const invokes = {
  loadInvitation: settles<Env>((env) => env.loadInvitation as never),
  startApproval: settles<Env>((env) => env.startApproval as never),
  rejectInvitation: settles<Env>((env) => env.rejectInvitation as never),
  signOrder: signingInvoke,
};

/** On every screen: the page's step, its heading (focused on a new step), and never approved without a signature. */
function expectPage(snapshot: AnswerInvitationSnapshot, env: Env, step: StepInfo<Machine>): void {
  const view = selectAnswerInvitation(snapshot);
  expect(page()).toHaveAttribute('data-step', view.step);
  expect(page()).toHaveAttribute('aria-busy', String(view.busy));
  const heading = within(page()).getByRole('heading', { level: 1 });
  const title = view.step === 'approved' ? text(env).approvedTitle : view.step === 'rejected' ? text(env).rejectedTitle : text(env).title;
  expect(heading).toHaveTextContent(title);
  const before = step.trail[step.index - 1];
  if (!snapshot.matches({ ready: 'refused' }) && (!before || selectAnswerInvitation(before).step !== view.step)) expect(heading).toHaveFocus();
  if (view.step === 'approved') expect(env.startApproval.inputs.length).toBeGreaterThan(0);
  expect(new Set(env.cancels).size).toBe(env.cancels.length);
}

function expectSummary(env: Env): void {
  const summary = screen.getByTestId('invitation-summary');
  expect(summary).toHaveTextContent(text(env).summary);
  expect(summary).toHaveTextContent(text(env).validUntil(formatDate(INVITATION.expiresAt, env.locale)));
}

const assertions: ViewAssertions<Machine, Env> = {
  loading: (s, env, step) => {
    expectPage(s, env, step);
    expect(within(page()).getByRole('status')).toHaveTextContent(text(env).loading);
    expect(screen.queryByTestId('invitation-summary')).toBeNull();
  },
  loadFailed: (s, env, step) => {
    expectPage(s, env, step);
    const failed = screen.getByTestId('invitation-failed');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(failed).toHaveTextContent(text(env).error);
  },
  'ready.idle': (s, env, step) => {
    expectPage(s, env, step);
    expectSummary(env);
    expect(buttonNames(page())).toEqual([text(env).approve, text(env).decline]);
    expect(screen.queryByTestId('invitation-refused')).toBeNull();
  },
  'ready.refused': (s, env, step) => {
    expectPage(s, env, step);
    expectSummary(env);
    expect(screen.getByTestId('invitation-refused')).toHaveTextContent(text(env).refusals[s.context.fieldErrors[0]!.message]!);
  },
  starting: (s, env, step) => {
    expectPage(s, env, step);
    expectSummary(env);
    expect(page()).toHaveTextContent(text(env).starting);
    expect(buttonNames(page())).toEqual([]);
  },
  signing: (s, env, step) => {
    expectPage(s, env, step);
    expect(page()).toHaveTextContent(text(env).signLead);
    const sign = screen.getByTestId('sign-panel');
    expect(within(sign).queryByTestId('qr-placeholder') ?? within(sign).queryByTestId('bankid-qr')).not.toBeNull();
    expect(buttonNames(sign)).toEqual([text(env).cancelSigning]);
  },
  signFailed: (s, env, step) => {
    expectPage(s, env, step);
    expect(screen.getByTestId('invitation-sign-failed')).toHaveTextContent(text(env).rfa[s.context.failureKey!]!);
    expect(buttonNames(page())).toEqual([text(env).retry, text(env).back]);
  },
  startFailed: (s, env, step) => {
    expectPage(s, env, step);
    expect(screen.getByTestId('invitation-sign-failed')).toHaveTextContent(text(env).rfa[s.context.failureKey!]!);
    expect(buttonNames(page())).toEqual([text(env).retry, text(env).back]);
  },
  confirmingRejection: (s, env, step) => {
    expectPage(s, env, step);
    const confirm = screen.getByTestId('invitation-confirm-decline');
    expect(confirm).toHaveTextContent(text(env).confirm);
    expect(within(confirm).queryByRole('alert')).toBeNull();
    expect(buttonNames(page())).toEqual([text(env).yes, text(env).no]);
    expect(env.rejectInvitation.inputs).toEqual([]);
  },
  rejecting: (s, env, step) => {
    expectPage(s, env, step);
    for (const button of within(page()).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  },
  rejectFailed: (s, env, step) => {
    expectPage(s, env, step);
    expect(within(screen.getByTestId('invitation-confirm-decline')).getByRole('alert')).toHaveTextContent(text(env).error);
    expect(buttonNames(page())).toEqual([text(env).yes, text(env).no]);
  },
  approved: (s, env, step) => {
    expectPage(s, env, step);
    expect(screen.getByTestId('invitation-approved')).toHaveTextContent(text(env).approved);
    expect(buttonNames(page())).toEqual([]);
  },
  rejected: (s, env, step) => {
    expectPage(s, env, step);
    expect(screen.getByTestId('invitation-rejected')).toHaveTextContent(text(env).rejected);
  },
  notFound: (s, env, step) => {
    expectPage(s, env, step);
    expect(screen.getByTestId('invitation-not-found')).toHaveTextContent(text(env).notFound);
    expect(buttonNames(page())).toEqual([]);
  },
  expired: (s, env, step) => {
    expectPage(s, env, step);
    expect(screen.getByTestId('invitation-refused')).toHaveTextContent(text(env).refusals[s.context.refusalKey!]!);
    expect(buttonNames(page())).toEqual([]);
  },
  refused: (s, env, step) => {
    expectPage(s, env, step);
    expect(screen.getByTestId('invitation-refused')).toHaveTextContent(text(env).refusals[s.context.refusalKey!]!);
  },
  ended: (s, env, step) => {
    expectPage(s, env, step);
    expect(buttonNames(page())).toEqual([]);
  },
};

describePanelModel('invitation page view', {
  machine: answerInvitationMachine,
  executors,
  invokes,
  assertions,
  serialize: (s) => ({ value: s.value, view: { ...selectAnswerInvitation(s), signOrder: undefined }, keys: [s.context.failureKey, s.context.refusalKey] }),
  input,
  events: ANSWER_EVENTS,
  render,
});
