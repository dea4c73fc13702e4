import type { BookingStep, HomeCleaningFlow } from '../../../api/contract/booking';
import type { FieldError } from '../../../api/contract/endpoint';
import { BadRequestError, isApiError } from '../../../api/errors';
import { DISCOUNT_CODE_MAX_LENGTH } from './constants';
import { CONFIGURATION_STEPS, FORM_STEPS } from './products';
import type { BookingProduct } from './products';
import type { BookingDraft, BookingWizardContext, BookingWizardInput, StepValues } from './wizard.types';

/** The wizard's context at start: the draft's answers restored, nothing loaded. */
export function initialWizardContext(product: BookingProduct, input: BookingWizardInput): BookingWizardContext {
  const draft = input.draft;
  const steps = new Set(product.steps);
  return {
    product,
    keySeed: input.keySeed,
    zipCode: input.zipCode ?? null,
    device: input.device ?? 'desktop',
    requestedStep: draft && steps.has(draft.step) ? draft.step : null,
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
    price: null,
    customer: null,
    result: null,
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

/** The answers of a step let it be left forward. */
export function isStepValid(context: BookingWizardContext, step: BookingStep): boolean {
  if (step === 'availability') return context.slot !== null;
  if (step === 'customer') return context.customer !== null;
  if (step === 'success') return context.result !== null;
  if (step === 'flow-choice') return context.forms[step]?.valid === true && flowOf(context) !== null;
  return FORM_STEPS.has(step) && context.forms[step]?.valid === true;
}

/** Done: left forward once and still valid. */
export function isStepDone(context: BookingWizardContext, step: BookingStep): boolean {
  if (step === 'customer') return context.customer !== null;
  return context.completed.includes(step) && isStepValid(context, step);
}

/** The first step not done (the last step before success when all are). */
export function firstIncompleteStep(context: BookingWizardContext): BookingStep {
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
  };
}

/** The idempotency key of an attempt. */
export function idempotencyKeyOf(keySeed: string, attempt: number): string {
  return `${keySeed}.${attempt}`;
}

/** A submit answered 409: the slot was taken meanwhile. */
export function isSlotConflict(error: unknown): boolean {
  return isApiError(error) && error.code === 409;
}

/** A submit answered 400: the server refused some answers and says which (`fieldErrors`). */
export function fieldErrorsOf(error: unknown): FieldError[] | null {
  return error instanceof BadRequestError ? error.fieldErrors : null;
}

/** A promotion check answered 404: the code is unknown for this product. */
export function isUnknownCode(error: unknown): boolean {
  return isApiError(error) && error.code === 404;
}

/** The product's first configuration step has valid answers, so the order can be priced. */
export function canPrice(context: Pick<BookingWizardContext, 'forms' | 'product'>): boolean {
  const first = context.product.steps.find((step) => CONFIGURATION_STEPS.includes(step));
  return first !== undefined && context.forms[first]?.valid === true;
}
