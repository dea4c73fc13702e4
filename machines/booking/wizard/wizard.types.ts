import type { AccountChoice } from '../../../api/contract/auth';
import type { Availability, BookingConfig, BookingResult, BookingStep, HomeCleaningConfig, HomeCleaningFlow, Price, Promotion } from '../../../api/contract/booking';
import type { Address, AddressInput, FormAnswer, Slot } from '../../../api/contract/common';
import type { FieldError } from '../../../api/contract/endpoint';
import type { EidDevice, EidLoginResult } from '../../eidLogin/eidLogin.types';
import type { Locale } from '../../../api/contract/content.schemas';
import type { RouterAdapter } from '../../router/router.types';
import type { BookingMessageKey } from './constants';
import type { BookingRouteName } from '../../../api/routes';
import type { BookingProduct } from './products';

/** The answers of one form step, as the view's form holds them (question id or field name → answer). */
export type StepValues = Record<string, FormAnswer>;

/** One form step's answers and whether the view's schema accepted them. */
export interface StepForm {
  values: StepValues;
  valid: boolean;
}

/** Answers per form step. */
type BookingForms = Partial<Record<BookingStep, StepForm>>;

/** The form of a product: the booking configuration, or home cleaning's at the postal code. */
export type BookingFormConfig = BookingConfig | HomeCleaningConfig;

/**
 * What the wizard keeps in the tab's sessionStorage (action `saveDraft`,
 * `wizard.draft.ts`) and the edge passes back as `input.draft` on reload: the answers, the step, the slot, the attempt's
 * idempotency key (a reload during a submit retries with the same key) and,
 * once booked, the receipt. The identification is not kept here: BankID in
 * the wizard logs the visitor in on the site, and a reload starts the wizard
 * identified again (`input.identified`).
 */
export interface BookingDraft {
  step: BookingStep;
  forms: BookingForms;
  completed: BookingStep[];
  slot: Slot | null;
  discountCode: string | null;
  idempotencyKey: string | null;
  attempt: number;
  /** The booking made (a reload of the receipt shows it again). */
  result?: BookingResult | null;
}

/**
 * That the wizard books as an identified person: the site's logged-in
 * customer at start, or someone identified with BankID in the customer step.
 * The calls carry the tab's session themselves (the page's client follows
 * it), so the wizard knows only that there is one and whether it is
 * temporary: a person who is no customer yet, whom the booking registers.
 */
interface WizardIdentity {
  temporary: boolean;
}

/** Who the booking is for, as the contact step and the address step need it. */
export interface CustomerProfile {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  /** A business account: no RUT deduction. */
  business: boolean;
  companyName: string | null;
  orgNumber: string | null;
  /** The account's stored addresses (none for a new customer). */
  addresses: Address[];
  /** Weekly cleaning the account holds already, which a booking of weekly cleaning would repeat: at this postal code or elsewhere. */
  heldSubscription?: HeldSubscription | null;
}

/** Why a customer cannot book weekly cleaning: they subscribe at this postal code, or at another. */
export type HeldSubscription = 'includedInSubscription' | 'subscriptionZipCodeMismatch';

/** A BankID login of someone who may act for several accounts: the choice to make. */
interface AccountChoiceOffer {
  /** The login's order (named again in the login handed to the site once an account is chosen). */
  orderRef: string;
  sessionKey: string;
  accounts: AccountChoice[];
}

/**
 * The customer customer service books for (the staff variant): their personal
 * number, sent as `X-Ssn` with each staff call, stands in for their BankID.
 */
export interface StaffActingFor {
  /** `YYYYMMDD-XXXX`, as the staff desk stored it. */
  ssn: string;
  /** The customer's name, as the receipt names them. */
  name: string;
}

/** Input of a wizard. */
export interface BookingWizardInput {
  /**
   * A fresh random id per wizard (the edge passes `crypto.randomUUID()`);
   * idempotency keys are `<keySeed>.<attempt>`, so the chart stays pure.
   */
  keySeed: string;
  /** The browser's address: `?step=` follows the steps, Back and Forward move them, another route takes over. */
  router: RouterAdapter;
  /** The embedded BankID simulator plays the phone in the customer step. */
  simulator?: boolean;
  /** The postal code the visitor checked (`areaCode` query); home cleaning config and availability need it. */
  postalCode?: string;
  /** `discountCode` query. */
  discountCode?: string;
  /** The partner the booking is made through (the landing link's campaign code, read by the page's server): home cleaning only. */
  partner?: WizardPartner;
  /** The visitor's device, for the e-ID login of the customer step. */
  device?: EidDevice;
  /** A draft saved by `saveDraft` before a reload. */
  draft?: BookingDraft;
  /** Whether a customer is logged in on the site as the wizard starts (the booking is theirs). */
  identified?: boolean;
  /** The staff variant: the customer customer service books for. */
  staff?: StaffActingFor;
}

/** A partner a booking is made through: our id for it, and the campaign code of its landing link. */
export interface WizardPartner {
  id: string;
  campaignCode: string;
}

/** Context of a booking wizard. */
export interface BookingWizardContext {
  product: BookingProduct;
  keySeed: string;
  router: RouterAdapter;
  simulator: boolean;
  /** The postal code the booking is for (the `areaCode` query); null when the page was opened without one. */
  postalCode: string | null;
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
  /** The person booked as, once identified (their personal number gives the RUT deduction). */
  identified: WizardIdentity | null;
  /** The staff variant: the customer booked for (known from the start; no session, no BankID). */
  staff: StaffActingFor | null;
  /** The partner the booking is made through (from the input, for the whole booking); null for most. */
  partner: WizardPartner | null;
  /** The customer of the session, once loaded (or, for a new customer, as BankID named them). */
  profile: CustomerProfile | null;
  /** A `choice` login waiting for an account to be picked. */
  accountChoice: AccountChoiceOffer | null;
  /** The account picked (kept for a retry of the choice). */
  chosenAccount: string | null;
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
  /** Why the typed code was not applied (unknown or expired code, a failed check). */
  discountErrorKey: BookingMessageKey | null;
  /** The code refused, as typed (the message names it). */
  refusedDiscountCode: string | null;
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
 * - `account.chosen`: after a BankID login of someone with several accounts, the account to book for.
 * - `profile.retried`: load the customer again after a failed load.
 * - `price.customerChanged`, `profile.requested`: raised by the chart itself when a session
 *   starts (re-price for that customer; load their profile).
 * - `locale.changed`: the page's language changed (the header's switch); the wizard keeps
 *   its step and answers and reloads what the server wrote in a language (the form's questions,
 *   an applied promotion's title).
 * - `page.left`: the page is going away (`pagehide`: a reload, closing the tab) or another
 *   page is being opened: answers not yet autosaved are saved at once.
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
  | { type: 'booking.submitted' }
  | { type: 'account.chosen'; account: string }
  | { type: 'profile.retried' }
  | { type: 'price.customerChanged' }
  | { type: 'profile.requested' }
  | { type: 'locale.changed'; locale: Locale }
  | { type: 'page.left' };

/**
 * An actor's input with, in the staff variant, the customer acted for (the
 * staff actors send `staff.ssn` as `X-Ssn`; absent in the customer's wizard).
 */
export type WithStaff<T> = T & { staff?: StaffActingFor };

/** Input of `checkPromotion` (`booking.promotion`; a 404 means the code is unknown). */
export interface CheckPromotionInput {
  code: string;
  productId: number;
}

/** Input of `checkAddress` (`customer.addDeliveryAddress` with `checkOnly`, with the customer's session once identified). */
export interface CheckAddressInput {
  address: AddressInput;
  identified: boolean;
}

/** Output of `checkAddress`: whether the address can be served, and why not. */
export interface AddressCheck {
  valid: boolean;
  reason?: string;
}

/** Input of `loadConfig` (`booking.config`, or the home-cleaning config at `postalCode`). */
export interface LoadConfigInput {
  product: BookingProduct;
  postalCode: string | null;
}

/** The configuration answers merged over the configuration steps: the `configurationForm` of the calls. */
interface PricingInput {
  product: BookingProduct;
  configurationForm: StepValues;
  postalCode: string | null;
}

/** Input of `fetchPrice` (`booking.price`). */
export interface FetchPriceInput extends PricingInput {
  discountCode: string | null;
  startTime: string | null;
  /** Priced for the identified customer, with their session (RUT for a private person); false prices anonymously. */
  identified: boolean;
}

/** Input of `loadProfile` (`customer.get` with the tab's session; the staff variant's customer acted for). */
export interface LoadProfileInput {
  staff?: StaffActingFor;
  /** What is booked where: weekly cleaning checks the subscriptions the customer holds. */
  booking?: { productId: number; postalCode: string | null };
}

/** Input of `chooseAccount` (`auth.chooseAccount`): answers the account's session. */
export interface ChooseAccountInput {
  account: string;
  sessionKey: string;
}

/** Output of `chooseAccount`. */
export interface ChosenSession {
  sessionToken: string;
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
  /** The person booked as, once identified; a temporary one is registered as a customer first. */
  identified: WizardIdentity | null;
  /** The partner the booking is made through; none for most. */
  partner: WizardPartner | null;
}

/** Params of `saveDraft`: the draft to store. */
export interface SaveDraftParams {
  draft: BookingDraft;
}

/**
 * Params of `syncUrl`: the step entered, and how the address bar follows:
 * `push` a history entry for a move the visitor made in the wizard (so the
 * browser's Back and Forward walk the steps), `replace` when the URL itself
 * brought the visitor here (landing, reload, Back/Forward, a refused step).
 */
export interface SyncUrlParams {
  step: BookingStep;
  history: 'push' | 'replace';
}

/**
 * Params of `announceSession`: what the site's own session should learn from
 * the wizard: a BankID login made in the customer step (`login`, with the
 * login's result, the account already chosen), or that the new customer who
 * identified was registered with the booking (`registered`).
 */
export type AnnounceSessionParams = { kind: 'login'; result: EidLoginResult } | { kind: 'registered' };

/** Params of `handOver`: another booking route takes over (weekly cleaning started straight away). */
export interface HandOverParams {
  route: BookingRouteName;
}
