import { assign, enqueueActions, raise, setup } from 'xstate';
import type { Availability, BookingResult, BookingStep, Price, Promotion } from '../../../api/contract/booking';
import type { Slot } from '../../../api/contract/common';
import { normalizePostalCode } from '../../../api/validators/postalCode';
import { eidLoginMachine } from '../../eidLogin/eidLogin.machine';
import type { EidLoginResult } from '../../eidLogin/eidLogin.types';
import { BOOKING_AUTOSAVE_DEBOUNCE_MS, BOOKING_MESSAGE_KEYS, BOOKING_PRICE_DEBOUNCE_MS } from './constants';
import { routePath } from '../../../api/routes';
import { pageListener, urlListener } from './wizard.actors';
import { unprovided } from '../../unprovided';
import { draftKeyOf, writeBookingDraft } from './wizard.draft';
import { SESSION_SYSTEM_ID } from '../../session/constants';
import type { SessionReceiver } from '../../session/session.types';
import {
  canPrice,
  cleanDiscountCode,
  configurationFormOf,
  contactPrefillOf,
  draftOf,
  failureKeyOf,
  fieldErrorsOf,
  flowOf,
  idempotencyKeyOf,
  isEditable,
  isSlotConflict,
  isStepValid,
  newCustomerProfileOf,
  promotionRefusalOf,
  refusalKeyOf,
  resolveStep,
  staffOf,
} from './wizard.context';
import { CONFIGURATION_STEPS } from './products';
import { judgeStep } from './wizard.forms';
import type {
  AddressCheck,
  AnnounceSessionParams,
  BookingFormConfig,
  CheckAddressInput,
  CheckPromotionInput,
  ChooseAccountInput,
  ChosenSession,
  LoadConfigInput,
  LoadProfileInput,
  BookingWizardContext,
  BookingWizardEvent,
  BookingWizardInput,
  CustomerProfile,
  FetchPriceInput,
  HandOverParams,
  LoadAvailabilityInput,
  SaveDraftParams,
  StepForm,
  SubmitBookingInput,
  SyncUrlParams,
  WithStaff,
} from './wizard.types';

/** Two answers to a step alike (values and verdict); answers are plain JSON. */
function sameForm(a: StepForm | undefined, b: StepForm): boolean {
  return a !== undefined && a.valid === b.valid && JSON.stringify(a.values) === JSON.stringify(b.values);
}

/** Inputs of the calls, read from the context. */
function pricingInputOf(context: BookingWizardContext) {
  return { product: context.product, configurationForm: configurationFormOf(context), postalCode: context.postalCode };
}

export function fetchPriceInputOf(context: BookingWizardContext): WithStaff<FetchPriceInput> {
  return {
    ...pricingInputOf(context),
    discountCode: context.discountCode,
    startTime: context.slot?.startTime ?? null,
    identified: context.identified !== null,
    ...staffOf(context),
  };
}

export function availabilityInputOf(context: BookingWizardContext): WithStaff<LoadAvailabilityInput> {
  return { ...pricingInputOf(context), flow: flowOf(context) };
}

/** The submit's input: the answers, and the page the booking is made on (as the address bar shows it). */
export function submitInputOf(context: BookingWizardContext): WithStaff<SubmitBookingInput> & { bookingUrl: string } {
  if (context.idempotencyKey === null) throw new Error('bookingWizard: submitting without an idempotency key');
  return {
    bookingUrl: context.router.location().path,
    ...pricingInputOf(context),
    idempotencyKey: context.idempotencyKey,
    forms: context.forms,
    slot: context.slot,
    flow: flowOf(context),
    discountCode: context.discountCode,
    identified: context.identified,
    partner: context.partner,
    ...staffOf(context),
  };
}

/**
 * How the address bar follows a step entered because of `event`: the URL
 * brought the visitor here (the form loaded at the URL's step, or Back,
 * Forward or a typed URL moved it), so the entry is corrected in place; any
 * other move is the visitor's own and gets a history entry of its own.
 */
function historyOf(event: { type: string }): SyncUrlParams['history'] {
  return event.type === 'url.changed' || event.type === 'config.loaded' || event.type.startsWith('xstate.done.actor.loadConfig')
    ? 'replace'
    : 'push';
}

/** Saves the draft as it is now. */
export const saveDraftNow = { type: 'saveDraft' as const, params: ({ context }: { context: BookingWizardContext }) => ({ draft: draftOf(context) }) };

/**
 * Entry of every step: remember it, update the URL, keep the draft (a reload
 * lands here), and judge the step's starting answers as its form does.
 */
export function enterStep(step: BookingStep) {
  return [
    { type: 'enterStep' as const, params: { step } },
    { type: 'syncUrl' as const, params: ({ event }: { event: { type: string } }) => ({ step, history: historyOf(event) }) },
    saveDraftNow,
    { type: 'judgeAnswers' as const, params: { step } },
  ];
}

/** The error of an actor's error event (the setup's event type names only the chart's own events). */
function errorOf(event: { type: string }): unknown {
  return (event as { error?: unknown }).error;
}

/** The step an event names (`step.edit`, `url.changed`, `form.changed`). */
function stepOf(event: BookingWizardEvent): BookingStep | null {
  return event.type === 'step.edit' || event.type === 'url.changed' || event.type === 'form.changed' ? event.step : null;
}

/**
 * The wizard's implementations, shared by every product's chart (built by
 * `createBookingMachine` in `wizard.machine.ts`): types, the working actors
 * (`wizard.actors.ts`, calling the input's `api`), the actions (the URL
 * through the input's `router`, the draft in the tab's sessionStorage), guards, delays.
 */
export const wizardSetup = setup({
  types: {
    context: {} as BookingWizardContext,
    events: {} as BookingWizardEvent,
    input: {} as BookingWizardInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Edge (`createWizardActors(api)`, the staff variant's over them): the calls. */
    loadConfig: unprovided<BookingFormConfig, WithStaff<LoadConfigInput>>('bookingWizard', 'loadConfig'),
    fetchPrice: unprovided<Price, WithStaff<FetchPriceInput>>('bookingWizard', 'fetchPrice'),
    loadAvailability: unprovided<Availability, WithStaff<LoadAvailabilityInput>>('bookingWizard', 'loadAvailability'),
    submitBooking: unprovided<BookingResult, WithStaff<SubmitBookingInput> & { bookingUrl: string }>('bookingWizard', 'submitBooking'),
    checkPromotion: unprovided<Promotion, WithStaff<CheckPromotionInput>>('bookingWizard', 'checkPromotion'),
    checkAddress: unprovided<AddressCheck, WithStaff<CheckAddressInput>>('bookingWizard', 'checkAddress'),
    loadProfile: unprovided<CustomerProfile, WithStaff<LoadProfileInput>>('bookingWizard', 'loadProfile'),
    chooseAccount: unprovided<ChosenSession, WithStaff<ChooseAccountInput>>('bookingWizard', 'chooseAccount'),
    /** Back, Forward or a typed URL moving `?step=`: `url.changed`; a language switch: `locale.changed`. */
    urlListener,
    /** `pagehide`, or a navigation to another page starting: `page.left`. */
    pageListener,
    /** The customer step's e-ID login (a child actor; its output is the login result). */
    eidLogin: eidLoginMachine,
  },
  actions: {
    enterStep: assign((_, params: { step: BookingStep }) => ({ step: params.step, requestedStep: null })),
    /** Shallow-routes to the step's URL (only `?step=` changes), pushing or replacing the history entry. */
    syncUrl: ({ context }, params: SyncUrlParams) => {
      if (context.router.location().query.step === params.step) return;
      context.router.setQuery({ step: params.step }, { history: params.history });
    },
    /**
     * Stores `draft` in the tab's sessionStorage (on each step, slot and
     * receipt, `autosaveDebounce` after typing, and as the page goes away),
     * customer service's apart from a customer's.
     */
    saveDraft: ({ context }, params: SaveDraftParams) => writeBookingDraft(draftKeyOf(context.product.route, context.staff !== null), params.draft),
    /**
     * Tell the site's session of a login made here, or that the new customer
     * is registered: the temporary session it holds (the one the booking was
     * made with) is a customer's now.
     */
    announceSession: enqueueActions(({ system, enqueue }, announced: AnnounceSessionParams) => {
      // The tab's session, in the site's system; a wizard on its own (a test of the chart) has none to tell.
      const session = system.get(SESSION_SYSTEM_ID) as SessionReceiver | undefined;
      if (!session) return;
      if (announced.kind === 'login') {
        enqueue.sendTo(session, { type: 'login.completed', result: announced.result });
        return;
      }
      // The session holds the temporary session the booking registered with; only a session waiting for a registration takes this.
      enqueue.sendTo(session, { type: 'registration.completed' });
    }),
    /** Goes to another booking route with this one's query (areaCode, codes), not its step. */
    handOver: ({ context }, params: HandOverParams) => {
      const { router } = context;
      const query = new URLSearchParams(router.location().query);
      query.delete('step');
      const search = query.toString();
      router.go(`${routePath(params.route, router.locale())}${search ? `?${search}` : ''}`);
    },
    requestStep: assign(({ event }) => ({ requestedStep: stepOf(event) })),
    /**
     * A form step's starting answers (restored, prefilled, the questions'
     * defaults) judged by its form's schema, told as the form's answers: the
     * answers count, autosave and price as if the visitor had given them.
     */
    judgeAnswers: enqueueActions(({ context, enqueue }, params: { step: BookingStep }) => {
      const judged = judgeStep(context, params.step);
      // Answers judged as they stand change nothing: coming back to a step neither re-prices nor re-saves.
      if (judged && !sameForm(context.forms[params.step], judged)) {
        enqueue.raise({ type: 'form.changed', step: params.step, values: judged.values, valid: judged.valid });
      }
    }),
    /** The customer's details arrived while the contact step is shown: its form starts again with them. */
    judgeShownContact: enqueueActions(({ context, enqueue }) => {
      if (context.step !== 'contact') return;
      const judged = judgeStep(context, 'contact');
      if (judged) enqueue.raise({ type: 'form.changed', step: 'contact', values: judged.values, valid: judged.valid });
    }),
    assignForm: assign(({ context, event }) =>
      event.type === 'form.changed'
        ? { forms: { ...context.forms, [event.step]: { values: event.values, valid: event.valid } }, lastChanged: event.step }
        : {},
    ),
    markCompleted: assign(({ context }, params: { step: BookingStep }) =>
      context.completed.includes(params.step) ? {} : { completed: [...context.completed, params.step] },
    ),
    assignConfig: assign((_, params: { config: BookingFormConfig }) => ({ config: params.config, errorKey: null })),
    /** The form again, in the page's new language (the answers are kept by question id). */
    assignTexts: assign((_, params: { config: BookingFormConfig }) => ({ config: params.config })),
    /** Fresh slots; a chosen time no longer offered (another flow, taken meanwhile) is dropped, so it is chosen again. */
    assignAvailability: assign(({ context }, params: { availability: Availability }) => {
      const chosen = context.slot;
      const offered = chosen !== null && params.availability.slots.some((slot) => slot.available && slot.startTime === chosen.startTime);
      return { availability: params.availability, slot: offered ? chosen : null };
    }),
    selectSlot: assign(({ event }) => (event.type === 'slot.selected' ? { slot: event.slot, errorKey: null } : {})),
    assignPrice: assign((_, params: { price: Price }) => ({ price: params.price })),
    /** A typed code waits for its check; the applied one keeps pricing meanwhile. */
    assignPendingDiscount: assign(({ event }) =>
      event.type === 'discount.submitted' ? { pendingDiscountCode: cleanDiscountCode(event.code), discountErrorKey: null } : {},
    ),
    /** The code as the server knows it (codes are typed in any case). */
    applyPromotion: assign((_, params: { promotion: Promotion }) => ({
      discountCode: params.promotion.code,
      promotion: params.promotion,
      pendingDiscountCode: null,
      discountErrorKey: null,
      refusedDiscountCode: null,
    })),
    refuseDiscount: assign(({ context }, params: { error: unknown }) => ({
      pendingDiscountCode: null,
      refusedDiscountCode: context.pendingDiscountCode,
      ...promotionRefusalOf(params.error),
    })),
    removeDiscount: assign({ discountCode: null, promotion: null, discountErrorKey: null, refusedDiscountCode: null }),
    /** The applied code is checked again, for its promotion's texts in the page's new language. */
    recheckDiscount: assign(({ context }) => ({ pendingDiscountCode: context.discountCode })),
    /** Tells the price region the code to price with changed. */
    announceDiscount: raise(({ context }) => ({ type: 'price.discountChanged' as const, discountCode: context.discountCode })),
    assignAddressCandidate: assign(({ event }) => (event.type === 'address.added' ? { addressCandidate: event.address, addressErrorKey: null } : {})),
    /** A checked new address becomes the address step's answer (stored with the booking), as if typed into the form. */
    acceptAddress: raise(({ context }) => {
      const address = context.addressCandidate ?? { street: '', zipCode: '', city: '' };
      const values = { street: address.street.trim(), zipCode: normalizePostalCode(address.zipCode), city: address.city.trim() };
      return { type: 'form.changed' as const, step: 'address' as const, values, valid: true };
    }),
    clearAddressCandidate: assign({ addressCandidate: null, addressErrorKey: null }),
    refuseAddress: assign((_, params: { reason: string | undefined }) => ({
      addressCandidate: null,
      addressErrorKey: params.reason === 'outsideServiceArea' ? BOOKING_MESSAGE_KEYS.outsideServiceArea : BOOKING_MESSAGE_KEYS.default,
    })),
    refuseOtherPostalCode: assign({ addressErrorKey: BOOKING_MESSAGE_KEYS.otherPostalCode }),
    clearAddressError: assign({ addressErrorKey: null }),
    assignAddressFailure: assign(({ context, event }) => ({ addressCandidate: null, addressErrorKey: failureKeyOf(context, errorOf(event)) })),
    /** A `complete` login: its session is the one booked with; a new customer's profile is what BankID named. */
    assignLoginSession: assign((_, params: { login: EidLoginResult }) => {
      const temporary = params.login.data?.newCustomer === true;
      return {
        identified: { temporary },
        accountChoice: null,
        chosenAccount: null,
        ...(temporary ? { profile: newCustomerProfileOf(params.login) } : {}),
      };
    }),
    /** A `choice` login: the accounts offered and the key to choose with. */
    assignAccountChoice: assign((_, params: { login: EidLoginResult }) => ({
      accountChoice: { orderRef: params.login.orderRef, sessionKey: params.login.sessionKey ?? '', accounts: params.login.data?.accounts ?? [] },
      errorKey: null,
    })),
    clearAccountChoice: assign({ accountChoice: null, chosenAccount: null }),
    assignChosenAccount: assign(({ event }) => (event.type === 'account.chosen' ? { chosenAccount: event.account, errorKey: null } : {})),
    assignChosenSession: assign({
      identified: { temporary: false },
      accountChoice: null,
      chosenAccount: null,
    }),
    assignProfile: assign((_, params: { profile: CustomerProfile }) => ({ profile: params.profile })),
    /** Contact details the visitor has not typed yet come from the customer. */
    prefillContact: assign(({ context }) => {
      const prefill = contactPrefillOf(context);
      return prefill ? { forms: { ...context.forms, contact: prefill } } : {};
    }),
    /** Tells the price region the customer priced changed (a session started here). */
    announceCustomer: raise({ type: 'price.customerChanged' as const }),
    /** Tells the account region to learn who the new session's customer is. */
    requestProfile: raise({ type: 'profile.requested' as const }),
    /** The new customer was registered with the booking: the session is a customer's now. */
    markRegistered: assign(({ context }) => (context.identified ? { identified: { temporary: false } } : {})),
    /** A failed call: the default error, or (staff variant) that the staff member's sign-on ended. */
    assignFailure: assign(({ context, event }) => ({ errorKey: failureKeyOf(context, errorOf(event)) })),
    /**
     * A failed call that has its own way of showing it (the customer's details,
     * the price): only a staff sign-on that ended is said above the steps too.
     */
    noteSignOnEnded: assign(({ context, event }) => {
      const key = failureKeyOf(context, errorOf(event));
      return key === BOOKING_MESSAGE_KEYS.signOnEnded ? { errorKey: key } : {};
    }),
    clearError: assign({ errorKey: null }),
    /** A new attempt gets a key; a retry of the same attempt keeps it. */
    startAttempt: assign(({ context }) =>
      context.idempotencyKey !== null
        ? { errorKey: null, fieldErrors: [] }
        : { attempt: context.attempt + 1, idempotencyKey: idempotencyKeyOf(context.keySeed, context.attempt + 1), errorKey: null, fieldErrors: [] },
    ),
    /** 400 or 409: nothing was booked (the key stays usable); the refused fields are shown where they were typed, a conflict's reasons listed. */
    assignRefusal: assign((_, params: { error: unknown }) => ({
      errorKey: refusalKeyOf(params.error),
      fieldErrors: fieldErrorsOf(params.error) ?? [],
    })),
    /** 409: the attempt is over (the next submit books another slot under a new key); fresh slots are loaded. */
    releaseSlot: assign(({ context }) => ({
      slot: null as Slot | null,
      availability: null,
      idempotencyKey: null,
      completed: context.completed.filter((step) => step !== 'availability'),
      errorKey: BOOKING_MESSAGE_KEYS.slotTaken,
    })),
    assignResult: assign((_, params: { result: BookingResult }) => ({ result: params.result, errorKey: null })),
  },
  guards: {
    isStepValid: ({ context }, params: { step: BookingStep }) => isStepValid(context, params.step),
    isRoutedTo: ({ context }, params: { step: BookingStep }) => resolveStep(context, context.requestedStep) === params.step,
    /** A URL naming the step shown is the wizard's own move (or no move): nothing to follow. */
    isOtherStep: ({ context, event }) => event.type === 'url.changed' && event.step !== context.step,
    canEdit: ({ context, event }) => event.type === 'step.edit' && isEditable(context, event.step),
    isProductStep: ({ context, event }) => {
      const step = stepOf(event);
      return step !== null && context.product.steps.includes(step);
    },
    isConfigurationChange: ({ event }) => event.type === 'form.changed' && event.valid && CONFIGURATION_STEPS.includes(event.step),
    isIdentified: ({ context }) => context.identified !== null,
    isBooked: ({ context }) => context.result !== null,
    isTemporarySession: ({ context }) => context.identified?.temporary === true,
    /** The customer's details name weekly cleaning they hold already (`loadProfile` with a product of the rule). */
    holdsSubscription: (_, params: { profile: CustomerProfile }) => Boolean(params.profile.heldSubscription),
    isChoiceLogin: (_, params: { login: EidLoginResult }) => params.login.status === 'choice' && params.login.sessionKey !== undefined,
    isSessionLogin: (_, params: { login: EidLoginResult }) => params.login.status === 'complete' && params.login.sessionToken !== undefined,
    /** Weekly cleaning started straight away is Click & Go, a direct order booked on its own route. */
    isDirectFlow: ({ context }) => flowOf(context) === 'direct',
    isSlotConflict: (_, params: { error: unknown }) => isSlotConflict(params.error),
    isRefusal: (_, params: { error: unknown }) => fieldErrorsOf(params.error) !== null,
    canPrice: ({ context }) => canPrice(context),
    hasPendingDiscount: ({ context }) => context.pendingDiscountCode !== null,
    isDiscountCode: ({ event }) => event.type === 'discount.submitted' && cleanDiscountCode(event.code) !== null,
    hasDiscount: ({ context }) => context.discountCode !== null || context.discountErrorKey !== null,
    /** A code is applied, its promotion's title and description written in a language. */
    hasPromotion: ({ context }) => context.promotion !== null,
    isAddressAccepted: (_, params: { valid: boolean }) => params.valid,
    /** The times and price are for the checked postal code; an address elsewhere cannot take them. */
    isAtOtherPostalCode: ({ context, event }) =>
      event.type === 'address.added' && context.postalCode !== null && normalizePostalCode(event.address.zipCode) !== normalizePostalCode(context.postalCode),
  },
  delays: {
    autosaveDebounce: BOOKING_AUTOSAVE_DEBOUNCE_MS,
    priceDebounce: BOOKING_PRICE_DEBOUNCE_MS,
  },
});

type WizardSetup = typeof wizardSetup;
/** A state node of a wizard chart, typed by the shared setup (for the chart modules). */
export type WizardStateConfig = NonNullable<Parameters<WizardSetup['createMachine']>[0]['states']>[string];
