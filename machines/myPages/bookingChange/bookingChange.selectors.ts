import type { Snapshot } from 'xstate';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { RefusalKey } from '../shared/changes';
import type { BookingChangeTag } from './bookingChange.machine';
import type { BookingChangeContext } from './bookingChange.types';

/**
 * What the view model reads of a change flow's snapshot, whatever its kind
 * (the kinds' state values differ: a flow without confirmation has no
 * `validating`, which is then never matched).
 */
export type BookingChangeSnapshot<TOptions, TChoice, TResult> = Snapshot<unknown> & {
  context: BookingChangeContext<TOptions, TChoice, TResult>;
  matches(value: never): boolean;
  hasTag(tag: BookingChangeTag): boolean;
  can(event: never): boolean;
};

/** Which screen of a change flow shows. */
type BookingChangeStep = 'loading' | 'choose' | 'confirm' | 'refused' | 'done' | 'ended';

/** What a change panel renders. */
export interface BookingChangeView<TOptions, TChoice, TResult> {
  step: BookingChangeStep;
  /** What the customer chooses from; null until loaded. */
  options: TOptions | null;
  choice: TChoice;
  /** "Choose …": Continue was pressed with a choice that is not complete. */
  incomplete: boolean;
  /** The choice was taken meanwhile: the answer's words (`myPages.refusals.slotTaken`). */
  lostKey: RefusalKey | null;
  /** What the confirmation says: fee (öre, 0 when free), free until, hours to the time bank. */
  fee: number;
  freeUntil: string | null;
  timeBankMinutes: number;
  result: TResult | null;
  refusalKey: RefusalKey | null;
  /** A call failed: message and a retry (`common.errors.default`). */
  errorKey: typeof DEFAULT_ERROR_KEY | null;
  busy: boolean;
  /** The call under way: the choice checked, or the change sent. */
  work: 'loading' | 'checking' | 'committing' | null;
  /** The choice can be changed (not while a call runs, nor on a failure). */
  canChoose: boolean;
  canRequest: boolean;
  canConfirm: boolean;
  /** A way back to choosing (from a confirmation, a refusal or a failure). */
  canGoBack: boolean;
}

export function selectBookingChange<TOptions, TChoice, TResult>(
  snapshot: BookingChangeSnapshot<TOptions, TChoice, TResult>,
): BookingChangeView<TOptions, TChoice, TResult> {
  const { context } = snapshot;
  const is = (state: string) => snapshot.matches(state as never);
  const step: BookingChangeStep =
    is('loading') || is('loadFailed')
      ? 'loading'
      : snapshot.hasTag('confirmation')
        ? 'confirm'
        : is('refused')
          ? 'refused'
          : is('done')
            ? 'done'
            : is('ended')
              ? 'ended'
              : 'choose';
  const can = (type: 'change.requested' | 'change.confirmed' | 'change.back') => snapshot.can({ type } as never);
  return {
    step,
    options: context.options,
    choice: context.choice,
    incomplete: snapshot.matches({ choosing: 'incomplete' } as never),
    lostKey: snapshot.matches({ choosing: 'lost' } as never) ? context.refusalKey : null,
    fee: context.validation?.fee ?? 0,
    freeUntil: context.validation?.freeUntil ?? null,
    timeBankMinutes: context.validation?.timeBankMinutes ?? 0,
    result: context.result,
    refusalKey: step === 'refused' ? context.refusalKey : null,
    errorKey: snapshot.hasTag('failed') ? DEFAULT_ERROR_KEY : null,
    busy: snapshot.hasTag('busy'),
    work: is('loading') ? 'loading' : is('validating') ? 'checking' : is('committing') ? 'committing' : null,
    canChoose: is('choosing'),
    canRequest: can('change.requested'),
    canConfirm: can('change.confirmed'),
    canGoBack: can('change.back'),
  };
}
