import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import type { SendCodeInput, SendCodeResult, VerifiedInformation, VerifyCodeInput } from './phoneVerification.types';

/**
 * The phone change's actors, calling with `api` (the page's client, which
 * sends the customer's session):
 * - `sendCode`: PATCH `/v3/customer/personal-information/phone` records the
 *   new number as pending and texts a 6-character code to it (sending again
 *   sends a new one); answers whether a code was sent. The number already on
 *   file needs none: nothing is sent and nothing changes (`verificationRequired: false`);
 * - `verifyCode`: POST `/v3/customer/personal-information/verify` with the
 *   code; answers the personal information with the number changed.
 */
export function createPhoneVerificationActors(api: ApiClient) {
  return {
    sendCode: fromPromise<SendCodeResult, SendCodeInput>(({ input }) => api.call(customer.changePhone, { body: { phone: input.phone } })),
    verifyCode: fromPromise<VerifiedInformation, VerifyCodeInput>(({ input }) => api.call(customer.verifyContact, { body: { code: input.code } })),
  };
}
