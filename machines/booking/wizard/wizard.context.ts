import type { BookingStep, HomeCleaningFlow } from '../../../api/contract/booking';
import type { FieldError } from '../../../api/contract/endpoint';
import type { Address } from '../../../api/contract/common';
import { readFieldErrors } from '../../../api/client/request';
import { BadRequestError, isApiError } from '../../../api/errors';
import { normalizePostalCode } from '../../../api/validators/postalCode';
import type { EidLoginResult } from '../../eidLogin/eidLogin.types';
import { BOOKING_MESSAGE_KEYS, DISCOUNT_CODE_MAX_LENGTH } from './constants';
import type { BookingMessageKey } from './constants';
import { CONFIGURATION_STEPS, FORM_STEPS } from './products';
import type { BookingProduct } from './products';
import type { BookingDraft, BookingWizardContext, BookingWizardInput, CustomerProfile, StaffActingFor, StepForm, StepValues } from './wizard.types';

/**
 * The draft to restore: a booked one only to show its receipt again (the
 * URL is at success); opening the wizard anywhere else after booking starts
 * a new booking.
 */
function restorableDraft(draft: BookingDraft | undefined): BookingDraft | undefined {
  if (!draft?.result) return draft;
  return draft.step === 'success' ? draft : undefined;
}

/** The wizard's context at start: the draft's answers restored, nothing loaded. */
export function initialWizardContext(product: BookingProduct, input: BookingWizardInput): BookingWizardContext {
  const draft = restorableDraft(input.draft);
  const steps = new Set(product.steps);
  return {
    product,
    keySeed: input.keySeed,
    router: input.router,
    simulator: input.simulator ?? false,
    postalCode: input.postalCode ?? null,
    device: input.device ?? 'desktop',
    requestedStep: draft && (steps.has(draft.step) || draft.result) ? draft.step : null,
    step: product.steps[0] ?? 'success',
    forms: draft ? Object.fromEntries(Object.entries(draft.forms).filter(([step]) => steps.has(step as BookingStep))) : {},
    lastChanged: null,
    completed: draft ? draft.completed.filter((step) => steps.has(step) && step !== 'success' && step !== 'customer') : [],
    config: null,
    availability: null,
    slot: draft && steps.has('availability') ? draft.slot : null,
    // A code from the URL or the draft is checked before it prices anything.
    discountCode: null,
    pendingDiscountCode: cleanDiscountCode(input.discountCode ?? draft?.discountCode ?? null),
    promotion: null,
    discountErrorKey: null,
    refusedDiscountCode: null,
    price: null,
    identified: input.identified ? { temporary: false } : null,
    staff: input.staff ?? null,
    partner: input.partner ?? null,
    profile: null,
    accountChoice: null,
    chosenAccount: null,
    result: draft?.result ?? null,
    idempotencyKey: draft?.idempotencyKey ?? null,
    attempt: draft?.attempt ?? 0,
    errorKey: null,
    fieldErrors: [],
    addressCandidate: null,
    addressErrorKey: null,
  };
}

/** A discount code worth checking: trimmed, not blank, not longer than the calls accept. */
export function cleanDiscountCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim() ?? '';
  return trimmed !== '' && trimmed.length <= DISCOUNT_CODE_MAX_LENGTH ? trimmed : null;
}

/** Steps before success, in order. */
export function stepsBeforeSuccess(product: BookingProduct): BookingStep[] {
  return product.steps.filter((step) => step !== 'success');
}

/**
 * The customer step is done: someone identified, who may book this (a
 * customer who subscribes to weekly cleaning already does not book it again).
 */
function isCustomerAccepted(context: BookingWizardContext): boolean {
  return context.identified !== null && !context.profile?.heldSubscription;
}

/** The answers of a step let it be left forward. */
export function isStepValid(context: BookingWizardContext, step: BookingStep): boolean {
  if (step === 'availability') return context.slot !== null;
  if (step === 'customer') return isCustomerAccepted(context);
  if (step === 'success') return context.result !== null;
  if (step === 'flow-choice') return context.forms[step]?.valid === true && flowOf(context) !== null;
  return FORM_STEPS.has(step) && context.forms[step]?.valid === true;
}

/** Done: left forward once and still valid. */
export function isStepDone(context: BookingWizardContext, step: BookingStep): boolean {
  if (step === 'customer') return isCustomerAccepted(context);
  return context.completed.includes(step) && isStepValid(context, step);
}

/** The first step not done (the last step before success when all are). */
function firstIncompleteStep(context: BookingWizardContext): BookingStep {
  const steps = stepsBeforeSuccess(context.product);
  return steps.find((step) => !isStepDone(context, step)) ?? steps[steps.length - 1] ?? 'success';
}

function indexOf(context: BookingWizardContext, step: BookingStep): number {
  return context.product.steps.indexOf(step);
}

/** A step the visitor may be on: up to the first incomplete one; success only once booked. */
export function isStepReachable(context: BookingWizardContext, step: BookingStep): boolean {
  if (step === 'success') return context.result !== null;
  const index = indexOf(context, step);
  return index >= 0 && index <= indexOf(context, firstIncompleteStep(context));
}

/** Where a request for a step lands: the step when reachable, else the first incomplete one. */
export function resolveStep(context: BookingWizardContext, requested: BookingStep | null): BookingStep {
  if (context.result !== null) return 'success';
  return requested !== null && isStepReachable(context, requested) ? requested : firstIncompleteStep(context);
}

/** A step `step.edit` may go back to: a reachable step not after the current one. */
export function isEditable(context: BookingWizardContext, step: BookingStep): boolean {
  return step !== 'success' && isStepReachable(context, step) && indexOf(context, step) <= indexOf(context, context.step);
}

/** Home cleaning's chosen flow (`flow-choice` answer `flow`). */
export function flowOf(context: Pick<BookingWizardContext, 'forms'>): HomeCleaningFlow | null {
  const flow = context.forms['flow-choice']?.values.flow;
  return flow === 'rfp' || flow === 'direct' ? flow : null;
}

/** The configuration steps' answers merged: the calls' `configurationForm`. */
export function configurationFormOf(context: Pick<BookingWizardContext, 'forms'>): StepValues {
  return Object.assign({}, ...CONFIGURATION_STEPS.map((step) => context.forms[step]?.values ?? {})) as StepValues;
}

/** What `saveDraft` stores. */
export function draftOf(context: BookingWizardContext): BookingDraft {
  return {
    step: context.step,
    forms: context.forms,
    completed: context.completed,
    slot: context.slot,
    discountCode: context.discountCode,
    idempotencyKey: context.idempotencyKey,
    attempt: context.attempt,
    result: context.result,
  };
}

/** The customer acted for, for a call's input: only in the staff variant (the customer's calls stay as they were). */
export function staffOf(context: Pick<BookingWizardContext, 'staff'>): { staff?: StaffActingFor } {
  return context.staff ? { staff: context.staff } : {};
}

/** A staff call answered 401: the staff member's sign-on ended (a customer's 401 is the session's to handle). */
export function failureKeyOf(context: Pick<BookingWizardContext, 'staff'>, error: unknown): BookingMessageKey {
  return context.staff !== null && isApiError(error) && error.code === 401 ? BOOKING_MESSAGE_KEYS.signOnEnded : BOOKING_MESSAGE_KEYS.default;
}

/** The idempotency key of an attempt. */
export function idempotencyKeyOf(keySeed: string, attempt: number): string {
  return `${keySeed}.${attempt}`;
}

/** A submit answered 409 `slotTaken`: the slot was taken meanwhile. */
export function isSlotConflict(error: unknown): boolean {
  return isApiError(error) && error.code === 409 && (error.data as { message?: unknown } | undefined)?.message === 'slotTaken';
}

/**
 * The answers a submit's refusal names: a 400's field errors, or those of
 * another 409 (the customer subscribes already), shown where they were typed.
 */
export function fieldErrorsOf(error: unknown): FieldError[] | null {
  if (error instanceof BadRequestError) return error.fieldErrors;
  if (isApiError(error) && error.code === 409 && !isSlotConflict(error)) {
    const named = readFieldErrors(error.data);
    return named.length > 0 ? named : null;
  }
  return null;
}

/** What a refused submit says above its reasons: check the marked answers (400), or it cannot be booked as asked (409). */
export function refusalKeyOf(error: unknown): BookingMessageKey {
  return isApiError(error) && error.code === 409 ? BOOKING_MESSAGE_KEYS.conflict : BOOKING_MESSAGE_KEYS.refused;
}

/** Why a promotion check refused a code: unknown for this product (404), expired (410), too many wrong codes from here (429), or the check failed. */
export function promotionRefusalOf(error: unknown): { discountErrorKey: BookingMessageKey } {
  if (isApiError(error) && error.code === 404) return { discountErrorKey: BOOKING_MESSAGE_KEYS.unknownDiscountCode };
  if (isApiError(error) && error.code === 410) return { discountErrorKey: BOOKING_MESSAGE_KEYS.expiredDiscountCode };
  if (isApiError(error) && error.code === 429) return { discountErrorKey: BOOKING_MESSAGE_KEYS.tooManyDiscountCodes };
  return { discountErrorKey: BOOKING_MESSAGE_KEYS.default };
}

/** A new customer as BankID named them (they have no stored details yet). */
export function newCustomerProfileOf(login: EidLoginResult): CustomerProfile {
  return {
    firstName: login.data?.givenName ?? '',
    lastName: login.data?.surname ?? '',
    email: null,
    phone: null,
    business: false,
    companyName: null,
    orgNumber: null,
    addresses: [],
  };
}

const isBlank = (values: StepValues | undefined) =>
  values === undefined || Object.values(values).every((value) => value === '' || value === null || value === undefined);

/** Products that ask for the place of the job with the contact details (they have no address step). */
export function asksAddressWithContact(product: BookingProduct): boolean {
  return !product.steps.includes('address');
}

/**
 * The contact step's answers from the customer, when the visitor has typed
 * none: their name, email and phone, the company of a business account on a
 * business request, and (where the contact step asks for it) their address at
 * the checked postal code. Null when there is nothing to fill or the visitor
 * typed something already. Validity is judged with the contact form's schema
 * when the step is shown (`judgeAnswers`, `judgeShownContact`).
 */
export function contactPrefillOf(context: Pick<BookingWizardContext, 'forms' | 'profile' | 'product' | 'postalCode'>): StepForm | null {
  const { profile, product } = context;
  if (!profile || !isBlank(context.forms.contact?.values)) return null;
  const values: StepValues = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
  };
  if (product.kind === 'b2b' && profile.business) {
    values.companyName = profile.companyName ?? '';
    values.orgNumber = profile.orgNumber ?? '';
  }
  const home = context.postalCode === null ? undefined : addressAt(profile.addresses, context.postalCode);
  if (asksAddressWithContact(product) && home) Object.assign(values, { street: home.street, zipCode: normalizePostalCode(home.zipCode), city: home.city });
  return { values, valid: false };
}

/** The customer's address at a postal code, the primary one first. */
function addressAt(addresses: readonly Address[], zipCode: string): Address | undefined {
  const here = addresses.filter((address) => normalizePostalCode(address.zipCode) === normalizePostalCode(zipCode));
  return here.find((address) => address.primary) ?? here[0];
}

/** The product's first configuration step has valid answers, so the order can be priced. */
export function canPrice(context: Pick<BookingWizardContext, 'forms' | 'product'>): boolean {
  const first = context.product.steps.find((step) => CONFIGURATION_STEPS.includes(step));
  return first !== undefined && context.forms[first]?.valid === true;
}
