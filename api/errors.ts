import type { FieldError, HttpMethod } from './contract/endpoint';

/** The error kinds of the call layer (spec section 8). */
export type ApiErrorKind = 'NotFound' | 'BadRequest' | 'Unauthorized' | 'ApiRequestError' | 'UnhandledServerError';

/**
 * Why a call failed:
 * - `http`: the server answered with an error status;
 * - `network`: no HTTP answer (connection refused, reset, dropped);
 * - `timeout`: no answer within the timeout;
 * - `aborted`: the caller aborted the call;
 * - `invalidRequest`: the input failed the contract's schemas, nothing was sent;
 * - `invalidResponse`: the answer did not match the contract's response schema.
 */
export type ApiErrorReason = 'http' | 'network' | 'timeout' | 'aborted' | 'invalidRequest' | 'invalidResponse';

/** The spec's message of each kind. */
const API_ERROR_MESSAGES = {
  NotFound: 'Not Found',
  BadRequest: 'Bad Request',
  Unauthorized: 'Unauthorized access',
  ApiRequestError: 'API request error',
  UnhandledServerError: 'Unhandled server error',
} as const satisfies Record<ApiErrorKind, string>;

/** The code of an error whose status is unknown. */
const UNKNOWN_ERROR_CODE = 500;

export interface ApiErrorInit {
  /** HTTP status of the answer; absent when there was none. */
  status?: number;
  reason?: ApiErrorReason;
  method?: HttpMethod;
  /** Endpoint path template, e.g. `/v2/customer/bookings/:id`. */
  path?: string;
  /** `X-RequestId` of the call, to find it in the server's log. */
  requestId?: string;
  /** The decoded error body, when the server sent one. */
  data?: unknown;
  cause?: unknown;
}

abstract class ApiErrorBase extends Error {
  abstract readonly kind: ApiErrorKind;
  /** HTTP status, or 500 when there was none (spec: code defaults to 500). */
  readonly code: number;
  readonly status: number | undefined;
  readonly reason: ApiErrorReason;
  readonly method: HttpMethod | undefined;
  readonly path: string | undefined;
  readonly requestId: string | undefined;
  readonly data: unknown;

  protected constructor(message: string, code: number, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = code;
    this.status = init.status;
    this.reason = init.reason ?? (init.status === undefined ? 'network' : 'http');
    this.method = init.method;
    this.path = init.path;
    this.requestId = init.requestId;
    this.data = init.data;
  }

  /** No HTTP answer arrived (network failure or timeout): the only failures worth a retry. */
  get isNetworkError(): boolean {
    return this.reason === 'network' || this.reason === 'timeout';
  }
}

/** 404: the thing asked for does not exist. */
export class NotFoundError extends ApiErrorBase {
  readonly kind = 'NotFound' as const;
  override readonly name = 'NotFoundError';
  constructor(init: ApiErrorInit = {}) {
    super(API_ERROR_MESSAGES.NotFound, 404, init);
  }
}

/** 400: the input was refused; `fieldErrors` says which field and why (message keys). */
export class BadRequestError extends ApiErrorBase {
  readonly kind = 'BadRequest' as const;
  override readonly name = 'BadRequestError';
  readonly fieldErrors: FieldError[];
  constructor(fieldErrors: FieldError[], init: ApiErrorInit = {}) {
    super(API_ERROR_MESSAGES.BadRequest, 400, init);
    this.fieldErrors = fieldErrors;
  }
}

/**
 * 401: no valid credentials. On a customer call the session is gone
 * (`sessionExpired`): the browser shows the expired-session modal, the
 * server renders the session-expired error.
 */
export class UnauthorizedError extends ApiErrorBase {
  readonly kind = 'Unauthorized' as const;
  override readonly name = 'UnauthorizedError';
  readonly sessionExpired: boolean;
  constructor(init: ApiErrorInit & { sessionExpired?: boolean } = {}) {
    super(API_ERROR_MESSAGES.Unauthorized, 401, init);
    this.sessionExpired = init.sessionExpired ?? false;
  }
}

/** Any other failure: another status (code = status), no answer, or an answer off the contract (code 500). */
export class ApiRequestError extends ApiErrorBase {
  readonly kind = 'ApiRequestError' as const;
  override readonly name = 'ApiRequestError';
  constructor(init: ApiErrorInit = {}) {
    const code = init.reason === 'invalidResponse' ? UNKNOWN_ERROR_CODE : (init.status ?? UNKNOWN_ERROR_CODE);
    super(API_ERROR_MESSAGES.ApiRequestError, code, init);
  }
}

/** 500: the server failed. */
export class UnhandledServerError extends ApiErrorBase {
  readonly kind = 'UnhandledServerError' as const;
  override readonly name = 'UnhandledServerError';
  constructor(init: ApiErrorInit = {}) {
    super(API_ERROR_MESSAGES.UnhandledServerError, 500, init);
  }
}

/** Every error the client throws; switch on `kind`. */
export type ApiError = NotFoundError | BadRequestError | UnauthorizedError | ApiRequestError | UnhandledServerError;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiErrorBase;
}

/** The kind of error for an HTTP error status. */
export function apiErrorForStatus(
  status: number,
  init: Omit<ApiErrorInit, 'status'> & { fieldErrors?: FieldError[]; sessionExpired?: boolean } = {},
): ApiError {
  const full = { ...init, status, reason: init.reason ?? 'http' };
  switch (status) {
    case 400:
      return new BadRequestError(init.fieldErrors ?? [], full);
    case 401:
      return new UnauthorizedError(full);
    case 404:
      return new NotFoundError(full);
    case 500:
      return new UnhandledServerError(full);
    default:
      return new ApiRequestError(full);
  }
}
