import type { SnapshotFrom } from 'xstate';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { RefusalKey } from '../shared/changes';
import type { RateBookingMachine } from './rateBooking.machine';
import type { Reason } from './rateBooking.types';

export type RateBookingSnapshot = SnapshotFrom<RateBookingMachine>;

export type RateStep = 'loading' | 'edit' | 'refused' | 'rated' | 'ended';

/** What the rating panel renders. */
export interface RateBookingView {
  step: RateStep;
  reasons: Reason[];
  rating: number | null;
  feedback: string;
  reasonId: string | null;
  missingRating: boolean;
  refusalKey: RefusalKey | null;
  errorKey: typeof DEFAULT_ERROR_KEY | null;
  /** The load failed (retry reads again); a failed send is retried by sending again. */
  loadFailed: boolean;
  busy: boolean;
}

export function selectRateBooking(snapshot: RateBookingSnapshot): RateBookingView {
  const { context } = snapshot;
  const step: RateStep =
    snapshot.matches('loading') || snapshot.matches('loadFailed')
      ? 'loading'
      : snapshot.matches('editing') || snapshot.matches('submitting')
        ? 'edit'
        : snapshot.matches('refused')
          ? 'refused'
          : snapshot.matches('rated')
            ? 'rated'
            : 'ended';
  const loadFailed = snapshot.matches('loadFailed');
  return {
    step,
    reasons: context.reasons,
    rating: context.rating,
    feedback: context.feedback,
    reasonId: context.reasonId,
    missingRating: snapshot.matches({ editing: 'missingRating' }),
    refusalKey: step === 'refused' ? context.refusalKey : null,
    errorKey: loadFailed || snapshot.matches({ editing: 'failed' }) ? DEFAULT_ERROR_KEY : null,
    loadFailed,
    busy: snapshot.hasTag('busy'),
  };
}
