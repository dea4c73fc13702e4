import type { SnapshotFrom } from 'xstate';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { RefusalKey } from '../shared/changes';
import type { CancelBookingMachine } from './cancelBooking.machine';
import type { CancelResult, Reason } from './cancelBooking.types';

export type CancelBookingSnapshot = SnapshotFrom<CancelBookingMachine>;

/** Which screen of the cancel flow shows. */
export type CancelStep = 'loading' | 'choose' | 'confirm' | 'refused' | 'cancelled' | 'ended';

/** What the cancel panel renders. */
export interface CancelBookingView {
  step: CancelStep;
  reasons: Reason[];
  reasonId: string | null;
  /** "Pick a reason" under the reasons. */
  missingReason: boolean;
  /** What the confirmation says: fee (öre, 0 when free), free until, hours to the time bank. */
  fee: number;
  freeUntil: string | null;
  timeBankMinutes: number;
  result: CancelResult | null;
  refusalKey: RefusalKey | null;
  /** A call failed: message and a retry (`common.errors.default`). */
  errorKey: typeof DEFAULT_ERROR_KEY | null;
  busy: boolean;
  /** A way back to choosing (from a confirmation, a refusal or a failure). */
  canGoBack: boolean;
  canConfirm: boolean;
}

export function selectCancelBooking(snapshot: CancelBookingSnapshot): CancelBookingView {
  const { context } = snapshot;
  const step: CancelStep = snapshot.matches('loadingReasons') || snapshot.matches('loadFailed')
    ? 'loading'
    : snapshot.matches('choosing') || snapshot.matches('validating') || snapshot.matches('validationFailed')
      ? 'choose'
      : snapshot.matches('confirming') || snapshot.matches('cancelling') || snapshot.matches('cancelFailed')
        ? 'confirm'
        : snapshot.matches('refused')
          ? 'refused'
          : snapshot.matches('cancelled')
            ? 'cancelled'
            : 'ended';
  const failed = snapshot.matches('loadFailed') || snapshot.matches('validationFailed') || snapshot.matches('cancelFailed');
  return {
    step,
    reasons: context.reasons,
    reasonId: context.reasonId,
    missingReason: snapshot.matches({ choosing: 'missingReason' }),
    fee: context.validation?.fee ?? 0,
    freeUntil: context.validation?.freeUntil ?? null,
    timeBankMinutes: context.validation?.timeBankMinutes ?? 0,
    result: context.result,
    refusalKey: step === 'refused' ? context.refusalKey : null,
    errorKey: failed ? DEFAULT_ERROR_KEY : null,
    busy: snapshot.hasTag('busy'),
    canGoBack: snapshot.can({ type: 'cancel.back' }),
    canConfirm: snapshot.can({ type: 'cancel.confirmed' }),
  };
}
