import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { AuthStatus } from '../../api/contract/auth';
import type { Availability, BookingResult, BookingStep, Price, Promotion } from '../../api/contract/booking';
import type { EidOrder } from '../../api/contract/common';
import { eidLoginMachine } from '../../machines/auth/eidLogin.machine';
import type { EidLoginInput, EidLoginResult, FetchQrInput, PollStatusInput, QrCodeResult, StartLoginInput } from '../../machines/auth/eidLogin.types';
import { EID_POLL_INTERVAL_MS } from '../../machines/auth/constants';
import { BOOKING_AUTOSAVE_DEBOUNCE_MS, BOOKING_MESSAGE_KEYS, BOOKING_PRICE_DEBOUNCE_MS } from '../../machines/booking/wizard/constants';
import { BOOKING_PRODUCTS, bookingProductOf } from '../../machines/booking/wizard/products';
import type { BookingProduct } from '../../machines/booking/wizard/products';
import { configurationFormOf, flowOf, idempotencyKeyOf, isStepDone, isStepReachable } from '../../machines/booking/wizard/wizard.context';
import { createBookingMachine } from '../../machines/booking/wizard/wizard.machine';
import type { BookingWizardMachine } from '../../machines/booking/wizard/wizard.machine';
import { selectBookingWizard, selectStep } from '../../machines/booking/wizard/wizard.selectors';
import type { BookingWizardSnapshot } from '../../machines/booking/wizard/wizard.selectors';
import type {
  AddressCheck,
  BookingFormConfig,
  BookingWizardInput,
  CheckAddressInput,
  CheckPromotionInput,
  FetchPriceInput,
  LoadAvailabilityInput,
  LoadConfigInput,
  SaveDraftParams,
  SubmitBookingInput,
  SyncUrlParams,
} from '../../machines/booking/wizard/wizard.types';
import { DelayClock } from '../support/delayClock';
import { controllableActor, flush } from '../support/fakeActors';
import type { ControllableActor } from '../support/fakeActors';
import { transient, uncoveredTransitions, useModelCoverage, walkPath } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';
import { describePath } from '../support/paths';
import {
  availabilityA,
  availabilityB,
  bookingResult,
  config,
  eidResult,
  elsewhereAddress,
  formChanged,
  newAddress,
  notFound,
  price,
  promotion,
  refusal,
  serverFailure,
  slotA,
  slotB,
  slotConflict,
  VALID_VALUES,
  wizardPaths,
} from './wizard.support';

const recorder = useModelCoverage(import.meta.url);
const SEED = 'seed-1';
const input: BookingWizardInput = { keySeed: SEED, zipCode: '11122' };
const discountInput: BookingWizardInput = { ...input, discountCode: 'SPRING' };

interface Env {
  loadConfig: ControllableActor<BookingFormConfig, LoadConfigInput>;
  fetchPrice: ControllableActor<Price, FetchPriceInput>;
  loadAvailability: ControllableActor<Availability, LoadAvailabilityInput>;
  submitBooking: ControllableActor<BookingResult, SubmitBookingInput>;
  eidLogin: ControllableActor<EidLoginResult, EidLoginInput>;
  checkPromotion: ControllableActor<Promotion, CheckPromotionInput>;
  checkAddress: ControllableActor<AddressCheck, CheckAddressInput>;
  syncUrl: Mock<(params: SyncUrlParams) => void>;
  saveDraft: Mock<(params: SaveDraftParams) => void>;
  clearDraft: Mock<() => void>;
}

function arrange(product: BookingProduct) {
  const env: Env = {
    loadConfig: controllableActor(),
    fetchPrice: controllableActor(),
    loadAvailability: controllableActor(),
    submitBooking: controllableActor(),
    eidLogin: controllableActor(),
    checkPromotion: controllableActor(),
    checkAddress: controllableActor(),
    syncUrl: vi.fn(),
    saveDraft: vi.fn(),
    clearDraft: vi.fn(),
  };
  const machine = createBookingMachine(product).provide({
    actors: {
      loadConfig: env.loadConfig.logic,
      fetchPrice: env.fetchPrice.logic,
      loadAvailability: env.loadAvailability.logic,
      submitBooking: env.submitBooking.logic,
      checkPromotion: env.checkPromotion.logic,
      checkAddress: env.checkAddress.logic,
      // The model walk settles the login by hand; the real child is pinned below.
      eidLogin: env.eidLogin.logic as unknown as typeof eidLoginMachine,
    },
    actions: {
      syncUrl: (_, params) => env.syncUrl(params),
      saveDraft: (_, params) => env.saveDraft(params),
      clearDraft: () => env.clearDraft(),
    },
  });
  const controls = {
    loadConfig: env.loadConfig,
    fetchPrice: env.fetchPrice,
    loadAvailability: env.loadAvailability,
    submitBooking: env.submitBooking,
    eidLogin: env.eidLogin,
    checkPromotion: env.checkPromotion,
    checkAddress: env.checkAddress,
  };
  return { machine, env, controls, clock: new DelayClock() };
}

/** On a step: it is the one shown and in the URL, reachable, and every earlier step is done. */
function onStep(step: BookingStep) {
  return (snapshot: BookingWizardSnapshot, env: Env) => {
    const { context } = snapshot;
    const view = selectBookingWizard(snapshot);
    expect(context.step).toBe(step);
    expect(view.step).toBe(step);
    expect(env.syncUrl).toHaveBeenLastCalledWith({ step });
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
    expect(env.loadConfig.inputs.at(-1)).toEqual({ product: snapshot.context.product, zipCode: '11122' });
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
    expect(env.checkAddress.inputs.at(-1)).toEqual({ address: newAddress });
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
    expect(snapshot.context.customer).toBeNull();
    expect(snapshot.children.eidLogin).toBeDefined();
    expect(selectBookingWizard(snapshot).canGoNext).toBe(false);
    expect(env.eidLogin.inputs.at(-1)).toEqual({ device: 'desktop' });
  },
  'wizard.steps.customer.identified': (snapshot, env) => {
    onStep('customer')(snapshot, env);
    expect(snapshot.context.customer).toEqual(eidResult);
    expect(selectBookingWizard(snapshot).canGoNext).toBe(true);
  },
  'wizard.steps.contact.editing': (snapshot, env) => {
    onStep('contact')(snapshot, env);
    expect(selectBookingWizard(snapshot).canSubmit).toBe(snapshot.context.forms.contact?.valid === true);
  },
  'wizard.steps.contact.submitting': (snapshot, env) => {
    onStep('contact')(snapshot, env);
    const { context } = snapshot;
    expect(context.idempotencyKey).toBe(idempotencyKeyOf(SEED, context.attempt));
    expect(env.submitBooking.inputs.at(-1)).toMatchObject({ idempotencyKey: context.idempotencyKey, slot: context.slot });
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
    expect(selectBookingWizard(snapshot)).toMatchObject({ bookingReference: 'b-1', canGoBack: false, canGoNext: false });
    expect(env.syncUrl).toHaveBeenLastCalledWith({ step: 'success' });
    expect(env.clearDraft).toHaveBeenCalledTimes(1);
    expectOneKeyPerAttempt(env);
  },
  'autosave.idle': (snapshot, env) => {
    for (const [params] of env.saveDraft.mock.calls) expect(params.draft.forms[params.step]?.values).toEqual(params.values);
    if (env.saveDraft.mock.calls.length) expect(env.saveDraft.mock.lastCall?.[0].step).toBe(snapshot.context.lastChanged);
  },
  'autosave.waiting': (snapshot) => {
    expect(snapshot.context.lastChanged).not.toBeNull();
  },
  'price.idle': (snapshot) => {
    expect(selectBookingWizard(snapshot).price).toMatchObject({ updating: false, failed: false });
  },
  'price.debouncing': (snapshot) => {
    expect(selectBookingWizard(snapshot).price.updating).toBe(true);
  },
  'price.fetching': (snapshot, env) => {
    expect(selectBookingWizard(snapshot).price.updating).toBe(true);
    expect(env.fetchPrice.inputs.at(-1)).toMatchObject({
      configurationForm: configurationFormOf(snapshot.context),
      discountCode: snapshot.context.discountCode,
      startTime: snapshot.context.slot?.startTime ?? null,
    });
  },
  'price.failed': (snapshot) => {
    expect(selectBookingWizard(snapshot).price.failed).toBe(true);
  },
  'discount.starting': transient('discount.starting'),
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

describe('booking wizard: model', () => {
  for (const product of BOOKING_PRODUCTS) {
    describe(`${product.route} (${product.kind})`, () => {
      const machine = createBookingMachine(product);
      // The discount walk starts with a code from the URL, as a campaign link does.
      const walks = [
        { input, paths: wizardPaths(machine, product, input) },
        ...(product.kind === 'direct' ? [{ input: discountInput, paths: wizardPaths(machine, product, discountInput, 'discount') }] : []),
      ];
      const paths = walks.flatMap((walk) => walk.paths);
      it('has paths to walk', () => {
        expect(paths.length).toBeGreaterThan(0);
      });
      for (const walk of walks) {
        for (const path of walk.paths) {
          it(describePath(path), () => walkPath(path, { arrange: () => arrange(product), input: walk.input, assertions, recorder }));
        }
      }
      it('took every transition of the chart', () => {
        expect(uncoveredTransitions(machine, recorder)).toEqual([]);
      });
    });
  }
});

// ---------------------------------------------------------------- pinned specs

function product(route: string): BookingProduct {
  const found = bookingProductOf(route);
  if (!found) throw new Error(route);
  return found;
}

const deepCleaning = product('bookingDeepCleaning');
const handyman = product('bookingGeneralHandyman');

async function start(p: BookingProduct, extra: Partial<BookingWizardInput> = {}) {
  const run = arrange(p);
  const clock = new SimulatedClock();
  const actor = createActor(run.machine, { input: { ...input, ...extra }, clock, inspect: recorder.inspect });
  actor.start();
  run.env.loadConfig.resolve(config);
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
      run.env.eidLogin.resolve(eidResult);
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
    expect(handyman.steps).toEqual(['configuration', 'contact', 'success']);
  });

  it('cannot leave an invalid step', async () => {
    const run = await start(deepCleaning);
    run.actor.send({ type: 'step.next' });
    expect(selectStep(run.actor.getSnapshot())).toBe('configuration');
    run.actor.send(formChanged('configuration', false));
    expect(run.view().canGoNext).toBe(false);
    run.actor.send({ type: 'step.next' });
    expect(selectStep(run.actor.getSnapshot())).toBe('configuration');
    run.actor.send(formChanged('configuration'));
    run.actor.send({ type: 'step.next' });
    expect(selectStep(run.actor.getSnapshot())).toBe('optional-configuration');
    run.actor.stop();
  });

  it('back and edit keep every answer', async () => {
    const run = await start(deepCleaning);
    await fillUntil(run, 'customer');
    const answers = run.actor.getSnapshot().context.forms;
    run.actor.send({ type: 'step.back' });
    expect(selectStep(run.actor.getSnapshot())).toBe('availability');
    run.actor.send({ type: 'step.edit', step: 'configuration' });
    expect(selectStep(run.actor.getSnapshot())).toBe('configuration');
    expect(run.actor.getSnapshot().context.forms).toEqual(answers);
    expect(run.actor.getSnapshot().context.slot).toEqual(slotA);
    expect(run.view().steps.map((s) => s.status)).toEqual(['current', 'done', 'done', 'open', 'locked', 'locked', 'locked']);
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
    expect(run.env.syncUrl).toHaveBeenLastCalledWith({ step: 'availability' });
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
    expect(run.view()).toMatchObject({ step: 'success', bookingReference: 'b-1' });
    run.actor.send({ type: 'url.changed', step: 'configuration' });
    expect(run.view().step).toBe('success');
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
    expect(actor.getSnapshot().context.customer).toBeNull();
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
    expect(actor.getSnapshot().context.customer).toEqual(eidResult);
    actor.stop();
  });

  it('autosaves once per pause in typing and restores the draft on reload', async () => {
    const run = await start(deepCleaning);
    run.actor.send(formChanged('configuration', false));
    run.clock.increment(BOOKING_AUTOSAVE_DEBOUNCE_MS - 1);
    run.actor.send(formChanged('configuration'));
    run.clock.increment(BOOKING_AUTOSAVE_DEBOUNCE_MS - 1);
    expect(run.env.saveDraft).not.toHaveBeenCalled();
    run.clock.increment(1);
    expect(run.env.saveDraft).toHaveBeenCalledTimes(1);
    const saved = run.env.saveDraft.mock.lastCall?.[0];
    expect(saved).toMatchObject({ step: 'configuration', values: { livingArea: 85 } });
    run.actor.stop();
    if (!saved) throw new Error('no draft');
    const reloaded = await start(deepCleaning, { draft: { ...saved.draft, step: 'availability', completed: ['configuration'] } });
    // Optional configuration was never done: the reload lands there, answers kept.
    expect(reloaded.view().step).toBe('optional-configuration');
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
    expect(run.view().price).toEqual({ price, updating: false, failed: false });
    run.actor.stop();
    const rfp = await start(handyman);
    rfp.actor.send(formChanged('configuration'));
    rfp.clock.increment(BOOKING_PRICE_DEBOUNCE_MS * 10);
    expect(rfp.env.fetchPrice.inputs).toHaveLength(0);
    rfp.actor.stop();
  });

  it('checks a discount code from the URL before it prices; an unknown code says so and prices without it', async () => {
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

  it('a time chosen in one home-cleaning flow is dropped when the other flow offers other times', async () => {
    const run = await start(product('bookingHomeCleaningRfp'));
    run.actor.send({ type: 'form.changed', step: 'flow-choice', values: { flow: 'direct' }, valid: true });
    await fillUntil(run, 'contact');
    expect(run.actor.getSnapshot().context.slot).toEqual(slotA);
    run.actor.send({ type: 'step.edit', step: 'flow-choice' });
    run.actor.send({ type: 'form.changed', step: 'flow-choice', values: { flow: 'rfp' }, valid: true });
    run.actor.send({ type: 'url.changed', step: 'availability' });
    expect(run.env.loadAvailability.inputs.at(-1)?.flow).toBe('rfp');
    run.env.loadAvailability.resolve(availabilityB);
    await flush();
    expect(run.actor.getSnapshot().context.slot).toBeNull();
    expect(run.view()).toMatchObject({ step: 'availability', canGoNext: false });
    run.actor.stop();
  });
});
