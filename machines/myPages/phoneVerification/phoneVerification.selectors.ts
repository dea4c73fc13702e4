import type { SnapshotFrom } from 'xstate';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { PhoneVerificationMachine } from './phoneVerification.machine';
import { CODE_NOT_SENT_KEY, type CodeErrorKey } from './phoneVerification.rules';

export type PhoneVerificationSnapshot = SnapshotFrom<PhoneVerificationMachine>;

/**
 * Which screen of the phone change shows:
 * - `idle`: the number on file and "Change";
 * - `editing`: the new number's form (also while the code is sent);
 * - `sendProblem`: the code could not be sent (failed, or refused: too many codes);
 * - `code`: the code's form, saying where the code went (also while it is checked or sent again);
 * - `restart`: the change is void (expired, too many tries, none waiting);
 * - `done`: the new number, announced;
 * - `ended`: the session is gone.
 */
type PhoneStep = 'idle' | 'editing' | 'sendProblem' | 'code' | 'restart' | 'done' | 'ended';

/** Why a change must start again. */
export type RestartReason = 'codeExpired' | 'attemptsExhausted' | 'nothingPending';

/** What the phone row renders. */
export interface PhoneVerificationView {
  step: PhoneStep;
  /** The verified number on file: what the row shows as the customer's number. */
  phone: string | null;
  /** The number the form starts from when editing. */
  requestedPhone: string | null;
  /** Where the code went (the code screen says so). */
  pendingPhone: string | null;
  /** The server's refusal of the number, for its field. */
  phoneErrorKey: string | null;
  /** The server's refusal of the code, for its field (`wrongCode` with `attemptsLeft`, `wrongCodeFormat`). */
  codeErrorKey: CodeErrorKey | null;
  attemptsLeft: number | null;
  /** The number submitted is the one on file: nothing was sent. */
  unchanged: boolean;
  /** A new code was sent. */
  resent: boolean;
  /** Too many codes were sent this hour (429). */
  tooManyCodes: boolean;
  /** A call failed otherwise: the message (the code was not sent, or the check failed), and a retry. */
  errorKey: typeof CODE_NOT_SENT_KEY | typeof DEFAULT_ERROR_KEY | null;
  restartReason: RestartReason | null;
  /** A call runs: sending, sending again or checking. */
  busy: boolean;
  /** Which call runs, for the words beside the spinner. */
  working: 'sending' | 'resending' | 'verifying' | null;
  canCancel: boolean;
}

const RESTART_REASONS: readonly RestartReason[] = ['codeExpired', 'attemptsExhausted', 'nothingPending'];

function stepOf(snapshot: PhoneVerificationSnapshot): PhoneStep {
  if (snapshot.matches('editing') || snapshot.matches('sending')) return 'editing';
  if (snapshot.matches('sendFailed') || snapshot.matches('sendRefused')) return 'sendProblem';
  if (snapshot.matches('awaitingCode') || snapshot.matches('resending') || snapshot.matches('verifying')) return 'code';
  if (RESTART_REASONS.some((reason) => snapshot.matches(reason))) return 'restart';
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches('ended')) return 'ended';
  return 'idle';
}

export function selectPhoneVerification(snapshot: PhoneVerificationSnapshot): PhoneVerificationView {
  const { context } = snapshot;
  const codeRefused = snapshot.matches({ awaitingCode: 'wrongCode' }) || snapshot.matches({ awaitingCode: 'malformed' });
  const notSent = snapshot.matches('sendFailed') || snapshot.matches({ awaitingCode: 'resendFailed' });
  return {
    step: stepOf(snapshot),
    phone: context.phone,
    requestedPhone: context.requestedPhone,
    pendingPhone: context.pendingPhone,
    phoneErrorKey: snapshot.matches({ editing: 'refused' }) ? context.phoneErrorKey : null,
    codeErrorKey: codeRefused ? context.codeErrorKey : null,
    attemptsLeft: snapshot.matches({ awaitingCode: 'wrongCode' }) ? context.attemptsLeft : null,
    unchanged: snapshot.matches({ editing: 'unchanged' }),
    resent: snapshot.matches({ awaitingCode: 'resent' }),
    tooManyCodes: snapshot.matches('sendRefused') || snapshot.matches({ awaitingCode: 'resendRefused' }),
    errorKey: notSent ? CODE_NOT_SENT_KEY : snapshot.matches({ awaitingCode: 'verifyFailed' }) ? DEFAULT_ERROR_KEY : null,
    restartReason: RESTART_REASONS.find((reason) => snapshot.matches(reason)) ?? null,
    busy: snapshot.hasTag('busy'),
    working: snapshot.matches('sending') ? 'sending' : snapshot.matches('resending') ? 'resending' : snapshot.matches('verifying') ? 'verifying' : null,
    canCancel: snapshot.can({ type: 'flow.cancelled' }),
  };
}
