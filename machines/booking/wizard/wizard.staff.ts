import { fromPromise } from 'xstate';
import type { BookingResult, Price } from '../../../api/contract/booking';
import { staff as staffCalls } from '../../../api/calls/staff';
import { callActor } from './wizard.actors';
import type { ApiClient } from '../../../api/client/types';
import { addressOf, priceBodyOf, profileOf, storedAddressId } from './wizard.calls';
import type {
  AddressCheck,
  CheckAddressInput,
  CustomerProfile,
  FetchPriceInput,
  LoadProfileInput,
  StaffActingFor,
  SubmitBookingInput,
  WithStaff,
} from './wizard.types';

/**
 * The staff variant's actors (`createBookingMachine(product, { staff: true })`
 * provided with these): the same chart, customer service's calls. Each call
 * names the customer acted for (`input.staff.ssn`, sent as `X-Ssn` with the
 * staff token the client holds); a 401 means the staff sign-on ended, which
 * the chart says (`booking.staff.signOnEnded`).
 */

/** The customer acted for, which every staff actor's input carries in the staff variant. */
function actingFor(input: { staff?: StaffActingFor }): StaffActingFor {
  if (!input.staff) throw new Error('bookingWizard: a staff actor without the customer acted for');
  return input.staff;
}

/** `staff.customer`: the customer as they see themselves. */
function loadStaffProfile(api: ApiClient, input: LoadProfileInput & { staff?: StaffActingFor }): Promise<CustomerProfile> {
  return api.call(staffCalls.customer, { ssn: actingFor(input).ssn, fresh: true }).then(profileOf);
}

/** `staff.addDeliveryAddress` with `checkOnly`: whether a new address can be served, storing nothing. */
async function checkStaffAddress(api: ApiClient, input: CheckAddressInput & { staff?: StaffActingFor }): Promise<AddressCheck> {
  const answer = await api.call(staffCalls.addDeliveryAddress, { query: { checkOnly: true }, body: input.address, ssn: actingFor(input).ssn });
  return answer.reason === undefined ? { valid: answer.valid } : { valid: answer.valid, reason: answer.reason };
}

/** `staff.price`: the customer's own price, RUT against their number. */
function fetchStaffPrice(api: ApiClient, input: FetchPriceInput & { staff?: StaffActingFor }): Promise<Price> {
  return api.call(staffCalls.price, {
    body: priceBodyOf(input),
    ssn: actingFor(input).ssn,
  });
}

/**
 * Books for the customer: a new address is stored on their account first
 * (the same place again is the same address, so a retry stores it once),
 * then `staff.bookDirect` with the attempt's `Idempotency-Key`, so a retry
 * never books twice.
 */
async function submitStaffBooking(api: ApiClient, input: SubmitBookingInput & { staff?: StaffActingFor }): Promise<BookingResult> {
  const { ssn } = actingFor(input);
  const chosen = addressOf(input.forms.address?.values);
  const addressId =
    'addressId' in chosen
      ? chosen.addressId
      : 'address' in chosen
        ? await storedAddressId(() => api.call(staffCalls.addDeliveryAddress, { query: { checkOnly: false }, body: chosen.address, ssn }))
        : '';
  return api.call(staffCalls.bookDirect, {
    body: {
      productId: input.product.productId,
      configurationForm: input.configurationForm,
      zipCode: input.postalCode ?? '',
      startTime: input.slot?.startTime ?? '',
      addressId,
      ...(input.discountCode ? { discountCode: input.discountCode } : {}),
    },
    ssn,
    idempotencyKey: input.idempotencyKey,
  });
}

/** The staff variant's calls, built from the API client at the edge, for `.provide({ actors })` over the wizard's own. */
export function createStaffBookingActors(api: ApiClient) {
  return {
    loadProfile: callActor(api, loadStaffProfile),
    checkAddress: callActor(api, checkStaffAddress),
    fetchPrice: callActor(api, fetchStaffPrice),
    submitBooking: fromPromise<BookingResult, WithStaff<SubmitBookingInput> & { bookingUrl: string }>(({ input: { bookingUrl: _page, ...input } }) =>
      submitStaffBooking(api, input),
    ),
  };
}
