import { auth } from '../../../api/calls/auth';
import { type Availability, type BookingResult, type Price, type Promotion } from '../../../api/contract/booking';
import { booking } from '../../../api/calls/booking';
import { content } from '../../../api/calls/content';
import type { AddressInput } from '../../../api/contract/common';
import { type DeliveryAddressResult } from '../../../api/contract/customer';
import { customer } from '../../../api/calls/customer';
import { type Customer } from '../../../api/contract/customerAccount';
import { customer as customerAccount } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import { BadRequestError, isApiError } from '../../../api/errors';
import { HOME_CLEANING_PRODUCTS, homeCleaningConflict } from '../postalCode/postalCode.rules';
import { BOOKING_MESSAGE_KEYS } from './constants';
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
  StepValues,
  SubmitBookingInput,
} from './wizard.types';

/**
 * The wizard's calls: what each actor of the booking statechart sends to
 * `/api`, per kind of product (`wizard.actors.ts` wraps them). Plain
 * functions of the client, so the mapping from the wizard's answers to the
 * contract's bodies is tested on its own.
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
interface BookingOrigin {
  referrer?: string;
  bookingUrl?: string;
}

function formOf(api: ApiClient, { product, postalCode }: LoadConfigInput): Promise<BookingFormConfig> {
  if (product.kind === 'homeCleaning') {
    // The subscription's questions (size, how often, hours…); the server checks the answers against them.
    if (!postalCode) return Promise.reject(new Error('Home cleaning needs the postal code'));
    return api.call(booking.config, { params: { type: 'rfp' }, query: { productId: product.productId } });
  }
  const type = product.kind === 'direct' ? 'direct' : 'rfp';
  return api.call(booking.config, {
    params: { type },
    query: { productId: product.productId, ...(product.subscription ? { subscription: true } : {}) },
  });
}

/** An add-on as the content describes it (`GET /v1/content/additional-services`). */
type AddOn = { id: string; productId: number; description: string };

/**
 * The form's choices that are one of the product's add-ons get the
 * content's description of it, where the form gives none: what the oven
 * cleaning includes, beside its price.
 */
export function withAddOnDescriptions(config: BookingFormConfig, addOns: readonly AddOn[]): BookingFormConfig {
  // Home cleaning's own form (`HomeCleaningConfig`) has no questions of this kind.
  if (!('questions' in config)) return config;
  const described = new Map(addOns.filter((addOn) => addOn.productId === config.productId).map((addOn) => [addOn.id, addOn.description]));
  if (described.size === 0) return config;
  const questions = config.questions.map((question) =>
    question.options?.some((option) => !option.description && described.has(option.value))
      ? { ...question, options: question.options.map((option) => (option.description || !described.has(option.value) ? option : { ...option, description: described.get(option.value)! })) }
      : question,
  );
  return { ...config, questions };
}

/**
 * The product's booking form in the call's language, its add-ons described
 * by the content; without the descriptions (their call failed) the form is
 * as the booking call gives it.
 */
export async function loadConfig(api: ApiClient, input: LoadConfigInput): Promise<BookingFormConfig> {
  const [config, addOns] = await Promise.all([
    formOf(api, input),
    api.call(content.additionalServices, {}).then(({ items }) => items, () => []),
  ]);
  return withAddOnDescriptions(config, addOns);
}

/** The body of a price call (the customer's own, or customer service's for them). */
export function priceBodyOf(input: FetchPriceInput) {
  return {
    productId: input.product.productId,
    configurationForm: input.configurationForm,
    zipCode: input.postalCode ?? '',
    ...(input.discountCode ? { discountCode: input.discountCode } : {}),
    ...(input.startTime ? { startTime: input.startTime } : {}),
  };
}

export function fetchPrice(api: ApiClient, input: FetchPriceInput): Promise<Price> {
  return api.call(booking.price, {
    body: priceBodyOf(input),
    // The identified customer's session (the tab's, which the client carries when asked) gives the RUT deduction.
    withSession: input.identified,
  });
}

/** The customer as the booking needs them: the account acted as, its contact person's details and addresses. */
export function profileOf(found: Customer): CustomerProfile {
  const active = found.activeAccount;
  const business = active.type === 'business';
  return {
    firstName: business ? active.account.firstName : active.firstName,
    lastName: business ? active.account.lastName : active.lastName,
    email: (business ? active.account.email : active.email) ?? found.email,
    phone: found.mobilePhone,
    business,
    companyName: active.companyName ?? null,
    orgNumber: active.orgNumber ?? null,
    addresses: found.addresses,
  };
}

/** Who the identified customer is (`customer.get`, a customer call: the client carries the tab's session). */
export async function loadProfile(api: ApiClient, input: LoadProfileInput): Promise<CustomerProfile> {
  const { productId, postalCode } = input.booking ?? { productId: 0, postalCode: null };
  const ruled = HOME_CLEANING_PRODUCTS.includes(productId);
  // Both at once: the subscriptions do not wait for the customer. Unknown when that list fails: the booking call
  // refuses a second subscription itself.
  const [found, subscriptions] = await Promise.all([
    api.call(customerAccount.get, { fresh: true }),
    ruled ? api.call(customerAccount.subscriptions, { fresh: true }).then(({ items }) => items, () => null) : null,
  ]);
  const profile = profileOf(found);
  if (!ruled) return profile;
  const held = subscriptions && homeCleaningConflict(productId, postalCode, subscriptions, found.addresses);
  return { ...profile, heldSubscription: held === 'includedInSubscription' || held === 'subscriptionZipCodeMismatch' ? held : null };
}

/** The account picked after a `choice` login: its session. */
export function chooseAccount(api: ApiClient, input: ChooseAccountInput): Promise<ChosenSession> {
  return api.call(auth.chooseAccount, { body: { account: input.account, sessionKey: input.sessionKey } });
}

export function loadAvailability(api: ApiClient, input: LoadAvailabilityInput): Promise<Availability> {
  if (input.product.kind === 'homeCleaning') {
    return api.call(booking.homeCleaningAvailability, { query: { zipCode: input.postalCode ?? '', flow: input.flow ?? 'rfp' } });
  }
  return api.call(booking.availability, {
    body: { productId: input.product.productId, configurationForm: input.configurationForm, zipCode: input.postalCode ?? '' },
  });
}

/** The server's message for a full address book (`customer.addDeliveryAddress` 409). */
const TOO_MANY_ADDRESSES = 'common.formErrors.tooManyAddresses';

/** Whether a discount code is known for the product (`booking.promotion`; a 404 rejects: unknown code). */
export function checkPromotion(api: ApiClient, input: CheckPromotionInput): Promise<Promotion> {
  return api.call(booking.promotion, { query: { promotionCode: input.code, productId: input.productId } });
}

/** Whether a new address can be served, storing nothing (`checkOnly`). */
export async function checkAddress(api: ApiClient, input: CheckAddressInput): Promise<AddressCheck> {
  const answer = await api.call(customer.addDeliveryAddress, { query: { checkOnly: true }, body: input.address, withSession: input.identified });
  return answer.reason === undefined ? { valid: answer.valid } : { valid: answer.valid, reason: answer.reason };
}

/**
 * Stores a new address with the booking and answers its id. The server
 * answers the same address posted again with the stored one, so a retried
 * booking never stores it twice. An address refused now (it was checked at
 * the address step) is a refusal of the booking.
 */
async function storeAddress(api: ApiClient, address: AddressInput): Promise<string> {
  return storedAddressId(() => api.call(customer.addDeliveryAddress, { query: { checkOnly: false }, body: address, withSession: true }));
}

/** The id of an address `store` stored (the customer's call, or customer service's), or the booking's refusal. */
export async function storedAddressId(store: () => Promise<DeliveryAddressResult>): Promise<string> {
  let answer;
  try {
    answer = await store();
  } catch (error) {
    // 409 here means the address book is full, not that the time was taken: a refusal, not a slot conflict.
    if (isApiError(error) && error.code === 409) {
      throw new BadRequestError([{ field: 'body.address', message: TOO_MANY_ADDRESSES }], { status: 400 });
    }
    throw error;
  }
  if (!answer.valid || !answer.address) {
    throw new BadRequestError([{ field: 'body.address', message: BOOKING_MESSAGE_KEYS.outsideServiceArea }], { status: 400 });
  }
  return answer.address.id;
}

/**
 * Registers the person of a temporary session (identified with BankID, no
 * customer yet; the client carries the tab's session, which is theirs) with
 * the booking's contact details and address. A retry
 * after the registration went through finds them registered (409), which is
 * what was wanted.
 */
async function registerNewCustomer(api: ApiClient, contact: ReturnType<typeof contactOf>, address: AddressInput): Promise<void> {
  try {
    await api.call(customerAccount.register, {
      body: { firstName: contact.firstName, lastName: contact.lastName, email: contact.email, mobilePhone: contact.phone, address },
    });
  } catch (error) {
    if (isApiError(error) && error.code === 409) return;
    throw error;
  }
}

/**
 * Books: one call per product kind, always with the attempt's idempotency
 * key, so a retried call books once.
 */
export async function submitBooking(api: ApiClient, input: SubmitBookingInput, origin: BookingOrigin = {}): Promise<BookingResult> {
  const { product, forms, idempotencyKey, identified } = input;
  const contact = contactOf(forms.contact?.values);
  const chosenAddress = addressOf(forms.address?.values);
  // An identified person books as themselves: the call carries the tab's session.
  const options = { idempotencyKey, withSession: identified !== null };
  // Requests and home visits ask for the place with the contact details.
  const place = addressOf(forms.contact?.values);
  switch (product.kind) {
    case 'direct': {
      // A new customer becomes one with this booking; their new address is then their first.
      if (identified?.temporary && 'address' in chosenAddress) await registerNewCustomer(api, contact, chosenAddress.address);
      // Direct orders go to one of the customer's addresses: a new one is stored first.
      const addressId =
        'addressId' in chosenAddress
          ? chosenAddress.addressId
          : 'address' in chosenAddress
            ? await storeAddress(api, chosenAddress.address)
            : undefined;
      return api.call(booking.direct, {
        body: {
          productId: product.productId,
          configurationForm: input.configurationForm,
          zipCode: input.postalCode ?? '',
          startTime: input.slot?.startTime ?? '',
          ...(input.discountCode ? { discountCode: input.discountCode } : {}),
          ...(addressId ? { addressId } : {}),
          ...origin,
        },
        ...options,
      });
    }
    case 'homeCleaning':
      return api.call(booking.homeCleaning, {
        body: {
          configurationForm: input.configurationForm,
          zipCode: input.postalCode ?? '',
          startTime: input.slot?.startTime ?? '',
          flow: input.flow ?? 'rfp',
          contact,
          ...place,
          // Booked through a partner's landing link: the partner by our id, with the link's campaign code.
          ...(input.partner ? { partnerName: input.partner.id, partnerData: { campaignCode: input.partner.campaignCode } } : {}),
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
          ...('address' in place ? place : {}),
          ...origin,
        },
        ...options,
      });
    case 'rfp':
      return api.call(booking.rfp, {
        body: { productId: product.productId, configurationForm: input.configurationForm, contact, ...place, ...origin },
        ...options,
      });
  }
}
