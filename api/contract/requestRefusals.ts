/**
 * Message keys of refusals of what a request names or sends (the `message`
 * of a 400 field error), translated by the site (`i18n/messages/common.ts`).
 */
export const REQUEST_REFUSALS = {
  /** A parameter calls.md lists but this service does not offer: refused, so no caller believes it was used. */
  notSupported: 'common.formErrors.notSupported',
  /** BankID is the only way to log in or sign: a password is refused, never read or stored. */
  passwordNotSupported: 'common.formErrors.passwordNotSupported',
  /** An id of the customer's own (an address, a subscription) names nothing without the session of a customer account. */
  loginRequired: 'common.formErrors.loginRequired',
  /** The address named is at another postal code than the one the order is for. */
  addressZipCodeMismatch: 'common.formErrors.addressZipCodeMismatch',
  /** The subscription named is at another postal code than the one the order is for. */
  subscriptionZipCodeMismatch: 'common.formErrors.subscriptionZipCodeMismatch',
  /** The subscription named has ended. */
  subscriptionEnded: 'common.formErrors.subscriptionEnded',
  /** The subscription named is of another service than the one ordered. */
  subscriptionOfOtherService: 'common.formErrors.subscriptionOfOtherService',
} as const;
