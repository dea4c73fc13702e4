import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { LoadedSecurity, LoadSecurityInput, SaveSecurityInput, SecurityInstructions } from './securityInstructions.types';

/**
 * GET the address's security instructions and the protection levels (the
 * levels are the same for every address: the call layer caches them, so
 * several addresses make one read).
 */
export const loadSecurity = fromPromise<LoadedSecurity, LoadSecurityInput>(async ({ input }) => {
  const [instructions, levels] = await Promise.all([
    input.api.call(customer.securityInstructions, { sessionId: input.sessionId, params: { id: input.addressId } }),
    input.api.call(customer.protectionLevels, { sessionId: input.sessionId }),
  ]);
  return { instructions, levels: levels.items };
});

/** PATCH the instructions; the server leaves them unconfirmed (`confirmedAt: null`) until the customer confirms. */
export const saveSecurity = fromPromise<SecurityInstructions, SaveSecurityInput>(({ input }) =>
  input.api.call(customer.updateSecurityInstructions, { sessionId: input.sessionId, params: { id: input.addressId }, body: input.changes }),
);

/** PUT the confirmation: the instructions are right as they stand; answers them with `confirmedAt` set. */
export const confirmSecurity = fromPromise<SecurityInstructions, LoadSecurityInput>(({ input }) =>
  input.api.call(customer.confirmSecurityInstructions, { sessionId: input.sessionId, params: { id: input.addressId } }),
);
