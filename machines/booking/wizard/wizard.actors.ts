import { fromCallback, fromPromise } from 'xstate';
import type { BookingResult } from '../../../api/contract/booking';
import { bookingStepSchema } from '../../../api/contract/booking';
import type { RouterAdapter } from '../../router/router.types';
import { checkAddress, checkPromotion, chooseAccount, fetchPrice, loadAvailability, loadConfig, loadProfile, submitBooking } from './wizard.calls';
import type { ApiClient } from '../../../api/client/types';
import { createEidLoginActors } from '../../eidLogin/eidLogin.actors';
import { eidLoginMachine } from '../../eidLogin/eidLogin.machine';
import type { BookingWizardEvent, SubmitBookingInput, WithStaff } from './wizard.types';

/** An actor making one call with `api` (the wizard's calls of `wizard.calls.ts`, the staff variant's own). */
export function callActor<TInput, TOutput>(api: ApiClient, call: (api: ApiClient, input: TInput) => Promise<TOutput>) {
  return fromPromise<TOutput, WithStaff<TInput>>(({ input }) => call(api, input as TInput));
}

/**
 * The wizard's calls, built from the API client at the edge and given with
 * `.provide()` (tests give their own; the staff variant gives its own calls
 * over these, `createStaffBookingActors(api)`):
 * - `loadConfig`: `booking.config` (`direct`/`rfp`, `subscription`), or home cleaning's subscription form at `postalCode`;
 * - `fetchPrice`: `booking.price` with the merged configuration form (and the customer's session for the RUT deduction);
 * - `loadAvailability`: `booking.availability`, or `booking.homeCleaningAvailability` with the chosen `flow`;
 * - `submitBooking`: books by kind with the `Idempotency-Key` header `idempotencyKey`, so a retry of the same
 *   attempt never books twice; rejects with the `ApiError` (a 409 `slotTaken` means the slot was taken).
 *   `bookingUrl` is the page the booking was made on;
 * - `checkPromotion`: `booking.promotion` (`promotionCode`, `productId`); rejects with the `ApiError` (404: unknown code, 410: expired);
 * - `checkAddress`: `customer.addDeliveryAddress` with `checkOnly` (stores nothing);
 * - `loadProfile`: `customer.get` with the wizard's session, as the customer the booking is for;
 * - `chooseAccount`: `auth.chooseAccount` after a `choice` login; answers the account's session;
 * - `eidLogin`: the customer step's e-ID login with the e-ID calls of `api`.
 */
export function createWizardActors(api: ApiClient) {
  return {
    loadConfig: callActor(api, loadConfig),
    fetchPrice: callActor(api, fetchPrice),
    loadAvailability: callActor(api, loadAvailability),
    submitBooking: fromPromise<BookingResult, WithStaff<SubmitBookingInput> & { bookingUrl: string }>(({ input: { bookingUrl, ...input } }) =>
      submitBooking(api, input, { bookingUrl }),
    ),
    checkPromotion: callActor(api, checkPromotion),
    checkAddress: callActor(api, checkAddress),
    loadProfile: callActor(api, loadProfile),
    chooseAccount: callActor(api, chooseAccount),
    eidLogin: eidLoginMachine.provide({ actors: createEidLoginActors(api) }),
  };
}

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
