import { isApiError } from '../../../api/errors';
import { FORM_ERROR_PREFIX, formErrorMessage, type FormErrorMessage } from '../../../api/validators/messages';
import type { FieldError, MessageFormSpec } from './messageForm.types';

type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

/** The refusal under each field its rule refuses; empty when the form may be sent. */
export function fieldErrorsOf<F extends string>(spec: Pick<MessageFormSpec<F, unknown>, 'fields' | 'rules'>, values: Record<F, string>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of spec.fields) {
    const error = spec.rules[field](values[field]);
    if (error) errors[field] = error.values ? { message: error.message, values: error.values } : { message: error.message };
  }
  return errors;
}

/** The fields the server refused (a 400 naming `body.<field>`), each with its message; null for any other failure. */
export function refusedFieldErrors<F extends string>(fields: readonly F[], error: unknown): FieldErrors<F> | null {
  if (!isApiError(error) || error.kind !== 'BadRequest') return null;
  const errors: FieldErrors<F> = {};
  for (const refusal of error.fieldErrors) {
    const field = fields.find((candidate) => refusal.field === `body.${candidate}`);
    // A key the catalogs know is shown as said; anything else as the field's usual error.
    if (field) errors[field] = { message: refusal.message.startsWith(FORM_ERROR_PREFIX) ? (refusal.message as FormErrorMessage) : formErrorMessage('default') };
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Whether the server refused because this client sent too many within the hour (429). */
export function isTooMany(error: unknown): boolean {
  return isApiError(error) && error.code === 429;
}

/** An optional field's value for the call: trimmed, and only when something was typed. */
export function optional<K extends string>(key: K, value: string): Partial<Record<K, string>> {
  const trimmed = value.trim();
  return trimmed ? ({ [key]: trimmed } as Record<K, string>) : {};
}
