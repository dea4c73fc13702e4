import { fireEvent, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import type { ReactElement } from 'react';
import { expect, vi, type Mock } from 'vitest';
import { createActor, fromCallback, type AnyActorLogic, type AnyActorRef, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import type { Locale } from '../../i18n/locales';
import type { InvokeEvent, InvokeExecutors, StepInfo, ViewModelOptions, ViewScenario } from '../support/viewModel';
import { describeViewModel, settle } from '../support/viewModel';
import { actorProbe } from '../support/actorProbe';
import type { ControllableActor } from '../support/fakeActors';
import { renderView } from '../support/renderView';

/**
 * What the view tests of the booking page's change panels share: a harness
 * that starts the flow's chart as the booking page does (with `useActorRef`,
 * so the probe sees it and the test's fakes run it), the page the flow tells
 * of a change (a listener), the panel's `onClose` (a spy), and the locale.
 */
export interface PanelEnv {
  locale: Locale;
  /** What the flow told the booking page (`booking.changed`). */
  heard: unknown[];
  onClose: Mock<() => void>;
}

type PanelProps<TActor> = { actor: TActor; onClose(): void };

function Harness<TMachine extends AnyStateMachine>({
  machine,
  input,
  panel: Panel,
  onClose,
}: {
  machine: TMachine;
  input: unknown;
  panel: (props: PanelProps<AnyActorRef>) => ReactElement;
  onClose(): void;
}) {
  const actor = useActorRef(machine, { input } as never);
  return <Panel actor={actor as AnyActorRef} onClose={onClose} />;
}

/**
 * Renders a panel on its own chart, in `locale`, with the input the booking
 * page gives it (its `changesTo` a listener recording what it hears). The
 * chart runs the test's `fakes` for the actors it invokes, by the same names;
 * the test settles them (see `settlesEach`).
 */
export function renderPanel<TMachine extends AnyStateMachine, TActor, TFakes extends Record<string, { logic: AnyActorLogic }>>(
  machine: TMachine,
  input: Record<string, unknown>,
  panel: (props: PanelProps<TActor>) => ReactElement,
  locale: Locale,
  fakes: TFakes,
): PanelEnv & TFakes {
  actorProbe.provide(machine.id, { actors: Object.fromEntries(Object.entries(fakes).map(([id, fake]) => [id, fake.logic])) });
  const heard: unknown[] = [];
  const changesTo = createActor(fromCallback(({ receive }) => receive((event) => heard.push(event)))).start();
  const onClose = vi.fn<() => void>();
  renderView(
    <Harness machine={machine} input={{ ...input, changesTo }} panel={panel as unknown as (props: PanelProps<AnyActorRef>) => ReactElement} onClose={onClose} />,
    { site: { locale } },
  );
  return { locale, heard, onClose, ...fakes };
}

/**
 * A change panel's model walk, once in English and once in Swedish: the same
 * input, events and edges the view cannot produce in both; what the view
 * shows is compared with the model as `projectFlow` does.
 */
export function describePanelModel<TMachine extends AnyStateMachine, TEnv>(
  title: string,
  {
    input,
    events,
    render,
    unproducibleEdges,
    ...options
  }: Omit<ViewModelOptions<TMachine, TEnv>, 'scenarios' | 'project'> &
    Pick<ViewScenario<TMachine, TEnv>, 'input' | 'events' | 'unproducibleEdges'> & { render(locale: Locale): TEnv },
): void {
  describeViewModel(title, {
    ...options,
    project: projectFlow,
    scenarios: (['en', 'sv'] as const).map((locale) => ({
      name: locale === 'en' ? 'in English' : 'in Swedish',
      input,
      events,
      render: () => render(locale),
      unproducibleEdges,
    })),
  });
}

/** The client and the page the flow reports to are the harness's own; the rest of the context must match the model. */
const projectFlow = ({ status, value, context }: { status: string; value: unknown; context: unknown }) =>
  JSON.parse(JSON.stringify({ status, value, context: { ...(context as object), api: undefined, changesTo: undefined } }));

/** Settles the newest call of a fake actor with the step's output or error, and lets the view render it. */
export function settles<TEnv>(actor: (env: TEnv) => ControllableActor<never, never>): InvokeExecutors<TEnv> {
  return {
    done: async (event: InvokeEvent, env: TEnv) => {
      (actor(env) as unknown as ControllableActor<unknown, unknown>).resolve(event.output);
      await settle();
    },
    error: async (event: InvokeEvent, env: TEnv) => {
      (actor(env) as unknown as ControllableActor<unknown, unknown>).reject(event.error);
      await settle();
    },
  };
}

/** Settles the fakes of `TEnv` named as the actors the chart invokes (see `settles`). */
export function settlesEach<TEnv>(...ids: readonly (keyof TEnv & string)[]): Record<string, InvokeExecutors<TEnv>> {
  return Object.fromEntries(ids.map((id) => [id, settles<TEnv>((env) => env[id] as never)]));
}

/**
 * A panel's screen as its heading's focus knows it: the step, and whether a
 * call failed on it (see `focusKey` in `ui/myPages/booking/format.ts`).
 */
export const screenKeyBy =
  <TSnapshot,>(select: (snapshot: TSnapshot) => { step: string; errorKey: string | null }) =>
  (snapshot: TSnapshot): string => {
    const view = select(snapshot);
    return `${view.step}:${view.errorKey !== null}`;
  };

/** On every screen: the panel shows the flow's step and whether it is busy under `title`, and nothing closed it. */
export function expectFrame(panel: HTMLElement, view: { step: string; busy: boolean }, title: string, env: PanelEnv): void {
  expect(panel).toHaveAttribute('data-step', view.step);
  expect(panel).toHaveAttribute('aria-busy', String(view.busy));
  expect(panel.querySelector('h2')).toHaveTextContent(title);
  expect(env.onClose).not.toHaveBeenCalled();
}

/** What a keyboard or pointer user does: the control takes the focus, then is activated. */
export function press(element: HTMLElement): void {
  element.focus();
  fireEvent.click(element);
}

/** The one button in `container` whose text is exactly `name`. */
export function buttonIn(container: HTMLElement, name: string): HTMLButtonElement {
  const found = within(container)
    .queryAllByRole('button')
    .filter((element) => element.textContent?.trim() === name);
  if (found.length !== 1) throw new Error(`expected one "${name}" button, found ${found.length}`);
  return found[0] as HTMLButtonElement;
}

/** The panel's buttons, by their text, in order. */
export const buttonNames = (panel: HTMLElement) => within(panel).queryAllByRole('button').map((element) => element.textContent?.trim());

/**
 * The step heading takes the focus whenever the screen changes (`screenKey`
 * differs from the previous step's), and the focus is never dropped to the
 * page (a control that disappears under it).
 */
export function expectFocus<TMachine extends AnyStateMachine>(
  panel: HTMLElement,
  step: StepInfo<TMachine>,
  screenKey: (snapshot: SnapshotFrom<TMachine>) => string,
): void {
  const heading = panel.querySelector('h2');
  expect(heading).not.toBeNull();
  expect(heading).toHaveAttribute('tabindex', '-1');
  const now = step.trail[step.index];
  const before = step.trail[step.index - 1];
  if (!before || screenKey(before) !== screenKey(now!)) expect(heading, 'the step heading has the focus').toHaveFocus();
  expect(document.activeElement, 'the focus stays in the panel').not.toBe(document.body);
  expect(panel.contains(document.activeElement)).toBe(true);
}

/** The alert of a failed call, in the page's language, with or without a retry. */
export function expectFailure(panel: HTMLElement, text: string, retry: string | null): void {
  const alert = within(panel).getByTestId('flow-error');
  expect(alert).toHaveAttribute('role', 'alert');
  expect(alert).toHaveTextContent(text);
  if (retry) expect(within(alert).getByRole('button')).toHaveTextContent(retry);
  else expect(within(alert).queryByRole('button')).toBeNull();
}

/** No failure, no refusal on screen. */
export function expectNoAlert(panel: HTMLElement): void {
  expect(within(panel).queryByTestId('flow-error')).toBeNull();
  expect(within(panel).queryByTestId('flow-refusal')).toBeNull();
}

/** The flow told the booking page of a change this many times. */
export const changesTold = (env: PanelEnv) => env.heard.filter((event) => (event as { type?: string }).type === 'booking.changed').length;

/** A screen ends the flow: Close is there and closes the panel. */
export function expectCloses(panel: HTMLElement, close: string, env: PanelEnv): void {
  const before = env.onClose.mock.calls.length;
  fireEvent.click(buttonIn(panel, close));
  expect(env.onClose.mock.calls.length).toBe(before + 1);
}

/** The refusals the flows show, as the customer reads them (the Swedish from `i18n/locales/sv`). */
export const REFUSALS: Record<Locale, Record<string, string>> = {
  en: {
    'myPages.refusals.notChangeable': 'This visit can no longer be changed: it has started, is done or is cancelled.',
    'myPages.refusals.rebookTooLate':
      'It is too late to move this visit: a visit can be moved free of charge until two working days before. You can still cancel it.',
    'myPages.refusals.unknownReason': 'Please choose one of the listed reasons.',
    'myPages.refusals.notRateable': 'Only a visit that is done can be rated.',
    'myPages.refusals.alreadyRated': 'You have already rated this visit. Thank you!',
    'myPages.refusals.noteTooLate': 'The visit has started, so a note can no longer be left.',
    'myPages.refusals.meetingZipCode': 'A home visit can only be moved to a time at its own postal code.',
    'myPages.refusals.slotUnavailable': 'That time cannot be booked. Please choose another one.',
    'myPages.refusals.slotTaken': 'Sorry, someone just booked that time. Please choose another one.',
  },
  sv: {
    'myPages.refusals.notChangeable': 'Besöket kan inte längre ändras: det har börjat, är utfört eller är avbokat.',
    'myPages.refusals.rebookTooLate':
      'Det är för sent att flytta besöket: ett besök kan flyttas kostnadsfritt fram till två arbetsdagar innan. Du kan fortfarande avboka det.',
    'myPages.refusals.unknownReason': 'Välj en av anledningarna i listan.',
    'myPages.refusals.notRateable': 'Bara ett besök som är utfört kan betygsättas.',
    'myPages.refusals.alreadyRated': 'Du har redan betygsatt det här besöket. Tack!',
    'myPages.refusals.noteTooLate': 'Besöket har börjat, så det går inte längre att lämna ett meddelande.',
    'myPages.refusals.meetingZipCode': 'Ett hembesök kan bara flyttas till en tid på sitt eget postnummer.',
    'myPages.refusals.slotUnavailable': 'Den tiden går inte att boka. Välj en annan tid.',
    'myPages.refusals.slotTaken': 'Tyvärr bokade någon annan just den tiden. Välj en annan tid.',
  },
};

/** Texts every panel shares. */
export const COMMON = {
  en: { error: 'Something went wrong. Please try again.', retry: 'Try again', close: 'Close', back: 'Back' },
  sv: { error: 'Något gick fel. Försök igen.', retry: 'Försök igen', close: 'Stäng', back: 'Tillbaka' },
} satisfies Record<Locale, Record<string, string>>;

/** Expects the refusal for `key` in the page's language, as an alert. */
export function expectRefusal(panel: HTMLElement, locale: Locale, key: string | null): void {
  const refusal = within(panel).getByTestId('flow-refusal');
  expect(refusal).toHaveAttribute('role', 'alert');
  const words = key ? REFUSALS[locale][key] : undefined;
  if (!words) throw new Error(`no ${locale} text listed for refusal ${String(key)}`);
  expect(refusal).toHaveTextContent(words);
}

/** The slot buttons of the calendar in the panel, in the order of `slots` (by time). */
export function slotButton(panel: HTMLElement, slots: readonly { startTime: string }[], startTime: string): HTMLButtonElement {
  const buttons = within(within(panel).getByTestId('availability-calendar')).getAllByTestId('slot');
  const index = [...slots].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)).findIndex((slot) => slot.startTime === startTime);
  const found = buttons[index];
  if (!found) throw new Error(`no slot button for ${startTime}`);
  return found as HTMLButtonElement;
}
