import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FieldError } from '../../../api/contract/endpoint';
import type { EidMessageKey } from '../../eidLogin/eidLogin.messages';
import type { EidSignMachine } from '../../eidLogin/eidSign';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { AnswerInvitationMachine } from './answerInvitation.machine';
import type { InvitationSummary } from './answerInvitation.types';

export type AnswerInvitationSnapshot = SnapshotFrom<AnswerInvitationMachine>;

/** Which screen of the invitation page shows. */
type AnswerStep =
  | 'loading'
  | 'ready'
  | 'starting'
  | 'signing'
  | 'signFailed'
  | 'confirmReject'
  | 'rejecting'
  | 'approved'
  | 'rejected'
  | 'notFound'
  | 'expired'
  | 'refused'
  | 'ended';

/** What the invitation page renders. */
export interface AnswerInvitationView {
  step: AnswerStep;
  invitation: InvitationSummary | null;
  /** The server's refusal of the personal number, to set on its field; null unless refused so. */
  fieldErrors: readonly FieldError[] | null;
  /** Why the invitation cannot be answered (expired, withdrawn, already answered): a server message key. */
  refusalKey: string | null;
  /** BankID's message for a failed start or signing. */
  failureKey: EidMessageKey | null;
  /** A call failed (reading the invitation, declining): the default error and a retry. */
  errorKey: typeof DEFAULT_ERROR_KEY | null;
  /** The e-ID chart of the open order, while signing (its view is the login's). */
  signOrder: ActorRefFrom<EidSignMachine> | null;
  busy: boolean;
}

const STEPS: ReadonlyArray<[string, AnswerStep]> = [
  ['loading', 'loading'],
  ['loadFailed', 'loading'],
  ['ready', 'ready'],
  ['starting', 'starting'],
  ['signing', 'signing'],
  ['signFailed', 'signFailed'],
  ['startFailed', 'signFailed'],
  ['confirmingRejection', 'confirmReject'],
  ['rejecting', 'rejecting'],
  ['rejectFailed', 'rejecting'],
  ['approved', 'approved'],
  ['rejected', 'rejected'],
  ['notFound', 'notFound'],
  ['expired', 'expired'],
  ['refused', 'refused'],
];

export function selectAnswerInvitation(snapshot: AnswerInvitationSnapshot): AnswerInvitationView {
  const { context } = snapshot;
  const step = STEPS.find(([state]) => snapshot.matches(state as never))?.[1] ?? 'ended';
  const child = snapshot.children.signOrder as ActorRefFrom<EidSignMachine> | undefined;
  const failed = snapshot.matches('loadFailed') || snapshot.matches('rejectFailed');
  return {
    step,
    invitation: context.invitation,
    fieldErrors: snapshot.matches({ ready: 'refused' }) ? context.fieldErrors : null,
    refusalKey: step === 'expired' || step === 'refused' ? context.refusalKey : null,
    failureKey: step === 'signFailed' ? context.failureKey : null,
    errorKey: failed ? DEFAULT_ERROR_KEY : null,
    signOrder: step === 'signing' ? (child ?? null) : null,
    busy: snapshot.hasTag('busy'),
  };
}
