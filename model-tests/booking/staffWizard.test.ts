import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { ApiRequestError } from '../../api/errors';
import { BOOKING_MESSAGE_KEYS, BOOKING_PRICE_DEBOUNCE_MS } from '../../machines/booking/wizard/constants';
import { configurationFormOf, idempotencyKeyOf, isStepDone } from '../../machines/booking/wizard/wizard.context';
import { createBookingMachine } from '../../machines/booking/wizard/wizard.machine';
import type { BookingWizardMachine } from '../../machines/booking/wizard/wizard.machine';
import { selectBookingWizard } from '../../machines/booking/wizard/wizard.selectors';
import type { BookingWizardSnapshot } from '../../machines/booking/wizard/wizard.selectors';
import type { AnnounceSessionParams, BookingWizardInput, SaveDraftParams, SyncUrlParams } from '../../machines/booking/wizard/wizard.types';
import type { BookingStep } from '../../api/contract/booking';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { STAFF_WIZARD_PRODUCT } from '../machines';
import { DelayClock } from '../support/delayClock';
import { flush } from '../support/fakeActors';
import { uncoveredTransitions, useModelCoverage, walkPath, transient } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';
import { cachedPlan } from '../support/planCache';
import { pathTests } from '../support/pathTests';
import type { TraversalEvent } from '../support/paths';
import {
  availabilityA,
  bookingResult,
  callActorsOf,
  config,
  formChanged,
  newAddress,
  price,
  profile,
  refusal,
  serverFailure,
  slotA,
  VALID_VALUES,
  wizardCallFakes,
  wizardEvents,
  wizardPaths,
  wizardFoldState,
} from './wizard.support';
import type { WizardCallFakes } from './wizard.support';

/**
 * The staff variant of the booking wizard (customer service books a direct
 * order for a customer): the same chart without the BankID step, the
 * customer known from the start by the personal number the staff desk
 * stored. Walked on window cleaning, the product the coverage gate counts.
 */

const recorder = useModelCoverage(import.meta.url);
const SEED = 'seed-staff';
const product = STAFF_WIZARD_PRODUCT;
const OSKAR = { ssn: '19811218-9876', name: 'Oskar Lindqvist' };
const input: BookingWizardInput = {
  keySeed: SEED,
  postalCode: '11122',
  router: fakeRouterAdapter({ path: '/boka/fonsterputs' }),
  staff: OSKAR,
};
const discountInput: BookingWizardInput = { ...input, discountCode: 'SPRING' };
/** A reload of the staff wizard with its first step answered: it prices at once. */
const draftInput: BookingWizardInput = {
  ...input,
  draft: { step: 'configuration', forms: { configuration: { values: VALID_VALUES.configuration ?? {}, valid: true } }, completed: [], slot: null, discountCode: null, idempotencyKey: null, attempt: 0 },
};

interface Env extends WizardCallFakes {
  syncUrl: Mock<(params: SyncUrlParams) => void>;
  saveDraft: Mock<(params: SaveDraftParams) => void>;
  announceSession: Mock<(params: AnnounceSessionParams) => void>;
}

const chart = createBookingMachine(product, { staff: true });

function arrange() {
  const calls = wizardCallFakes();
  const env: Env = { ...calls, syncUrl: vi.fn(), saveDraft: vi.fn(), announceSession: vi.fn() };
  const machine = chart.provide({
    actors: callActorsOf(calls),
    actions: {
      syncUrl: (_, params) => env.syncUrl(params),
      saveDraft: (_, params) => env.saveDraft(params),
      announceSession: (_, params) => env.announceSession(params),
    },
  });
  // The form's texts reloaded after a language switch are the same call as its first load.
  return { machine, env, controls: { ...calls, reloadConfig: calls.loadConfig }, clock: new DelayClock() };
}

/** A state the staff chart has not got (the BankID step, an anonymous visitor). */
const absent = (name: string) => () => {
  throw new Error(`the staff wizard has no ${name}`);
};

function onStep(step: BookingStep) {
  return (snapshot: BookingWizardSnapshot, env: Env) => {
    const { context } = snapshot;
    expect(context.step).toBe(step);
    expect(env.syncUrl.mock.lastCall?.[0]).toMatchObject({ step });
    for (const earlier of context.product.steps.slice(0, context.product.steps.indexOf(step))) expect(isStepDone(context, earlier), earlier).toBe(true);
    // Nobody logs in: the customer is named by their number, never by a session.
    expect(context.identified).toBeNull();
    expect(context.staff).toEqual(OSKAR);
    expect(env.announceSession).not.toHaveBeenCalled();
    expect(selectBookingWizard(snapshot).steps.map((s) => s.step)).not.toContain('customer');
  };
}

const assertions: StateAssertions<BookingWizardMachine, Env> = {
  'wizard.loadingConfig': (snapshot) => expect(selectBookingWizard(snapshot)).toMatchObject({ step: null, busy: true }),
  'wizard.configFailed': (snapshot) => expect(snapshot.context.errorKey).toBe(BOOKING_MESSAGE_KEYS.default),
  'wizard.routing': transient('wizard.routing'),
  'wizard.steps.flow-choice': absent('flow choice'),
  'wizard.steps.configuration': onStep('configuration'),
  'wizard.steps.optional-configuration': onStep('optional-configuration'),
  'wizard.steps.cleaning-configuration': absent('cleaning step'),
  'wizard.steps.address.choosing': onStep('address'),
  'wizard.steps.address.checking': (snapshot, env) => {
    onStep('address')(snapshot, env);
    // The check names the customer acted for.
    expect(env.checkAddress.inputs.at(-1)).toEqual({ address: newAddress, identified: false, staff: OSKAR });
  },
  'wizard.steps.availability.loading': onStep('availability'),
  'wizard.steps.availability.ready': onStep('availability'),
  'wizard.steps.availability.failed': onStep('availability'),
  'wizard.steps.customer.checking': absent('customer step'),
  'wizard.steps.customer.identifying': absent('customer step'),
  'wizard.steps.customer.identified': absent('customer step'),
  'wizard.steps.customer.choosingAccount.idle': absent('customer step'),
  'wizard.steps.customer.choosingAccount.submitting': absent('customer step'),
  'wizard.steps.customer.choosingAccount.failed': absent('customer step'),
  'wizard.steps.contact.editing': onStep('contact'),
  'wizard.steps.contact.submitting': (snapshot, env) => {
    onStep('contact')(snapshot, env);
    const { context } = snapshot;
    expect(context.idempotencyKey).toBe(idempotencyKeyOf(SEED, context.attempt));
    expect(env.submitBooking.inputs.at(-1)).toMatchObject({ idempotencyKey: context.idempotencyKey, staff: OSKAR, identified: null });
  },
  'wizard.steps.contact.failed': (snapshot, env) => {
    onStep('contact')(snapshot, env);
    expect([BOOKING_MESSAGE_KEYS.default, BOOKING_MESSAGE_KEYS.refused]).toContain(snapshot.context.errorKey);
  },
  'wizard.success': (snapshot) => {
    expect(snapshot.context.result).toEqual(bookingResult);
    expect(snapshot.context.staff).toEqual(OSKAR);
  },
  'wizard.handedOver': absent('hand-over'),
  'autosave.idle': () => {},
  'autosave.waiting': (snapshot) => expect(snapshot.context.lastChanged).not.toBeNull(),
  'texts.current': (snapshot) => expect(snapshot.children.reloadConfig).toBeUndefined(),
  'texts.reloading': (snapshot, env) => {
    // The step stays shown with the texts it has until the new language's arrive.
    expect(selectBookingWizard(snapshot).step).not.toBeNull();
    expect(env.loadConfig.inputs.at(-1)).toMatchObject({ product: snapshot.context.product, postalCode: snapshot.context.postalCode });
  },
  'texts.stale': (snapshot) => expect(snapshot.context.config).not.toBeNull(),
  'price.starting': transient('price.starting'),
  'price.idle': (snapshot) => expect(selectBookingWizard(snapshot).price).toMatchObject({ updating: false, failed: false }),
  'price.debouncing': (snapshot) => expect(selectBookingWizard(snapshot).price.updating).toBe(true),
  'price.fetching': (snapshot, env) => {
    // Priced for the customer acted for (RUT against their number), with no session.
    expect(env.fetchPrice.inputs.at(-1)).toMatchObject({ staff: OSKAR, identified: false, discountCode: snapshot.context.discountCode });
    expect(selectBookingWizard(snapshot).price.rut).toBeNull();
  },
  'price.failed': (snapshot) => expect(selectBookingWizard(snapshot).price.failed).toBe(true),
  'discount.starting': transient('discount.starting'),
  'discount.idle': (snapshot) => expect(snapshot.context.pendingDiscountCode).toBeNull(),
  'discount.checking': (snapshot) => expect(snapshot.context.pendingDiscountCode).not.toBeNull(),
  'account.starting': absent('anonymous start'),
  'account.anonymous': absent('anonymous visitor'),
  'account.loading': (snapshot, env) => {
    // The customer's details load at once, by their number.
    expect(env.loadProfile.inputs.at(-1)).toEqual({ staff: OSKAR });
    expect(selectBookingWizard(snapshot).profile.loading).toBe(true);
  },
  'account.known': (snapshot) => {
    expect(snapshot.context.profile).toEqual(profile);
    expect(snapshot.context.forms.contact?.values).toMatchObject({ firstName: profile.firstName, lastName: profile.lastName });
  },
  'account.failed': (snapshot) => expect(selectBookingWizard(snapshot).profile.failed).toBe(true),
};

/** Moves back through the steps (forward is `step.next` and the chart's own routing). */
const BACKWARD = new Set(['step.back', 'step.edit', 'url.changed']);

/**
 * The event types the active leaf states handle themselves, an empty
 * transition (an event ignored there) included, which `ownEvents` leaves out.
 * `_nodes` is internal to the snapshot, as the traversal's event lists read it.
 */
function leafEventsOf(snapshot: object): Set<string> {
  const nodes = (snapshot as { _nodes: ReadonlyArray<{ type: string; transitions: ReadonlyMap<string, unknown> }> })._nodes;
  return new Set(nodes.filter((node) => node.type === 'atomic').flatMap((node) => [...node.transitions.keys()]));
}

/**
 * The walk through the steps, kept to some ten thousand states with the
 * same state values and transitions as the whole graph:
 * while the customer's details load the walk only goes forward, and after
 * a submit it goes back only from a failed submit (else on: retry, the
 * calendar after a taken slot, the receipt, and the moves back the submit
 * and the receipt handle themselves). Going back from every later context
 * re-took the same transitions and made the graph five times the size
 * (some 50 000 states, minutes to explore). States differing only in the
 * answers, prices or ids are one state (`wizardFoldState`).
 */
function stepsWalkPaths() {
  const offered = wizardEvents(product, 'steps');
  const events = (snapshot: BookingWizardSnapshot): TraversalEvent[] => {
    const list = offered(snapshot);
    if (snapshot.value.account === 'loading') return list.filter((event) => !BACKWARD.has(event.type));
    // Before a submit, and from a failed one (the customer goes back to change an answer): every move.
    if (snapshot.context.attempt === 0 || snapshot.matches({ wizard: { steps: { contact: 'failed' } } })) return list;
    // Else after a submit: only the moves back the state handles itself (ignored while submitting, the receipt's).
    const own = leafEventsOf(snapshot);
    return list.filter((event) => !BACKWARD.has(event.type) || own.has(event.type));
  };
  return cachedPlan(chart, 'steps', { goal: 'transitions', input, events, serializeState: wizardFoldState }, import.meta.filename).paths;
}

describe('staff booking wizard: model', () => {
  const walks = [
    { name: 'steps', input, paths: stepsWalkPaths() },
    { name: 'discount', input: discountInput, paths: wizardPaths(chart, product, discountInput, 'discount') },
    // A reload with the first step answered (prices at once), and the customer's details failing to load.
    { name: 'session', input: draftInput, paths: wizardPaths(chart, product, draftInput, 'session') },
    // A language switch as the form loads and on the first step, with a code applied from the link.
    { name: 'language', input: discountInput, paths: wizardPaths(chart, product, discountInput, 'language') },
  ];
  it('has paths to walk', () => {
    expect(walks.every((walk) => walk.paths.length > 0)).toBe(true);
  });
  for (const walk of walks) {
    pathTests(walk.paths, { machine: chart, scenario: walk.name, recorder }, (path, trace) =>
      walkPath(path, { arrange, input: walk.input, assertions, recorder, trace }));
  }
});

// ---------------------------------------------------------------- pinned specs

async function start(extra: Partial<BookingWizardInput> = {}) {
  const run = arrange();
  const clock = new SimulatedClock();
  const actor = createActor(run.machine, { input: { ...input, ...extra }, clock, inspect: recorder.inspect });
  actor.start();
  run.env.loadConfig.resolve(config);
  await flush();
  return { ...run, actor, clock, view: () => selectBookingWizard(actor.getSnapshot()) };
}

const unauthorized = new ApiRequestError({ status: 401 });

describe('staff booking wizard: pinned behaviour', () => {
  it('is the customer’s chart without the BankID step, under its own id; request products have none', () => {
    expect(chart.id).toBe(`bookingWizard:staff:${product.route}`);
    expect(createBookingMachine(product).id).toBe(`bookingWizard:${product.route}`);
    expect(product.steps).toContain('customer');
    expect(() => createBookingMachine({ ...product, kind: 'rfp' }, { staff: true })).toThrow(/direct orders only/);
  });

  it('loads the customer at once, prices for them and books for them with one key per attempt', async () => {
    const run = await start();
    expect(run.env.loadProfile.inputs).toEqual([{ staff: OSKAR }]);
    run.env.loadProfile.resolve(profile);
    run.actor.send(formChanged('configuration'));
    run.clock.increment(BOOKING_PRICE_DEBOUNCE_MS);
    expect(run.env.fetchPrice.inputs.at(-1)).toMatchObject({ staff: OSKAR, configurationForm: configurationFormOf(run.actor.getSnapshot().context) });
    run.env.fetchPrice.resolve(price);
    await flush();
    run.actor.send({ type: 'step.next' });
    run.actor.send(formChanged('optional-configuration'));
    run.actor.send({ type: 'step.next' });
    run.env.loadAvailability.resolve(availabilityA);
    await flush();
    run.actor.send({ type: 'slot.selected', slot: slotA });
    run.actor.send({ type: 'step.next' });
    // The address step follows the calendar: no BankID in between.
    expect(run.view().step).toBe('address');
    run.actor.send({ type: 'form.changed', step: 'address', values: { addressId: 'addr-1' }, valid: true });
    run.actor.send({ type: 'step.next' });
    expect(run.view().step).toBe('contact');
    run.actor.send({ type: 'booking.submitted' });
    run.env.submitBooking.reject(serverFailure);
    await flush();
    run.actor.send({ type: 'booking.submitted' });
    const keys = run.env.submitBooking.inputs.map((call) => call.idempotencyKey);
    expect(keys).toEqual([idempotencyKeyOf(SEED, 1), idempotencyKeyOf(SEED, 1)]);
    expect(run.env.submitBooking.inputs.at(-1)).toMatchObject({ staff: OSKAR, forms: { address: { values: { addressId: 'addr-1' } } } });
    run.env.submitBooking.resolve(bookingResult);
    await flush();
    expect(run.view()).toMatchObject({ step: 'success', bookingReference: bookingResult.reference });
    expect(run.env.announceSession).not.toHaveBeenCalled();
    run.actor.stop();
  });

  it('says the sign-on ended when a staff call answers 401; any other failure is the default error', async () => {
    const run = await start();
    run.env.loadProfile.reject(unauthorized);
    await flush();
    expect(run.view()).toMatchObject({ errorKey: BOOKING_MESSAGE_KEYS.signOnEnded, profile: { failed: true } });
    run.actor.send({ type: 'profile.retried' });
    run.env.loadProfile.reject(serverFailure);
    await flush();
    // A plain failure of the details is shown with them, not above the steps.
    expect(run.view().profile.failed).toBe(true);
    run.actor.stop();

    const submit = await start();
    submit.env.loadProfile.resolve(profile);
    submit.actor.send(formChanged('configuration'));
    submit.actor.send({ type: 'step.next' });
    submit.actor.send(formChanged('optional-configuration'));
    submit.actor.send({ type: 'step.next' });
    submit.env.loadAvailability.resolve(availabilityA);
    await flush();
    submit.actor.send({ type: 'slot.selected', slot: slotA });
    submit.actor.send({ type: 'step.next' });
    submit.actor.send({ type: 'form.changed', step: 'address', values: { addressId: 'addr-1' }, valid: true });
    submit.actor.send({ type: 'step.next' });
    submit.actor.send({ type: 'booking.submitted' });
    submit.env.submitBooking.reject(unauthorized);
    await flush();
    expect(submit.view().errorKey).toBe(BOOKING_MESSAGE_KEYS.signOnEnded);
    submit.actor.send({ type: 'booking.submitted' });
    submit.env.submitBooking.reject(refusal);
    await flush();
    expect(submit.view().errorKey).toBe(BOOKING_MESSAGE_KEYS.refused);
    submit.actor.stop();
  });

  it('a reload of the receipt shows it again', async () => {
    const run = await start({ draft: { step: 'success', forms: {}, completed: [], slot: null, discountCode: null, idempotencyKey: 'seed-staff.1', attempt: 1, result: bookingResult } });
    expect(run.view()).toMatchObject({ step: 'success', bookingReference: bookingResult.reference });
    expect(run.actor.getSnapshot().context.staff).toEqual(OSKAR);
    run.actor.stop();
  });

  it('a customer’s own wizard never says a staff sign-on ended', async () => {
    const run = arrange();
    const actor = createActor(createBookingMachine(product).provide({ actors: callActorsOf(run.env) }), {
      input: { ...input, staff: undefined, identified: true },
    });
    actor.start();
    run.env.loadProfile.reject(unauthorized);
    await flush();
    expect(selectBookingWizard(actor.getSnapshot()).errorKey).toBeNull();
    actor.stop();
  });
});

// Last: the walks and the pinned specs (a reload of the receipt) together take every transition.
describe('staff booking wizard: coverage', () => {
  it('took every transition of the chart', () => {
    expect(uncoveredTransitions(chart, recorder)).toEqual([]);
  });
});
