import { msg } from '@lingui/core/macro';

/**
 * Messages whose keys travel as data (from machines, the server's field
 * errors, validators) and are rendered with `i18n._(key)`. Declaring them
 * here puts them in the catalogs, where a missing translation fails the tests.
 */
export const commonMessages = [
  msg({ id: 'common.errors.default', message: 'Something went wrong. Please try again.' }),
  msg({ id: 'common.errors.connectionError', message: 'You are offline. We will carry on when your connection is back.' }),
  msg({ id: 'common.errors.notFound', message: 'We could not find what you were looking for.' }),
  msg({ id: 'common.formErrors.required', message: 'This field is required.' }),
  msg({ id: 'common.formErrors.default', message: 'Please check this field.' }),
  msg({ id: 'common.formErrors.maxLength', message: 'This is too long.' }),
  msg({
    id: 'common.formErrors.serviceNotAvailableOnPostalCode',
    message: 'Unfortunately we do not offer this service at that postal code yet.',
  }),
  msg({
    id: 'common.formErrors.servicesNotAvailableOnPostalCode',
    message: 'Unfortunately we do not offer any of these services at that postal code yet.',
  }),
  msg({
    id: 'common.formErrors.subscriptionZipCodeMismatch',
    message: 'You already have a subscription at another postal code.',
  }),
  msg({ id: 'common.formErrors.alreadySubscribed', message: 'You already have a subscription at this postal code.' }),
  msg({ id: 'common.formErrors.alreadyBooked', message: 'This service is already booked at this address at that time.' }),
  msg({ id: 'common.formErrors.areaCode', message: 'Enter a Swedish postal code of five digits, such as 112 34.' }),
  msg({ id: 'common.formErrors.tel', message: 'Enter a valid phone number.' }),
  msg({ id: 'common.formErrors.invalidOrgNr', message: 'Enter a valid organisation number, such as 556677-8899.' }),
  msg({ id: 'common.formErrors.email', message: 'Enter a valid email address.' }),
  msg({ id: 'common.formErrors.digitsOnly', message: 'Use digits only.' }),
  msg({ id: 'common.formErrors.minMax', message: 'The value is outside the allowed range.' }),
  // minMax where the range is known (a question's bounds): the message says it.
  msg({ id: 'common.formErrors.minMaxRange', message: 'Enter a value from {min} to {max}.' }),
  msg({ id: 'common.formErrors.wrongCodeFormat', message: 'The code has six characters.' }),
  msg({ id: 'common.formErrors.invalidSsn', message: 'This personal identity number is not valid.' }),
  msg({ id: 'common.formErrors.invalidSsnFormat', message: 'Enter your personal identity number as YYYYMMDD-XXXX.' }),
  msg({ id: 'common.formErrors.invalidWebsiteUrl', message: 'Enter a valid web address.' }),
  msg({ id: 'common.formErrors.choiceRequired', message: 'Choose an option.' }),
  msg({ id: 'common.formErrors.arrayRequired', message: 'Choose at least one.' }),
  msg({ id: 'common.formErrors.minTotal', message: 'Enter at least {min} in total.' }),
  msg({ id: 'common.formErrors.matchField', message: 'The two do not match.' }),
  msg({ id: 'common.formErrors.invalidDate', message: 'Enter a date as YYYY-MM-DD.' }),
  msg({ id: 'common.formErrors.dateMinRange', message: 'The date is too early.' }),
  msg({ id: 'common.formErrors.dateMaxRange', message: 'The date is too late.' }),
  // Refusals of what a request names or sends (`api/contract/requestRefusals.ts`).
  msg({ id: 'common.formErrors.notSupported', message: 'This is not supported.' }),
  msg({ id: 'common.formErrors.passwordNotSupported', message: 'Passwords are not used here. Log in with BankID.' }),
  msg({ id: 'common.formErrors.loginRequired', message: 'Log in with BankID to use your saved addresses and subscriptions.' }),
  msg({ id: 'common.formErrors.addressZipCodeMismatch', message: 'This address has another postal code.' }),
  msg({ id: 'common.formErrors.subscriptionEnded', message: 'This subscription has ended.' }),
  msg({ id: 'common.formErrors.subscriptionOfOtherService', message: 'This subscription is for another service.' }),
];
