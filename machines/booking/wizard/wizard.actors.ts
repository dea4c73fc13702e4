import { fromCallback, fromPromise } from 'xstate';
import type { Availability, BookingResult, Price, Promotion } from '../../../api/contract/booking';
import { bookingStepSchema } from '../../../api/contract/booking';
import type { RouterAdapter } from '../../router/router.types';
import { checkAddress, checkPromotion, chooseAccount, fetchPrice, loadAvailability, loadConfig, loadProfile, submitBooking } from './wizard.calls';
import type {
  AddressCheck,
  BookingFormConfig,
  BookingWizardEvent,
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
  WithApi,
} from './wizard.types';

/**
 * The wizard's working actors. Each call is made with the API client of the
 * wizard's input, handed to the actor in its own input, so the chart runs as
 * shipped; tests swap an actor with `.provide()`.
 */

/** `booking.config` (`direct`/`rfp`, `subscription`), or home cleaning's subscription form at `zipCode`. */
export const loadConfigActor = fromPromise<BookingFormConfig, WithApi<LoadConfigInput>>(({ input: { api, ...input } }) => loadConfig(api, input));

/** `booking.price` with the merged configuration form (and the customer's session for the RUT deduction). */
export const fetchPriceActor = fromPromise<Price, WithApi<FetchPriceInput>>(({ input: { api, ...input } }) => fetchPrice(api, input));

/** `booking.availability`, or `booking.homeCleaningAvailability` with the chosen `flow`. */
export const loadAvailabilityActor = fromPromise<Availability, WithApi<LoadAvailabilityInput>>(({ input: { api, ...input } }) =>
  loadAvailability(api, input),
);

/**
 * Books by kind with the `Idempotency-Key` header `idempotencyKey`, so a
 * retry of the same attempt never books twice; rejects with the `ApiError`
 * (a 409 `slotTaken` means the slot was taken). `bookingUrl` is the page the
 * booking was made on.
 */
export const submitBookingActor = fromPromise<BookingResult, WithApi<SubmitBookingInput> & { bookingUrl: string }>(
  ({ input: { api, bookingUrl, ...input } }) => submitBooking(api, input, { bookingUrl }),
);

/** `booking.promotion` (`promotionCode`, `productId`); rejects with the `ApiError` (404: unknown code, 410: expired). */
export const checkPromotionActor = fromPromise<Promotion, WithApi<CheckPromotionInput>>(({ input: { api, ...input } }) => checkPromotion(api, input));

/** `customer.addDeliveryAddress` with `checkOnly` (stores nothing). */
export const checkAddressActor = fromPromise<AddressCheck, WithApi<CheckAddressInput>>(({ input: { api, ...input } }) => checkAddress(api, input));

/** `customer.get` with the wizard's session, as the customer the booking is for. */
export const loadProfileActor = fromPromise<CustomerProfile, WithApi<LoadProfileInput>>(({ input: { api, ...input } }) => loadProfile(api, input));

/** `auth.chooseAccount` after a `choice` login; answers the account's session. */
export const chooseAccountActor = fromPromise<ChosenSession, WithApi<ChooseAccountInput>>(({ input: { api, ...input } }) => chooseAccount(api, input));

/**
 * Hears the router: a navigation that ended at another `?step=` (the
 * browser's Back and Forward, a typed URL) is `url.changed`; the chart
 * ignores the step it shows already (its own moves are reported too).
 */
export const urlListener = fromCallback<BookingWizardEvent, { router: RouterAdapter }>(({ input, sendBack }) =>
  input.router.listen((notice) => {
    if (notice.type !== 'completed') return;
    const step = bookingStepSchema.safeParse(notice.location.query.step);
    if (step.success) sendBack({ type: 'url.changed', step: step.data });
  }),
);
