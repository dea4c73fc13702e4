import { fromPromise } from 'xstate';
import type { Availability, BookingResult, Price, Promotion } from '../../../api/contract/booking';
import type {
  AddressCheck,
  BookingFormConfig,
  CheckAddressInput,
  CheckPromotionInput,
  ChooseAccountInput,
  ChosenSession,
  CustomerProfile,
  FetchPriceInput,
  LoadAvailabilityInput,
  LoadConfigInput,
  LoadProfileInput,
  SubmitBookingInput,
} from './wizard.types';

function notProvided(name: string): Error {
  return new Error(`bookingWizard: the edge provides the "${name}" actor`);
}

/** Placeholder for `loadConfig`: `booking.config` (`direct`/`rfp`, `subscription`), or `homeCleaningConfig` at `zipCode`. */
export const loadConfigPlaceholder = fromPromise<BookingFormConfig, LoadConfigInput>(async () => {
  throw notProvided('loadConfig');
});

/** Placeholder for `fetchPrice`: `booking.price` with the merged configuration form. */
export const fetchPricePlaceholder = fromPromise<Price, FetchPriceInput>(async () => {
  throw notProvided('fetchPrice');
});

/** Placeholder for `loadAvailability`: `booking.availability`, or `homeCleaningAvailability` with `flow`. */
export const loadAvailabilityPlaceholder = fromPromise<Availability, LoadAvailabilityInput>(async () => {
  throw notProvided('loadAvailability');
});

/**
 * Placeholder for `submitBooking`: posts by kind with the `Idempotency-Key`
 * header `idempotencyKey`, so a retry of the same attempt never books twice.
 * Reject with the `ApiError` (a 409 means the slot was taken).
 */
export const submitBookingPlaceholder = fromPromise<BookingResult, SubmitBookingInput>(async () => {
  throw notProvided('submitBooking');
});

/** Placeholder for `checkPromotion`: `booking.promotion` (`promotionCode`, `productId`); reject with the `ApiError` (404: unknown code, 410: expired). */
export const checkPromotionPlaceholder = fromPromise<Promotion, CheckPromotionInput>(async () => {
  throw notProvided('checkPromotion');
});

/** Placeholder for `checkAddress`: `customer.addDeliveryAddress` with `checkOnly` (stores nothing). */
export const checkAddressPlaceholder = fromPromise<AddressCheck, CheckAddressInput>(async () => {
  throw notProvided('checkAddress');
});

/** Placeholder for `loadProfile`: `customer.get` with the wizard's session, as the customer the booking is for. */
export const loadProfilePlaceholder = fromPromise<CustomerProfile, LoadProfileInput>(async () => {
  throw notProvided('loadProfile');
});

/** Placeholder for `chooseAccount`: `auth.chooseAccount` after a `choice` login; answers the account's session. */
export const chooseAccountPlaceholder = fromPromise<ChosenSession, ChooseAccountInput>(async () => {
  throw notProvided('chooseAccount');
});
