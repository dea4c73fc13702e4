import { readFieldErrors } from '../../../api/client/request';
import type { FieldError } from '../../../api/contract/endpoint';
import { isApiError } from '../../../api/errors';

/*
 * How the users and invitation flows read a failed call. The server refuses
 * with 400/403/409/410 and a message key (`myPages.refusals.alreadyInvited`),
 * on a field when the refusal is about one; the flows carry the key and the
 * site renders it, with the generic error as fallback for a key it does not
 * know (`ui/myPages/users/serverMessage.ts`). A 401 and a 404 are read as
 * every change flow reads them (`isSessionEnded`, `isNotFound` of
 * `../shared/changes`).
 */

/** A message key as the server writes one (`myPages.refusals.alreadyInvited`), not free text or a bare code. */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/** A refusal's field as the form names it: `body.form.email` → `form.email`, `body.ssn` → `ssn`. */
function formFieldOf(field: string): string {
  return field.startsWith('body.') ? field.slice('body.'.length) : field;
}

/** Field errors of a refusal: a 400's, or a 409's `errors`. */
function fieldErrorsIn(error: unknown): FieldError[] {
  if (!isApiError(error)) return [];
  if (error.kind === 'BadRequest') return error.fieldErrors;
  if (error.code !== 409) return [];
  return readFieldErrors(error.data);
}

/**
 * The refusal's field errors when at least one names a field of the form
 * (`fields`, as `formFieldOf` names them), with their fields named so; else
 * null (the refusal is about something the form does not show).
 */
export function formRefusalOf(error: unknown, fields: readonly string[]): FieldError[] | null {
  const errors = fieldErrorsIn(error).map((entry) => ({ field: formFieldOf(entry.field), message: entry.message }));
  return errors.some((entry) => fields.includes(entry.field)) ? errors : null;
}

/**
 * The message key of a refusal (403, 409, 410, or a 400 no field of a form
 * shows): its `message` when that is a key, else its first field error's;
 * null for anything else (a failure, not a refusal).
 */
export function refusalKeyOf(error: unknown): string | null {
  if (!isApiError(error) || ![400, 403, 409, 410].includes(error.code)) return null;
  const message = (error.data as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && MESSAGE_KEY.test(message)) return message;
  return fieldErrorsIn(error).find((entry) => MESSAGE_KEY.test(entry.message))?.message ?? null;
}

/** 410: the invitation is gone: expired or withdrawn. */
export const isGone = (error: unknown): boolean => isApiError(error) && error.code === 410;
