import { fromCallback, fromPromise } from 'xstate';
import type { BookingResult } from '../../../api/contract/booking';
import { bookingStepSchema } from '../../../api/contract/booking';
import type { RouterAdapter } from '../../router/router.types';
import { checkAddress, checkPromotion, chooseAccount, fetchPrice, loadAvailability, loadConfig, loadProfile, submitBooking } from './wizard.calls';
import type { ApiClient } from '../../../api/client/types';
import type { BookingWizardEvent, SubmitBookingInput, WithApi } from './wizard.types';

/**
 * The wizard's working actors. Each call is made with the API client of the
 * wizard's input, handed to the actor in its own input, so the chart runs as
 * shipped; tests swap an actor with `.provide()`.
 */

/** An actor making one call of `wizard.calls.ts` with the client handed to it in its input. */
function callActor<TInput, TOutput>(call: (api: ApiClient, input: TInput) => Promise<TOutput>) {
  return fromPromise<TOutput, WithApi<TInput>>(({ input: { api, ...input } }) => call(api, input as TInput));
}

/** `booking.config` (`direct`/`rfp`, `subscription`), or home cleaning's subscription form at `postalCode`. */
export const loadConfigActor = callActor(loadConfig);

/** `booking.price` with the merged configuration form (and the customer's session for the RUT deduction). */
export const fetchPriceActor = callActor(fetchPrice);

/** `booking.availability`, or `booking.homeCleaningAvailability` with the chosen `flow`. */
export const loadAvailabilityActor = callActor(loadAvailability);

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
export const checkPromotionActor = callActor(checkPromotion);

/** `customer.addDeliveryAddress` with `checkOnly` (stores nothing). */
export const checkAddressActor = callActor(checkAddress);

/** `customer.get` with the wizard's session, as the customer the booking is for. */
export const loadProfileActor = callActor(loadProfile);

/** `auth.chooseAccount` after a `choice` login; answers the account's session. */
export const chooseAccountActor = callActor(chooseAccount);

/**
 * Hears the router: a navigation that ended at another `?step=` (the
 * browser's Back and Forward, a typed URL) is `url.changed`; the chart
 * ignores the step it shows already (its own moves are reported too). A
 * language switch is `locale.changed`, heard before the navigation's end.
 */
export const urlListener = fromCallback<BookingWizardEvent, { router: RouterAdapter }>(({ input, sendBack }) =>
  input.router.listen((notice) => {
    if (notice.type === 'localeChanged') sendBack({ type: 'locale.changed', locale: notice.locale });
    if (notice.type !== 'completed') return;
    const step = bookingStepSchema.safeParse(notice.location.query.step);
    if (step.success) sendBack({ type: 'url.changed', step: step.data });
  }),
);

/**
 * Hears the page going away: `pagehide` (a reload, closing the tab, another
 * site) and the start of a navigation to a new page (another route, the
 * language switch; a step's own shallow move is none) are `page.left`, so
 * answers typed since the last autosave are saved before the page goes. The
 * chart handles it synchronously, while the page is still there.
 */
export const pageListener = fromCallback<BookingWizardEvent, { router: RouterAdapter }>(({ input, sendBack }) => {
  const left = () => sendBack({ type: 'page.left' });
  const stopListening = input.router.listen((notice) => {
    if (notice.type === 'started' && !notice.shallow) left();
  });
  const page = typeof window === 'undefined' ? undefined : window;
  page?.addEventListener('pagehide', left);
  return () => {
    stopListening();
    page?.removeEventListener('pagehide', left);
  };
});
