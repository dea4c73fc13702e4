import { isApiError } from '../../../api/errors';
import { validateEmail } from '../../../api/validators/email';
import { FORM_ERROR_PREFIX, formErrorMessage, type FormErrorMessage } from '../../../api/validators/messages';
import { validateRequired } from '../../../api/validators/required';
import type { AreaInterestContext, InterestRequest } from './areaInterest.types';

/** The field of the call's body whose refusal is shown under the address. */
const EMAIL_FIELD = 'body.email';

/** What is wrong with the typed address (`required`, then `email`), or null. */
export function emailErrorOf(email: string): FormErrorMessage | null {
  return (validateRequired(email) ?? validateEmail(email))?.message ?? null;
}

/** The server's message about the address when it refused it, or null for any other failure. */
export function refusedEmailMessage(error: unknown): FormErrorMessage | null {
  if (!isApiError(error) || error.kind !== 'BadRequest') return null;
  const refusal = error.fieldErrors.find((entry) => entry.field === EMAIL_FIELD);
  if (!refusal) return null;
  // A key the catalogs know is shown as said; anything else as the address error.
  return refusal.message.startsWith(FORM_ERROR_PREFIX) ? (refusal.message as FormErrorMessage) : formErrorMessage('email');
}

/** The call's body: the code, the trimmed address, and the service when there is one. */
export function interestRequest(context: AreaInterestContext): InterestRequest {
  const request: InterestRequest = { areaCode: context.postalCode, email: context.email.trim() };
  if (context.productId !== null) request.productId = context.productId;
  return request;
}
