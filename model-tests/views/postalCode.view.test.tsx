import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import type { ServiceInSection } from '../../api/contract/content.schemas';
import { customer as customerCalls } from '../../api/contract/customer';
import type { Subscription } from '../../api/contract/customer';
import { ApiRequestError, NotFoundError } from '../../api/errors';
import { SERVICE_IDS } from '../../api/products';
import { routePath } from '../../api/routes';
import { postalCodeMachine } from '../../machines/booking/postalCode/postalCode.machine';
import { selectPostalCode } from '../../machines/booking/postalCode/postalCode.selectors';
import type { PostalCodeSnapshot } from '../../machines/booking/postalCode/postalCode.selectors';
import type {
  CatalogResult,
  CheckAvailabilityInput,
  CityResult,
  LoadCatalogInput,
  LookupCityInput,
  PostalCodeInput,
  WatchedSession,
  WatchedSessionSnapshot,
} from '../../machines/booking/postalCode/postalCode.types';
import { BOOKING_PRODUCTS } from '../../machines/booking/wizard/products';
import type { BookingProduct } from '../../machines/booking/wizard/products';
import { PostalCodeForm } from '../../ui/booking/PostalCodeForm';
import { POSTAL_CODE_STORAGE_KEY } from '../../ui/session/SessionContext';
import { actorProbe } from '../support/actorProbe';
import { controllableActor } from '../support/fakeActors';
import type { ControllableActor } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import type { FakeApi } from '../support/fakeApi';
import { fakeRouter } from '../support/fakeRouter';
import { transient, useModelCoverage } from '../support/modelTest';
import { button, renderView } from '../support/renderView';
import { createRouterAdapter } from '../../ui/shell/RouterAdapter';
import { setAnalyticsConsent } from '../../ui/shell/analytics/track';
import type { NextRouter } from 'next/router';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle } from '../support/viewModel';
import type { EventExecutors, InvokeEvent, StepInfo, ViewAssertions } from '../support/viewModel';
import { annaCustomer } from '../support/customers';
import { deepCleaning, failure, movingCleaning, product, subscriber, typed, weeklyCleaning, windowCleaning } from '../booking/postalCode.support';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);
vi.mock('next/router', async () => (await import('../support/fakeRouter')).nextRouterModule);
/** The site's session as the form watches it: a store the test logs in and out. */
const sessionEdge = vi.hoisted(() => ({ actor: undefined as unknown }));
vi.mock('../../ui/session/SessionContext', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../ui/session/SessionContext')>()),
  useSessionSource: () => sessionEdge.actor,
}));

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof postalCodeMachine;

interface FakeSession extends WatchedSession {
  set(snapshot: WatchedSessionSnapshot): void;
}

function fakeSession(): FakeSession {
  let current: WatchedSessionSnapshot = { context: { customer: null } };
  const listeners = new Set<(snapshot: WatchedSessionSnapshot) => void>();
  return {
    getSnapshot: () => current,
    subscribe: (next) => {
      listeners.add(next);
      return { unsubscribe: () => listeners.delete(next) };
    },
    set: (snapshot) => {
      current = snapshot;
      for (const listener of [...listeners]) listener(snapshot);
    },
  };
}

interface Env {
  api: FakeApi;
  session: FakeSession;
  logins: number;
  /** Rotates the ways the service choice closes: its button, Escape. */
  choiceCloses: number;
  checkAvailability: ControllableActor<boolean, CheckAvailabilityInput>;
  lookupCity: ControllableActor<CityResult, LookupCityInput>;
  loadCatalog: ControllableActor<CatalogResult, LoadCatalogInput>;
  push: MockInstance<(...args: unknown[]) => Promise<boolean>>;
}

function renderForm(services: ServiceInSection[]): Env {
  const env: Env = {
    api: fakeApi(),
    session: fakeSession(),
    logins: 0,
    choiceCloses: 0,
    checkAvailability: controllableActor<boolean, CheckAvailabilityInput>(),
    lookupCity: controllableActor<CityResult, LookupCityInput>(),
    loadCatalog: controllableActor<CatalogResult, LoadCatalogInput>(),
    push: vi.spyOn(fakeRouter, 'push'),
  };
  sessionEdge.actor = env.session;
  window.localStorage.clear();
  // A visitor who allows the tag manager: the form's analytics reach its data layer.
  setAnalyticsConsent({ statistics: false, tagManager: true });
  // The form's calls are fakes; following the session and the interest form's call go through the fake client.
  actorProbe.provide(postalCodeMachine.id, {
    actors: { checkAvailability: env.checkAvailability.logic, lookupCity: env.lookupCity.logic, loadCatalog: env.loadCatalog.logic },
  });
  renderView(<PostalCodeForm services={services} />, {
    client: env.api.client,
    // The real adapter over the fake Next router: the test reads the navigation from `push`.
    router: createRouterAdapter(() => fakeRouter as unknown as NextRouter, () => 'en'),
  });
  return env;
}

// Fixtures ------------------------------------------------------------------

const anna = annaCustomer({ addresses: [{ id: 'address-1', street: 'Storgatan 2', zipCode: '123 45', city: 'Stockholm', primary: true }] });
const subscriptions: Subscription[] = [
  {
    id: 'order-weekly',
    productId: SERVICE_IDS.weeklyCleaning,
    title: 'Hemstädning',
    frequency: 'weekly',
    status: 'active',
    startDate: '2025-01-07',
    nextVisit: null,
    addressId: 'address-1',
    pricePerVisit: 45000,
  },
];

// Queries and executors ------------------------------------------------------

const form = () => screen.getByTestId('postal-code-form');
const input = () => screen.getByLabelText<HTMLInputElement>('Postal code');
const submitButton = () => button(form(), 'Get started');
const errorLine = () => screen.queryByTestId('postal-code-error');
const interestForm = () => screen.queryByTestId('area-interest-form');
const choiceDialog = () => screen.queryByTestId('service-choice');

const executors = {
  'input.changed': ({ value }) => fireEvent.change(input(), { target: { value } }),
  'form.submitted': () => {
    submitButton().focus();
    fireEvent.click(submitButton());
  },
  'service.chosen': ({ productId }) => {
    const title = [windowCleaning, weeklyCleaning, deepCleaning, movingCleaning].find((service) => service.productId === productId)?.title ?? '?';
    fireEvent.click(button(choiceDialog(), title));
  },
  // Closed by its button or by Escape, in turn; either way focus goes back to the button that opened it.
  'choice.closed': (_event, env) => {
    env.choiceCloses += 1;
    if (env.choiceCloses % 2 === 0) fireEvent.keyDown(choiceDialog()!, { key: 'Escape' });
    else fireEvent.click(button(choiceDialog(), 'Close'));
    expect(document.activeElement).toBe(submitButton());
  },
  // The browser is back online.
  'connection.restored': async () => {
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
  },
  // The session logs in (and the customer's subscriptions are read) or out; the form follows it itself.
  'customer.changed': async ({ customer }, env) => {
    if (customer === null) {
      env.session.set({ context: { customer: null } });
    } else {
      env.logins += 1;
      // Each login is of an account of its own (as after an account switch), so its subscriptions are read again.
      env.session.set({ context: { customer: { ...anna, activeAccount: { ...anna.activeAccount, id: `${anna.activeAccount.id}-${env.logins}` } } } });
      // The call goes out once the customer calls' table has loaded.
      (await vi.waitFor(() => env.api.pending(customerCalls.subscriptions))).resolve({ items: subscriptions });
    }
    await settle();
  },
} satisfies EventExecutors<Machine, Env>;

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

const invokes = {
  checkAvailability: settles((env) => env.checkAvailability as ControllableActor<unknown, unknown>),
  lookupCity: settles((env) => env.lookupCity as ControllableActor<unknown, unknown>),
  loadCatalog: settles((env) => env.loadCatalog as ControllableActor<unknown, unknown>),
};

// Assertions -------------------------------------------------------------------

/** The English messages under the input. */
const ERRORS = {
  invalid: 'Enter a Swedish postal code of five digits, such as 112 34.',
  serviceUnavailable: 'Unfortunately we do not offer this service at that postal code yet.',
  servicesUnavailable: 'Unfortunately we do not offer any of these services at that postal code yet.',
  alreadySubscribed: 'You already have a subscription at this postal code.',
  subscriptionMismatch: 'You already have a subscription at another postal code.',
  failed: 'Please check this field.',
} as const;

function dataLayer(): Record<string, unknown>[] {
  return ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((entry) => !Array.isArray(entry) && 'event' in entry);
}

/** Times the model took a "not offered" answer so far: each is one analytics event. */
const unavailableAnswers = (step: StepInfo<Machine>) =>
  step.trail.filter(
    (state, index) =>
      (state.matches({ editing: 'serviceUnavailable' }) || state.matches({ editing: 'servicesUnavailable' })) &&
      step.events[index]?.type.startsWith('xstate.done.actor.'),
  ).length;

/** Holds on every screen: the labelled input shows the chart's value; analytics only for "not offered" answers; no navigation before a choice. */
function expectForm(snapshot: PostalCodeSnapshot, env: Env, step: StepInfo<Machine>): void {
  expect(form()).toHaveAccessibleName('Check availability');
  expect(input().value).toBe(snapshot.context.value);
  expect(input()).toHaveAttribute('maxLength', '6');
  expect(form()).toHaveAttribute('aria-busy', String(selectPostalCode(snapshot).busy));
  expect(dataLayer().filter((entry) => entry.event === 'serviceUnavailable')).toHaveLength(unavailableAnswers(step));
  if (snapshot.status !== 'done') expect(env.push).not.toHaveBeenCalled();
}

function expectNoError(): void {
  expect(errorLine()).toBeNull();
  expect(input()).not.toHaveAttribute('aria-invalid');
  expect(input()).not.toHaveAttribute('aria-describedby');
}

/** The editing form with one message (or none): the button works, no popup, no spinner. */
function expectEditing(snapshot: PostalCodeSnapshot, env: Env, step: StepInfo<Machine>, error: keyof typeof ERRORS | null): void {
  expectForm(snapshot, env, step);
  expect(submitButton()).not.toHaveAttribute('aria-disabled');
  expect(submitButton().querySelector('[aria-hidden="true"]')).toBeNull();
  expect(choiceDialog()).toBeNull();
  if (error === null) {
    expectNoError();
  } else {
    const line = errorLine();
    expect(line).toHaveAttribute('role', 'alert');
    expect(line).toHaveTextContent(ERRORS[error]);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(ERRORS[error]);
  }
  if (error !== 'serviceUnavailable' && error !== 'servicesUnavailable') expect(interestForm()).toBeNull();
}

const spaced = (postalCode: string | null) => `${postalCode?.slice(0, 3)}\u00a0${postalCode?.slice(3)}`;

/** "Not offered": the analytics event with the code, and the form to be told when it is. */
function expectNotOffered(snapshot: PostalCodeSnapshot, productId: number | null): void {
  const { postalCode } = snapshot.context;
  expect(dataLayer().at(-1)).toEqual({ event: 'serviceUnavailable', zipCode: postalCode, ...(productId === null ? {} : { productId }) });
  const interest = interestForm();
  expect(interest).toHaveAccessibleName(`Want to know when we come to ${spaced(postalCode)}?`);
  expect(within(interest!).getByLabelText<HTMLInputElement>('Your email address').value).toBe('');
}

/** A submit is being checked: busy, the button does nothing, the spinner only once it takes long. */
function expectValidating(snapshot: PostalCodeSnapshot, env: Env, step: StepInfo<Machine>): void {
  expectForm(snapshot, env, step);
  expect(form()).toHaveAttribute('aria-busy', 'true');
  expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
  expectNoError();
  expect(interestForm()).toBeNull();
  expect(choiceDialog()).toBeNull();
}

const spinner = () => submitButton().querySelector('[aria-hidden="true"]');
const isSingle = (snapshot: PostalCodeSnapshot) => snapshot.context.services.length === 1;

const assertions: ViewAssertions<Machine, Env> = {
  'editing.idle': (snapshot, env, step) => expectEditing(snapshot, env, step, null),
  'editing.invalid': (snapshot, env, step) => expectEditing(snapshot, env, step, 'invalid'),
  'editing.serviceUnavailable': (snapshot, env, step) => {
    expectEditing(snapshot, env, step, 'serviceUnavailable');
    expectNotOffered(snapshot, snapshot.context.services[0]?.productId ?? -1);
  },
  'editing.servicesUnavailable': (snapshot, env, step) => {
    expectEditing(snapshot, env, step, 'servicesUnavailable');
    expectNotOffered(snapshot, null);
  },
  'editing.alreadySubscribed': (snapshot, env, step) => expectEditing(snapshot, env, step, 'alreadySubscribed'),
  'editing.subscriptionMismatch': (snapshot, env, step) => expectEditing(snapshot, env, step, 'subscriptionMismatch'),
  'editing.failed': (snapshot, env, step) => expectEditing(snapshot, env, step, 'failed'),
  waitingForConnection: (snapshot, env, step) => {
    expectForm(snapshot, env, step);
    // Nothing is wrong with the code: no error, the code kept, the form says it waits; submitting again is allowed.
    expectNoError();
    expect(screen.getByTestId('postal-code-waiting')).toHaveTextContent('You are offline. We will check the postal code when your connection is back.');
    expect(screen.getByTestId('postal-code-waiting')).toHaveAttribute('role', 'status');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    expect(choiceDialog()).toBeNull();
  },
  routing: transient('routing'),
  deciding: transient('deciding'),
  'validating.request.checkingAvailability': (snapshot, env, step) => {
    expectValidating(snapshot, env, step);
    expect(env.checkAvailability.inputs.at(-1)).toEqual({ postalCode: snapshot.context.postalCode, productId: snapshot.context.services[0]?.productId });
  },
  'validating.request.lookingUpCity': (snapshot, env, step) => {
    expectValidating(snapshot, env, step);
    expect(isSingle(snapshot)).toBe(false);
    expect(env.lookupCity.inputs.at(-1)).toEqual({ postalCode: snapshot.context.postalCode });
  },
  'validating.request.loadingCatalog': (snapshot, env, step) => {
    expectValidating(snapshot, env, step);
    expect(env.loadCatalog.inputs.at(-1)).toEqual({ postalCode: snapshot.context.postalCode });
  },
  'validating.spinner.fast': () => expect(spinner()).toBeNull(),
  'validating.spinner.slow': () => expect(spinner()).not.toBeNull(),
  choosingService: (snapshot, env, step) => {
    expectForm(snapshot, env, step);
    expectNoError();
    const dialog = choiceDialog();
    expect(dialog).toHaveAttribute('role', 'dialog');
    expect(dialog).toHaveAccessibleName('Which service would you like?');
    // Opened, it holds the focus, so a screen reader announces it.
    expect(dialog!.contains(document.activeElement)).toBe(true);
    const lines = within(dialog!).getAllByRole('listitem');
    expect(lines).toHaveLength(snapshot.context.services.length);
    for (const [index, choice] of snapshot.context.choices.entries()) {
      const line = lines[index]!;
      const pick = button(line, choice.title);
      expect(pick.disabled, choice.title).toBe(choice.disabled);
      const reason = !choice.available
        ? 'Not offered at this postal code'
        : choice.disabledReason === 'includedInSubscription'
          ? 'Included in your subscription'
          : choice.disabledReason === 'subscriptionZipCodeMismatch'
            ? ERRORS.subscriptionMismatch
            : '';
      expect(line).toHaveTextContent(`${choice.title}${reason}`);
    }
    expect(button(dialog, 'Close')).toBeEnabled();
  },
  submitted: (snapshot, env, step) => {
    expectForm(snapshot, env, step);
    const booking = snapshot.context.booking!;
    // The booking page of the product, with the code and the section's codes; the code is remembered.
    const products: readonly BookingProduct[] = BOOKING_PRODUCTS;
    const target = products.find((candidate) => candidate.productId === booking.productId)!;
    expect(env.push).toHaveBeenCalledTimes(1);
    const [url, , options] = env.push.mock.calls[0] as [string, unknown, unknown];
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    expect(pathname).toBe(routePath(target.route, 'en'));
    const { productId: _productId, ...query } = booking;
    expect(Object.fromEntries(searchParams)).toEqual(query);
    expect(options).toEqual({ locale: false });
    expect(window.localStorage.getItem(POSTAL_CODE_STORAGE_KEY)).toBe(booking.areaCode);
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
  },
};

// Scenarios -------------------------------------------------------------------

const input0 = (services: ServiceInSection[]): PostalCodeInput => ({ services });
const SAME_VALUE = 'the input already holds that value (no change event)';
const SAME_CUSTOMER = 'the session already has that customer (nothing to follow)';
/** The labels of the edges the view cannot produce, per editing substate. */
const gaps = (reason: string, event: string, states: readonly string[]) => states.map((state) => `{"editing":"${state}"} ─ ${event}: ${reason}`);
/** The same, while a code is checked (with the spinner not yet shown, and shown). */
const busyGaps = (reason: string, event: string, requests: readonly string[]) =>
  requests.flatMap((request) =>
    ['fast', 'slow'].map((spinner) => `{"validating":{"request":"${request}","spinner":"${spinner}"}} ─ ${event}: ${reason}`),
  );

describeViewModel('postal-code form view', {
  // Paths are generated from the chart without following a session (the graph walk runs no actors).
  machine: postalCodeMachine,
  executors,
  invokes,
  assertions,
  serialize: (snapshot) => ({ value: snapshot.value, view: selectPostalCode(snapshot), customer: snapshot.context.customer !== null }),
  // Every screen is visited; each transition (by state, event and target) is walked from one of them.
  screenKey: (snapshot) => JSON.stringify({ value: snapshot.value, view: selectPostalCode(snapshot), customer: snapshot.context.customer !== null }),
  // The client and the session are the page's own; the rest must match.
  project: ({ status, value, context }) =>
    JSON.parse(JSON.stringify({ status, value, context: { ...(context as object), api: undefined, session: undefined } })),
  unproducible: (snapshot, event) => {
    if (event.type === 'input.changed' && event.value === snapshot.context.value) return SAME_VALUE;
    if (event.type === 'customer.changed' && JSON.stringify(event.customer) === JSON.stringify(snapshot.context.customer)) return SAME_CUSTOMER;
    return null;
  },
  scenarios: [
    {
      name: 'one service (window cleaning)',
      input: input0([windowCleaning]),
      events: [
        { type: 'customer.changed', customer: null },
        typed('12345'),
        typed('1234'),
        { type: 'xstate.done.actor.checkAvailability', output: true },
        { type: 'xstate.done.actor.checkAvailability', output: false },
        { type: 'xstate.error.actor.checkAvailability', error: failure },
        // The catalog does not know the code: it does not exist.
        { type: 'xstate.error.actor.checkAvailability', error: new NotFoundError({ status: 404 }) },
        // No answer: offline, then back online.
        { type: 'xstate.error.actor.checkAvailability', error: new ApiRequestError({ reason: 'network' }) },
        { type: 'connection.restored' },
      ],
      render: () => renderForm([windowCleaning]),
      unproducibleEdges: [
        ...gaps(SAME_CUSTOMER, 'customer.changed', ['failed', 'idle', 'invalid', 'serviceUnavailable']),
        `"waitingForConnection" ─ customer.changed: ${SAME_CUSTOMER}`,
        ...busyGaps(SAME_CUSTOMER, 'customer.changed', ['checkingAvailability']),
        ...gaps(SAME_VALUE, 'input.changed', ['idle', 'invalid']),
      ],
    },
    {
      name: 'weekly cleaning, a customer subscribed at 123 45 logs in and out',
      input: input0([weeklyCleaning]),
      events: [
        { type: 'customer.changed', customer: subscriber },
        { type: 'customer.changed', customer: null },
        typed('12345'),
        typed('54321'),
        { type: 'xstate.done.actor.checkAvailability', output: true },
        { type: 'xstate.done.actor.checkAvailability', output: false },
      ],
      render: () => renderForm([weeklyCleaning]),
      unproducibleEdges: [
        ...gaps(SAME_CUSTOMER, 'customer.changed', ['alreadySubscribed', 'failed', 'idle', 'invalid', 'serviceUnavailable', 'subscriptionMismatch']),
        ...busyGaps(SAME_CUSTOMER, 'customer.changed', ['checkingAvailability']),
      ],
    },
    {
      name: 'several services',
      input: input0([weeklyCleaning, deepCleaning, movingCleaning]),
      events: [
        { type: 'customer.changed', customer: subscriber },
        { type: 'customer.changed', customer: null },
        typed('123 45'),
        // Another code than the subscription's: weekly cleaning alone there is a mismatch.
        typed('54321'),
        typed('12'),
        { type: 'xstate.done.actor.lookupCity', output: { city: 'Stockholm', areaCode: '12345' } },
        { type: 'xstate.error.actor.lookupCity', error: new NotFoundError({ status: 404 }) },
        { type: 'xstate.error.actor.lookupCity', error: new ApiRequestError({ status: 503 }) },
        { type: 'xstate.done.actor.loadCatalog', output: [] },
        { type: 'xstate.done.actor.loadCatalog', output: [product(SERVICE_IDS.deepCleaning)] },
        { type: 'xstate.done.actor.loadCatalog', output: [product(SERVICE_IDS.weeklyCleaning)] },
        {
          type: 'xstate.done.actor.loadCatalog',
          output: [product(SERVICE_IDS.weeklyCleaning), product(SERVICE_IDS.deepCleaning), product(SERVICE_IDS.movingCleaning, 'order-move')],
        },
        { type: 'xstate.error.actor.loadCatalog', error: failure },
        { type: 'service.chosen', productId: SERVICE_IDS.deepCleaning },
        { type: 'service.chosen', productId: SERVICE_IDS.movingCleaning },
      ],
      render: () => renderForm([weeklyCleaning, deepCleaning, movingCleaning]),
      unproducibleEdges: [
        ...gaps(SAME_CUSTOMER, 'customer.changed', ['alreadySubscribed', 'failed', 'idle', 'invalid', 'servicesUnavailable', 'subscriptionMismatch']),
        ...busyGaps(SAME_CUSTOMER, 'customer.changed', ['loadingCatalog', 'lookingUpCity']),
        `"choosingService" ─ customer.changed: ${SAME_CUSTOMER}`,
        ...gaps(SAME_VALUE, 'input.changed', ['alreadySubscribed', 'failed', 'idle', 'invalid', 'servicesUnavailable']),
      ],
    },
  ],
});
