import { booking, type Availability, type BookingResult, type Price } from '../../../api/contract/booking';
import type { ApiClient } from '../../../api/client';
import type {
  BookingFormConfig,
  FetchPriceInput,
  LoadAvailabilityInput,
  LoadConfigInput,
  StepValues,
  SubmitBookingInput,
} from '../../../machines/booking/wizard/wizard.types';

/**
 * The wizard's calls: what each actor of the booking statechart sends to
 * `/api`, per kind of product. Kept apart from React so the mapping from the
 * wizard's answers to the contract's bodies is tested on its own.
 */

const text = (values: StepValues | undefined, key: string): string | undefined => {
  const value = values?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The contact step's answers as the contract's contact. */
export function contactOf(values: StepValues | undefined) {
  return {
    firstName: text(values, 'firstName') ?? '',
    lastName: text(values, 'lastName') ?? '',
    email: text(values, 'email') ?? '',
    phone: text(values, 'phone') ?? '',
  };
}

/** The address step: a stored address (`addressId`) or a new one typed in. */
export function addressOf(values: StepValues | undefined): { addressId: string } | { address: { street: string; zipCode: string; city: string } } | {} {
  const addressId = text(values, 'addressId');
  if (addressId) return { addressId };
  const street = text(values, 'street');
  const zipCode = text(values, 'zipCode');
  const city = text(values, 'city');
  return street && zipCode && city ? { address: { street, zipCode, city } } : {};
}

/** Where the booking was made from (analytics and support). */
export interface BookingOrigin {
  referrer?: string;
  bookingUrl?: string;
}

export function loadConfig(api: ApiClient, { product, zipCode }: LoadConfigInput): Promise<BookingFormConfig> {
  if (product.kind === 'homeCleaning') {
    // The subscription's questions (size, how often, hours…); the server checks the answers against them.
    if (!zipCode) return Promise.reject(new Error('Home cleaning needs the postal code'));
    return api.call(booking.config, { params: { type: 'rfp' }, query: { productId: product.productId } });
  }
  const type = product.kind === 'direct' ? 'direct' : 'rfp';
  return api.call(booking.config, {
    params: { type },
    query: { productId: product.productId, ...(product.subscription ? { subscription: true } : {}) },
  });
}

export function fetchPrice(api: ApiClient, input: FetchPriceInput): Promise<Price> {
  return api.call(booking.price, {
    body: {
      productId: input.product.productId,
      configurationForm: input.configurationForm,
      zipCode: input.zipCode ?? '',
      ...(input.discountCode ? { discountCode: input.discountCode } : {}),
      ...(input.startTime ? { startTime: input.startTime } : {}),
    },
    // The customer's session (after BankID) gives the RUT deduction.
    withSession: true,
  });
}

export function loadAvailability(api: ApiClient, input: LoadAvailabilityInput): Promise<Availability> {
  if (input.product.kind === 'homeCleaning') {
    return api.call(booking.homeCleaningAvailability, { query: { zipCode: input.zipCode ?? '', flow: input.flow ?? 'rfp' } });
  }
  return api.call(booking.availability, {
    body: { productId: input.product.productId, configurationForm: input.configurationForm, zipCode: input.zipCode ?? '' },
  });
}

/**
 * Books: one call per product kind, always with the attempt's idempotency
 * key, so a retried call books once.
 */
export function submitBooking(api: ApiClient, input: SubmitBookingInput, origin: BookingOrigin = {}): Promise<BookingResult> {
  const { product, forms, idempotencyKey } = input;
  const contact = contactOf(forms.contact?.values);
  const storedAddress = addressOf(forms.address?.values);
  const options = { idempotencyKey };
  switch (product.kind) {
    case 'direct':
      return api.call(booking.direct, {
        body: {
          productId: product.productId,
          configurationForm: input.configurationForm,
          zipCode: input.zipCode ?? '',
          startTime: input.slot?.startTime ?? '',
          ...(input.discountCode ? { discountCode: input.discountCode } : {}),
          // Direct orders go to one of the customer's addresses (a new one is stored first, at the address step).
          ...('addressId' in storedAddress ? storedAddress : {}),
          ...origin,
        },
        ...options,
      });
    case 'homeCleaning':
      return api.call(booking.homeCleaning, {
        body: {
          configurationForm: input.configurationForm,
          zipCode: input.zipCode ?? '',
          startTime: input.slot?.startTime ?? '',
          flow: input.flow ?? 'rfp',
          contact,
          // Home cleaning asks for the address with the contact details.
          ...addressOf(forms.contact?.values),
          ...origin,
        },
        ...options,
      });
    case 'b2b':
      return api.call(booking.b2b, {
        body: {
          productId: product.productId,
          configurationForm: input.configurationForm,
          company: {
            name: text(forms.contact?.values, 'companyName') ?? '',
            ...(text(forms.contact?.values, 'orgNumber') ? { orgNumber: text(forms.contact?.values, 'orgNumber') } : {}),
          },
          contact,
          ...origin,
        },
        ...options,
      });
    case 'rfp':
      return api.call(booking.rfp, {
        body: { productId: product.productId, configurationForm: input.configurationForm, contact, ...origin },
        ...options,
      });
  }
}
