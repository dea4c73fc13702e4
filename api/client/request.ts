import type { z } from 'zod';
import type { Locale } from '../contract/content.schemas';
import type { AnyEndpoint } from '../contract/endpoint';
import { isFieldErrors, toFieldErrors, type EndpointMeta, type FieldError } from '../contract/meta';
import { COOKIE_TRANSPORT } from '../contract/sessionCookies';
import { COMMON_QUERY, HEADERS } from '../contract/headers';
import { VERSION_QUERY_LENGTH } from './constants';
import type { StaffCredentials } from './types';

/** Checks the input against the endpoint's schemas; the field errors, empty when fine. */
export function validateInput(
  endpoint: AnyEndpoint,
  input: { params?: unknown; query?: unknown; body?: unknown },
): FieldError[] {
  const errors: FieldError[] = [];
  const check = (schema: z.ZodType, value: unknown, prefix: string) => {
    const result = schema.safeParse(value);
    if (!result.success) errors.push(...toFieldErrors(result.error, prefix));
  };
  check(endpoint.params, input.params ?? {}, 'params');
  check(endpoint.query, input.query ?? {}, 'query');
  if (endpoint.method !== 'GET') check(endpoint.body, input.body, 'body');
  return errors;
}

interface CommonQuery {
  version: string | undefined;
  lang: Locale;
  webview: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The query string: the call's own parameters in key order (so equal calls
 * have equal URLs and share a cache entry), then `_v`, `lang`, `webview`.
 */
export function buildQuery(query: unknown, common: CommonQuery): string {
  const search = new URLSearchParams();
  if (isRecord(query)) {
    for (const key of Object.keys(query).sort()) {
      const value = query[key];
      if (value === undefined || value === null) continue;
      search.append(key, Array.isArray(value) ? value.map(String).join(',') : String(value));
    }
  }
  if (common.version) search.append(COMMON_QUERY.version, common.version.slice(0, VERSION_QUERY_LENGTH));
  search.append(COMMON_QUERY.lang, common.lang);
  if (common.webview) search.append(COMMON_QUERY.webview, 'true');
  return search.toString();
}

interface HeaderValues {
  requestId: string;
  userId: string | undefined;
  sessionId: string | undefined;
  staff: StaffCredentials | undefined;
  preview: boolean;
  idempotencyKey: string | undefined;
  withSession: boolean;
  /** A browser page: its session travels in the HttpOnly cookie. */
  cookieSession: boolean;
}

/** The headers of a call: identity on all, credentials by the endpoint's `auth`. */
export function buildHeaders(endpoint: EndpointMeta, values: HeaderValues): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [HEADERS.requestId]: values.requestId,
  };
  if (values.userId) headers[HEADERS.userId] = values.userId;
  if ((endpoint.auth === 'customer' || values.withSession) && values.sessionId) {
    headers[HEADERS.sessionId] = values.sessionId;
  }
  if ((endpoint.auth === 'staff' || endpoint.auth === 'directory') && values.staff) {
    headers[HEADERS.authorization] = `Bearer ${values.staff.token}`;
    if (endpoint.auth === 'staff' && values.staff.ssn) headers[HEADERS.ssn] = values.staff.ssn;
  }
  if (endpoint.content && values.preview) {
    headers[HEADERS.preview] = 'true';
    // The server shows unpublished content only to a signed-on editor.
    if (values.staff) headers[HEADERS.authorization] = `Bearer ${values.staff.token}`;
  }
  if (values.idempotencyKey) headers[HEADERS.idempotencyKey] = values.idempotencyKey;
  if (values.cookieSession) headers[HEADERS.sessionTransport] = COOKIE_TRANSPORT;
  return headers;
}

/** Headers that do not change the answer, so they stay out of the cache key. */
const notVarying = new Set<string>(['Accept', HEADERS.requestId, HEADERS.userId, HEADERS.idempotencyKey]);

/**
 * Which credentials a cached read was made with: its endpoint's, or the
 * customer's when an anonymous read carried the session. A mutation in a
 * scope drops that scope's reads.
 */
export const cacheScope = (endpoint: EndpointMeta, withSession: boolean) => (withSession ? 'customer' : endpoint.auth);

/** The part of a cache key naming the endpoint, to drop all of its entries together. */
export const cacheKeyEndpoint = (endpoint: EndpointMeta) => `|${endpoint.method} ${endpoint.path}|`;

/** Cache key: the scope, the endpoint, the full URL (query, `lang`), and the credentials and preview flag sent. */
export function cacheKey(endpoint: EndpointMeta, url: string, headers: Record<string, string>, scope: string = endpoint.auth): string {
  const varying = Object.entries(headers)
    .filter(([name]) => !notVarying.has(name))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return `${scope}${cacheKeyEndpoint(endpoint)}${url}|${varying}`;
}

/** The field errors of a 400 answer: our `[{ field, message }]`, or `{ errors: [...] }`. */
export function readFieldErrors(data: unknown): FieldError[] {
  const list = isFieldErrors(data) ? data : isRecord(data) && isFieldErrors(data.errors) ? data.errors : [];
  return list.map(({ field, message, bookingId }) => ({ field, message, ...(typeof bookingId === 'string' ? { bookingId } : {}) }));
}
