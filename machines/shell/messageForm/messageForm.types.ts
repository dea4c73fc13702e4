import type { FormErrorMessage } from '../../../api/validators/messages';

/** A field's refusal: the message key and the values it interpolates (a range's bounds). */
export interface FieldError {
  message: FormErrorMessage;
  values?: Record<string, string | number>;
}

/** A field's rule: its refusal, or null when the value (as typed) is accepted. */
export type FieldRule = (value: string) => FieldError | null;

/**
 * What makes one message form: its chart's id, its fields in the order the
 * form shows them, a rule per field, and the call's body built from what
 * was typed (trimmed; optional fields only when given).
 */
export interface MessageFormSpec<F extends string, B> {
  id: string;
  fields: readonly F[];
  rules: Record<F, FieldRule>;
  request(values: Record<F, string>): B;
}

/** Context of a message form: what is typed, and the refusal under each field at fault. */
export interface MessageFormContext<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<F, FieldError>>;
}

/**
 * Events:
 * - `field.changed`: a field as typed (ignored while sending and once sent);
 * - `message.submitted`: the send button or Enter (ignored while sending and once sent).
 */
export type MessageFormEvent<F extends string> = { type: 'field.changed'; field: F; value: string } | { type: 'message.submitted' };
