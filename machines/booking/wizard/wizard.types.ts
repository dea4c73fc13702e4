import type { Availability, BookingConfig, BookingResult, BookingStep, HomeCleaningConfig, HomeCleaningFlow, Price, Promotion } from '../../../api/contract/booking';
import type { AddressInput, FormAnswer, Slot } from '../../../api/contract/common';
import type { FieldError } from '../../../api/contract/endpoint';
import type { EidDevice, EidLoginResult } from '../../auth/eidLogin.types';
import type { BookingMessageKey } from './constants';
import type { BookingProduct } from './products';

/** The answers of one form step, as the view's form holds them (question id or field name → answer). */
export type StepValues = Record<string, FormAnswer>;

/** One form step's answers and whether the view's schema accepted them. */
export interface StepForm {
  values: StepValues;
  valid: boolean;
}

/** Answers per form step. */
export type BookingForms = Partial<Record<BookingStep, StepForm>>;

/** The form of a product: the booking configuration, or home cleaning's at the postal code. */
export type BookingFormConfig = BookingConfig | HomeCleaningConfig;

/**
 * What the edge keeps in sessionStorage (action `saveDraft`) and passes back
 * as `input.draft` on reload: the answers, the step, the slot and the
 * attempt's idempotency key (a reload during a submit retries with the same key).
 * The e-ID result is not kept: a reload identifies again.
 */
export interface BookingDraft {
  step: BookingStep;
  forms: BookingForms;
  completed: BookingStep[];
  slot: Slot | null;
  discountCode: string | null;
  idempotencyKey: string | null;
  attempt: number;
}

/** Input of a wizard. */
export interface BookingWizardInput {
  /**
   * A fresh random id per wizard (the edge passes `crypto.randomUUID()`);
   * idempotency keys are `<keySeed>.<attempt>`, so the chart stays pure.
   */
  keySeed: string;
  /** The postal code the visitor checked (`areaCode` query); home cleaning config and availability need it. */
  zipCode?: string;
  /** `discountCode` query. */
  discountCode?: string;
  /** The visitor's device, for the e-ID login of the customer step. */
  device?: EidDevice;
  /** A draft saved by `saveDraft` before a reload. */
  draft?: BookingDraft;
}

/** Context of a booking wizard. */
export interface BookingWizardContext {
  product: BookingProduct;
  keySeed: string;
  zipCode: string | null;
  device: EidDevice;
  /** The step the URL asked for (`url.changed`, `step.edit`, the draft); routing goes there if reachable. */
  requestedStep: BookingStep | null;
  /** The step shown (follows the chart; kept for the draft and the view). */
  step: BookingStep;
  forms: BookingForms;
  /** The form step changed last (what the pending autosave saves). */
  lastChanged: BookingStep | null;
  /** Steps left forward with valid answers; a step is done while completed and still valid. */
  completed: BookingStep[];
  config: BookingFormConfig | null;
  availability: Availability | null;
  slot: Slot | null;
  discountCode: string | null;
  price: Price | null;
  /** The e-ID login result of the customer step (its personal number gives the RUT deduction). */
  customer: EidLoginResult | null;
  result: BookingResult | null;
  /** Key of the current booking attempt, created on its first submit and kept across retries. */
  idempotencyKey: string | null;
  /** Attempts so far; a 409 (the slot was taken) ends an attempt. */
  attempt: number;
  /** Why the last call failed, or a notice (slot taken); cleared by the next success. */
  errorKey: BookingMessageKey | null;
  /** The fields a refused submit named (server field names, message keys); cleared by the next submit. */
  fieldErrors: FieldError[];
  /** A new address being checked (`checkAddress`). */
  addressCandidate: AddressInput | null;
  /** Why a new address was not accepted (outside the area, another postal code, a failed check). */
  addressErrorKey: BookingMessageKey | null;
  /** A discount code typed (or from the URL) and not yet checked; the price uses `discountCode` only once it is known. */
  pendingDiscountCode: string | null;
  /** The promotion behind `discountCode`: what the price panel says the code gives. */
  promotion: Promotion | null;
  /** Why the typed code was not applied (unknown code, a failed check). */
  discountErrorKey: BookingMessageKey | null;
}

/**
 * Events:
 * - `step.next` / `step.back`: the wizard's buttons; `step.next` leaves only a valid, complete step.
 * - `step.edit`: "change" on a summary: back to a done step (or the current one).
 * - `form.changed`: the view's form changed; `valid` is the view's schema verdict.
 * - `url.changed`: browser back/forward/reload moved to a step's URL.
 * - `slot.selected`: a start time picked in the calendar.
 * - `config.loaded`: the page loaded the form server-side (instead of `loadConfig`).
 * - `config.retried`, `availability.retried`, `price.retried`: try a failed load again.
 * - `price.discountChanged`: the discount code to price with changed (raised once a code is checked or removed; re-prices after the debounce).
 * - `discount.submitted` / `discount.removed`: a discount code typed and applied, or taken away (direct orders).
 * - `address.added`: a new address typed at the address step (checked with the server, not stored until the booking).
 * - `booking.submitted`: "book"/"send" on the last step; also retries a failed submit with the same key.
 */
export type BookingWizardEvent =
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.edit'; step: BookingStep }
  | { type: 'form.changed'; step: BookingStep; values: StepValues; valid: boolean }
  | { type: 'url.changed'; step: BookingStep }
  | { type: 'slot.selected'; slot: Slot }
  | { type: 'config.loaded'; config: BookingFormConfig }
  | { type: 'config.retried' }
  | { type: 'availability.retried' }
  | { type: 'price.retried' }
  | { type: 'price.discountChanged'; discountCode: string | null }
  | { type: 'discount.submitted'; code: string }
  | { type: 'discount.removed' }
  | { type: 'address.added'; address: AddressInput }
  | { type: 'booking.submitted' };

/** Input of `checkPromotion` (`booking.promotion`; a 404 means the code is unknown). */
export interface CheckPromotionInput {
  code: string;
  productId: number;
}

/** Input of `checkAddress` (`customer.addDeliveryAddress` with `checkOnly`). */
export interface CheckAddressInput {
  address: AddressInput;
}

/** Output of `checkAddress`: whether the address can be served, and why not. */
export interface AddressCheck {
  valid: boolean;
  reason?: string;
}

/** Input of `loadConfig` (`booking.config`, or the home-cleaning config at `zipCode`). */
export interface LoadConfigInput {
  product: BookingProduct;
  zipCode: string | null;
}

/** The configuration answers merged over the configuration steps: the `configurationForm` of the calls. */
export interface PricingInput {
  product: BookingProduct;
  configurationForm: StepValues;
  zipCode: string | null;
}

/** Input of `fetchPrice` (`booking.price`). */
export interface FetchPriceInput extends PricingInput {
  discountCode: string | null;
  startTime: string | null;
}

/** Input of `loadAvailability` (`booking.availability`, or `booking.homeCleaningAvailability` by `flow`). */
export interface LoadAvailabilityInput extends PricingInput {
  flow: HomeCleaningFlow | null;
}

/**
 * Input of `submitBooking`: the edge posts by `product.kind` (`direct`, `rfp`,
 * `b2b`, `homeCleaning`) with the `Idempotency-Key` header; a 409 answer means the slot was taken.
 */
export interface SubmitBookingInput extends PricingInput {
  idempotencyKey: string;
  forms: BookingForms;
  slot: Slot | null;
  flow: HomeCleaningFlow | null;
  discountCode: string | null;
  customer: EidLoginResult | null;
}

/** Params of `saveDraft`: the step changed, its values, and the whole draft to store. */
export interface SaveDraftParams {
  step: BookingStep;
  values: StepValues;
  draft: BookingDraft;
}

/** Params of `syncUrl`: the step entered (the edge shallow-routes to its URL). */
export interface SyncUrlParams {
  step: BookingStep;
}
