import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import type { AuthStatus } from '../../api/contract/auth';
import type { BookingStep } from '../../api/contract/booking';
import type { EidOrder } from '../../api/contract/common';
import { eidLoginMachine } from '../../machines/eidLogin/eidLogin.machine';
import type { EidLoginInput, EidLoginResult, FetchQrInput, PollStatusInput, QrCodeResult, StartLoginInput } from '../../machines/eidLogin/eidLogin.types';
import { EID_POLL_INTERVAL_MS } from '../../machines/eidLogin/constants';
import { BOOKING_AUTOSAVE_DEBOUNCE_MS, BOOKING_MESSAGE_KEYS, BOOKING_PRICE_DEBOUNCE_MS } from '../../machines/booking/wizard/constants';
import { BOOKING_PRODUCTS, bookingProductOf } from '../../machines/booking/wizard/products';
import type { BookingProduct } from '../../machines/booking/wizard/products';
import { canPrice, configurationFormOf, draftOf, flowOf, idempotencyKeyOf, isStepDone, isStepReachable } from '../../machines/booking/wizard/wizard.context';
import { createBookingMachine } from '../../machines/booking/wizard/wizard.machine';
import type { BookingWizardMachine } from '../../machines/booking/wizard/wizard.machine';
import { selectBookingWizard, selectStep } from '../../machines/booking/wizard/wizard.selectors';
import type { BookingWizardSnapshot } from '../../machines/booking/wizard/wizard.selectors';
import type {
  AnnounceSessionParams,
  BookingFormConfig,
  BookingWizardInput,
  HandOverParams,
  LoadConfigInput,
  SaveDraftParams,
  SyncUrlParams,
  WithStaff,
} from '../../machines/booking/wizard/wizard.types';
import { ApiRequestError } from '../../api/errors';
import { DelayClock } from '../support/delayClock';
import { controllableActor, flush } from '../support/fakeActors';
import type { ControllableActor } from '../support/fakeActors';
import { transient, uncoveredTransitions, useModelCoverage, walkPath } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';
import { pathTests } from '../support/pathTests';
import { chartFingerprint, listTransitions } from '../support/transitions';
import {
  availabilityA,
  availabilityB,
  bookingResult,
  choiceResult,
  config,
  eidResult,
  newCustomerResult,
  profile,
  elsewhereAddress,
  formChanged,
  newAddress,
  notFound,
  price,
  productAnswers,
  promotion,
  refusal,
  serverFailure,
  slotA,
  slotB,
  slotConflict,
  VALID_VALUES,
  livingAreaConfig,
  wizardPaths,
  wizardCallFakes,
  callActorsOf,
} from './wizard.support';
import type { WizardCallFakes } from './wizard.support';

const recorder = useModelCoverage(import.meta.url);
const SEED = 'seed-1';
/** The wizard's calls are fake actors; its client is never called. */
const input: BookingWizardInput = { keySeed: SEED, postalCode: '11122', router: fakeRouterAdapter({ path: '/boka/storstadning' }) };
const discountInput: BookingWizardInput = { ...input, discountCode: 'SPRING' };

interface Env extends WizardCallFakes {
  eidLogin: ControllableActor<EidLoginResult, EidLoginInput>;
  syncUrl: Mock<(params: SyncUrlParams) => void>;
  saveDraft: Mock<(params: SaveDraftParams) => void>;
  announceSession: Mock<(params: AnnounceSessionParams) => void>;
  handOver: Mock<(params: HandOverParams) => void>;
}

/** Each product's chart, built once: a path test only provides it with that test's fakes. */
const charts = new Map<BookingProduct, ReturnType<typeof createBookingMachine>>();
function chartOf(product: BookingProduct) {
  let chart = charts.get(product);
  if (!chart) charts.set(product, (chart = createBookingMachine(product)));
  return chart;
}

function arrange(product: BookingProduct) {
  const calls = wizardCallFakes();
  const env: Env = {
    ...calls,
    eidLogin: controllableActor(),
    syncUrl: vi.fn(),
    saveDraft: vi.fn(),
    announceSession: vi.fn(),
    handOver: vi.fn(),
  };
  const machine = chartOf(product).provide({
    actors: {
      ...callActorsOf(calls),
      // The model walk settles the login by hand; the real child is pinned below.
      eidLogin: env.eidLogin.logic as unknown as typeof eidLoginMachine,
    },
    actions: {
      syncUrl: (_, params) => env.syncUrl(params),
      saveDraft: (_, params) => env.saveDraft(params),
      announceSession: (_, params) => env.announceSession(params),
      handOver: (_, params) => env.handOver(params),
    },
  });
  // The form's texts reloaded after a language switch are the same call as its first load.
  const controls = { ...calls, reloadConfig: calls.loadConfig, eidLogin: env.eidLogin };
  return { machine, env, controls, clock: new DelayClock() };
}

/** On a step: it is the one shown and in the URL, reachable, and every earlier step is done. */
function onStep(step: BookingStep) {
  return (snapshot: BookingWizardSnapshot, env: Env) => {
    const { context } = snapshot;
    const view = selectBookingWizard(snapshot);
    expect(context.step).toBe(step);
    expect(view.step).toBe(step);
    expect(env.syncUrl.mock.lastCall?.[0]).toMatchObject({ step });
    expect(isStepReachable(context, step)).toBe(true);
    const index = context.product.steps.indexOf(step);
    for (const earlier of context.product.steps.slice(0, index)) expect(isStepDone(context, earlier), earlier).toBe(true);
    expect(view.steps.find((s) => s.step === step)?.status).toBe('current');
    expect(view.steps.find((s) => s.step === 'success')?.status).toBe('locked');
    expect(context.result).toBeNull();
    // A step is left forward only with valid answers.
    if (step !== 'contact') expect(view.canGoNext).toBe(snapshot.can({ type: 'step.next' }));
  };
}

function expectOneKeyPerAttempt(env: Env): void {
  const keys = env.submitBooking.inputs.map((call) => call.idempotencyKey);
  // Keys only move forward: a retry reuses the attempt's key, a new attempt (after a 409) takes the next.
  keys.forEach((key, i) => {
    if (i > 0 && key !== keys[i - 1]) expect(key).toBe(idempotencyKeyOf(SEED, Number(keys[i - 1]?.split('.').at(-1)) + 1));
  });
}

const assertions: StateAssertions<BookingWizardMachine, Env> = {
  'wizard.loadingConfig': (snapshot, env) => {
    expect(snapshot.context.config).toBeNull();
    expect(selectBookingWizard(snapshot)).toMatchObject({ step: null, busy: true });
    expect(env.loadConfig.inputs.at(-1)).toEqual({ product: snapshot.context.product, postalCode: '11122' });
  },
  'wizard.configFailed': (snapshot) => {
    expect(snapshot.context.config).toBeNull();
    expect(selectBookingWizard(snapshot)).toMatchObject({ step: null, busy: false, errorKey: BOOKING_MESSAGE_KEYS.default });
  },
  'wizard.routing': transient('wizard.routing'),
  'wizard.steps.flow-choice': onStep('flow-choice'),
  'wizard.steps.configuration': onStep('configuration'),
  'wizard.steps.optional-configuration': onStep('optional-configuration'),
  'wizard.steps.cleaning-configuration': onStep('cleaning-configuration'),
  'wizard.steps.address.choosing': (snapshot, env) => {
    onStep('address')(snapshot, env);
    // Only a checked address at the wizard's postal code becomes the answer; a refused one never does.
    const { forms } = snapshot.context;
    if (forms.address?.values.street !== undefined) expect(forms.address).toEqual({ values: VALID_VALUES.address, valid: true });
  },
  'wizard.steps.address.checking': (snapshot, env) => {
    onStep('address')(snapshot, env);
    expect(env.checkAddress.inputs.at(-1)).toEqual({ address: newAddress, identified: snapshot.context.identified !== null });
    expect(selectBookingWizard(snapshot).canGoNext).toBe(false);
  },
  'wizard.steps.availability.loading': (snapshot, env) => {
    onStep('availability')(snapshot, env);
    expect(selectBookingWizard(snapshot).busy).toBe(true);
    expect(env.loadAvailability.inputs.at(-1)).toMatchObject({
      flow: flowOf(snapshot.context),
      configurationForm: configurationFormOf(snapshot.context),
    });
  },
  'wizard.steps.availability.ready': (snapshot, env) => {
    onStep('availability')(snapshot, env);
    const { availability, slot } = snapshot.context;
    expect(availability).not.toBeNull();
    if (slot) expect(availability?.slots.map((s) => s.startTime)).toContain(slot.startTime);
  },
  'wizard.steps.availability.failed': (snapshot, env) => {
    onStep('availability')(snapshot, env);
    expect(snapshot.context.errorKey).toBe(BOOKING_MESSAGE_KEYS.default);
  },
  'wizard.steps.customer.checking': transient('wizard.steps.customer.checking'),
  'wizard.steps.customer.identifying': (snapshot, env) => {
    onStep('customer')(snapshot, env);
    expect(snapshot.context.identified).toBeNull();
    expect(snapshot.children.eidLogin).toBeDefined();
    expect(selectBookingWizard(snapshot).canGoNext).toBe(false);
    expect(env.eidLogin.inputs.at(-1)).toEqual({ device: 'desktop', simulator: false });
  },
  'wizard.steps.customer.choosingAccount.idle': (snapshot, env) => {
    onStep('customer')(snapshot, env);
    // Nobody is logged in until an account is chosen; the site hears nothing yet.
    expect(snapshot.context).toMatchObject({ identified: null, accountChoice: { sessionKey: 'key-1', accounts: choiceResult.data?.accounts } });
    expect(env.announceSession).not.toHaveBeenCalled();
    expect(selectBookingWizard(snapshot).canGoNext).toBe(false);
  },
  'wizard.steps.customer.choosingAccount.submitting': (snapshot, env) => {
    onStep('customer')(snapshot, env);
    expect(env.chooseAccount.inputs.at(-1)).toEqual({ account: 'acc-2', sessionKey: 'key-1' });
    expect(selectBookingWizard(snapshot)).toMatchObject({ busy: true, customer: { choosing: true } });
  },
  'wizard.steps.customer.choosingAccount.failed': (snapshot, env) => {
    onStep('customer')(snapshot, env);
    expect(snapshot.context).toMatchObject({ identified: null, errorKey: BOOKING_MESSAGE_KEYS.default });
  },
  'wizard.steps.customer.identified': (snapshot, env) => {
    onStep('customer')(snapshot, env);
    expect(snapshot.context.identified).not.toBeNull();
    // A customer who holds the service already (weekly cleaning's rule) cannot go on to book it again.
    expect(selectBookingWizard(snapshot).canGoNext).toBe(!snapshot.context.profile?.heldSubscription);
  },
  'wizard.steps.contact.editing': (snapshot, env) => {
    onStep('contact')(snapshot, env);
    expect(selectBookingWizard(snapshot).canSubmit).toBe(snapshot.context.forms.contact?.valid === true);
  },
  'wizard.steps.contact.submitting': (snapshot, env) => {
    onStep('contact')(snapshot, env);
    const { context } = snapshot;
    expect(context.idempotencyKey).toBe(idempotencyKeyOf(SEED, context.attempt));
    expect(env.submitBooking.inputs.at(-1)).toMatchObject({ idempotencyKey: context.idempotencyKey, slot: context.slot, bookingUrl: '/boka/storstadning' });
    expect(selectBookingWizard(snapshot)).toMatchObject({ busy: true, canSubmit: false, canGoBack: false });
    expectOneKeyPerAttempt(env);
  },
  'wizard.steps.contact.failed': (snapshot, env) => {
    onStep('contact')(snapshot, env);
    const { context } = snapshot;
    expect(context.idempotencyKey).toBe(idempotencyKeyOf(SEED, context.attempt));
    expect(selectBookingWizard(snapshot).canSubmit).toBe(true);
    // A refusal names its fields; any other failure is the default error.
    if (context.errorKey === BOOKING_MESSAGE_KEYS.refused) expect(context.fieldErrors).toEqual(refusal.fieldErrors);
    else expect(context).toMatchObject({ errorKey: BOOKING_MESSAGE_KEYS.default, fieldErrors: [] });
  },
  'wizard.success': (snapshot, env) => {
    expect(snapshot.context.result).toEqual(bookingResult);
    expect(selectStep(snapshot)).toBe('success');
    expect(selectBookingWizard(snapshot)).toMatchObject({ bookingReference: 'HG-2345AB', canGoBack: false, canGoNext: false });
    expect(env.syncUrl.mock.lastCall?.[0]).toMatchObject({ step: 'success' });
    // The receipt is kept: a reload of it shows it again.
    expect(env.saveDraft.mock.lastCall?.[0].draft).toMatchObject({ step: 'success', result: bookingResult });
    expectOneKeyPerAttempt(env);
  },
  'wizard.handedOver': (snapshot, env) => {
    expect(env.handOver).toHaveBeenLastCalledWith({ route: 'bookingHomeCleaningDirect' });
    expect(flowOf(snapshot.context)).toBe('direct');
    // Back from Click & Go finds the choice made.
    expect(env.saveDraft.mock.lastCall?.[0].draft).toEqual(draftOf(snapshot.context));
    expect(selectBookingWizard(snapshot)).toMatchObject({ step: null, handedOver: true });
  },
  'autosave.idle': (snapshot, env) => {
    // What a reload needs besides the answers is saved as it changes.
    const saved = env.saveDraft.mock.lastCall?.[0].draft;
    if (saved && !snapshot.matches({ wizard: 'loadingConfig' })) {
      const { completed, slot, attempt, idempotencyKey } = snapshot.context;
      expect(saved).toMatchObject({ completed, slot, attempt, idempotencyKey });
    }
  },
  'autosave.waiting': (snapshot) => {
    expect(snapshot.context.lastChanged).not.toBeNull();
  },
  'texts.current': (snapshot) => {
    expect(snapshot.children.reloadConfig).toBeUndefined();
  },
  'texts.reloading': (snapshot, env) => {
    // The step stays shown with the texts it has until the new language's arrive.
    expect(snapshot.context.config).not.toBeNull();
    expect(selectBookingWizard(snapshot).step).not.toBeNull();
    expect(env.loadConfig.inputs.at(-1)).toEqual({ product: snapshot.context.product, postalCode: '11122' });
  },
  'texts.stale': (snapshot) => {
    // A failed reload keeps the texts of the language before, and says nothing above the steps.
    expect(snapshot.context.config).not.toBeNull();
    expect(snapshot.context.errorKey).toBeNull();
  },
  'price.starting': transient('price.starting'),
  'price.idle': (snapshot) => {
    expect(selectBookingWizard(snapshot).price).toMatchObject({ updating: false, failed: false });
  },
  'price.debouncing': (snapshot) => {
    expect(selectBookingWizard(snapshot).price.updating).toBe(true);
  },
  'price.fetching': (snapshot, env) => {
    expect(selectBookingWizard(snapshot).price.updating).toBe(true);
    expect(env.fetchPrice.inputs.at(-1)).toMatchObject({
      // An answer made invalid meanwhile does not re-price: the price is for the last valid one.
      ...(canPrice(snapshot.context) ? { configurationForm: configurationFormOf(snapshot.context) } : {}),
      discountCode: snapshot.context.discountCode,
      startTime: snapshot.context.slot?.startTime ?? null,
      // The customer's session prices with RUT once there is one.
      identified: snapshot.context.identified !== null,
    });
  },
  'price.failed': (snapshot) => {
    expect(selectBookingWizard(snapshot).price.failed).toBe(true);
  },
  'discount.starting': transient('discount.starting'),
  'account.starting': transient('account.starting'),
  'account.anonymous': (snapshot) => {
    expect(snapshot.context).toMatchObject({ identified: null, profile: null });
  },
  'account.loading': (snapshot, env) => {
    // What is booked where goes with it: the server's rule on subscriptions held is asked with the details.
    expect(env.loadProfile.inputs.at(-1)).toEqual({ booking: { productId: snapshot.context.product.productId, postalCode: snapshot.context.postalCode } });
    expect(selectBookingWizard(snapshot).profile).toEqual({ loading: true, failed: false });
  },
  'account.known': (snapshot) => {
    const { context } = snapshot;
    expect(context.profile).not.toBeNull();
    // The contact step starts from the customer's details unless the visitor typed their own.
    expect(context.forms.contact?.values).toMatchObject({ firstName: context.profile?.firstName, lastName: context.profile?.lastName });
    // A customer who holds the service already goes no further than the customer step, and cannot leave it forward.
    if (context.profile?.heldSubscription && snapshot.matches({ wizard: 'steps' })) {
      const steps = context.product.steps as readonly string[];
      expect(steps.indexOf(context.step)).toBeLessThanOrEqual(steps.indexOf('customer'));
      if (context.step === 'customer') expect(selectBookingWizard(snapshot).canGoNext).toBe(false);
    }
  },
  'account.failed': (snapshot) => {
    expect(snapshot.context.profile).toBeNull();
    expect(selectBookingWizard(snapshot).profile).toEqual({ loading: false, failed: true });
  },
  'discount.idle': (snapshot) => {
    const { discountCode, promotion: applied, pendingDiscountCode, discountErrorKey } = snapshot.context;
    expect(pendingDiscountCode).toBeNull();
    // A code prices only once the server knew it.
    expect(discountCode === null).toBe(applied === null);
    if (discountErrorKey !== null) expect([BOOKING_MESSAGE_KEYS.unknownDiscountCode, BOOKING_MESSAGE_KEYS.default]).toContain(discountErrorKey);
  },
  'discount.checking': (snapshot, env) => {
    const pending = snapshot.context.pendingDiscountCode;
    expect(pending).not.toBeNull();
    expect(env.checkPromotion.inputs.at(-1)).toEqual({ code: pending, productId: snapshot.context.product.productId });
  },
};

/**
 * Products booked alike: the same kind and steps. Their charts are the same
 * (the chart and the submission read nothing else of the product); they
 * differ in the product itself (id, route, questions) only.
 */
function productShapes(): Array<{ kind: BookingProduct['kind']; steps: readonly BookingStep[]; products: BookingProduct[] }> {
  const shapes = new Map<string, { kind: BookingProduct['kind']; steps: readonly BookingStep[]; products: BookingProduct[] }>();
  for (const p of BOOKING_PRODUCTS) {
    const key = `${p.kind}:${p.steps.join(',')}`;
    const shape = shapes.get(key) ?? { kind: p.kind, steps: p.steps, products: [] };
    shape.products.push(p);
    shapes.set(key, shape);
  }
  return [...shapes.values()];
}

/** One test per path, each walked against a fresh actor of the product's machine. */
function walkEach(
  p: BookingProduct,
  machine: AnyStateMachine,
  walks: ReadonlyArray<{ name: string; input: BookingWizardInput; paths: ReturnType<typeof wizardPaths> }>,
) {
  it('has paths to walk', () => {
    expect(walks.every((walk) => walk.paths.length > 0)).toBe(true);
  });
  for (const walk of walks) {
    pathTests(walk.paths, { machine, scenario: walk.name, recorder }, (path, trace) =>
      walkPath(path, { arrange: () => arrange(p), input: walk.input, assertions, recorder, trace }));
  }
}

/** What every product checks on its own machine besides the walks. */
function productChecks(p: BookingProduct, machine: BookingWizardMachine) {
  it('a reload of the receipt shows it again', () => reloadReceipt(p));
  if ((p.steps as readonly BookingStep[]).includes('customer')) {
    it('a new customer identifies, is named by BankID, books and is registered with the booking', () => bookAsNewCustomer(p));
  }
  it('took every transition of the chart', () => {
    expect(uncoveredTransitions(machine, recorder)).toEqual([]);
  });
}

/**
 * The whole graph is walked once per shape (kind and steps), on its first
 * product: the steps, the discount code (direct orders) and a customer logged
 * in at start. Every other product of the shape walks its own configuration
 * (its questions, answered, on its configuration steps) on its own machine;
 * its chart being the first product's (checked), the shape's walk takes its
 * transitions too and is counted for it.
 */
describe('booking wizard: model', () => {
  // Paths are generated as the suite is collected, never on import.
  for (const shape of productShapes()) {
    const [first, ...others] = shape.products;
    if (!first) continue;
    describe(`${shape.kind} (${shape.steps.join(' → ')})`, () => {
      const walked = createBookingMachine(first);
      describe(`${first.route}: the whole graph`, () => {
        // The discount walk starts with a code from the URL, as a campaign link does.
        const loggedIn = sessionInput(first);
        walkEach(first, walked, [
          { name: 'steps', input, paths: wizardPaths(walked, first, input) },
          ...(first.kind === 'direct' ? [{ name: 'discount', input: discountInput, paths: wizardPaths(walked, first, discountInput, 'discount') }] : []),
          { name: 'session', input: loggedIn, paths: wizardPaths(walked, first, loggedIn, 'session') },
          // A language switch, as the form loads and on the first step; a direct order's with a code applied from the link.
          ...[first.kind === 'direct' ? discountInput : input].map((start) => ({ name: 'language', input: start, paths: wizardPaths(walked, first, start, 'language') })),
          { name: 'configuration', input, paths: wizardPaths(walked, first, input, 'configuration', productAnswers(first)) },
        ]);
        productChecks(first, walked);
      });
      for (const p of others) {
        describe(`${p.route}: its configuration`, () => {
          const machine = createBookingMachine(p);
          it(`has the chart of ${first.route}, whose walk counts for it`, () => {
            expect(chartFingerprint(machine)).toBe(chartFingerprint(walked));
            expect(recorder.credit(walked, machine)).toBe(listTransitions(machine).length);
          });
          walkEach(p, machine, [{ name: 'configuration', input, paths: wizardPaths(machine, p, input, 'configuration', productAnswers(p)) }]);
          productChecks(p, machine);
        });
      }
    });
  }
});

/**
 * A customer logged in on the site as the wizard starts; a direct order's
 * draft restored with its first step answered (a reload), which prices at once.
 */
function sessionInput(p: BookingProduct): BookingWizardInput {
  const first = p.steps[0] ?? 'configuration';
  const draft = p.kind === 'direct' ? { step: first, forms: { [first]: { values: VALID_VALUES[first] ?? {}, valid: true } }, completed: [], slot: null, discountCode: null, idempotencyKey: null, attempt: 0 } : undefined;
  return { ...input, identified: true, ...(draft ? { draft } : {}) };
}

const bookedDraft = { step: 'success' as const, forms: {}, completed: [], slot: null, discountCode: null, idempotencyKey: 'seed-1.1', attempt: 1, result: bookingResult };

/** The receipt's draft, reloaded at its URL, shows the receipt and nothing to fill in. */
async function reloadReceipt(p: BookingProduct) {
  const run = await start(p, { draft: bookedDraft });
  expect(run.view()).toMatchObject({ step: 'success', bookingReference: 'HG-2345AB', canGoBack: false });
  expect(run.env.syncUrl).toHaveBeenLastCalledWith({ step: 'success', history: 'replace' });
  run.actor.stop();
}

/**
 * A person who is no customer yet identifies in the customer step: their
 * temporary session is the booking's (it prices, with RUT, and checks the
 * address), BankID's name fills the contact step without a call, the submit
 * carries the temporary session (the edge registers them first), and the
 * site learns the login and then the registration.
 */
async function bookAsNewCustomer(p: BookingProduct) {
  const run = await start(p);
  await fillUntil(run, 'customer');
  run.env.eidLogin.resolve(newCustomerResult);
  await flush();
  const { context } = run.actor.getSnapshot();
  expect(context.identified).toEqual({ temporary: true });
  expect(run.actor.getSnapshot().matches({ account: 'known' })).toBe(true);
  expect(run.env.loadProfile.inputs).toHaveLength(0);
  expect(context.forms.contact?.values).toMatchObject({ firstName: 'Alva', lastName: 'Nyström', email: '' });
  expect(run.env.announceSession).toHaveBeenCalledWith({ kind: 'login', result: newCustomerResult });
  run.clock.increment(BOOKING_PRICE_DEBOUNCE_MS);
  expect(run.env.fetchPrice.inputs.at(-1)?.identified).toBe(true);
  await fillUntil(run, 'contact');
  run.actor.send(formChanged('contact'));
  run.actor.send({ type: 'booking.submitted' });
  expect(run.env.submitBooking.inputs.at(-1)?.identified).toEqual({ temporary: true });
  run.env.submitBooking.resolve(bookingResult);
  await flush();
  expect(run.view().step).toBe('success');
  expect(run.env.announceSession).toHaveBeenLastCalledWith({ kind: 'registered' });
  expect(run.actor.getSnapshot().context.identified).toEqual({ temporary: false });
  run.actor.stop();
}

// ---------------------------------------------------------------- pinned specs

function product(route: string): BookingProduct {
  const found = bookingProductOf(route);
  if (!found) throw new Error(route);
  return found;
}

const deepCleaning = product('bookingDeepCleaning');
const handyman = product('bookingGeneralHandyman');

async function start(p: BookingProduct, extra: Partial<BookingWizardInput> = {}, form: BookingFormConfig = config) {
  const run = arrange(p);
  const clock = new SimulatedClock();
  const actor = createActor(run.machine, { input: { ...input, ...extra }, clock, inspect: recorder.inspect });
  actor.start();
  run.env.loadConfig.resolve(form);
  await flush();
  return { ...run, actor, clock, view: () => selectBookingWizard(actor.getSnapshot()) };
}

type Run = Awaited<ReturnType<typeof start>>;

/** Fills the steps up to (not including) `until`. */
async function fillUntil(run: Run, until: BookingStep) {
  for (;;) {
    const step = run.actor.getSnapshot().context.step;
    if (step === until) return;
    if (step === 'availability') {
      if (run.env.loadAvailability.pendingCount()) run.env.loadAvailability.resolve(availabilityA);
      await flush();
      run.actor.send({ type: 'slot.selected', slot: slotA });
      run.actor.send({ type: 'step.next' });
    } else if (step === 'customer') {
      if (run.actor.getSnapshot().context.identified) run.actor.send({ type: 'step.next' });
      else run.env.eidLogin.resolve(eidResult);
      await flush();
      if (run.env.loadProfile.pendingCount()) run.env.loadProfile.resolve(profile);
      await flush();
    } else {
      run.actor.send(formChanged(step));
      run.actor.send({ type: 'step.next' });
    }
  }
}

describe('booking wizard: pinned behaviour', () => {
  it('declares one product per booking route, success last, the submit on contact', () => {
    expect(new Set(BOOKING_PRODUCTS.map((p) => p.route)).size).toBe(15);
    for (const p of BOOKING_PRODUCTS) expect(p.steps.slice(-2)).toEqual(['contact', 'success']);
    expect(product('bookingHomeCleaningRfp').steps[0]).toBe('flow-choice');
    expect(deepCleaning.steps).toContain('customer');
    expect(handyman.steps).toEqual(['configuration', 'optional-configuration', 'contact', 'success']);
  });

  it('cannot leave an invalid step', async () => {
    const run = await start(deepCleaning, {}, livingAreaConfig);
    // The chart judged the step's starting answers (none) with the form's schema.
    expect(run.actor.getSnapshot().context.forms.configuration).toEqual({ values: {}, valid: false });
    run.actor.send({ type: 'step.next' });
    expect(selectStep(run.actor.getSnapshot())).toBe('configuration');
    run.actor.send(formChanged('configuration', false));
    expect(run.view().canGoNext).toBe(false);
    run.actor.send({ type: 'step.next' });
    expect(selectStep(run.actor.getSnapshot())).toBe('configuration');
    run.actor.send(formChanged('configuration'));
    run.actor.send({ type: 'step.next' });
    expect(selectStep(run.actor.getSnapshot())).toBe('cleaning-configuration');
    run.actor.stop();
  });

  it('back and edit keep every answer', async () => {
    const run = await start(deepCleaning, {}, livingAreaConfig);
    await fillUntil(run, 'customer');
    const answers = run.actor.getSnapshot().context.forms;
    run.actor.send({ type: 'step.back' });
    expect(selectStep(run.actor.getSnapshot())).toBe('availability');
    run.actor.send({ type: 'step.edit', step: 'configuration' });
    expect(selectStep(run.actor.getSnapshot())).toBe('configuration');
    expect(run.actor.getSnapshot().context.forms).toEqual(answers);
    expect(run.actor.getSnapshot().context.slot).toEqual(slotA);
    expect(run.view().steps.map((s) => s.status)).toEqual(['current', 'done', 'done', 'done', 'open', 'locked', 'locked', 'locked']);
    run.actor.send({ type: 'url.changed', step: 'availability' });
    expect(selectStep(run.actor.getSnapshot())).toBe('availability');
    run.actor.stop();
  });

  it('a URL to an unreachable step lands on the first incomplete one', async () => {
    const run = await start(deepCleaning);
    await fillUntil(run, 'availability');
    run.actor.send({ type: 'step.edit', step: 'configuration' });
    run.actor.send({ type: 'url.changed', step: 'contact' });
    expect(selectStep(run.actor.getSnapshot())).toBe('availability');
    run.actor.send({ type: 'url.changed', step: 'success' });
    expect(selectStep(run.actor.getSnapshot())).toBe('availability');
    // The refused step's URL is corrected in place, not added to the history.
    expect(run.env.syncUrl).toHaveBeenLastCalledWith({ step: 'availability', history: 'replace' });
    run.actor.stop();
  });

  it('a double submit books once; a retry reuses the idempotency key', async () => {
    const run = await start(handyman);
    await fillUntil(run, 'contact');
    run.actor.send(formChanged('contact'));
    run.actor.send({ type: 'booking.submitted' });
    run.actor.send({ type: 'booking.submitted' });
    expect(run.env.submitBooking.inputs).toHaveLength(1);
    const key = run.env.submitBooking.inputs[0]?.idempotencyKey;
    expect(key).toBe(`${SEED}.1`);
    run.env.submitBooking.reject(serverFailure);
    await flush();
    expect(run.view()).toMatchObject({ errorKey: BOOKING_MESSAGE_KEYS.default, canSubmit: true });
    run.actor.send({ type: 'booking.submitted' });
    run.actor.send({ type: 'booking.submitted' });
    expect(run.env.submitBooking.inputs.map((i) => i.idempotencyKey)).toEqual([key, key]);
    run.env.submitBooking.resolve(bookingResult);
    await flush();
    expect(run.view()).toMatchObject({ step: 'success', bookingReference: 'HG-2345AB' });
    run.actor.send({ type: 'url.changed', step: 'configuration' });
    expect(run.view().step).toBe('success');
    // Back from the receipt cannot reopen the booking: the address bar shows the receipt again.
    expect(run.env.syncUrl).toHaveBeenLastCalledWith({ step: 'success', history: 'replace' });
    run.actor.stop();
  });

  it('a 409 returns to the calendar with fresh slots; the next attempt has a new key', async () => {
    const run = await start(deepCleaning);
    await fillUntil(run, 'contact');
    run.actor.send(formChanged('contact'));
    run.actor.send({ type: 'booking.submitted' });
    run.env.submitBooking.reject(slotConflict);
    await flush();
    expect(run.view()).toMatchObject({ step: 'availability', slot: null, errorKey: BOOKING_MESSAGE_KEYS.slotTaken, busy: true });
    expect(run.env.loadAvailability.inputs).toHaveLength(2);
    run.env.loadAvailability.resolve(availabilityB);
    await flush();
    expect(run.actor.getSnapshot().context.availability).toEqual(availabilityB);
    run.actor.send({ type: 'slot.selected', slot: slotB });
    run.actor.send({ type: 'step.next' });
    // Identified already, the address and contact kept.
    expect(run.view().step).toBe('customer');
    run.actor.send({ type: 'step.next' });
    run.actor.send({ type: 'step.next' });
    run.actor.send({ type: 'booking.submitted' });
    expect(run.env.submitBooking.inputs.map((i) => [i.idempotencyKey, i.slot])).toEqual([
      [`${SEED}.1`, slotA],
      [`${SEED}.2`, slotB],
    ]);
    run.actor.stop();
  });

  it('an expired e-ID login never completes the customer step; the login result does', async () => {
    const startLogin = controllableActor<EidOrder, StartLoginInput>();
    const pollStatus = controllableActor<AuthStatus, PollStatusInput>();
    const fetchQr = controllableActor<QrCodeResult, FetchQrInput>();
    const base = arrange(deepCleaning);
    const machine = base.machine.provide({
      actors: { eidLogin: eidLoginMachine.provide({ actors: { startLogin: startLogin.logic, pollStatus: pollStatus.logic, fetchQr: fetchQr.logic } }) },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input, clock, inspect: recorder.inspect });
    actor.start();
    base.env.loadConfig.resolve(config);
    await flush();
    const run = { ...base, actor, clock, view: () => selectBookingWizard(actor.getSnapshot()) };
    await fillUntil(run, 'customer');
    const order: EidOrder = { orderRef: 'order-1', autoStartToken: 'auto-1', qrToken: 'qr-1' } as EidOrder;
    const login = () => actor.getSnapshot().children.eidLogin;
    login()?.send({ type: 'login.started' });
    startLogin.resolve(order);
    await flush();
    clock.increment(EID_POLL_INTERVAL_MS);
    pollStatus.resolve({ status: 'expired', orderRef: 'order-1', hintCode: 'expiredTransaction' });
    await flush();
    expect(run.view()).toMatchObject({ step: 'customer', canGoNext: false });
    expect(actor.getSnapshot().context.identified).toBeNull();
    expect(login()?.getSnapshot()).toMatchObject({ value: 'failed' });
    actor.send({ type: 'step.next' });
    expect(run.view().step).toBe('customer');
    login()?.send({ type: 'login.retried' });
    startLogin.resolve(order);
    await flush();
    clock.increment(EID_POLL_INTERVAL_MS);
    pollStatus.resolve(eidResult);
    await flush();
    expect(run.view().step).toBe('address');
    expect(actor.getSnapshot().context.identified).toEqual({ temporary: false });
    actor.stop();
  });

  it('autosaves once per pause in typing and restores the draft on reload', async () => {
    const run = await start(deepCleaning);
    run.actor.send(formChanged('configuration', false));
    run.clock.increment(BOOKING_AUTOSAVE_DEBOUNCE_MS - 1);
    run.actor.send(formChanged('configuration'));
    run.clock.increment(BOOKING_AUTOSAVE_DEBOUNCE_MS - 1);
    expect(run.env.saveDraft).toHaveBeenCalledTimes(1);
    run.clock.increment(1);
    // Once on entering the step, once after the pause in typing.
    expect(run.env.saveDraft).toHaveBeenCalledTimes(2);
    const saved = run.env.saveDraft.mock.lastCall?.[0];
    expect(saved?.draft).toMatchObject({ step: 'configuration', forms: { configuration: { values: { livingArea: 85 }, valid: true } } });
    run.actor.stop();
    if (!saved) throw new Error('no draft');
    const reloaded = await start(deepCleaning, { draft: { ...saved.draft, step: 'availability', completed: ['configuration'] } });
    // The extras were never done: the reload lands there, answers kept.
    expect(reloaded.view().step).toBe('cleaning-configuration');
    expect(reloaded.actor.getSnapshot().context.forms.configuration?.values).toEqual({ livingArea: 85 });
    reloaded.actor.stop();
  });

  it('re-prices a direct order after the debounce, never for a request for proposal', async () => {
    const run = await start(deepCleaning);
    run.actor.send(formChanged('configuration'));
    run.clock.increment(BOOKING_PRICE_DEBOUNCE_MS - 1);
    run.actor.send(formChanged('configuration'));
    run.clock.increment(BOOKING_PRICE_DEBOUNCE_MS);
    expect(run.env.fetchPrice.inputs).toHaveLength(1);
    run.env.fetchPrice.resolve(price);
    await flush();
    expect(run.view().price).toEqual({ price, updating: false, failed: false, rut: null });
    run.actor.stop();
    const rfp = await start(handyman);
    rfp.actor.send(formChanged('configuration'));
    rfp.clock.increment(BOOKING_PRICE_DEBOUNCE_MS * 10);
    expect(rfp.env.fetchPrice.inputs).toHaveLength(0);
    rfp.actor.stop();
  });

  it('moving between answered steps neither re-prices nor saves the answers again: they are as they were', async () => {
    const run = await start(deepCleaning, {}, livingAreaConfig);
    run.actor.send(formChanged('configuration'));
    // The next step's answers are judged once, as it is first shown; they are part of the priced form.
    run.actor.send({ type: 'step.next' });
    run.clock.increment(BOOKING_AUTOSAVE_DEBOUNCE_MS);
    run.env.fetchPrice.resolve(price);
    await flush();
    const prices = run.env.fetchPrice.inputs.length;
    const saves = run.env.saveDraft.mock.calls.length;
    run.actor.send({ type: 'step.back' });
    run.actor.send({ type: 'step.next' });
    expect(run.actor.getSnapshot().matches({ price: 'idle' })).toBe(true);
    expect(run.actor.getSnapshot().matches({ autosave: 'idle' })).toBe(true);
    run.clock.increment(BOOKING_AUTOSAVE_DEBOUNCE_MS * 10);
    expect(run.env.fetchPrice.inputs).toHaveLength(prices);
    // Only the two step moves are saved (each step entered is in the draft).
    expect(run.env.saveDraft.mock.calls.length - saves).toBe(2);
    run.actor.stop();
  });

  it('checks a discount code from the URL before it prices; an unknown code, or one past the wrong codes of the hour, says so and prices without it', async () => {
    const run = await start(deepCleaning, { discountCode: ' SPRING ' });
    expect(run.env.checkPromotion.inputs).toEqual([{ code: 'SPRING', productId: deepCleaning.productId }]);
    run.actor.send(formChanged('configuration'));
    run.clock.increment(BOOKING_PRICE_DEBOUNCE_MS);
    // Not known yet: the first price goes without it.
    expect(run.env.fetchPrice.inputs.at(-1)?.discountCode).toBeNull();
    run.env.fetchPrice.resolve(price);
    run.env.checkPromotion.resolve(promotion);
    await flush();
    expect(run.actor.getSnapshot().context).toMatchObject({ discountCode: 'SPRING', promotion, discountErrorKey: null });
    run.clock.increment(BOOKING_PRICE_DEBOUNCE_MS);
    expect(run.env.fetchPrice.inputs.at(-1)?.discountCode).toBe('SPRING');
    run.env.fetchPrice.resolve(price);
    await flush();
    run.actor.send({ type: 'discount.submitted', code: 'NOPE' });
    run.env.checkPromotion.reject(notFound);
    await flush();
    // The unknown code is refused; the known one stays applied.
    expect(run.actor.getSnapshot().context).toMatchObject({ discountCode: 'SPRING', discountErrorKey: BOOKING_MESSAGE_KEYS.unknownDiscountCode });
    // Past the address's wrong codes of the hour (429), the check says so; the known code still stays.
    run.actor.send({ type: 'discount.submitted', code: 'NOPE2' });
    run.env.checkPromotion.reject(new ApiRequestError({ status: 429 }));
    await flush();
    expect(run.actor.getSnapshot().context).toMatchObject({ discountCode: 'SPRING', discountErrorKey: BOOKING_MESSAGE_KEYS.tooManyDiscountCodes });
    run.actor.send({ type: 'discount.removed' });
    run.clock.increment(BOOKING_PRICE_DEBOUNCE_MS);
    expect(run.env.fetchPrice.inputs.at(-1)?.discountCode).toBeNull();
    expect(run.env.fetchPrice.inputs).toHaveLength(3);
    run.actor.stop();
  });

  it('checks a new address with the server; one at another postal code is refused without a call', async () => {
    const run = await start(deepCleaning);
    await fillUntil(run, 'address');
    run.actor.send({ type: 'address.added', address: elsewhereAddress });
    expect(run.env.checkAddress.inputs).toHaveLength(0);
    expect(run.actor.getSnapshot().context.addressErrorKey).toBe(BOOKING_MESSAGE_KEYS.otherPostalCode);
    run.actor.send({ type: 'address.added', address: newAddress });
    expect(run.view().canGoNext).toBe(false);
    run.env.checkAddress.resolve({ valid: false, reason: 'outsideServiceArea' });
    await flush();
    expect(run.actor.getSnapshot().context).toMatchObject({ addressErrorKey: BOOKING_MESSAGE_KEYS.outsideServiceArea });
    expect(run.actor.getSnapshot().context.forms.address).toBeUndefined();
    run.actor.send({ type: 'address.added', address: newAddress });
    run.env.checkAddress.resolve({ valid: true });
    await flush();
    expect(run.actor.getSnapshot().context.forms.address).toEqual({ values: VALID_VALUES.address, valid: true });
    run.actor.send({ type: 'step.next' });
    expect(run.view().step).toBe('contact');
    run.actor.stop();
  });

  it('a refused submit keeps the visitor on the step with the refused fields, and a corrected one books', async () => {
    const run = await start(handyman);
    await fillUntil(run, 'contact');
    run.actor.send(formChanged('contact'));
    run.actor.send({ type: 'booking.submitted' });
    run.env.submitBooking.reject(refusal);
    await flush();
    expect(run.view()).toMatchObject({ step: 'contact', errorKey: BOOKING_MESSAGE_KEYS.refused, canSubmit: true });
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual(refusal.fieldErrors);
    run.actor.send(formChanged('contact', false));
    expect(run.view().canSubmit).toBe(false);
    run.actor.send(formChanged('contact'));
    run.actor.send({ type: 'booking.submitted' });
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual([]);
    run.env.submitBooking.resolve(bookingResult);
    await flush();
    expect(run.view().step).toBe('success');
    run.actor.stop();
  });

  it('weekly cleaning started straight away hands over to Click & Go, keeping the choice for Back', async () => {
    const run = await start(product('bookingHomeCleaningRfp'));
    run.actor.send({ type: 'form.changed', step: 'flow-choice', values: { flow: 'direct' }, valid: true });
    run.actor.send({ type: 'step.next' });
    expect(run.env.handOver).toHaveBeenCalledWith({ route: 'bookingHomeCleaningDirect' });
    expect(run.env.saveDraft.mock.lastCall?.[0].draft).toMatchObject({ step: 'flow-choice', forms: { 'flow-choice': { values: { flow: 'direct' } } } });
    expect(run.view()).toMatchObject({ step: null, handedOver: true });
    run.actor.stop();
    const back = await start(product('bookingHomeCleaningRfp'), { draft: run.env.saveDraft.mock.lastCall![0].draft });
    expect(back.view().step).toBe('flow-choice');
    back.actor.send({ type: 'form.changed', step: 'flow-choice', values: { flow: 'rfp' }, valid: true });
    back.actor.send({ type: 'step.next' });
    expect(back.view().step).toBe('cleaning-configuration');
    expect(back.env.handOver).not.toHaveBeenCalled();
    back.actor.stop();
  });

  it('the visitor’s moves add history entries; landing, Back and Forward replace them', async () => {
    const run = await start(deepCleaning);
    expect(run.env.syncUrl.mock.calls.map(([call]) => call)).toEqual([{ step: 'configuration', history: 'replace' }]);
    run.actor.send(formChanged('configuration'));
    run.actor.send({ type: 'step.next' });
    expect(run.env.syncUrl).toHaveBeenLastCalledWith({ step: 'cleaning-configuration', history: 'push' });
    run.actor.send({ type: 'url.changed', step: 'configuration' });
    expect(run.env.syncUrl).toHaveBeenLastCalledWith({ step: 'configuration', history: 'replace' });
    run.actor.send({ type: 'url.changed', step: 'cleaning-configuration' });
    expect(run.view().step).toBe('cleaning-configuration');
    run.actor.send({ type: 'step.back' });
    expect(run.env.syncUrl).toHaveBeenLastCalledWith({ step: 'configuration', history: 'push' });
    run.actor.stop();
  });

  it('BankID in the customer step prices again with the customer’s session, and the receipt has the stored price', async () => {
    const run = await start(deepCleaning);
    run.actor.send(formChanged('configuration'));
    run.clock.increment(BOOKING_PRICE_DEBOUNCE_MS);
    expect(run.env.fetchPrice.inputs.at(-1)?.identified).toBe(false);
    run.env.fetchPrice.resolve({ ...price, rutDeduction: 0, totalToPay: 100000 });
    await flush();
    expect(run.view().price.rut).toBe('needsIdentification');
    await fillUntil(run, 'address');
    run.clock.increment(BOOKING_PRICE_DEBOUNCE_MS);
    expect(run.env.fetchPrice.inputs.at(-1)?.identified).toBe(true);
    run.env.fetchPrice.resolve(price);
    await flush();
    expect(run.view().price).toMatchObject({ price, rut: null });
    expect(run.env.announceSession).toHaveBeenCalledWith({ kind: 'login', result: eidResult });
    await fillUntil(run, 'contact');
    run.actor.send(formChanged('contact'));
    run.actor.send({ type: 'booking.submitted' });
    expect(run.env.submitBooking.inputs.at(-1)?.identified).toEqual({ temporary: false });
    run.actor.stop();
  });

  it('after a choice of account, the site logs in with the chosen account’s session under the login’s order', async () => {
    const run = await start(deepCleaning);
    await fillUntil(run, 'customer');
    run.env.eidLogin.resolve(choiceResult);
    await flush();
    expect(run.view()).toMatchObject({ step: 'customer', canGoNext: false });
    run.actor.send({ type: 'account.chosen', account: 'acc-2' });
    run.env.chooseAccount.resolve({ sessionToken: 'session-2' });
    await flush();
    expect(run.env.announceSession).toHaveBeenCalledWith({ kind: 'login', result: { status: 'complete', orderRef: 'order-1', sessionToken: 'session-2' } });
    expect(run.view().step).toBe('address');
    expect(run.actor.getSnapshot().context).toMatchObject({ identified: { temporary: false }, accountChoice: null });
    run.actor.stop();
  });

  it('a business account gets no RUT and is told so', async () => {
    const run = await start(deepCleaning, { identified: true });
    run.env.loadProfile.resolve({ ...profile, business: true, companyName: 'Bergs Bageri AB', orgNumber: '559900-9874' });
    await flush();
    run.actor.send(formChanged('configuration'));
    run.clock.increment(BOOKING_PRICE_DEBOUNCE_MS);
    run.env.fetchPrice.resolve({ ...price, rutDeduction: 0, totalToPay: 100000 });
    await flush();
    expect(run.view().price.rut).toBe('business');
    run.actor.stop();
  });

  it('a customer logged in at start is identified already and their details fill the contact step, never over typed ones', async () => {
    const run = await start(handyman, { identified: true });
    expect(run.env.loadProfile.inputs).toEqual([{ booking: { productId: handyman.productId, postalCode: run.actor.getSnapshot().context.postalCode } }]);
    run.env.loadProfile.resolve(profile);
    await flush();
    expect(run.actor.getSnapshot().context.forms.contact).toEqual({
      values: { firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se', phone: '+46701234567', street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm' },
      valid: false,
    });
    run.actor.stop();
    const typed = await start(handyman, { identified: true });
    typed.actor.send({ type: 'form.changed', step: 'configuration', values: { livingArea: 85 }, valid: true });
    typed.actor.send({ type: 'step.next' });
    typed.actor.send({ type: 'step.next' });
    typed.actor.send({ type: 'form.changed', step: 'contact', values: { firstName: 'Ola' }, valid: false });
    typed.env.loadProfile.resolve(profile);
    await flush();
    // The contact form starts again with what was typed (judged as its form reads it), not the customer's details.
    expect(typed.actor.getSnapshot().context.forms.contact).toEqual({ values: { firstName: 'Ola', lastName: '', email: '', phone: '' }, valid: false });
    typed.actor.stop();
  });

  it('a reload of the receipt shows it again; opening the wizard elsewhere after booking starts afresh', async () => {
    await reloadReceipt(handyman);
    const again = await start(handyman, { draft: { ...bookedDraft, step: 'configuration' } });
    expect(again.view()).toMatchObject({ step: 'configuration', bookingReference: null });
    expect(again.actor.getSnapshot().context.attempt).toBe(0);
    again.actor.stop();
  });

  it('a 409 that is not a taken slot (already subscribed) is a conflict naming its reason, not a trip back to the calendar', async () => {
    const run = await start(product('bookingHomeCleaningRfp'));
    await fillUntil(run, 'contact');
    run.actor.send(formChanged('contact'));
    run.actor.send({ type: 'booking.submitted' });
    const subscribed = [{ field: 'body.zipCode', message: 'common.formErrors.alreadySubscribed' }];
    run.env.submitBooking.reject(new ApiRequestError({ status: 409, data: { message: 'conflict', errors: subscribed } }));
    await flush();
    // Not "check the marked fields": no field can be corrected; the reason is listed with where to go.
    expect(run.view()).toMatchObject({ step: 'contact', errorKey: BOOKING_MESSAGE_KEYS.conflict, fieldErrors: subscribed });
    expect(run.actor.getSnapshot().context.slot).toEqual(slotA);
    run.actor.stop();
  });

  it('an expired code is told apart from an unknown one', async () => {
    const run = await start(deepCleaning);
    run.actor.send({ type: 'discount.submitted', code: 'jul202' });
    run.env.checkPromotion.reject(new ApiRequestError({ status: 410 }));
    await flush();
    expect(run.view().discount).toMatchObject({ errorKey: BOOKING_MESSAGE_KEYS.expiredDiscountCode, refusedCode: 'jul202', code: null });
    run.actor.stop();
  });
});

describe('booking wizard: the URL through the router adapter', () => {
  /** A wizard with its own syncUrl, handOver and router listener, and only its calls faked. */
  function routed(p: BookingProduct) {
    const router = fakeRouterAdapter({ path: '/en/book/handyman', query: { areaCode: '11122' } });
    const loadConfig = controllableActor<BookingFormConfig, WithStaff<LoadConfigInput>>();
    const machine = createBookingMachine(p).provide({ actors: { loadConfig: loadConfig.logic } });
    const actor = createActor(machine, { input: { ...input, router }, inspect: recorder.inspect });
    actor.start();
    loadConfig.resolve(config);
    return { router, actor };
  }

  it('puts each step in ?step=, a history entry per step taken, and follows Back and Forward', async () => {
    const { router, actor } = routed(handyman);
    await flush();
    // Landing corrects the entry in place.
    expect(router.navigations).toEqual([{ kind: 'setQuery', changes: { step: 'configuration' }, history: 'replace' }]);
    router.arrive({ query: { areaCode: '11122', step: 'configuration' } });
    expect(router.navigations).toHaveLength(1);
    actor.send(formChanged('configuration'));
    actor.send({ type: 'step.next' });
    expect(router.navigations.at(-1)).toEqual({ kind: 'setQuery', changes: { step: 'optional-configuration' }, history: 'push' });
    // The router reports the wizard's own move: nothing to follow.
    router.arrive({ query: { areaCode: '11122', step: 'optional-configuration' } });
    expect(selectStep(actor.getSnapshot())).toBe('optional-configuration');
    // Back: the wizard follows, and the address bar is already there.
    router.arrive({ query: { areaCode: '11122', step: 'configuration' } });
    expect(selectStep(actor.getSnapshot())).toBe('configuration');
    expect(router.navigations).toHaveLength(2);
    // Forward to a step not reachable yet lands on the first incomplete one, replacing the entry.
    actor.send(formChanged('configuration', false));
    router.arrive({ query: { areaCode: '11122', step: 'contact' } });
    expect(selectStep(actor.getSnapshot())).toBe('configuration');
    expect(router.navigations.at(-1)).toEqual({ kind: 'setQuery', changes: { step: 'configuration' }, history: 'replace' });
    // The URL's listener and the page's (leaving it saves the draft), until the wizard stops.
    expect(router.listeners()).toBe(2);
    actor.stop();
    expect(router.listeners()).toBe(0);
  });

  it('hands weekly cleaning started straight away to its own route, with the query but not the step', async () => {
    const { router, actor } = routed(product('bookingHomeCleaningRfp'));
    await flush();
    router.arrive({ query: { areaCode: '11122', step: 'flow-choice' } });
    actor.send({ type: 'form.changed', step: 'flow-choice', values: { flow: 'direct' }, valid: true });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ wizard: 'handedOver' })).toBe(true);
    expect(router.navigations.at(-1)).toEqual({ kind: 'go', path: '/en/book/home-cleaning-direct?areaCode=11122', replace: false });
    actor.stop();
  });
});

describe('booking wizard: a language switch and leaving the page', () => {
  it('a language switch after BankID keeps the step, the answers, the customer and the price; only the form is loaded again', async () => {
    const router = fakeRouterAdapter({ path: '/en/book/deep-cleaning', query: { areaCode: '11122' } }, 'en');
    const run = await start(deepCleaning, { router });
    await fillUntil(run, 'address');
    // The price for the customer (with RUT) and the autosave settle.
    for (let i = 0; i < 3; i++) {
      run.clock.increment(Math.max(BOOKING_PRICE_DEBOUNCE_MS, BOOKING_AUTOSAVE_DEBOUNCE_MS));
      if (run.env.fetchPrice.pendingCount()) run.env.fetchPrice.resolve(price);
      await flush();
    }
    expect(run.actor.getSnapshot().matches({ price: 'idle', autosave: 'idle' })).toBe(true);
    const before = run.actor.getSnapshot().context;
    expect(before).toMatchObject({ step: 'address', identified: { temporary: false }, price });
    const priced = run.env.fetchPrice.inputs.length;
    const loads = run.env.loadConfig.inputs.length;
    const moves = run.env.syncUrl.mock.calls.length;

    const swedish: BookingFormConfig = { ...config, questions: [{ id: 'livingArea', kind: 'number', step: 'configuration', label: 'Boyta', required: true, min: 1, max: 1000 }] };
    router.switchLocale('sv', { path: '/boka/storstadning', query: { areaCode: '11122', step: 'address' } });
    expect(run.actor.getSnapshot().matches({ texts: 'reloading', wizard: { steps: 'address' } })).toBe(true);
    expect(run.env.loadConfig.inputs).toHaveLength(loads + 1);
    run.env.loadConfig.resolve(swedish);
    await flush();

    const after = run.actor.getSnapshot();
    expect(after.matches({ texts: 'current', wizard: { steps: { address: 'choosing' } } })).toBe(true);
    expect(after.context.config).toBe(swedish);
    expect(after.context).toMatchObject({ forms: before.forms, completed: before.completed, slot: before.slot, identified: before.identified, profile: before.profile, price: before.price });
    // Nothing is priced again, and no step is entered again.
    expect(run.env.fetchPrice.inputs).toHaveLength(priced);
    expect(run.env.syncUrl.mock.calls).toHaveLength(moves);
    expect(run.env.announceSession).toHaveBeenCalledTimes(1);
    run.actor.stop();
  });

  it('a failed reload of the form keeps the texts it had, and the next switch tries again', async () => {
    const router = fakeRouterAdapter({ path: '/en/book/deep-cleaning', query: { areaCode: '11122' } }, 'en');
    const run = await start(deepCleaning, { router });
    router.switchLocale('sv');
    run.env.loadConfig.reject(serverFailure);
    await flush();
    expect(run.actor.getSnapshot().matches({ texts: 'stale' })).toBe(true);
    expect(run.actor.getSnapshot().context).toMatchObject({ config, errorKey: null, step: 'configuration' });
    router.switchLocale('en');
    expect(run.actor.getSnapshot().matches({ texts: 'reloading' })).toBe(true);
    run.actor.stop();
  });

  it('leaving for another page saves the answers typed since the last autosave; a step of its own does not', async () => {
    const router = fakeRouterAdapter({ path: '/en/book/deep-cleaning', query: { areaCode: '11122' } }, 'en');
    const run = await start(deepCleaning, { router });
    run.actor.send(formChanged('configuration'));
    expect(run.actor.getSnapshot().matches({ autosave: 'waiting' })).toBe(true);
    const saves = run.env.saveDraft.mock.calls.length;
    router.notify({ type: 'started', shallow: true });
    expect(run.env.saveDraft.mock.calls).toHaveLength(saves);
    router.notify({ type: 'started', shallow: false });
    expect(run.actor.getSnapshot().matches({ autosave: 'idle' })).toBe(true);
    expect(run.env.saveDraft.mock.lastCall?.[0].draft.forms.configuration).toEqual({ values: VALID_VALUES.configuration, valid: true });
    run.actor.stop();
  });
});
