import { isApiError } from '../../../api/errors';
import { messagesOf } from '../shared/changes';

/**
 * How the server answers a phone change (`changePhone`) and a code
 * (`verifyContact`): message keys on the field `body.code` or `body.phone`,
 * and 429 when too many codes were sent within the hour.
 */
export const CODE_ERRORS = {
  /** Not six characters (the form checks this first; the server checks again). */
  wrongCodeFormat: 'common.formErrors.wrongCodeFormat',
  wrongCode: 'common.formErrors.wrongCode',
  /** The code's time ran out: the pending change is void. */
  codeExpired: 'common.formErrors.codeExpired',
  /** Too many wrong codes: the pending change is void. */
  tooManyAttempts: 'common.formErrors.tooManyAttempts',
  /** No change is waiting for a code (verified or voided elsewhere, e.g. in another tab). */
  noPendingChange: 'common.formErrors.noPendingChange',
} as const;

/** The server's words for a code that could not be sent (503: the text-message provider failed), also for any other failed send. */
export const CODE_NOT_SENT_KEY = 'myPages.personalInformation.codeNotSent';
/** The server's words for 429: too many codes this hour. */
export const TOO_MANY_CODES_KEY = 'myPages.personalInformation.tooManyCodes';

/** The refusals of a code the customer can answer by typing it again. */
export type CodeErrorKey = typeof CODE_ERRORS.wrongCode | typeof CODE_ERRORS.wrongCodeFormat;

/** Whether a failed call carries this message key (a 400's field errors, or a 409's message). */
export function carriesKey(error: unknown, key: string): boolean {
  return messagesOf(error).includes(key);
}

/**
 * Tries left after a wrong code, when the server tells (`attemptsLeft` beside
 * the field errors of the 400 body); null when it does not.
 */
export function attemptsLeftOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const data = error.data as { attemptsLeft?: unknown } | undefined;
  const left = data && typeof data === 'object' && !Array.isArray(data) ? data.attemptsLeft : undefined;
  return typeof left === 'number' && Number.isInteger(left) && left >= 0 ? left : null;
}

/** The message key the server refused a number with (400 on `body.phone`), or null when it did not. */
export function phoneErrorOf(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'BadRequest') return null;
  const entry = error.fieldErrors.find((fieldError) => fieldError.field === 'body.phone' || fieldError.field === 'phone');
  return entry ? entry.message : null;
}

/** 429: too many codes were sent to this customer within the hour. */
export function isTooManyCodes(error: unknown): boolean {
  return isApiError(error) && error.status === 429;
}
