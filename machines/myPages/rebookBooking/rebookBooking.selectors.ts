import type { SnapshotFrom } from 'xstate';
import type { Availability } from '../../../api/contract/booking';
import type { Slot } from '../../../api/contract/common';
import type { CustomerBooking } from '../../../api/contract/customer';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import { REFUSAL_KEYS, type RefusalKey } from '../shared/changes';
import type { RebookBookingMachine } from './rebookBooking.machine';
import type { Reason } from './rebookBooking.types';

export type RebookBookingSnapshot = SnapshotFrom<RebookBookingMachine>;

export type RebookStep = 'loading' | 'choose' | 'confirm' | 'refused' | 'rebooked' | 'ended';

/** What the move panel renders. */
export interface RebookBookingView {
  step: RebookStep;
  reasons: Reason[];
  reasonId: string | null;
  availability: Availability | null;
  slot: Slot | null;
  /** "Pick a reason and a time". */
  incomplete: boolean;
  /** The calendar's message: the time was taken (`myPages.refusals.slotTaken`). */
  calendarErrorKey: RefusalKey | null;
  fee: number;
  freeUntil: string | null;
  result: CustomerBooking | null;
  refusalKey: RefusalKey | null;
  errorKey: typeof DEFAULT_ERROR_KEY | null;
  busy: boolean;
  /** A way back to choosing (from a confirmation, a refusal or a failure). */
  canGoBack: boolean;
}

export function selectRebookBooking(snapshot: RebookBookingSnapshot): RebookBookingView {
  const { context } = snapshot;
  const step: RebookStep =
    snapshot.matches('loading') || snapshot.matches('loadFailed')
      ? 'loading'
      : snapshot.matches('choosing') || snapshot.matches('validating') || snapshot.matches('validationFailed')
        ? 'choose'
        : snapshot.matches('confirming') || snapshot.matches('rebooking') || snapshot.matches('rebookFailed')
          ? 'confirm'
          : snapshot.matches('refused')
            ? 'refused'
            : snapshot.matches('rebooked')
              ? 'rebooked'
              : 'ended';
  const failed = snapshot.matches('loadFailed') || snapshot.matches('validationFailed') || snapshot.matches('rebookFailed');
  return {
    step,
    reasons: context.reasons,
    reasonId: context.reasonId,
    availability: context.availability,
    slot: context.slot,
    incomplete: snapshot.matches({ choosing: 'incomplete' }),
    calendarErrorKey: snapshot.matches({ choosing: 'slotTaken' }) ? REFUSAL_KEYS.slotTaken : null,
    fee: context.validation?.fee ?? 0,
    freeUntil: context.validation?.freeUntil ?? null,
    result: context.result,
    refusalKey: step === 'refused' ? context.refusalKey : null,
    errorKey: failed ? DEFAULT_ERROR_KEY : null,
    busy: snapshot.hasTag('busy'),
    canGoBack: snapshot.can({ type: 'rebook.back' }),
  };
}
