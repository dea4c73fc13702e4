import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import type { LoadedSecurity, LoadSecurityInput, SaveSecurityInput, SecurityInstructions } from './securityInstructions.types';

/**
 * An address's security instructions' actors, calling with `api` (the
 * page's client, which sends the customer's session):
 * - `loadSecurity`: GET the address's instructions and the protection levels
 *   (the levels are the same for every address: the call layer caches them,
 *   so several addresses make one read);
 * - `saveSecurity`: PATCH the instructions; the server leaves them
 *   unconfirmed (`confirmedAt: null`) until the customer confirms;
 * - `confirmSecurity`: PUT the confirmation, the instructions are right as
 *   they stand; answers them with `confirmedAt` set.
 */
export function createSecurityInstructionsActors(api: ApiClient) {
  return {
    loadSecurity: fromPromise<LoadedSecurity, LoadSecurityInput>(async ({ input }) => {
      const [instructions, levels] = await Promise.all([
        api.call(customer.securityInstructions, { params: { id: input.addressId } }),
        api.call(customer.protectionLevels),
      ]);
      return { instructions, levels: levels.items };
    }),
    saveSecurity: fromPromise<SecurityInstructions, SaveSecurityInput>(({ input }) =>
      api.call(customer.updateSecurityInstructions, { params: { id: input.addressId }, body: input.changes }),
    ),
    confirmSecurity: fromPromise<SecurityInstructions, LoadSecurityInput>(({ input }) =>
      api.call(customer.confirmSecurityInstructions, { params: { id: input.addressId } }),
    ),
  };
}
