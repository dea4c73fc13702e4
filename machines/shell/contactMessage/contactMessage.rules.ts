import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '../../../api/validators/constants';
import { validateEmail } from '../../../api/validators/email';
import { validatePhone } from '../../../api/validators/phone';
import { validateRequired } from '../../../api/validators/required';
import { validateMaxLength } from '../../../api/validators/text';
import { fieldErrorsOf as messageFieldErrorsOf, optional } from '../messageForm/messageForm.rules';
import type { FieldRule } from '../messageForm/messageForm.types';
import { CONTACT_FIELDS, type ContactField, type ContactMessageRequest, type ContactValues } from './contactMessage.types';

/** Each field's rule: name and message required and not too long, a valid address, a phone number only if one is given. */
export const CONTACT_RULES: Record<ContactField, FieldRule> = {
  name: (value) => validateRequired(value) ?? validateMaxLength(value, CONTACT_NAME_MAX_LENGTH),
  email: (value) => validateRequired(value) ?? validateEmail(value),
  phone: (value) => (value.trim() === '' ? null : validatePhone(value)),
  message: (value) => validateRequired(value) ?? validateMaxLength(value, CONTACT_MESSAGE_MAX_LENGTH),
};

/** The refusal under each field the rules refuse; empty when the form may be sent. */
export const fieldErrorsOf = (values: ContactValues) => messageFieldErrorsOf({ fields: CONTACT_FIELDS, rules: CONTACT_RULES }, values);

/** The call's body: trimmed, the phone only when one is given. */
export function messageRequest(values: ContactValues): ContactMessageRequest {
  return { name: values.name.trim(), email: values.email.trim(), ...optional('phone', values.phone), message: values.message.trim() };
}
