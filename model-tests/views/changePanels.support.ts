import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { selectBookingChange, type BookingChangeSnapshot } from '../../machines/myPages/bookingChange/bookingChange.selectors';
import type { ChangeFakes } from '../myPages/bookingChange.support';
import type { StepInfo } from '../support/viewModel';
import {
  buttonIn,
  changesTold,
  expectCloses,
  expectFailure,
  expectFocus,
  expectFrame,
  expectNoAlert,
  expectRefusal,
  screenKeyBy,
  settlesEach,
  type PanelEnv,
} from './panels.support';

/**
 * What the view tests of the change panels (cancel, move, rate) share: the
 * panel every kind is drawn in (`ChangePanel`) shows the same frame,
 * buttons, progress and failures in the same states; each kind's test adds
 * its own choice, terms and result.
 */

/** A change panel's environment: the panel's and the flow's fakes. */
export type ChangePanelEnv<TOptions, TRequest, TResult> = PanelEnv & ChangeFakes<TOptions, TRequest, TResult>;

/** The words of a panel's frame and buttons, in one language. */
interface ChangePanelText {
  title: string;
  doneTitle: string;
  loading: string;
  checking?: string;
  committing: string;
  request: string;
  confirm?: string;
  back: string;
  keep: string;
  close: string;
  retry: string;
  error: string;
}

/** The invoked actors' fakes, settled by the step's output or error. */
export const changeInvokes = <TEnv>() => settlesEach<TEnv>(...(['loadOptions', 'validateChange', 'commitChange'] as (keyof TEnv & string)[]));

const aria = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

/**
 * Every screen of a change panel: the frame (step, busy, heading, focus),
 * the buttons in order and which are disabled (Back, Continue and Yes are
 * disabled while a call runs, in every kind), the progress and the failure
 * with its retry, the refusal with Back unless it is final, the result
 * closing the panel; nothing committed the server did not allow first, and
 * the page told once after a commit.
 */
export function expectChangePanel<TMachine extends AnyStateMachine>(
  panel: HTMLElement,
  snapshot: SnapshotFrom<TMachine>,
  env: ChangePanelEnv<unknown, unknown, unknown>,
  step: StepInfo<TMachine>,
  text: ChangePanelText,
  kind: { name: string; confirms: boolean; refusalsAreFinal: boolean; bookingId: string },
): void {
  const s = snapshot as unknown as BookingChangeSnapshot<unknown, unknown, unknown> & { matches(value: string | object): boolean };
  const view = selectBookingChange(s);
  expectFrame(panel, view, view.step === 'done' ? text.doneTitle : text.title, env);
  expectFocus<TMachine>(panel, step, screenKeyBy(selectBookingChange) as never);
  if (kind.confirms && env.commitChange.inputs.length > 0) expect(env.validateChange.inputs.length).toBeGreaterThan(0);
  expect(changesTold(env)).toBe(s.matches('done') && env.commitChange.inputs.length > 0 ? 1 : 0);

  const own = [text.retry, text.request, text.confirm, text.back, text.keep, text.close].filter((name): name is string => name !== undefined);
  // The panel's own buttons (the calendar's, such as its week arrows, are the calendar's test's).
  const buttons = () =>
    within(panel)
      .queryAllByRole('button')
      .filter((button) => !button.closest('[data-testid="availability-calendar"]'))
      .map((button) => button.textContent?.trim())
      .filter((name) => own.includes(name!));
  const status = () => within(panel).getByRole('status');
  const sentOnConfirm = kind.confirms && (s.matches('committing') || s.matches('commitFailed'));
  if (s.matches('loading')) {
    expect(status()).toHaveTextContent(text.loading);
    expectNoAlert(panel);
    expect(buttons()).toEqual([text.close]);
    expect(env.loadOptions.inputs.at(-1)).toEqual({ bookingId: kind.bookingId });
  } else if (s.matches('loadFailed')) {
    expectFailure(panel, text.error, text.retry);
    expect(buttons()).toEqual([text.retry, text.close]);
  } else if (s.matches('choosing')) {
    expect(within(panel).queryByTestId('flow-error')).toBeNull();
    expect(buttons()).toEqual([text.request, text.keep]);
    expect(aria(buttonIn(panel, text.request))).toBe(false);
  } else if (s.matches('validating')) {
    expect(status()).toHaveTextContent(text.checking!);
    expect(buttons()).toEqual([text.request, text.keep]);
    expect(aria(buttonIn(panel, text.request))).toBe(true);
  } else if (s.matches('confirming')) {
    expectNoAlert(panel);
    expect(buttons()).toEqual([text.confirm, text.back]);
    expect([aria(buttonIn(panel, text.confirm!)), aria(buttonIn(panel, text.back))]).toEqual([false, false]);
    expect(env.commitChange.inputs).toHaveLength(0);
  } else if (sentOnConfirm) {
    if (s.matches('committing')) expect(status()).toHaveTextContent(text.committing);
    else expectFailure(panel, text.error, text.retry);
    expect(buttons()).toEqual(s.matches('committing') ? [text.confirm, text.back] : [text.retry, text.confirm, text.back]);
    // Yes waits for the call; Back too while it runs.
    expect([aria(buttonIn(panel, text.confirm!)), aria(buttonIn(panel, text.back))]).toEqual([true, s.matches('committing')]);
  } else if (s.matches('committing')) {
    expect(status()).toHaveTextContent(text.committing);
    expect(buttons()).toEqual([text.request, text.keep]);
    expect(aria(buttonIn(panel, text.request))).toBe(true);
  } else if (s.matches('validationFailed') || s.matches('commitFailed')) {
    // A way back to the choice, besides trying again and leaving.
    expectFailure(panel, text.error, text.retry);
    expect(buttons()).toEqual([text.retry, text.request, text.back, text.keep]);
    expect([aria(buttonIn(panel, text.request)), aria(buttonIn(panel, text.back))]).toEqual([true, false]);
  } else if (s.matches('refused')) {
    expectRefusal(panel, env.locale, s.context.refusalKey);
    expect(buttons()).toEqual(kind.refusalsAreFinal ? [text.close] : [text.back, text.close]);
    if (kind.refusalsAreFinal) expectCloses(panel, text.close, env);
  } else if (s.matches('done')) {
    expect(within(panel).getByTestId(`${kind.name}-done`)).toHaveAttribute('role', 'status');
    expect(buttons()).toEqual([text.close]);
    expectCloses(panel, text.close, env);
  } else {
    expect(s.matches('ended')).toBe(true);
    expectNoAlert(panel);
    expect(buttons()).toEqual([text.close]);
    expectCloses(panel, text.close, env);
  }
}

/** The reasons as radios, the chosen one checked, usable only while the customer chooses. */
export function expectReasons(panel: HTMLElement, reasons: readonly { id: string; label: string }[], chosen: string | null, usable: boolean): void {
  for (const reason of reasons) {
    const radio = within(panel).getByLabelText(reason.label) as HTMLInputElement;
    expect(radio.checked).toBe(chosen === reason.id);
    expect(radio.disabled).toBe(!usable);
  }
}
