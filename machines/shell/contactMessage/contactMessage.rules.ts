import { isApiError } from '../../../api/errors';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '../../../api/validators/constants';
import { validateEmail } from '../../../api/validators/email';
import { FORM_ERROR_PREFIX, formErrorMessage, type FormErrorMessage } from '../../../api/validators/messages';
import { validatePhone } from '../../../api/validators/phone';
import { validateRequired } from '../../../api/validators/required';
import { validateMaxLength } from '../../../api/validators/text';
import { CONTACT_FIELDS, type ContactField, type ContactMessageRequest, type ContactValues } from './contactMessage.types';

type FieldErrors = Partial<Record<ContactField, FormErrorMessage>>;

/** Each field's rule: name and message required and not too long, a valid address, a phone number only if one is given. */
const RULES: Record<ContactField, (value: string) => FormErrorMessage | null> = {
  name: (value) => (validateRequired(value) ?? validateMaxLength(value, CONTACT_NAME_MAX_LENGTH))?.message ?? null,
  email: (value) => (validateRequired(value) ?? validateEmail(value))?.message ?? null,
  phone: (value) => (value.trim() === '' ? null : (validatePhone(value)?.message ?? null)),
  message: (value) => (validateRequired(value) ?? validateMaxLength(value, CONTACT_MESSAGE_MAX_LENGTH))?.message ?? null,
};

/** The message under each field the validators refuse; empty when the form may be sent. */
export function fieldErrorsOf(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = RULES[field](values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The fields the server refused (a 400 naming `body.<field>`), each with its message; null for any other failure. */
export function refusedFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.kind !== 'BadRequest') return null;
  const errors: FieldErrors = {};
  for (const refusal of error.fieldErrors) {
    const field = CONTACT_FIELDS.find((candidate) => refusal.field === `body.${candidate}`);
    // A key the catalogs know is shown as said; anything else as the field's usual error.
    if (field) errors[field] = refusal.message.startsWith(FORM_ERROR_PREFIX) ? (refusal.message as FormErrorMessage) : formErrorMessage('default');
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Whether the server refused because this client or address sent too many messages within the hour (429). */
export function isTooMany(error: unknown): boolean {
  return isApiError(error) && error.code === 429;
}

/** The call's body: trimmed, the phone only when one is given. */
export function messageRequest(values: ContactValues): ContactMessageRequest {
  const phone = values.phone.trim();
  return { name: values.name.trim(), email: values.email.trim(), ...(phone ? { phone } : {}), message: values.message.trim() };
}
