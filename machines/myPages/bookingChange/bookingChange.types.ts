import type { AnyActorRef, EventObject } from 'xstate';
import type { ChangeValidation, CustomerBookingDetail } from '../../../api/contract/customer';
import type { RefusalKey } from '../shared/changes';

/** A reason to pick, as the server lists it (its label is in the customer's language). */
export interface Reason {
  id: string;
  label: string;
}

/** Input: the booking to change, and who is told `booking.changed` after a change (the booking page). */
export interface BookingChangeInput {
  booking: CustomerBookingDetail;
  changesTo?: AnyActorRef;
}

/**
 * Context of a change flow. The calls' client (which names the customer's
 * session) is in the actors, never here.
 */
export interface BookingChangeContext<TOptions, TChoice, TResult> {
  changesTo: AnyActorRef | null;
  bookingId: string;
  /** What the customer chooses from (reasons, free times, the stored rating); null until loaded. */
  options: TOptions | null;
  /** What the customer chose so far. */
  choice: TChoice;
  /** The server's answer for the choice (allowed, fee, free until, time bank), in a flow that confirms. */
  validation: ChangeValidation | null;
  /** What the change did, once done. */
  result: TResult | null;
  /** Why the server refused, while `refused`. */
  refusalKey: RefusalKey | null;
}

/**
 * Events of every change flow, besides its own choice events (a reason, a
 * time, stars; ignored while a call runs):
 * - `change.requested`: "continue" (or "send") with the choice;
 * - `change.confirmed`: "yes" on the confirmation (only there);
 * - `change.back`: back to choosing from a confirmation, a refusal or a failure;
 * - `retry.requested`: try the failed call again.
 */
export type BookingChangeEvent<TChoiceEvent extends EventObject> =
  | TChoiceEvent
  | { type: 'change.requested' }
  | { type: 'change.confirmed' }
  | { type: 'change.back' }
  | { type: 'retry.requested' };

/** The input of the actor that loads the options. */
export interface LoadOptionsInput {
  bookingId: string;
}

/**
 * The notices of the choosing screen: `incomplete` ("choose a reason"),
 * `lost` (the choice was taken meanwhile, e.g. someone booked the time).
 */
export type ChoiceNotice = 'incomplete' | 'lost';

/** How a choice event changes the choice, and which notices it answers (and so takes away). */
export interface ChoiceRule<TChoice, TEvent> {
  apply(choice: TChoice, event: TEvent): TChoice;
  clears: readonly ChoiceNotice[];
}

/** The commit's answer that the choice is gone, and what the customer chooses from then. */
interface LostChoice<TOptions, TChoice> {
  is(error: unknown): boolean;
  release(options: TOptions | null, choice: TChoice, error: unknown): { options: TOptions | null; choice: TChoice };
}

/**
 * What makes one change flow of the common shape (see
 * `createBookingChangeMachine`): its choice, how it is checked and sent.
 * Members are methods so a kind is usable where its types are erased.
 */
export interface BookingChangeKind<TOptions, TChoice, TRequest, TChoiceEvent extends EventObject> {
  /** The chart's id (the inspector, the catalogue and the tests name it by it). */
  id: string;
  /**
   * The server checks the choice first and the customer confirms what it
   * says (cancel, move); without, a complete choice is sent at once (rate).
   */
  confirms: boolean;
  /** The choice before the options are loaded. */
  emptyChoice: TChoice;
  /** The choice the loaded options start from (a stored rating); the empty one when absent. */
  choiceOf?(options: TOptions): TChoice;
  /** The loaded options say the change is already made (a visit rated before): the flow shows it done. */
  doneOnLoad?(options: TOptions): boolean;
  /** One rule per choice event. */
  choices: { [K in TChoiceEvent['type']]: ChoiceRule<TChoice, Extract<TChoiceEvent, { type: K }>> };
  /** The choice may be sent. */
  isComplete(choice: TChoice, options: TOptions | null): boolean;
  /** What the validation and the commit are called with. */
  request(bookingId: string, choice: TChoice): TRequest;
  /** How the commit says the choice is gone; a kind whose choice cannot be taken has none. */
  lost?: LostChoice<TOptions, TChoice>;
  /** A refusal ends the flow (nothing else can be chosen); otherwise Back returns to choosing. */
  refusalsAreFinal?: boolean;
}
