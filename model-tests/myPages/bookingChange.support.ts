import { expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { ChangeValidation } from '../../api/contract/customer';
import { selectBookingChange, type BookingChangeSnapshot } from '../../machines/myPages/bookingChange/bookingChange.selectors';
import type { LoadOptionsInput } from '../../machines/myPages/bookingChange/bookingChange.types';
import { controllableActor, type ControllableActor } from '../support/fakeActors';

/**
 * What the tests of the change flows (cancel, move, rate) share: the fakes
 * of the three actors every flow invokes, and what every flow shows and
 * never does in each of its states.
 */

/** The fakes of a change flow's actors, by the names its chart invokes. */
export type ChangeFakes<TOptions, TRequest, TResult> = {
  loadOptions: ControllableActor<TOptions, LoadOptionsInput>;
  validateChange: ControllableActor<ChangeValidation, TRequest>;
  commitChange: ControllableActor<TResult, TRequest>;
};

export function changeFakes<TOptions, TRequest, TResult>(): ChangeFakes<TOptions, TRequest, TResult> {
  return { loadOptions: controllableActor(), validateChange: controllableActor(), commitChange: controllableActor() };
}

/** Machine level: the fakes, and how often the flow told the booking page of a change. */
export type ChangeEnv<TOptions, TRequest, TResult> = ChangeFakes<TOptions, TRequest, TResult> & {
  announced: number;
};

/** A fresh copy of the chart on fakes, for one path. */
export function arrangeChange<TMachine extends AnyStateMachine, TOptions, TRequest, TResult>(machine: TMachine) {
  const env: ChangeEnv<TOptions, TRequest, TResult> = { ...changeFakes<TOptions, TRequest, TResult>(), announced: 0 };
  const provided = machine.provide({
    actors: { loadOptions: env.loadOptions.logic, validateChange: env.validateChange.logic, commitChange: env.commitChange.logic },
    actions: {
      announceChange: () => {
        env.announced += 1;
      },
    },
  } as never) as TMachine;
  return { machine: provided, env, controls: { loadOptions: env.loadOptions, validateChange: env.validateChange, commitChange: env.commitChange } };
}

/** What a kind's test tells the shared checks. */
export interface ChangeSpec<TSnapshot> {
  /** The server checks the choice and the customer confirms (cancel, move). */
  confirms: boolean;
  /** A refusal ends the flow (rate). */
  refusalsAreFinal: boolean;
  bookingId: string;
  /** What the validation and the commit must be sent for the choice in `snapshot` (the kind's oracle). */
  request(snapshot: TSnapshot): unknown;
}

type AnyChangeSnapshot = BookingChangeSnapshot<unknown, unknown, unknown> & { matches(value: string | object): boolean };

/**
 * Every state: what the view model says of it (the screen, busy, the
 * failure, what can be sent), the calls made with the booking and the
 * choice, nothing committed that the server did not allow first (where the
 * flow confirms), and the booking page told exactly once, after a commit.
 */
export function expectChangeFlow<TSnapshot>(snapshot: TSnapshot, fakes: ChangeFakes<unknown, unknown, unknown>, announced: number, spec: ChangeSpec<TSnapshot>): void {
  const s = snapshot as unknown as AnyChangeSnapshot;
  const view = selectBookingChange(s);
  if (spec.confirms && fakes.commitChange.inputs.length > 0) expect(fakes.validateChange.inputs.length).toBeGreaterThan(0);
  if (!spec.confirms) expect(fakes.validateChange.inputs).toEqual([]);
  expect(announced).toBe(s.matches('done') && fakes.commitChange.inputs.length > 0 ? 1 : 0);
  if (!s.matches('done')) expect(view.result).toBeNull();
  for (const sent of fakes.loadOptions.inputs) expect(sent).toEqual({ bookingId: spec.bookingId });
  const sentOn = spec.confirms ? 'confirm' : 'choose';
  if (s.matches('loading')) {
    expect(view).toMatchObject({ step: 'loading', busy: true, work: 'loading', errorKey: null, canGoBack: false });
  } else if (s.matches('loadFailed')) {
    expect(view).toMatchObject({ step: 'loading', busy: false, errorKey: 'common.errors.default', canGoBack: false });
  } else if (s.matches('choosing')) {
    expect(view).toMatchObject({ step: 'choose', busy: false, errorKey: null, canChoose: true, canRequest: true, canConfirm: false, canGoBack: false });
  } else if (s.matches('validating')) {
    expect(view).toMatchObject({ step: 'choose', busy: true, work: 'checking', canChoose: false, canRequest: false, canGoBack: false });
    expect(fakes.validateChange.inputs.at(-1)).toEqual(spec.request(snapshot));
  } else if (s.matches('validationFailed')) {
    expect(view).toMatchObject({ step: 'choose', busy: false, errorKey: 'common.errors.default', canChoose: false, canRequest: false, canGoBack: true });
  } else if (s.matches('confirming')) {
    expect(s.context.validation?.allowed).toBe(true);
    expect(view).toMatchObject({ step: 'confirm', busy: false, errorKey: null, canConfirm: true, canGoBack: true });
  } else if (s.matches('committing')) {
    expect(view).toMatchObject({ step: sentOn, busy: true, work: 'committing', canChoose: false, canConfirm: false, canGoBack: false });
    expect(fakes.commitChange.inputs.at(-1)).toEqual(spec.request(snapshot));
  } else if (s.matches('commitFailed')) {
    expect(view).toMatchObject({ step: sentOn, busy: false, errorKey: 'common.errors.default', canChoose: false, canConfirm: false, canGoBack: true });
  } else if (s.matches('refused')) {
    expect(view).toMatchObject({ step: 'refused', busy: false, canGoBack: !spec.refusalsAreFinal });
    expect(view.refusalKey).toMatch(/^myPages\.refusals\./);
  } else if (s.matches('done')) {
    expect(view).toMatchObject({ step: 'done', busy: false, errorKey: null, canGoBack: false });
  } else {
    expect(s.matches('ended')).toBe(true);
    expect(view).toMatchObject({ step: 'ended', busy: false, errorKey: null, canGoBack: false });
  }
}
