import type { ApiClient } from './types';

/**
 * The client with every call sent with `sessionId` (`X-SessionId`), unless a
 * call names its own: for a flow that holds its session and hands the client
 * to a chart that knows nothing of sessions (the e-ID chart following a
 * sign order, whose poll is a customer call). With no session, the client as
 * it is.
 */
export function sessionBound(api: ApiClient, sessionId: string | null): ApiClient {
  if (sessionId === null) return api;
  const bound: ApiClient = {
    call: ((endpoint, input) => api.call(endpoint, { sessionId, ...input } as never)) as ApiClient['call'],
    invalidate: (endpoint) => api.invalidate(endpoint),
  };
  if (api.beacon) bound.beacon = ((endpoint, input) => api.beacon!(endpoint, { sessionId, ...input } as never)) as ApiClient['beacon'];
  return bound;
}
