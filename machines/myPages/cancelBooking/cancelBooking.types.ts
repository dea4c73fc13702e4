import type { Reason } from '../bookingChange/bookingChange.types';


/** What a customer cancels for: the reasons the server lists. */
export interface CancelOptions {
  reasons: Reason[];
}

/** The reason chosen; null until one is. */
export interface CancelChoice {
  reasonId: string | null;
}

/** What the validation and the cancellation are sent. */
export interface CancelRequest {
  bookingId: string;
  reasonId: string;
}

/** What the cancellation cost and what it put in the time bank. */
export interface CancelResult {
  /** Öre; 0 when cancelled in time. */
  fee: number;
  timeBankMinutes: number;
}

/** `reason.selected`: a reason picked. */
export type CancelChoiceEvent = { type: 'reason.selected'; reasonId: string };
