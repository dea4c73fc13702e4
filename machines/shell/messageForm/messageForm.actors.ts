import { fromPromise } from 'xstate';
import type { AnyCall, ApiClient } from '../../../api/client/types';

/**
 * A message form's call, built from the API client at the edge and given
 * with `.provide()` (tests give their own): `sendMessage` POSTs the body to
 * the form's endpoint, resolves once we have it, rejects with the
 * `ApiError` (a 400 lists the refused fields, a 429 says too many from here).
 */
export function createMessageFormActors(api: ApiClient, endpoint: AnyCall) {
  // The body is the endpoint's own: the chart builds it with the form's `request`, and the client checks it against the contract before sending.
  const send = api.call as (call: AnyCall, input: { body: unknown }) => Promise<unknown>;
  return {
    sendMessage: fromPromise<void, object>(async ({ input }) => {
      await send.call(api, endpoint, { body: input });
    }),
  };
}
