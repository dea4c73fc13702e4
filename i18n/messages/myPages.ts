import { msg } from '@lingui/core/macro';

/**
 * Message keys the My pages charts carry (`requestUpgrade`, `feedback`, the
 * account page's) and the server answers with, rendered with `i18n._(key)`;
 * declared here so they are in the catalogs.
 */
export const myPagesMessages = [
  msg({
    id: 'myPages.subscriptions.upgrade.refused',
    message: 'We could not take this request: the upgrade is no longer offered, or you have already asked for it.',
  }),
  msg({ id: 'myPages.feedback.ratingRequired', message: 'Choose how many stars you give us.' }),
  // Changing the mobile number (`verifyContact`, `changePhone`).
  msg({ id: 'common.formErrors.wrongCode', message: 'Wrong code. Check the text message and try again.' }),
  msg({ id: 'common.formErrors.codeExpired', message: 'The code has expired. Start again to get a new code.' }),
  msg({
    id: 'common.formErrors.tooManyAttempts',
    message: 'Too many wrong codes. The change was cancelled for your security; start again to get a new code.',
  }),
  msg({
    id: 'common.formErrors.noPendingChange',
    message: 'There is no change waiting for a code. It may have been completed or cancelled; start again if you still want to change your number.',
  }),
  msg({ id: 'myPages.personalInformation.tooManyCodes', message: 'Too many codes have been sent in the last hour. Please wait a while and try again.' }),
  msg({ id: 'myPages.personalInformation.codeNotSent', message: 'We could not send the code just now. Nothing was changed; please try again.' }),
  // Addresses (`removeAddress`, `updateSecurityInstructions`).
  msg({
    id: 'myPages.addresses.inUse',
    message: 'This address cannot be removed while a coming visit or a subscription uses it.',
  }),
  msg({ id: 'myPages.addresses.primary', message: 'Your primary address cannot be removed. Your bookings and invoices use it.' }),
  msg({ id: 'myPages.addresses.unknownProtectionLevel', message: 'Choose one of the protection levels listed.' }),
];
