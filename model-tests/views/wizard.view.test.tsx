import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import { SESSION_SYSTEM_ID } from '../../machines/session/constants';
import type { AuthStatus } from '../../api/contract/auth';
import type { BookingStep } from '../../api/contract/booking';
import type { AddressInput } from '../../api/contract/common';
import { routePath } from '../../api/routes';
import { EID_POLL_INTERVAL_MS } from '../../machines/eidLogin/constants';
import { eidLoginMachine } from '../../machines/eidLogin/eidLogin.machine';
import { bookingProductOf } from '../../machines/booking/wizard/products';
import type { BookingProduct } from '../../machines/booking/wizard/products';
import { draftOf } from '../../machines/booking/wizard/wizard.context';
import { createBookingMachine } from '../../machines/booking/wizard/wizard.machine';
import type { BookingWizardMachine } from '../../machines/booking/wizard/wizard.machine';
import { selectBookingWizard } from '../../machines/booking/wizard/wizard.selectors';
import type { BookingWizardSnapshot } from '../../machines/booking/wizard/wizard.selectors';
import type { BookingDraft, BookingFormConfig, BookingWizardInput } from '../../machines/booking/wizard/wizard.types';
import { BookingWizard } from '../../ui/booking/wizard/BookingWizard';
import { stockholmTime } from '../../ui/booking/steps/time';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import type { FakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import {
  VALID_VALUES,
  bookingResult,
  callActorsOf,
  choiceResult,
  eidResult,
  livingAreaConfig,
  newCustomerResult,
  serverFailure,
  wizardCallFakes,
  wizardEvents,
  wizardStateKey,
} from '../booking/wizard.support';
import type { StepAnswers, WizardCallFakes, WizardWalk } from '../booking/wizard.support';
import { eidCallFakes, order } from '../eidLogin/eidLogin.support';
import type { EidCallFakes } from '../eidLogin/eidLogin.support';
import { actorProbe } from '../support/actorProbe';
import type { ControllableActor } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import type { FakeApi } from '../support/fakeApi';
import { transient, useModelCoverage } from '../support/modelTest';
import type { TraversalEvent } from '../support/paths';
import { button, renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle } from '../support/viewModel';
import type { EventExecutors, InvokeEvent, ViewAssertions } from '../support/viewModel';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);
// A computer: BankID shows its QR code for the phone (jsdom has no media queries).
vi.mock('../../ui/eidLogin/device', () => ({ detectDevice: () => 'desktop' }));

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = BookingWizardMachine;

const SEED = 'seed-1';
const ZIP = '11122';
const product: BookingProduct = bookingProductOf('bookingWindowCleaningDirect')!;
const machine = createBookingMachine(product);
const PATH = routePath(product.route, 'en');
/** Where the page keeps the draft (`useBookingWizard`). */
const DRAFT_KEY = `booking-draft:${product.route}`;

/** The BankID login of the customer step is the real chart with the `EidCallFakes`. */
interface Env extends WizardCallFakes, EidCallFakes {
  api: FakeApi;
  router: FakeRouterAdapter;
  /** What the site's session heard from the wizard. */
  heard: unknown[];
  /** A customer was logged in on the site as the wizard started (no BankID in the wizard). */
  loggedInBefore: boolean;
  /** Steps the browser arrived at (Back, Forward, a typed URL), with the number of the chart's own moves before each. */
  arrivals: Array<{ step: BookingStep; after: number }>;
  /** The last step an assertion saw shown: a move from it to another hands focus to the new step's heading. */
  lastStepShown: BookingStep | null;
}

/** How the page starts: a code in the link, a customer logged in, a draft saved before a reload (and its step in the URL). */
interface Start {
  discountCode?: string;
  identified?: boolean;
  draft?: BookingDraft;
}

/** The wizard of `product` as the booking page renders it, its calls fake actors, its address a fake router. */
function renderWizard({ discountCode, identified, draft }: Start = {}): Env {
  window.sessionStorage.clear();
  if (draft) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(SEED as ReturnType<typeof crypto.randomUUID>);
  const heard: unknown[] = [];
  const env: Env = {
    api: fakeApi(),
    router: fakeRouterAdapter({ path: PATH, query: { areaCode: ZIP, ...(discountCode ? { discountCode } : {}), ...(draft ? { step: draft.step } : {}) } }),
    ...wizardCallFakes(),
    ...eidCallFakes(),
    heard,
    loggedInBefore: identified ?? false,
    // The page opened at the draft's step.
    arrivals: draft ? [{ step: draft.step, after: 0 }] : [],
    lastStepShown: null,
  };
  actorProbe.provide(machine.id, {
    actors: {
      ...callActorsOf(env),
      eidLogin: eidLoginMachine.provide({
        actors: {
          startLogin: env.startLogin.logic,
          pollStatus: env.pollStatus.logic,
          fetchQr: env.fetchQr.logic,
          cancelLogin: fromCallback(() => undefined),
        },
      }),
    },
  });
  renderView(<BookingWizard product={product} title="Window cleaning" simulator={false} identified={identified ?? false} />, {
    client: env.api.client,
    router: env.router,
  });
  // The site's session the wizard tells of a login, in the wizard's system as the site holds it in the tab's: a
  // listener the test reads (the session chart has tests of its own).
  createActor(fromCallback<AnyEventObject>(({ receive }) => receive((event) => void heard.push(event))), {
    parent: actorProbe.actor(machine.id)!,
    systemId: SESSION_SYSTEM_ID,
  }).start();
  return env;
}

/** The model's input, as the page starts the wizard (the client, router and session are the page's own). */
function inputOf({ discountCode, identified, draft }: Start = {}): BookingWizardInput {
  return {
    keySeed: SEED,
    router: fakeRouterAdapter(),
    simulator: false,
    postalCode: ZIP,
    device: 'desktop',
    ...(discountCode ? { discountCode } : {}),
    ...(identified ? { identified } : {}),
    ...(draft ? { draft } : {}),
  };
}

/** A reload on the time step: the form answered and left, no time chosen yet. */
const draftAtTime: BookingDraft = {
  step: 'availability',
  forms: { configuration: { values: { livingArea: 85 }, valid: true }, 'optional-configuration': { values: {}, valid: true } },
  completed: ['configuration', 'optional-configuration'],
  slot: null,
  discountCode: null,
  idempotencyKey: null,
  attempt: 0,
  result: null,
};

/** A reload of the receipt: the booking made stays shown. */
const draftBooked: BookingDraft = {
  ...draftAtTime,
  step: 'success',
  slot: { startTime: '2030-03-04T08:00:00.000Z', endTime: '2030-03-04T11:00:00.000Z' },
  completed: ['configuration', 'optional-configuration', 'availability', 'customer', 'address', 'contact'],
  idempotencyKey: `${SEED}.0`,
  result: bookingResult,
};

// Screen ----------------------------------------------------------------------

const wizard = () => screen.getByTestId('booking-wizard');
const shown = () => wizard().getAttribute('data-step');
const nextButton = () => screen.queryByTestId('booking-next') as HTMLButtonElement | null;
const submitButton = () => screen.queryByTestId('booking-submit') as HTMLButtonElement | null;
const backButton = () => queryButton(wizard(), 'Back');
const errorBox = () => screen.queryByTestId('booking-error');
const priceSummary = () => screen.getByTestId('price-summary');
/** The steps of the progress bar (queried by selector: role queries cost milliseconds each in jsdom). */
const progressItems = () => [...wizard().querySelectorAll<HTMLElement>('nav[aria-label="Booking steps"] li')];
/** The button named `name` in `container`, or null. */
const queryButton = (container: HTMLElement, name: string) => within(container).queryByText(name, { selector: 'button' }) as HTMLButtonElement | null;
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** What the visitor reads for each of the wizard's message keys (English). */
const ERRORS: Record<string, string> = {
  'common.errors.default': 'Something went wrong. Please try again.',
  'booking.errors.slotTaken': 'Sorry, someone just booked that time. Please choose another one.',
  'booking.errors.refused': 'Some of your answers were not accepted. Please check the marked fields.',
  'booking.errors.conflict': 'We could not make this booking:',
  'booking.address.otherPostalCode': 'The address must be at postal code 111 22, where your time and price are.',
  'booking.discount.unknown': 'We do not recognise that code for this service.',
  'common.formErrors.serviceNotAvailableOnPostalCode': 'Unfortunately we do not offer this service at that postal code yet.',
};

/** The booking form: one required question on the first step. */
const windowConfig: BookingFormConfig = { ...livingAreaConfig, productId: product.productId, steps: [...product.steps] };
/** The same form as the server writes it in Swedish (after the language switch): the same question, another label. */
const swedishWindowConfig: BookingFormConfig = { ...windowConfig, questions: windowConfig.questions.map((question) => ({ ...question, label: 'Boyta' })) };
/** The living-area field, in either language. */
const LIVING_AREA = /^(Living area|Boyta)/;

/** The answers the view's forms report for what the executors type. */
const ANSWERS: StepAnswers = {
  ...VALID_VALUES,
  configuration: { livingArea: 85 },
  // The phone as the form normalises it.
  contact: { firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se', phone: '+46 70 123 45 67' },
};

/** The events the visitor (and the wizard's calls) can cause at a state: the model walk's, as the view produces them. */
function viewEvents(walk: WizardWalk) {
  const modelEvents = wizardEvents(product, walk, ANSWERS);
  return (snapshot: BookingWizardSnapshot): TraversalEvent[] => {
    const { context } = snapshot;
    const steps = selectBookingWizard(snapshot).steps;
    const shown = selectBookingWizard(snapshot).step;
    return modelEvents(snapshot).flatMap((event): TraversalEvent[] => {
      switch (event.type) {
        // The page hands no form over (the wizard loads it), and the chart raises these itself.
        case 'config.loaded':
          return [];
        // The window cleaning form, with one question to answer.
        case 'xstate.done.actor.loadConfig':
          return [{ ...event, output: windowConfig }];
        // The form again after the switch to Swedish.
        case 'xstate.done.actor.reloadConfig':
          return [{ ...event, output: swedishWindowConfig }];
        // Only a done step is a button in the progress bar; the machine tests try every step, the view the first.
        case 'step.edit':
          return event.step === product.steps[0] && steps.some((step) => step.step === event.step && step.status === 'done') ? [event] : [];
        // The browser's Back (the step before), a bookmark of the first step, and a typed URL of the last one;
        // the machine tests try every step from every step.
        case 'url.changed': {
          const here = shown === null ? -1 : product.steps.indexOf(shown);
          const wanted = [product.steps[0], product.steps[here - 1], 'contact'];
          return wanted.includes(event.step as BookingStep) ? [event] : [];
        }
        // A time is picked in the calendar, which hands over its own slot.
        case 'slot.selected': {
          const slot = context.availability?.slots[0];
          return slot && shown === 'availability' ? [{ ...event, slot }] : [];
        }
        case 'form.changed':
          // No form is shown while the booking form loads.
          if (shown === null) return [];
          if (event.step === 'address') {
            // A stored address is picked from the list; a new one is typed and checked (`address.added`).
            const stored = context.profile?.addresses.find((address) => address.zipCode === ZIP);
            return stored ? [{ ...event, values: { addressId: stored.id }, valid: true }] : [];
          }
          if (event.valid === false) return [{ ...event, values: { livingArea: 0 } }];
          return [event];
        // While a code is checked its button waits; Remove shows only with a code applied.
        case 'discount.submitted':
          return snapshot.matches({ discount: 'checking' }) ? [] : [event];
        case 'discount.removed':
          return context.discountCode ? [event] : [];
        // A failed load of the customer's details is offered again where the details are needed.
        case 'profile.retried':
          return shown === 'address' || shown === 'contact' ? [event] : [];
        // A person who is no customer yet logs in too; their details come from BankID.
        case 'xstate.done.actor.eidLogin':
          return event.output === eidResult ? [event, { ...event, output: newCustomerResult }] : [event];
        // The customer's details may fail to load wherever they are loaded (the machine walk fails them at start only).
        case 'xstate.done.actor.loadProfile':
          return walk === 'steps' ? [event, { type: 'xstate.error.actor.loadProfile', error: serverFailure }] : [event];
        // The address form hands over the postal code without its space.
        case 'address.added': {
          const address = event.address as AddressInput;
          return [{ ...event, address: { ...address, zipCode: address.zipCode.replace(/\s/g, '') } }];
        }
        default:
          return [event];
      }
    });
  };
}

/** The progress bar, the buttons and the error line, as the chart says, on any step. */
/** What each step of window cleaning is called in its heading and in the progress bar. */
const STEP_NAMES: Partial<Record<BookingStep, string>> = {
  configuration: 'Your windows',
  'optional-configuration': 'Other details',
  availability: 'Time',
  customer: 'Identify',
  address: 'Address',
  contact: 'Contact',
};

function expectStep(snapshot: BookingWizardSnapshot, env: Env, step: BookingStep): void {
  const view = selectBookingWizard(snapshot);
  expect(shown()).toBe(step);
  expect(addressBarStep(env)).toBe(step);
  // The progress bar: every step's status; the current one is marked for screen readers, done ones are buttons.
  const items = progressItems();
  expect(items.map((item) => item.getAttribute('data-status'))).toEqual(view.steps.map((s) => s.status));
  expect(items[product.steps.indexOf(step)]?.querySelector('[aria-current="step"]')).not.toBeNull();
  expect(items.map((item) => item.querySelector('button') !== null)).toEqual(view.steps.map((s) => s.status === 'done'));
  // The step's heading says where the person is (the document's title, set through next/head, in the browser tests); a
  // move from another step focused it.
  const heading = screen.getByTestId('booking-step-heading');
  const position = product.steps.indexOf(step) + 1;
  const count = product.steps.length;
  expect(heading).toHaveTextContent(`Step ${position} of ${count}: ${STEP_NAMES[step]}`);
  if (env.lastStepShown !== null && env.lastStepShown !== step) expect(document.activeElement).toBe(heading);
  env.lastStepShown = step;
  // Back and forward as the chart allows.
  expect(backButton() !== null).toBe(view.canGoBack);
  if (step === 'contact') {
    expect(submitButton()).toHaveTextContent('Book');
    expect(submitButton()!.disabled).toBe(!view.canSubmit && !view.busy);
  } else if (step === 'customer' && !view.canGoNext) {
    expect(nextButton()).toBeNull();
  } else {
    expect(nextButton()!.disabled).toBe(!view.canGoNext);
  }
  // An error is said once: in the step that can retry it, else above the steps.
  const inStep = (step === 'availability' && view.canRetryAvailability) || (step === 'customer' && snapshot.context.accountChoice !== null);
  if (view.errorKey && !inStep) expect(errorBox()).toHaveTextContent(ERRORS[view.errorKey] ?? view.errorKey);
  else expect(errorBox()).toBeNull();
}

/** The step in the address bar: the chart's last move, or where the browser arrived since. */
function addressBarStep(env: Env): string | undefined {
  const moves = env.router.navigations.filter((move) => move.kind === 'setQuery');
  const arrival = env.arrivals.at(-1);
  if (arrival && arrival.after === moves.length) return arrival.step;
  return moves.at(-1)?.changes.step ?? undefined;
}

const onStep = (step: BookingStep) => (snapshot: BookingWizardSnapshot, env: Env) => expectStep(snapshot, env, step);

/** The address step: the customer's addresses and the new one as radios, the chosen one checked. */
function expectAddressStep(snapshot: BookingWizardSnapshot, env: Env): HTMLElement {
  expectStep(snapshot, env, 'address');
  const step = screen.getByTestId('address-step');
  const { profile, forms } = snapshot.context;
  const answer = forms.address?.values;
  const radios = within(step).queryAllByRole('radio') as HTMLInputElement[];
  if (!profile && snapshot.matches({ account: 'loading' })) expect(step).toHaveTextContent('Fetching your addresses…');
  const stored = radios.filter((radio) => radio.labels?.[0]?.textContent?.includes('Storgatan 1, 111 22 Stockholm'));
  const storedAddresses = profile?.addresses.length ?? 0;
  if (storedAddresses) expect(radios[0]?.checked).toBe(answer?.addressId === 'addr-1');
  if (answer?.street) expect(radios.at(-1)).toBeChecked();
  expect(stored.length).toBe(storedAddresses + (answer?.street ? 1 : 0));
  const error = snapshot.context.addressErrorKey;
  if (error) expect(within(step).getByTestId('address-error')).toHaveTextContent(ERRORS[error] ?? error);
  else expect(within(step).queryByTestId('address-error')).toBeNull();
  return step;
}

/** The contact step's fields show the answers the chart holds. */
function expectContactStep(snapshot: BookingWizardSnapshot, env: Env): void {
  expectStep(snapshot, env, 'contact');
  const values = snapshot.context.forms.contact?.values ?? {};
  const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label).value;
  expect([field('First name'), field('Last name'), field('Email')]).toEqual([values.firstName ?? '', values.lastName ?? '', values.email ?? '']);
  // Before the button that places the order: what will be booked, with the time in Stockholm time and the price to pay.
  const review = screen.getByTestId('booking-review');
  expect(review).toHaveAccessibleName('Check your booking');
  expect(review.compareDocumentPosition(submitButton()!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(review).toHaveTextContent('ServiceWindow cleaning');
  const { slot, price } = snapshot.context;
  if (slot) expect(review).toHaveTextContent(`at ${stockholmTime(slot.startTime)}`);
  // The stored address and the new one of these walks are both Storgatan 1.
  const place = snapshot.context.forms.address?.values;
  if (place?.addressId === 'addr-1' || place?.street) expect(review).toHaveTextContent('WhereStorgatan 1, 111 22 Stockholm');
  if (price) expect(rowText('review-toPay')).toBe(`You pay${price.totalToPay / 100} kr`);
  const name = `${String(values.firstName ?? '')} ${String(values.lastName ?? '')}`.trim();
  if (name) expect(review).toHaveTextContent(`Contact${name}`);
}

/** A price panel row as read aloud: its label and amount in kronor (the spaces may be non-breaking). */
const rowText = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

const assertions: ViewAssertions<Machine, Env> = {
  'wizard.loadingConfig': () => {
    expect(shown()).toBe('loading');
    expect(wizard().querySelector('[role="status"]')).toHaveTextContent('Loading…');
    expect(errorBox()).toBeNull();
  },
  'wizard.configFailed': () => {
    expect(shown()).toBe('loading');
    expect(errorBox()).toHaveTextContent(ERRORS['common.errors.default']!);
    expect(button(errorBox(), 'Try again')).toBeEnabled();
  },
  'wizard.routing': transient('wizard.routing'),
  'wizard.steps.flow-choice': onStep('flow-choice'),
  'wizard.steps.configuration': (snapshot, env) => {
    expectStep(snapshot, env, 'configuration');
    const answer = snapshot.context.forms.configuration?.values.livingArea;
    expect(screen.getByLabelText('Living area')).toHaveValue(answer === undefined ? '' : String(answer));
  },
  'wizard.steps.optional-configuration': (snapshot, env) => {
    expectStep(snapshot, env, 'optional-configuration');
    expect(wizard().querySelector('form[data-step="optional-configuration"]')).not.toBeNull();
  },
  'wizard.steps.cleaning-configuration': onStep('cleaning-configuration'),
  'wizard.steps.address.choosing': (snapshot, env) => {
    const step = expectAddressStep(snapshot, env);
    expect(queryButton(step, 'Checking the address…')).toBeNull();
  },
  'wizard.steps.address.checking': (snapshot, env) => {
    const step = expectAddressStep(snapshot, env);
    expect(button(step, 'Checking the address…')).toBeDisabled();
  },
  'wizard.steps.availability.loading': (snapshot, env) => {
    expectStep(snapshot, env, 'availability');
    const calendar = screen.getByTestId('availability-calendar');
    expect(calendar).toHaveAttribute('aria-busy', 'true');
    if (!snapshot.context.availability) expect(calendar).toHaveTextContent('Loading available times…');
  },
  'wizard.steps.availability.ready': (snapshot, env) => {
    expectStep(snapshot, env, 'availability');
    const calendar = screen.getByTestId('availability-calendar');
    expect(calendar).toHaveAttribute('aria-busy', 'false');
    // Every free time is a button; the one chosen is pressed.
    const slots = within(calendar).getAllByTestId('slot');
    expect(slots).toHaveLength(snapshot.context.availability?.slots.length ?? 0);
    const chosen = snapshot.context.slot?.startTime;
    expect(slots.map((slot) => slot.getAttribute('aria-pressed'))).toEqual(
      snapshot.context.availability?.slots.map((slot) => String(slot.startTime === chosen)),
    );
  },
  'wizard.steps.availability.failed': (snapshot, env) => {
    expectStep(snapshot, env, 'availability');
    const alert = within(screen.getByTestId('availability-calendar')).getByRole('alert');
    expect(alert).toHaveTextContent(ERRORS['common.errors.default']!);
    expect(button(alert, 'Try again')).toBeEnabled();
  },
  'wizard.steps.customer.checking': transient('wizard.steps.customer.checking'),
  'wizard.steps.customer.identifying': (snapshot, env) => {
    expectStep(snapshot, env, 'customer');
    const step = screen.getByTestId('booking-customer');
    expect(step).toHaveTextContent('Identify with BankID');
    expect(step).toHaveTextContent('We need your personal identity number for the RUT deduction.');
    // BankID starts when the visitor asks.
    expect(within(step).getByTestId('booking-identify')).toBeEnabled();
  },
  'wizard.steps.customer.choosingAccount.idle': (snapshot, env) => {
    expectStep(snapshot, env, 'customer');
    const step = screen.getByTestId('booking-customer');
    expect(step).toHaveTextContent('Who is the booking for?');
    expect(within(step).getAllByRole('button').map((account) => [account.textContent, (account as HTMLButtonElement).disabled])).toEqual([
      ['Karin BergPrivate person', false],
      ['Bergs Bageri ABCompany, org. no. 559900-9874', false],
    ]);
    expect(env.heard).toEqual([]);
  },
  'wizard.steps.customer.choosingAccount.submitting': (snapshot, env) => {
    expectStep(snapshot, env, 'customer');
    const step = screen.getByTestId('booking-customer');
    expect(step).toHaveTextContent('Logging in…');
    expect(within(step).getAllByRole('button').every((account) => (account as HTMLButtonElement).disabled)).toBe(true);
  },
  'wizard.steps.customer.choosingAccount.failed': (snapshot, env) => {
    expectStep(snapshot, env, 'customer');
    const step = screen.getByTestId('booking-customer');
    expect(within(step).getByRole('alert')).toHaveTextContent(ERRORS['common.errors.default']!);
    expect(within(step).getAllByRole('button').every((account) => !(account as HTMLButtonElement).disabled)).toBe(true);
  },
  'wizard.steps.customer.identified': (snapshot, env) => {
    expectStep(snapshot, env, 'customer');
    const { profile } = snapshot.context;
    expect(screen.getByTestId('booking-customer')).toHaveTextContent('You are identified');
    expect(screen.getByTestId('booking-identified')).toHaveTextContent(profile ? `Booking for ${profile.firstName} ${profile.lastName}.` : 'Loading…');
    // The site's session heard of a login made here (the site logs in with it); of none when the customer was logged in before.
    if (env.loggedInBefore) expect(env.heard).toEqual([]);
    else expect(env.heard.at(-1)).toMatchObject({ type: 'login.completed' });
    // BankID's panel is gone: the focus went on with the step (to who is identified), not to the page's body.
    if (!env.loggedInBefore) expect(wizard().contains(document.activeElement)).toBe(true);
  },
  'wizard.steps.contact.editing': (snapshot, env) => {
    expectContactStep(snapshot, env);
    expect(submitButton()).toHaveAttribute('aria-busy', 'false');
  },
  'wizard.steps.contact.submitting': (snapshot, env) => {
    expectContactStep(snapshot, env);
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    // Not disabled: the focus stays on it while the booking is sent.
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(backButton()).toBeNull();
  },
  'wizard.steps.contact.failed': (snapshot, env) => {
    expectContactStep(snapshot, env);
    // A refusal marks the field it names.
    const email = screen.getByLabelText('Email');
    if (snapshot.context.fieldErrors.length) expect(email).toHaveAttribute('aria-invalid', 'true');
  },
  'wizard.success': (snapshot, env) => {
    expect(shown()).toBe('success');
    expect(addressBarStep(env)).toBe('success');
    expect(wizard()).toHaveTextContent('Thank you for your booking!');
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('HG-2345AB');
    // The receipt is all there is: no progress bar, no buttons, no price panel.
    expect(progressItems()).toEqual([]);
    expect(nextButton()).toBeNull();
    expect(screen.queryByTestId('price-summary')).toBeNull();
  },
  'wizard.handedOver': () => {
    expect(wizard().querySelector('[role="status"]')).toHaveTextContent('Opening the booking…');
  },
  'autosave.idle': (snapshot) => {
    // Every answer typed is saved by now: a reload gets them back. (The contact details filled in from the
    // customer's are not the visitor's answers until the step is shown; a reload loads them again.)
    const saved = window.sessionStorage.getItem(DRAFT_KEY);
    if (!saved) return;
    const { contact: _savedContact, ...savedForms } = (JSON.parse(saved) as BookingDraft).forms;
    const { contact: _contact, ...forms } = snapshot.context.forms;
    expect(savedForms).toEqual(JSON.parse(JSON.stringify(forms)));
  },
  'autosave.waiting': (snapshot) => {
    // The answer typed last is not saved yet (leaving the page now saves it: \`page.left\`, then \`autosave.idle\`).
    const saved = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null') as BookingDraft | null;
    expect(saved).not.toEqual(JSON.parse(JSON.stringify(draftOf(snapshot.context))));
  },
  'texts.current': (snapshot) => {
    // The form's questions are shown in the language they were last loaded in.
    if (shown() !== 'configuration') return;
    const label = snapshot.context.config === swedishWindowConfig ? 'Boyta' : 'Living area';
    expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
  },
  'texts.reloading': (snapshot) => {
    // The step stays on screen, its answers as they were, while the other language's texts load.
    expect(shown()).toBe(selectBookingWizard(snapshot).step);
    expect(shown()).not.toBe('loading');
    if (shown() === 'configuration') {
      const answer = snapshot.context.forms.configuration?.values.livingArea;
      expect(screen.getByLabelText<HTMLInputElement>(LIVING_AREA).value).toBe(answer === undefined ? '' : String(answer));
    }
  },
  'texts.stale': () => {
    // A failed reload keeps the texts it had and says nothing.
    expect(shown()).not.toBe('loading');
    expect(errorBox()).toBeNull();
  },
  'price.starting': transient('price.starting'),
  'price.idle': (snapshot) => {
    if (!wizard().querySelector('[data-testid="price-summary"]')) return;
    const { price } = snapshot.context;
    expect(priceSummary()).not.toHaveTextContent('Updating the price…');
    if (price) expect(rowText('price-toPay')).toBe(`You pay${price.totalToPay / 100} kr`);
    else expect(priceSummary()).toHaveTextContent('Your price is shown here as you fill in the booking.');
  },
  'price.debouncing': (snapshot) => expectPriceUpdating(snapshot),
  'price.fetching': (snapshot) => expectPriceUpdating(snapshot),
  'price.failed': (snapshot) => {
    const alert = within(priceSummary()).getByRole('alert');
    expect(alert).toHaveTextContent(snapshot.context.price ? 'We could not update the price.' : 'We could not calculate the price.');
    expect(button(alert, 'Try again')).toBeEnabled();
  },
  'discount.starting': transient('discount.starting'),
  'discount.idle': (snapshot) => {
    if (!wizard().querySelector('[data-testid="discount-code"]')) return;
    const panel = screen.getByTestId('discount-code');
    const { discountCode } = snapshot.context;
    if (discountCode) {
      expect(panel).toHaveTextContent(`Code ${discountCode} applied`);
      expect(button(panel, 'Remove')).toBeEnabled();
    } else {
      expect(queryButton(panel, 'Remove')).toBeNull();
    }
    expect(queryButton(panel, 'Checking…')).toBeNull();
  },
  'discount.checking': () => {
    expect(button(screen.getByTestId('discount-code'), 'Checking…')).toBeDisabled();
  },
  'account.starting': transient('account.starting'),
  'account.anonymous': (snapshot) => {
    if (shown() === 'customer' && !snapshot.context.accountChoice) expect(screen.getByTestId('booking-customer')).toHaveTextContent('Identify with BankID');
  },
  'account.loading': () => {
    expect(screen.queryByText(/We could not fetch your details/)).toBeNull();
  },
  'account.known': () => {
    expect(screen.queryByText(/We could not fetch your details/)).toBeNull();
  },
  'account.failed': () => {
    // Where the details are needed, the visitor is told and may try again.
    const step = shown();
    if (step !== 'address' && step !== 'contact') return;
    const alert = screen.getByText(/We could not fetch your details/).closest('[role="alert"]') as HTMLElement;
    expect(button(alert, 'Try again')).toBeEnabled();
  },
};

function expectPriceUpdating(snapshot: BookingWizardSnapshot): void {
  if (!wizard().querySelector('[data-testid="price-summary"]')) return;
  expect(priceSummary()).toHaveTextContent(snapshot.context.price ? 'Updating the price…' : 'Calculating the price…');
}

// Executors -------------------------------------------------------------------

const click = async (element: HTMLElement | null) => {
  if (!element) throw new Error('nothing to click');
  fireEvent.click(element);
  await settle();
};

const executors = {
  'step.next': () => click(nextButton()),
  'step.back': () => click(backButton()),
  'step.edit': (event) => {
    const items = progressItems();
    return click(items[product.steps.indexOf(event.step)]?.querySelector('button') ?? null);
  },
  'form.changed': async (event) => {
    if (event.step === 'configuration') {
      type(LIVING_AREA, String(event.values.livingArea));
    } else if (event.step === 'address') {
      fireEvent.click(screen.getByRole('radio', { name: /Storgatan 1/ }));
    } else if (event.step === 'contact') {
      type('First name', String(event.values.firstName));
      await settle();
      type('Last name', String(event.values.lastName));
      await settle();
      type('Email', String(event.values.email));
      await settle();
      type(/Mobile phone/, String(event.values.phone));
    } else {
      throw new Error(`no form to fill on ${event.step}`);
    }
    await settle();
  },
  'url.changed': async (event, env) => {
    env.arrivals.push({ step: event.step, after: env.router.navigations.filter((move) => move.kind === 'setQuery').length });
    act(() => env.router.arrive({ query: { areaCode: ZIP, step: event.step } }));
    await settle();
  },
  'slot.selected': () => click(screen.getAllByTestId('slot')[0] ?? null),
  'config.loaded': () => {
    throw new Error('the booking page hands no form over');
  },
  'config.retried': () => click(button(errorBox(), 'Try again')),
  'availability.retried': () => click(button(screen.getByTestId('availability-calendar'), 'Try again')),
  'price.retried': () => click(button(priceSummary(), 'Try again')),
  'price.discountChanged': () => {
    throw new Error('raised by the chart');
  },
  'discount.submitted': async (event) => {
    type('Discount code', event.code);
    await click(button(screen.getByTestId('discount-code'), 'Apply'));
  },
  'discount.removed': () => click(button(screen.getByTestId('discount-code'), 'Remove')),
  'address.added': async (event) => {
    const step = screen.getByTestId('address-step');
    if (!within(step).queryByLabelText('Street address')) await click(button(step, 'Add a new address'));
    type('Street address', event.address.street);
    type('Postal code', event.address.zipCode);
    type('City', event.address.city);
    await settle();
    await click(button(step, 'Use this address'));
  },
  'booking.submitted': () => click(submitButton()),
  'account.chosen': (event) => {
    const account = choiceResult.data?.accounts?.find((candidate) => candidate.id === event.account);
    return click(within(screen.getByTestId('booking-customer')).getByRole('button', { name: new RegExp(account?.name ?? event.account) }));
  },
  'profile.retried': () => click(button(screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('fetch your details')) ?? null, 'Try again')),
  'price.customerChanged': () => {
    throw new Error('raised by the chart');
  },
  'profile.requested': () => {
    throw new Error('raised by the chart');
  },
  // The header's language switch: the page's language and address change; the wizard hears it from the router.
  'locale.changed': async (event, env) => {
    act(() => env.router.switchLocale(event.locale, { path: routePath(product.route, event.locale) }));
    await settle();
  },
  // A reload or another page: the browser hides this one first.
  'page.left': async () => {
    act(() => void fireEvent(window, new Event('pagehide')));
    await settle();
  },
} satisfies EventExecutors<Machine, Env>;

/** Settles the newest call of a fake actor as the path says, then lets the view render. */
const settles = (actor: (env: Env) => ControllableActor<unknown, unknown>) => ({
  done: async (event: InvokeEvent, env: Env) => {
    actor(env).resolve(event.output);
    await settle();
  },
  error: async (event: InvokeEvent, env: Env) => {
    actor(env).reject(event.error);
    await settle();
  },
});

const fake = (name: keyof Env) => settles((env) => env[name] as ControllableActor<unknown, unknown>);

const invokes = {
  loadConfig: fake('loadConfig'),
  // The form's texts after a language switch: the same call.
  reloadConfig: fake('loadConfig'),
  fetchPrice: fake('fetchPrice'),
  loadAvailability: fake('loadAvailability'),
  submitBooking: fake('submitBooking'),
  checkPromotion: fake('checkPromotion'),
  checkAddress: fake('checkAddress'),
  loadProfile: fake('loadProfile'),
  chooseAccount: fake('chooseAccount'),
  // The login of the customer step: the visitor starts it, BankID answers the order, the poll answers the result.
  eidLogin: {
    done: async (event: InvokeEvent, env: Env) => {
      await click(screen.getByTestId('booking-identify'));
      env.startLogin.resolve(order);
      await settle();
      act(() => (actorProbe.clock as unknown as { advance(ms: number): void }).advance(EID_POLL_INTERVAL_MS));
      env.pollStatus.resolve(event.output as AuthStatus);
      await settle();
    },
    error: () => {
      throw new Error('the login reports its failures itself');
    },
  },
};

describeViewModel('booking wizard view: window cleaning', {
  machine,
  executors,
  invokes,
  assertions,
  delayClock: true,
  // A state of the view's graph: what the visitor sees, and whose booking it is.
  serialize: (snapshot) => {
    const { completed, identified, profile, accountChoice } = snapshot.context;
    return { key: wizardStateKey(snapshot), view: selectBookingWizard(snapshot), completed, identified, profile: profile?.firstName, choice: accountChoice !== null };
  },
  project: ({ status, value, context }) =>
    JSON.parse(JSON.stringify({ status, value, context: { ...(context as object), api: undefined, router: undefined } })),
  scenarios: [
    {
      name: 'a visitor books',
      input: inputOf(),
      events: viewEvents('steps'),
      render: () => renderWizard(),
    },
    {
      // A campaign link: the code is checked as the wizard opens; another is typed, one is removed.
      name: 'a discount code from the link',
      input: inputOf({ discountCode: 'SPRING' }),
      events: viewEvents('discount'),
      render: () => renderWizard({ discountCode: 'SPRING' }),
    },
    {
      name: 'a reload on the time step',
      input: inputOf({ draft: draftAtTime }),
      events: viewEvents('session'),
      render: () => renderWizard({ draft: draftAtTime }),
    },
    {
      name: 'a reload of the receipt',
      input: inputOf({ draft: draftBooked }),
      events: viewEvents('session'),
      render: () => renderWizard({ draft: draftBooked }),
    },
    {
      // The header's language switch as the form loads and on the first step, with a code from the link applied.
      name: 'a language switch',
      input: inputOf({ discountCode: 'SPRING' }),
      events: viewEvents('language'),
      render: () => renderWizard({ discountCode: 'SPRING' }),
    },
    {
      name: 'a customer logged in on the site',
      input: inputOf({ identified: true }),
      events: viewEvents('session'),
      render: () => renderWizard({ identified: true }),
    },
  ],
});
