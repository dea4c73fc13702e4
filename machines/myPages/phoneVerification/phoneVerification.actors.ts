import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { SendCodeInput, SendCodeResult, VerifiedInformation, VerifyCodeInput } from './phoneVerification.types';

/**
 * PATCH `/v3/customer/personal-information/phone`: records the new number as
 * pending and texts a 6-character code to it (sending again sends a new
 * one); answers whether a code was sent. The number already on file needs
 * none: nothing is sent and nothing changes (`verificationRequired: false`).
 */
export const sendCode = fromPromise<SendCodeResult, SendCodeInput>(({ input }) =>
  input.api.call(customer.changePhone, { sessionId: input.sessionId, body: { phone: input.phone } }),
);

/** POST `/v3/customer/personal-information/verify`: the code; answers the personal information with the number changed. */
export const verifyCode = fromPromise<VerifiedInformation, VerifyCodeInput>(({ input }) =>
  input.api.call(customer.verifyContact, { sessionId: input.sessionId, body: { code: input.code } }),
);
