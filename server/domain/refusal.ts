import type { FieldError } from '../../api/contract/endpoint';

/**
 * Why a domain rule refuses a request, in the domain's words; the HTTP layer
 * turns each kind into its status (`invalid` 400, `unauthorized` 401,
 * `forbidden` 403, `notFound` 404, `conflict` 409, `gone` 410, `tooMany` 429,
 * `unavailable` 503: a service we depend on failed, try again later).
 */
export type RefusalKind = 'invalid' | 'unauthorized' | 'forbidden' | 'notFound' | 'conflict' | 'gone' | 'tooMany' | 'unavailable';

/** A refusal a caller can act on: its message key, the fields at fault, and any data that helps (e.g. the calendar as it is now). */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** One field at fault: a 400 with `[{ field, message }]`. */
export const invalidField = (field: string, message: string) => new Refusal('invalid', 'Bad Request', [{ field, message }]);
export const invalidFields = (fieldErrors: FieldError[]) => new Refusal('invalid', 'Bad Request', fieldErrors);
