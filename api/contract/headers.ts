/**
 * Header and common query names of `/api`, shared by the client (which sends
 * them) and the server (which reads them). Node lower-cases incoming header
 * names: read them with `.toLowerCase()`.
 */
export const HEADERS = {
  userId: 'X-UserId',
  requestId: 'X-RequestId',
  sessionId: 'X-SessionId',
  ssn: 'X-Ssn',
  authorization: 'Authorization',
  preview: 'X-Preview',
  idempotencyKey: 'Idempotency-Key',
  /** `cookie`: a browser page; its session travels in the HttpOnly cookie and answers name it by reference. */
  sessionTransport: 'X-Session-Transport',
} as const;

/** Where a call's `Idempotency-Key` is named in a 400 or 409 answer (`[{ field, message }]`). */
export const IDEMPOTENCY_KEY_FIELD = `headers.${HEADERS.idempotencyKey}`;

/** Query parameters every call carries (stripped by the endpoint schemas). */
export const COMMON_QUERY = {
  version: '_v',
  lang: 'lang',
  webview: 'webview',
} as const;
