import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import type { RemoveInput } from './removeAddress.types';

/**
 * Removing an address's actor, calling with `api` (the page's client, which
 * sends the customer's session):
 * - DELETE `/v2/customer/addresses/:id`; 409 while a coming visit or a subscription uses it, or for the primary address.
 */
export function createRemoveAddressActors(api: ApiClient) {
  return {
    removeAddress: fromPromise<void, RemoveInput>(async ({ input }) => {
      await api.call(customer.removeAddress, { params: { id: input.addressId } });
    }),
  };
}
