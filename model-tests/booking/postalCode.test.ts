import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { SimulatedClock, createActor, fromCallback } from 'xstate';
import { ApiRequestError, NotFoundError } from '../../api/errors';
import { SERVICE_IDS } from '../../api/products';
import { POSTAL_CODE_INPUT_MAX_LENGTH } from '../../api/validators/constants';
import { POSTAL_CODE_SPINNER_DELAY_MS } from '../../machines/booking/postalCode/postalCode.constants';
import { postalCodeMachine } from '../../machines/booking/postalCode/postalCode.machine';
import { bookingQuery, postalCodeInputValue, subscriptionReason } from '../../machines/booking/postalCode/postalCode.rules';
import { selectInterest, selectPostalCode } from '../../machines/booking/postalCode/postalCode.selectors';
import type { PostalCodeSnapshot } from '../../machines/booking/postalCode/postalCode.selectors';
import type {
  BookingQuery,
  CatalogResult,
  CheckAvailabilityInput,
  CityResult,
  LoadCatalogInput,
  LookupCityInput,
  PostalCodeCustomer,
  PostalCodeInput,
} from '../../machines/booking/postalCode/postalCode.types';
import { DelayClock } from '../support/delayClock';
import { customer as customerCalls, type Customer, type Subscription } from '../../api/contract/customer';
import { createPostalCodeActors } from '../../machines/booking/postalCode/postalCode.actors';
import type { WatchedSessionSnapshot } from '../../machines/booking/postalCode/postalCode.types';
import { fakeApi } from '../support/fakeApi';
import { controllableActor, flush } from '../support/fakeActors';
import type { ControllableActor } from '../support/fakeActors';
import { deepCleaning, failure, movingCleaning, product, subscriber, typed, weeklyCleaning, windowCleaning } from './postalCode.support';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof postalCodeMachine;

interface Env {
  checkAvailability: ControllableActor<boolean, CheckAvailabilityInput>;
  lookupCity: ControllableActor<CityResult, LookupCityInput>;
  loadCatalog: ControllableActor<CatalogResult, LoadCatalogInput>;
  trackUnavailable: Mock;
  goToBooking: Mock;
}

function arrange() {
  const env: Env = {
    checkAvailability: controllableActor<boolean, CheckAvailabilityInput>(),
    lookupCity: controllableActor<CityResult, LookupCityInput>(),
    loadCatalog: controllableActor<CatalogResult, LoadCatalogInput>(),
    trackUnavailable: vi.fn(),
    goToBooking: vi.fn(),
  };
  const machine = postalCodeMachine.provide({
    actors: {
      checkAvailability: env.checkAvailability.logic,
      lookupCity: env.lookupCity.logic,
      loadCatalog: env.loadCatalog.logic,
      // The customer is the scenario's input; the session is not watched here.
      watchCustomer: fromCallback(() => {}),
      // The walks send `connection.restored` themselves.
      watchConnection: fromCallback(() => {}),
    },
    actions: {
      trackUnavailable: (_, params) => env.trackUnavailable(params),
      goToBooking: (_, params) => env.goToBooking(params),
    },
  });
  return {
    machine,
    env,
    controls: { checkAvailability: env.checkAvailability, lookupCity: env.lookupCity, loadCatalog: env.loadCatalog },
    clock: new DelayClock(),
  };
}

// Assertions -----------------------------------------------------------------

/** Holds in every state: the input never exceeds 6 characters and is in display form; analytics never outnumber answers. */
function expectInvariants(snapshot: PostalCodeSnapshot, env: Env): void {
  const { value } = snapshot.context;
  expect(value.length).toBeLessThanOrEqual(POSTAL_CODE_INPUT_MAX_LENGTH);
  expect(postalCodeInputValue(value)).toBe(value);
  expect(selectPostalCode(snapshot).displayValue).toBe(value);
  expect(env.trackUnavailable.mock.calls.length).toBeLessThanOrEqual(env.checkAvailability.inputs.length + env.loadCatalog.inputs.length);
  if (snapshot.status !== 'done') expect(env.goToBooking).not.toHaveBeenCalled();
}

/** The messages under which the "tell me when you come here" form shows. */
const NOT_OFFERED = ['common.formErrors.serviceNotAvailableOnPostalCode', 'common.formErrors.servicesNotAvailableOnPostalCode'];

/** The interest form's chart runs exactly while a "not offered" message shows, for the submitted code. */
function expectInterest(snapshot: PostalCodeSnapshot, productId: number | null | undefined): void {
  const interest = selectInterest(snapshot);
  if (productId === undefined) {
    expect(interest).toBeNull();
    return;
  }
  expect(interest?.getSnapshot().context).toMatchObject({ postalCode: snapshot.context.postalCode, productId, email: '' });
  expect(interest?.getSnapshot().matches({ editing: 'idle' })).toBe(true);
}

function expectEditing(snapshot: PostalCodeSnapshot, env: Env, errorKey: string | null): void {
  expectInvariants(snapshot, env);
  if (errorKey === null || !NOT_OFFERED.includes(errorKey)) expectInterest(snapshot, undefined);
  expect(selectPostalCode(snapshot)).toEqual({
    displayValue: snapshot.context.value,
    errorKey,
    showSpinner: false,
    busy: false,
    choiceVisible: false,
    choices: [],
    canSubmit: true,
    waitingForConnection: false,
  });
}

function expectValidating(snapshot: PostalCodeSnapshot, env: Env): void {
  expectInvariants(snapshot, env);
  const view = selectPostalCode(snapshot);
  expect(view).toMatchObject({ errorKey: null, busy: true, canSubmit: false, choiceVisible: false });
  expect(snapshot.context.postalCode).toMatch(/^\d{5}$/);
}

/** The submitted code falls under the weekly-cleaning rule with this reason. */
function expectRule(snapshot: PostalCodeSnapshot, reason: 'includedInSubscription' | 'subscriptionZipCodeMismatch'): void {
  const { postalCode, customer } = snapshot.context;
  expect(postalCode).not.toBeNull();
  expect(subscriptionReason(SERVICE_IDS.weeklyCleaning, postalCode ?? '', customer)).toBe(reason);
}

const isSingle = (snapshot: PostalCodeSnapshot) => snapshot.context.services.length === 1;

const assertions: StateAssertions<Machine, Env> = {
  'editing.idle': (snapshot, env) => expectEditing(snapshot, env, null),
  'editing.invalid': (snapshot, env) => {
    expectEditing(snapshot, env, 'common.formErrors.areaCode');
    const { postalCode } = snapshot.context;
    // Malformed, or a well-formed code that does not exist (the availability check or the city lookup answered 404).
    if (postalCode !== null && isSingle(snapshot)) expect(env.checkAvailability.inputs.at(-1)?.postalCode).toBe(postalCode);
    if (postalCode !== null && !isSingle(snapshot)) expect(env.lookupCity.inputs.at(-1)).toEqual({ postalCode });
  },
  'editing.serviceUnavailable': (snapshot, env) => {
    expectEditing(snapshot, env, 'common.formErrors.serviceNotAvailableOnPostalCode');
    expect(isSingle(snapshot)).toBe(true);
    const expected = { postalCode: snapshot.context.postalCode, productId: snapshot.context.services[0]?.productId };
    expect(env.checkAvailability.inputs.at(-1)).toEqual({ ...expected });
    expect(env.trackUnavailable).toHaveBeenLastCalledWith(expected);
    expectInterest(snapshot, expected.productId);
  },
  'editing.servicesUnavailable': (snapshot, env) => {
    expectEditing(snapshot, env, 'common.formErrors.servicesNotAvailableOnPostalCode');
    expect(isSingle(snapshot)).toBe(false);
    expect(snapshot.context.choices.length).toBe(snapshot.context.services.length);
    expect(snapshot.context.choices.every((choice) => !choice.available && choice.disabled)).toBe(true);
    expect(env.trackUnavailable).toHaveBeenLastCalledWith({ postalCode: snapshot.context.postalCode, productId: null });
    expectInterest(snapshot, null);
  },
  'editing.alreadySubscribed': (snapshot, env) => {
    expectEditing(snapshot, env, 'common.formErrors.alreadySubscribed');
    expectRule(snapshot, 'includedInSubscription');
  },
  'editing.subscriptionMismatch': (snapshot, env) => {
    expectEditing(snapshot, env, 'common.formErrors.subscriptionZipCodeMismatch');
    expectRule(snapshot, 'subscriptionZipCodeMismatch');
  },
  'editing.failed': (snapshot, env) => expectEditing(snapshot, env, 'common.formErrors.default'),
  waitingForConnection: (snapshot, env) => {
    expectInvariants(snapshot, env);
    // No error in the code, the code kept: it is checked again once back online, or submitted again at once.
    expect(selectPostalCode(snapshot)).toMatchObject({ errorKey: null, waitingForConnection: true, busy: false, canSubmit: true, choiceVisible: false });
    expect(snapshot.context.postalCode).toMatch(/^\d{5}$/);
  },
  routing: transient('routing'),
  deciding: transient('deciding'),
  'validating.request.checkingAvailability': (snapshot, env) => {
    expectValidating(snapshot, env);
    expect(isSingle(snapshot)).toBe(true);
    expect(env.checkAvailability.inputs.at(-1)).toEqual({
      postalCode: snapshot.context.postalCode,
      productId: snapshot.context.services[0]?.productId,
    });
  },
  'validating.request.lookingUpCity': (snapshot, env) => {
    expectValidating(snapshot, env);
    expect(isSingle(snapshot)).toBe(false);
    expect(env.lookupCity.inputs.at(-1)).toEqual({ postalCode: snapshot.context.postalCode });
  },
  'validating.request.loadingCatalog': (snapshot, env) => {
    expectValidating(snapshot, env);
    expect(env.loadCatalog.inputs.at(-1)).toEqual({ postalCode: snapshot.context.postalCode });
  },
  'validating.spinner.fast': (snapshot) => expect(selectPostalCode(snapshot).showSpinner).toBe(false),
  'validating.spinner.slow': (snapshot) => expect(selectPostalCode(snapshot).showSpinner).toBe(true),
  choosingService: (snapshot, env) => {
    expectInvariants(snapshot, env);
    const { context } = snapshot;
    const view = selectPostalCode(snapshot);
    expect(view).toMatchObject({ errorKey: null, busy: false, showSpinner: false, choiceVisible: true, canSubmit: false });
    expect(view.choices).toEqual(context.choices);
    expect(view.choices.map((choice) => choice.productId)).toEqual(context.services.map((service) => service.productId));
    expect(view.choices.filter((choice) => choice.available).length).toBeGreaterThan(1);
    for (const choice of view.choices) {
      if (!choice.available) expect(choice).toMatchObject({ disabled: true, disabledReason: null });
      else expect(choice.disabledReason).toBe(subscriptionReason(choice.productId, context.postalCode ?? '', context.customer));
      if (choice.disabledReason) expect(choice.disabled).toBe(true);
    }
  },
  submitted: (snapshot, env) => {
    expectInvariants(snapshot, env);
    const { context } = snapshot;
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual(context.booking);
    expect(env.goToBooking).toHaveBeenCalledTimes(1);
    expect(env.goToBooking).toHaveBeenCalledWith(context.booking);
    const service = context.services.find((candidate) => candidate.productId === context.booking?.productId);
    expect(service).toBeDefined();
    if (!service || !context.booking || !context.postalCode) return;
    expect(context.booking).toEqual(bookingQuery(service, context.postalCode, context.booking.orderId ?? null));
    // A service the customer is subscribed to at the code, or at another, is never booked.
    expect(subscriptionReason(service.productId, context.postalCode, context.customer)).toBeNull();
    expect(selectPostalCode(snapshot)).toMatchObject({ busy: true, canSubmit: false, showSpinner: false, errorKey: null });
  },
};

// Scenarios ------------------------------------------------------------------

/** A call that got no answer: the browser is offline. */
const offline = new ApiRequestError({ reason: 'network' });

const singleEvents = [
  // Logged out while the form is open: the subscription rule no longer applies.
  { type: 'customer.changed', customer: null },
  typed('12345'),
  typed('54321'),
  typed('1234'),
  typed('98765432109'),
  { type: 'xstate.done.actor.checkAvailability', output: true },
  { type: 'xstate.done.actor.checkAvailability', output: false },
  { type: 'xstate.error.actor.checkAvailability', error: failure },
  // The catalog does not know the code: it does not exist.
  { type: 'xstate.error.actor.checkAvailability', error: new NotFoundError({ status: 404 }) },
  // No answer at all: offline.
  { type: 'xstate.error.actor.checkAvailability', error: offline },
  { type: 'connection.restored' },
];

const multiEvents = [
  // The customer's subscriptions arrive late, or the customer logs out, at any point of the check.
  { type: 'customer.changed', customer: subscriber },
  { type: 'customer.changed', customer: null },
  typed('123 45'),
  typed('54321'),
  typed('12'),
  { type: 'xstate.done.actor.lookupCity', output: { city: 'Stockholm', areaCode: '12345' } },
  { type: 'xstate.error.actor.lookupCity', error: new NotFoundError({ status: 404 }) },
  { type: 'xstate.error.actor.lookupCity', error: new ApiRequestError({ status: 503 }) },
  { type: 'xstate.error.actor.lookupCity', error: offline },
  { type: 'connection.restored' },
  { type: 'xstate.done.actor.loadCatalog', output: [] },
  { type: 'xstate.done.actor.loadCatalog', output: [product(SERVICE_IDS.deepCleaning)] },
  { type: 'xstate.done.actor.loadCatalog', output: [product(SERVICE_IDS.weeklyCleaning)] },
  {
    type: 'xstate.done.actor.loadCatalog',
    output: [product(SERVICE_IDS.weeklyCleaning), product(SERVICE_IDS.deepCleaning), product(SERVICE_IDS.movingCleaning, 'order-move')],
  },
  { type: 'xstate.error.actor.loadCatalog', error: failure },
  { type: 'xstate.error.actor.loadCatalog', error: offline },
  { type: 'service.chosen', productId: SERVICE_IDS.deepCleaning },
  { type: 'service.chosen', productId: SERVICE_IDS.movingCleaning },
  { type: 'service.chosen', productId: SERVICE_IDS.weeklyCleaning },
];

describeModel('postalCode model', {
  machine: postalCodeMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'single service, anonymous', input: { services: [windowCleaning] }, events: singleEvents },
    {
      name: 'single weekly cleaning, subscribed at 123 45',
      input: { services: [weeklyCleaning], customer: subscriber, initialPostalCode: '12345' },
      events: singleEvents,
    },
    {
      name: 'several services, subscribed to weekly cleaning at 123 45',
      input: { services: [weeklyCleaning, deepCleaning, movingCleaning], customer: subscriber },
      events: multiEvents,
    },
  ],
});

// Pinned ---------------------------------------------------------------------

describe('postalCode pinned', () => {
  function start(input: PostalCodeInput) {
    const { machine, env } = arrange();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input, clock, inspect: recorder.inspect }).start();
    return { actor, env, clock, view: () => selectPostalCode(actor.getSnapshot()) };
  }

  function submit(run: ReturnType<typeof start>, value: string) {
    run.actor.send({ type: 'input.changed', value });
    run.actor.send({ type: 'form.submitted' });
  }

  it(`never shows the spinner before ${POSTAL_CODE_SPINNER_DELAY_MS} ms, and shows it after`, async () => {
    const slow = start({ services: [weeklyCleaning, deepCleaning] });
    submit(slow, '12345');
    expect(slow.view()).toMatchObject({ busy: true, showSpinner: false });
    slow.clock.increment(POSTAL_CODE_SPINNER_DELAY_MS - 1);
    expect(slow.view().showSpinner).toBe(false);
    // The city answers in time; the catalog call continues under the same timer.
    slow.env.lookupCity.resolve({ city: 'Stockholm', areaCode: '12345' });
    await flush();
    expect(slow.actor.getSnapshot().matches({ validating: { request: 'loadingCatalog' } })).toBe(true);
    expect(slow.view().showSpinner).toBe(false);
    slow.clock.increment(1);
    expect(slow.view().showSpinner).toBe(true);
    slow.env.loadCatalog.resolve([]);
    await flush();
    expect(slow.view()).toMatchObject({ showSpinner: false, busy: false, errorKey: 'common.formErrors.servicesNotAvailableOnPostalCode' });
    slow.actor.stop();

    // A quick answer never flashes it, and no timer is left to show it later.
    const quick = start({ services: [windowCleaning] });
    submit(quick, '12345');
    quick.clock.increment(POSTAL_CODE_SPINNER_DELAY_MS - 1);
    quick.env.checkAvailability.resolve(false);
    await flush();
    quick.clock.increment(POSTAL_CODE_SPINNER_DELAY_MS * 10);
    expect(quick.view()).toMatchObject({ showSpinner: false, busy: false });
    // A new submit starts the delay again from zero.
    quick.actor.send({ type: 'form.submitted' });
    quick.clock.increment(POSTAL_CODE_SPINNER_DELAY_MS - 1);
    expect(quick.view().showSpinner).toBe(false);
    quick.clock.increment(1);
    expect(quick.view().showSpinner).toBe(true);
    quick.actor.stop();
  });

  it('fires the unavailable analytics event once per unavailable submit, with the zip code', async () => {
    const run = start({ services: [windowCleaning] });
    submit(run, '123 45');
    run.env.checkAvailability.resolve(false);
    await flush();
    expect(run.env.trackUnavailable.mock.calls).toEqual([[{ postalCode: '12345', productId: SERVICE_IDS.windowCleaning }]]);
    expect(run.view().errorKey).toBe('common.formErrors.serviceNotAvailableOnPostalCode');
    // Submitting again while the check runs does not check (or track) twice.
    submit(run, '54321');
    run.actor.send({ type: 'form.submitted' });
    expect(run.env.checkAvailability.inputs).toHaveLength(2);
    run.env.checkAvailability.resolve(false);
    await flush();
    expect(run.env.trackUnavailable.mock.calls).toEqual([
      [{ postalCode: '12345', productId: SERVICE_IDS.windowCleaning }],
      [{ postalCode: '54321', productId: SERVICE_IDS.windowCleaning }],
    ]);
    // A failed check or a malformed code is not "unavailable".
    run.actor.send({ type: 'form.submitted' });
    run.env.checkAvailability.reject(failure);
    await flush();
    expect(run.view().errorKey).toBe('common.formErrors.default');
    submit(run, '12');
    expect(run.view().errorKey).toBe('common.formErrors.areaCode');
    expect(run.env.checkAvailability.inputs).toHaveLength(3);
    expect(run.env.trackUnavailable).toHaveBeenCalledTimes(2);
    run.actor.stop();
  });

  it('fires the unavailable event without a product when none of a multi-service form\'s services is sold at the code', async () => {
    const run = start({ services: [weeklyCleaning, deepCleaning] });
    submit(run, '981 32');
    run.env.lookupCity.resolve({ city: 'Kiruna', areaCode: '98132' });
    await flush();
    run.env.loadCatalog.resolve([]);
    await flush();
    expect(run.view().errorKey).toBe('common.formErrors.servicesNotAvailableOnPostalCode');
    expect(run.env.trackUnavailable.mock.calls).toEqual([[{ postalCode: '98132', productId: null }]]);
    // Some service sold there is not "unavailable".
    submit(run, '111 20');
    run.env.lookupCity.resolve({ city: 'Stockholm', areaCode: '11120' });
    await flush();
    run.env.loadCatalog.resolve([product(SERVICE_IDS.deepCleaning)]);
    await flush();
    expect(run.env.trackUnavailable).toHaveBeenCalledTimes(1);
    run.actor.stop();
  });

  it('a single service at a code that does not exist (404) is an areaCode error, not "unavailable"', async () => {
    const run = start({ services: [windowCleaning] });
    submit(run, '999 99');
    run.env.checkAvailability.reject(new NotFoundError({ status: 404 }));
    await flush();
    expect(run.view().errorKey).toBe('common.formErrors.areaCode');
    expect(run.env.trackUnavailable).not.toHaveBeenCalled();
    expect(selectInterest(run.actor.getSnapshot())).toBeNull();
    run.actor.stop();
  });

  it('offers the "tell me when you come here" form under a not-offered message, for that code, until the visitor types', async () => {
    const single = start({ services: [windowCleaning] });
    submit(single, '981 32');
    single.env.checkAvailability.resolve(false);
    await flush();
    const interest = selectInterest(single.actor.getSnapshot());
    expect(interest?.getSnapshot().context).toEqual({ postalCode: '98132', productId: SERVICE_IDS.windowCleaning, email: '', emailError: null });
    interest?.send({ type: 'email.changed', value: 'anna@example.se' });
    expect(interest?.getSnapshot().context.email).toBe('anna@example.se');
    // Typing another code takes the message, and the form with it.
    single.actor.send({ type: 'input.changed', value: '111 2' });
    expect(selectInterest(single.actor.getSnapshot())).toBeNull();
    expect(interest?.getSnapshot().status).toBe('stopped');
    single.actor.stop();

    const multi = start({ services: [weeklyCleaning, deepCleaning] });
    submit(multi, '981 32');
    multi.env.lookupCity.resolve({ city: 'Kiruna', areaCode: '98132' });
    await flush();
    multi.env.loadCatalog.resolve([]);
    await flush();
    expect(selectInterest(multi.actor.getSnapshot())?.getSnapshot().context).toMatchObject({ postalCode: '98132', productId: null });
    // A new submit starts from a fresh form.
    multi.actor.send({ type: 'form.submitted' });
    expect(selectInterest(multi.actor.getSnapshot())).toBeNull();
    multi.actor.stop();
  });

  it('never keeps more than 6 characters in the input and shows five digits as 123 45', () => {
    const run = start({ services: [windowCleaning], initialPostalCode: '1234567890' });
    expect(run.view().displayValue).toBe('123456');
    const cases: Array<[string, string]> = [
      ['12345', '123 45'],
      ['123 45', '123 45'],
      ['12 345', '123 45'],
      ['123456789', '123456'],
      ['123 456 789', '123 45'],
      ['ab12c34d5e', '123 45'],
      ['1', '1'],
      ['', ''],
      ['1234567', '123456'],
    ];
    for (const [raw, shown] of cases) {
      run.actor.send({ type: 'input.changed', value: raw });
      expect(run.view().displayValue, raw).toBe(shown);
      expect(run.actor.getSnapshot().context.value.length).toBeLessThanOrEqual(POSTAL_CODE_INPUT_MAX_LENGTH);
    }
    // Six digits are kept but refused on submit.
    run.actor.send({ type: 'input.changed', value: '123456' });
    run.actor.send({ type: 'form.submitted' });
    expect(run.view().errorKey).toBe('common.formErrors.areaCode');
    expect(run.env.checkAvailability.inputs).toEqual([]);
    // Typing clears the message.
    run.actor.send({ type: 'input.changed', value: '12345' });
    expect(run.view().errorKey).toBeNull();
    run.actor.stop();
  });

  it('navigates with areaCode, discountCode, campaignCode, referrer, variant and orderId', async () => {
    const customer: PostalCodeCustomer = {
      subscriptions: [{ productId: SERVICE_IDS.windowCleaning, zipCode: '12345', orderId: 'order-window' }],
    };
    const single = start({ services: [windowCleaning], customer });
    submit(single, '123 45');
    single.env.checkAvailability.resolve(true);
    await flush();
    const expected: BookingQuery = {
      productId: SERVICE_IDS.windowCleaning,
      areaCode: '12345',
      discountCode: 'VAR25',
      campaignCode: 'spring',
      referrer: 'hero-fonsterputs',
      variant: 'b',
      orderId: 'order-window',
    };
    expect(single.env.goToBooking.mock.calls).toEqual([[expected]]);
    expect(single.actor.getSnapshot().output).toEqual(expected);

    // Multi-service: the chosen service's fields and the catalog's orderId.
    const multi = start({ services: [weeklyCleaning, deepCleaning, movingCleaning] });
    submit(multi, '54321');
    multi.env.lookupCity.resolve({ city: 'Uppsala', areaCode: '54321' });
    await flush();
    multi.env.loadCatalog.resolve([product(SERVICE_IDS.deepCleaning), product(SERVICE_IDS.movingCleaning, 'order-move')]);
    await flush();
    expect(multi.view().choiceVisible).toBe(true);
    multi.actor.send({ type: 'service.chosen', productId: SERVICE_IDS.movingCleaning });
    expect(multi.env.goToBooking.mock.calls).toEqual([
      [{ productId: SERVICE_IDS.movingCleaning, areaCode: '54321', variant: 'a', orderId: 'order-move' }],
    ]);
  });

  it('lists the services with availability and subscription reasons, and only enabled ones can be chosen', async () => {
    const run = start({ services: [weeklyCleaning, deepCleaning, movingCleaning], customer: subscriber });
    submit(run, '54321');
    run.env.lookupCity.resolve({ city: 'Uppsala', areaCode: '54321' });
    await flush();
    run.env.loadCatalog.resolve([product(SERVICE_IDS.weeklyCleaning), product(SERVICE_IDS.deepCleaning)]);
    await flush();
    expect(run.view().choices).toEqual([
      {
        productId: SERVICE_IDS.weeklyCleaning,
        title: 'Hemstädning',
        slug: 'hemstadning',
        available: true,
        orderId: null,
        disabled: true,
        disabledReason: 'subscriptionZipCodeMismatch',
      },
      { productId: SERVICE_IDS.deepCleaning, title: 'Storstädning', slug: 'storstadning', available: true, orderId: null, disabled: false, disabledReason: null },
      { productId: SERVICE_IDS.movingCleaning, title: 'Flyttstädning', slug: 'flyttstadning', available: false, orderId: null, disabled: true, disabledReason: null },
    ]);
    run.actor.send({ type: 'service.chosen', productId: SERVICE_IDS.weeklyCleaning });
    run.actor.send({ type: 'service.chosen', productId: SERVICE_IDS.movingCleaning });
    expect(run.view().choiceVisible).toBe(true);
    expect(run.env.goToBooking).not.toHaveBeenCalled();
    run.actor.send({ type: 'choice.closed' });
    expect(run.view()).toMatchObject({ choiceVisible: false, choices: [], errorKey: null, canSubmit: true, displayValue: '543 21' });
    run.actor.stop();
  });

  it('a check that got no answer (offline) says it waits, with no error in the code, and runs again once back online', async () => {
    const run = start({ services: [windowCleaning] });
    submit(run, '11330');
    run.env.checkAvailability.reject(offline);
    await flush();
    expect(run.view()).toMatchObject({ errorKey: null, waitingForConnection: true, displayValue: '113 30' });
    run.actor.send({ type: 'connection.restored' });
    expect(run.env.checkAvailability.inputs.at(-1)).toMatchObject({ postalCode: '11330' });
    run.env.checkAvailability.resolve(true);
    await flush();
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.env.goToBooking).toHaveBeenCalledTimes(1);
    run.actor.stop();
  });

  it('an unknown code (city 404) is an areaCode error; other failures are the default error', async () => {
    const unknown = start({ services: [weeklyCleaning, deepCleaning] });
    submit(unknown, '00000');
    unknown.env.lookupCity.reject(new NotFoundError({ status: 404 }));
    await flush();
    expect(unknown.view().errorKey).toBe('common.formErrors.areaCode');
    unknown.actor.send({ type: 'form.submitted' });
    unknown.env.lookupCity.reject(new ApiRequestError({ status: 503 }));
    await flush();
    expect(unknown.view().errorKey).toBe('common.formErrors.default');
    expect(unknown.env.loadCatalog.inputs).toEqual([]);
    unknown.actor.stop();
  });

  it('weekly cleaning: the subscription rule decides before any call', () => {
    const here = start({ services: [weeklyCleaning], customer: subscriber });
    submit(here, '12345');
    expect(here.view().errorKey).toBe('common.formErrors.alreadySubscribed');
    submit(here, '54321');
    expect(here.view().errorKey).toBe('common.formErrors.subscriptionZipCodeMismatch');
    expect(here.env.checkAvailability.inputs).toEqual([]);
    here.actor.stop();

    // Without a subscription weekly cleaning is checked like any service.
    const anonymous = start({ services: [weeklyCleaning] });
    submit(anonymous, '12345');
    expect(anonymous.env.checkAvailability.inputs).toEqual([{ postalCode: '12345', productId: SERVICE_IDS.weeklyCleaning }]);
    anonymous.actor.stop();
  });
});

describe('postalCode follows the site session', () => {
  type Snapshot = WatchedSessionSnapshot;
  /** A session that logs in and out when the test says so. */
  function fakeSession(first: Snapshot) {
    let current = first;
    const listeners = new Set<(snapshot: Snapshot) => void>();
    return {
      getSnapshot: () => current,
      subscribe(next: (snapshot: Snapshot) => void) {
        listeners.add(next);
        return { unsubscribe: () => listeners.delete(next) };
      },
      become(snapshot: Snapshot) {
        current = snapshot;
        for (const listener of listeners) listener(snapshot);
      },
    };
  }
  const anonymous: Snapshot = { context: { customer: null } };
  const anna = (account: string): Snapshot => ({
    context: {
      customer: {
        activeAccount: { id: account },
        addresses: [{ id: 'addr-1', street: 'Storgatan 2', zipCode: '12345', city: 'Stockholm', primary: true }],
      } as unknown as Customer,
    },
  });
  const weekly: Subscription = {
    id: 'sub-1',
    productId: SERVICE_IDS.weeklyCleaning,
    title: 'Hemstädning',
    frequency: 'weekly',
    status: 'active',
    startDate: '2026-01-05',
    nextVisit: null,
    addressId: 'addr-1',
    pricePerVisit: 50000,
  };

  function startWatching(session: ReturnType<typeof fakeSession>) {
    const calls = fakeApi();
    const { machine } = arrange();
    const actor = createActor(machine.provide({ actors: { watchCustomer: createPostalCodeActors(calls.client).watchCustomer } }), {
      input: { session, services: [weeklyCleaning] },
      inspect: recorder.inspect,
    }).start();
    return { actor, calls };
  }

  it('reads a logged-in customer’s subscriptions, and forgets them at logout', async () => {
    const session = fakeSession(anonymous);
    const { actor, calls } = startWatching(session);
    expect(calls.callsTo(customerCalls.subscriptions)).toEqual([]);
    session.become(anna('acc-1'));
    // The read goes out once the customer calls' table has loaded, with the page's client (which adds the session).
    const read = await vi.waitFor(() => calls.pending(customerCalls.subscriptions));
    read.resolve({ items: [weekly] });
    await flush();
    expect(actor.getSnapshot().context.customer).toEqual({
      subscriptions: [{ productId: SERVICE_IDS.weeklyCleaning, zipCode: '12345', orderId: 'sub-1' }],
    });
    session.become(anonymous);
    expect(actor.getSnapshot().context.customer).toBeNull();
    actor.stop();
  });

  it('ignores an answer for a customer who has since logged out, and a failed read', async () => {
    const session = fakeSession(anna('acc-1'));
    const { actor, calls } = startWatching(session);
    const late = await vi.waitFor(() => calls.pending(customerCalls.subscriptions));
    session.become(anonymous);
    late.resolve({ items: [weekly] });
    await flush();
    expect(actor.getSnapshot().context.customer).toBeNull();
    session.become(anna('acc-2'));
    (await vi.waitFor(() => calls.pending(customerCalls.subscriptions))).reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().context.customer).toBeNull();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.stop();
  });
});
