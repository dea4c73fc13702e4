import { fireEvent, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { AnyActorLogic, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { Locale } from '../../i18n/locales';
import type { StepInfo } from '../support/viewModel';
import { settle } from '../support/viewModel';
import { press, renderPanel, type PanelEnv } from './panels.support';

/**
 * What the view tests of the account page share: a row or section rendered
 * on its own chart as the page starts it (inside a `<dl>` where the page has
 * one), typing and submitting through the form layer, and the focus moved
 * to what is new.
 */

/** Renders `view` on the chart (fakes for its calls, by their names) in `locale`; `inList` puts it in a `<dl>` as the page does. */
export function renderAccountView<TMachine extends AnyStateMachine, TActor, TFakes extends Record<string, { logic: AnyActorLogic }>>(
  machine: TMachine,
  input: Record<string, unknown>,
  view: (props: { actor: TActor }) => ReactElement,
  locale: Locale,
  fakes: TFakes,
  { inList = true }: { inList?: boolean } = {},
): PanelEnv & TFakes {
  const View = view;
  const Wrapped = ({ actor }: { actor: TActor }) => (inList ? <dl><View actor={actor} /></dl> : <View actor={actor} />);
  return renderPanel(machine, input, Wrapped, locale, fakes);
}

/** The field labelled `label` in `container` (exact text of its label). */
export function fieldIn(container: HTMLElement, label: string): HTMLInputElement | HTMLTextAreaElement {
  return within(container).getByLabelText(label, { exact: true }) as HTMLInputElement;
}

/** Types `value` into the field as a person does: focus, then the new text. */
export function typeInto(field: HTMLElement, value: string): void {
  field.focus();
  fireEvent.change(field, { target: { value } });
}

/** Presses a form's submit button and lets the form layer's validation (a promise) reach the chart. */
export async function submitWith(button: HTMLElement): Promise<void> {
  press(button);
  await settle();
}

/**
 * The screen changed from the previous step's (by `screenKey`): the focus is
 * on `expected`; except after the `quietAfter` screen (the first load's),
 * whose successor is what the page shows on arrival and takes no focus.
 */
export function expectFocusMoved<TMachine extends AnyStateMachine>(
  step: StepInfo<TMachine>,
  screenKey: (snapshot: SnapshotFrom<TMachine>) => string,
  expected: () => HTMLElement | null,
  quietAfter?: string,
): void {
  const before = step.trail[step.index - 1];
  const now = step.trail[step.index];
  if (!before || !now || screenKey(before) === screenKey(now)) return;
  const target = expected();
  if (!target) return;
  if (screenKey(before) === quietAfter) expect(target, 'arriving takes no focus').not.toHaveFocus();
  else expect(target, 'the focus moved to what is new').toHaveFocus();
}

/** Texts every account view shares (the Swedish from `i18n/locales/sv`). */
export const ACCOUNT_COMMON = {
  en: { cancel: 'Cancel', error: 'Something went wrong. Please try again.', retry: 'Try again', saving: 'Saving…' },
  sv: { cancel: 'Avbryt', error: 'Något gick fel. Försök igen.', retry: 'Försök igen', saving: 'Sparar…' },
} satisfies Record<Locale, Record<string, string>>;
