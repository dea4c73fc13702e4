import { assign, setup } from 'xstate';
import { isApiError } from '../../../api/errors';
import { normalizePostalCode, validatePostalCode } from '../../../api/validators/postalCode';
import { areaInterestMachine } from '../areaInterest/areaInterest.machine';
import { followCustomer, watchConnection } from './postalCode.actors';
import { unprovided } from '../../unprovided';
import { POSTAL_CODE_RETRY_DELAY_MS, POSTAL_CODE_SPINNER_DELAY_MS } from './postalCode.constants';
import {
  availableChoices,
  chosenBooking,
  onlyChoice,
  onlyChoiceBooking,
  requirePostalCode,
  requireBooking,
  singleBooking,
  singleReason,
  singleRequest,
} from './postalCode.context';
import { buildChoices, postalCodeInputValue } from './postalCode.rules';
import type {
  BookingQuery,
  CatalogResult,
  CheckAvailabilityInput,
  CityResult,
  LoadCatalogInput,
  LookupCityInput,
  PostalCodeContext,
  PostalCodeEvent,
  PostalCodeInput,
  TrackUnavailableParams,
} from './postalCode.types';

/**
 * The postal-code form of booking sections and heroes (spec §2, §4, §5):
 * the input keeps at most 6 characters, shown as `123 45`. On submit a
 * malformed code is an `areaCode` error. A single-service form applies the
 * weekly-cleaning subscription rule, then checks availability (not sold:
 * `serviceNotAvailableOnPostalCode` and an analytics event; failure:
 * `default`; 404, a code that does not exist: `areaCode`; no answer at all,
 * offline: `waitingForConnection`, which checks again once back online). A multi-service
 * form looks up the city (404: `areaCode`; failure: `default`) and the
 * catalog: none of its services sold there is `servicesNotAvailableOnPostalCode`
 * (with the same analytics event), one goes straight to booking (unless a
 * subscription rule disables it), several open the service-choice popup.
 * While a "not offered" message shows, the child chart `areaInterest` (id
 * `interest`) offers to e-mail the visitor when the code is served. A
 * chosen service ends the form in `submitted`, navigating to its booking page.
 * Errors are the substates of `editing`; typing clears them. The spinner
 * shows only once validating has taken `spinnerDelay`.
 *
 * Runs with the calls the edge provides (`createPostalCodeActors(api)`):
 * - actors `checkAvailability({ postalCode, productId })` → boolean,
 *   `lookupCity({ postalCode })` → `{ city, areaCode }`, `loadCatalog({ postalCode })` → `CatalogProduct[]`,
 *   `areaInterest` (the child chart, with its own `registerInterest`), and
 *   `watchCustomer`, which follows the site's session and sends `customer.changed` with the subscriptions,
 *   and `watchConnection`, which sends `connection.restored` when the browser is back online;
 * - actions provided at the edge `trackUnavailable({ postalCode, productId })` (analytics event with the zip code; no product from a multi-service form),
 *   `goToBooking(query)` (the product's booking page with `BookingQuery`);
 * - delays `spinnerDelay` (200 ms), `retryDelay` (5 s: checking again while online but unanswered).
 */
export const postalCodeMachine = setup({
  types: {
    context: {} as PostalCodeContext,
    events: {} as PostalCodeEvent,
    input: {} as PostalCodeInput,
    output: {} as BookingQuery,
    tags: {} as 'busy' | 'showSpinner' | 'choiceVisible',
    children: {} as { interest: 'areaInterest' },
  },
  actors: {
    /** Edge (`createPostalCodeActors(api)`): the calls. */
    checkAvailability: unprovided<boolean, CheckAvailabilityInput>('postalCode', 'checkAvailability'),
    lookupCity: unprovided<CityResult, LookupCityInput>('postalCode', 'lookupCity'),
    loadCatalog: unprovided<CatalogResult, LoadCatalogInput>('postalCode', 'loadCatalog'),
    /** Edge: follows the customer with their subscriptions; without the edge's, a customer counts as holding none. */
    watchCustomer: followCustomer(() => Promise.reject(new Error('postalCode.watchCustomer: provide the chart’s actors (built from the API client)'))),
    watchConnection,
    /** Edge: the interest form with its call. */
    areaInterest: areaInterestMachine,
  },
  actions: {
    assignValue: assign((_, params: { value: string }) => ({ value: postalCodeInputValue(params.value) })),
    assignAreaCode: assign(({ context }) => ({
      postalCode: validatePostalCode(context.value) === null ? normalizePostalCode(context.value.trim()) : null,
      choices: [],
    })),
    assignChoices: assign(({ context }, params: { catalog: CatalogResult }) => ({
      catalog: params.catalog,
      choices: buildChoices(context.services, params.catalog, requirePostalCode(context), context.customer),
    })),
    /** The shown choices judged again for the customer as they are now (their subscriptions arrived or changed). */
    rebuildChoices: assign(({ context }) => ({
      choices: buildChoices(context.services, context.catalog ?? [], requirePostalCode(context), context.customer),
    })),
    assignBooking: assign((_, params: { booking: BookingQuery }) => ({ booking: params.booking })),
    clearChoices: assign({ choices: [] }),
    assignCustomer: assign(({ event }) => (event.type === 'customer.changed' ? { customer: event.customer } : {})),
    /** Edge: the analytics event for a service not sold at a postal code. */
    trackUnavailable: (_, _params: TrackUnavailableParams) => {},
    /** Edge: navigate to the product's booking page with the query. */
    goToBooking: (_, _params: BookingQuery) => {},
  },
  guards: {
    isMalformed: ({ context }) => context.postalCode === null,
    isSingleService: ({ context }) => context.services.length === 1,
    isSingleSubscribedHere: ({ context }) =>
      context.services.length === 1 && singleReason(context) === 'includedInSubscription',
    isSingleSubscribedElsewhere: ({ context }) =>
      context.services.length === 1 && singleReason(context) === 'subscriptionZipCodeMismatch',
    isAvailable: (_, params: { available: boolean }) => params.available,
    isNotFound: (_, params: { error: unknown }) => isApiError(params.error) && params.error.kind === 'NotFound',
    /** No answer came (offline, the service out of reach): nothing is wrong with the code. */
    isUnanswered: (_, params: { error: unknown }) => isApiError(params.error) && params.error.isNetworkError,
    hasNoService: ({ context }) => availableChoices(context).length === 0,
    isOneSubscribedHere: ({ context }) => onlyChoice(context)?.disabledReason === 'includedInSubscription',
    isOneSubscribedElsewhere: ({ context }) => onlyChoice(context)?.disabledReason === 'subscriptionZipCodeMismatch',
    hasOneChoosableService: ({ context }) => onlyChoice(context)?.disabled === false,
    isChoosable: ({ context }, params: { productId: number }) =>
      context.choices.some((choice) => choice.productId === params.productId && !choice.disabled),
  },
  delays: {
    spinnerDelay: POSTAL_CODE_SPINNER_DELAY_MS,
    retryDelay: POSTAL_CODE_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'postalCode',
  context: ({ input }) => ({
    session: input.session ?? null,
    services: input.services,
    customer: input.customer ?? null,
    value: postalCodeInputValue(input.initialPostalCode ?? ''),
    postalCode: null,
    catalog: null,
    choices: [],
    booking: null,
  }),
  // The logged-in customer's subscriptions, followed for the form's whole life.
  invoke: { id: 'customer', src: 'watchCustomer', input: ({ context }) => ({ session: context.session }) },
  initial: 'editing',
  output: ({ context }) => requireBooking(context),
  states: {
    editing: {
      initial: 'idle',
      on: {
        'input.changed': { target: '.idle', actions: { type: 'assignValue', params: ({ event }) => ({ value: event.value }) } },
        'form.submitted': { target: 'routing', actions: 'assignAreaCode' },
        // The subscription rules apply from the next submit; what is typed stays, a message about the old customer goes.
        'customer.changed': { target: '.idle', actions: 'assignCustomer' },
      },
      // One substate per message under the input; typing clears it.
      states: {
        idle: {},
        invalid: {},
        // A "not offered" message comes with the form to be told when it is.
        serviceUnavailable: {
          invoke: { id: 'interest', src: 'areaInterest', input: ({ context }) => singleRequest(context) },
        },
        servicesUnavailable: {
          invoke: { id: 'interest', src: 'areaInterest', input: ({ context }) => ({ postalCode: requirePostalCode(context), productId: null }) },
        },
        alreadySubscribed: {},
        subscriptionMismatch: {},
        failed: {},
      },
    },
    // Decides what a submit does; the subscription rule needs no call.
    routing: {
      always: [
        { guard: 'isMalformed', target: 'editing.invalid' },
        { guard: 'isSingleSubscribedHere', target: 'editing.alreadySubscribed' },
        { guard: 'isSingleSubscribedElsewhere', target: 'editing.subscriptionMismatch' },
        { guard: 'isSingleService', target: 'validating.request.checkingAvailability' },
        { target: 'validating.request.lookingUpCity' },
      ],
    },
    validating: {
      type: 'parallel',
      tags: ['busy'],
      // A customer change is never lost: the answer is judged for the customer as they are when it comes.
      on: { 'customer.changed': { actions: 'assignCustomer' } },
      states: {
        request: {
          initial: 'lookingUpCity',
          states: {
            checkingAvailability: {
              invoke: {
                id: 'checkAvailability',
                src: 'checkAvailability',
                input: ({ context }) => singleRequest(context),
                onDone: [
                  {
                    guard: { type: 'isAvailable', params: ({ event }) => ({ available: event.output }) },
                    target: '#postalCode.submitted',
                    actions: { type: 'assignBooking', params: ({ context }) => ({ booking: singleBooking(context) }) },
                  },
                  {
                    target: '#postalCode.editing.serviceUnavailable',
                    actions: { type: 'trackUnavailable', params: ({ context }) => singleRequest(context) },
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                    target: '#postalCode.editing.invalid',
                  },
                  { guard: { type: 'isUnanswered', params: ({ event }) => ({ error: event.error }) }, target: '#postalCode.waitingForConnection' },
                  { target: '#postalCode.editing.failed' },
                ],
              },
            },
            lookingUpCity: {
              invoke: {
                id: 'lookupCity',
                src: 'lookupCity',
                input: ({ context }) => ({ postalCode: requirePostalCode(context) }),
                onDone: { target: 'loadingCatalog' },
                onError: [
                  {
                    guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                    target: '#postalCode.editing.invalid',
                  },
                  { guard: { type: 'isUnanswered', params: ({ event }) => ({ error: event.error }) }, target: '#postalCode.waitingForConnection' },
                  { target: '#postalCode.editing.failed' },
                ],
              },
            },
            loadingCatalog: {
              invoke: {
                id: 'loadCatalog',
                src: 'loadCatalog',
                input: ({ context }) => ({ postalCode: requirePostalCode(context) }),
                onDone: {
                  target: '#postalCode.deciding',
                  actions: { type: 'assignChoices', params: ({ event }) => ({ catalog: event.output }) },
                },
                onError: [
                  { guard: { type: 'isUnanswered', params: ({ event }) => ({ error: event.error }) }, target: '#postalCode.waitingForConnection' },
                  { target: '#postalCode.editing.failed' },
                ],
              },
            },
          },
        },
        // The spinner waits: a quick answer never flashes it.
        spinner: {
          initial: 'fast',
          states: {
            fast: { after: { spinnerDelay: 'slow' } },
            slow: { tags: ['showSpinner'] },
          },
        },
      },
    },
    // No answer came: the code is kept, the form says it waits, and checks again once the browser is back online
    // (or, online but out of reach, every `retryDelay`). Typing or submitting goes on at once.
    waitingForConnection: {
      invoke: { id: 'connection', src: 'watchConnection' },
      after: { retryDelay: 'routing' },
      on: {
        'connection.restored': 'routing',
        'input.changed': { target: 'editing.idle', actions: { type: 'assignValue', params: ({ event }) => ({ value: event.value }) } },
        'form.submitted': { target: 'routing', actions: 'assignAreaCode' },
        'customer.changed': { actions: 'assignCustomer' },
      },
    },
    // What the catalog at the code leaves of a multi-service form.
    deciding: {
      always: [
        {
          guard: 'hasNoService',
          target: 'editing.servicesUnavailable',
          actions: { type: 'trackUnavailable', params: ({ context }) => ({ postalCode: requirePostalCode(context), productId: null }) },
        },
        { guard: 'isOneSubscribedHere', target: 'editing.alreadySubscribed' },
        { guard: 'isOneSubscribedElsewhere', target: 'editing.subscriptionMismatch' },
        {
          guard: 'hasOneChoosableService',
          target: 'submitted',
          actions: { type: 'assignBooking', params: ({ context }) => ({ booking: onlyChoiceBooking(context) }) },
        },
        { target: 'choosingService' },
      ],
    },
    choosingService: {
      tags: ['choiceVisible'],
      on: {
        'service.chosen': {
          guard: { type: 'isChoosable', params: ({ event }) => ({ productId: event.productId }) },
          target: 'submitted',
          actions: { type: 'assignBooking', params: ({ context, event }) => ({ booking: chosenBooking(context, event.productId) }) },
        },
        'choice.closed': { target: 'editing', actions: 'clearChoices' },
        // Their subscriptions arrived (or another customer logged in) while the choice is open: the lines
        // are judged again where they are; nothing is chosen for the visitor.
        'customer.changed': { actions: ['assignCustomer', 'rebuildChoices'] },
      },
    },
    submitted: {
      type: 'final',
      entry: { type: 'goToBooking', params: ({ context }) => requireBooking(context) },
    },
  },
});

export type PostalCodeMachine = typeof postalCodeMachine;
