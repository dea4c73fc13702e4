import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { RemoveInput } from './removeAddress.types';

/** DELETE `/v2/customer/addresses/:id`; 409 while a coming visit or a subscription uses it, or for the primary address. */
export const removeAddress = fromPromise<void, RemoveInput>(async ({ input }) => {
  await input.api.call(customer.removeAddress, { sessionId: input.sessionId, params: { id: input.addressId } });
});
