import { fromPromise } from 'xstate';
import { site } from '../../../api/calls/site';
import type { ApiClient } from '../../../api/client/types';
import type { ContactMessageRequest } from './contactMessage.types';

/**
 * The contact form's call, built from the API client at the edge and given
 * with `.provide()` (tests give their own): `sendMessage` POSTs
 * `/v1/contact/message` (`site.contactMessage`), resolves once customer
 * service has it, rejects with the `ApiError` (a 400 lists the refused
 * fields, a 429 says too many from here).
 */
export function createContactMessageActors(api: ApiClient) {
  return {
    sendMessage: fromPromise<void, ContactMessageRequest>(async ({ input }) => {
      await api.call(site.contactMessage, { body: input });
    }),
  };
}
