import type { ServiceInSection } from '../../../api/contract/content.schemas';
import type { Subscription } from '../../../api/contract/customer';
import { SERVICE_IDS } from '../../../api/products';
import { formatPostalCode, normalizePostalCode, sanitizePostalCodeInput } from '../../../api/validators/postalCode';
import { SUBSCRIPTION_RULE_PRODUCT_ID } from './postalCode.constants';
import type {
  BookingQuery,
  CatalogResult,
  PostalCodeCustomer,
  ServiceChoice,
  ServiceDisabledReason,
} from './postalCode.types';

/** What the input keeps of a raw value: at most 6 characters, five digits shown as `123 45`. */
export function postalCodeInputValue(raw: string): string {
  return formatPostalCode(sanitizePostalCodeInput(raw));
}

/**
 * What the rules know of a customer: their subscriptions that have not ended,
 * each with the postal code of its address (one at an address the customer
 * no longer has is left out: it cannot be placed).
 */
export function postalCodeCustomerOf(
  subscriptions: readonly Subscription[],
  addresses: ReadonlyArray<{ id: string; zipCode: string }>,
): PostalCodeCustomer {
  const zipOf = new Map(addresses.map((address) => [address.id, address.zipCode]));
  return {
    subscriptions: subscriptions.flatMap((subscription) => {
      const zipCode = zipOf.get(subscription.addressId);
      return subscription.status !== 'ended' && zipCode ? [{ productId: subscription.productId, zipCode, orderId: subscription.id }] : [];
    }),
  };
}

/**
 * The weekly-cleaning rule (spec §5): a customer with a weekly-cleaning
 * subscription at the code has it already (`includedInSubscription`); one
 * with a subscription at another code cannot book a second one there
 * (`subscriptionZipCodeMismatch`). Without a code (a booking page opened
 * without one) any subscription of the product is the one they have.
 * Other products have no such rule.
 */
export function subscriptionReason(
  productId: number,
  postalCode: string | null,
  customer: PostalCodeCustomer | null,
): ServiceDisabledReason | null {
  if (productId !== SUBSCRIPTION_RULE_PRODUCT_ID || !customer) return null;
  const held = customer.subscriptions.filter((subscription) => subscription.productId === productId);
  if (held.length === 0) return null;
  if (postalCode === null || held.some((subscription) => normalizePostalCode(subscription.zipCode) === postalCode)) return 'includedInSubscription';
  return 'subscriptionZipCodeMismatch';
}

/** Weekly cleaning, booked with a home visit or started straight away (Click & Go): the products of the subscription rule. */
export const HOME_CLEANING_PRODUCTS: readonly number[] = [SERVICE_IDS.weeklyCleaning, SERVICE_IDS.weeklyCleaningDirect];

/**
 * Why a customer cannot book weekly cleaning (either way) at a postal code:
 * they subscribe to it there (or no code was given) or elsewhere, a Click &
 * Go subscription counting as weekly cleaning; null for any other product
 * and for a customer without one. The booking page's server and the wizard,
 * once BankID named the customer, ask the same.
 */
export function homeCleaningConflict(
  productId: number,
  postalCode: string | null,
  subscriptions: readonly Subscription[],
  addresses: ReadonlyArray<{ id: string; zipCode: string }>,
): ServiceDisabledReason | null {
  if (!HOME_CLEANING_PRODUCTS.includes(productId)) return null;
  const held = subscriptions.map((item) => (HOME_CLEANING_PRODUCTS.includes(item.productId) ? { ...item, productId: SUBSCRIPTION_RULE_PRODUCT_ID } : item));
  return subscriptionReason(SUBSCRIPTION_RULE_PRODUCT_ID, postalCode && normalizePostalCode(postalCode), postalCodeCustomerOf(held, addresses));
}

/** The reason a service cannot be booked at the code: the subscription rule first, then the content's. */
export function disabledReasonOf(
  service: ServiceInSection,
  postalCode: string,
  customer: PostalCodeCustomer | null,
): ServiceDisabledReason | null {
  return subscriptionReason(service.productId, postalCode, customer) ?? service.disabledReason ?? null;
}

/** The order of the customer's subscription of this product at this code, if any. */
export function subscriptionOrderId(productId: number, postalCode: string, customer: PostalCodeCustomer | null): string | null {
  const match = customer?.subscriptions.find(
    (subscription) => subscription.productId === productId && normalizePostalCode(subscription.zipCode) === postalCode,
  );
  return match?.orderId ?? null;
}

/** The popup's lines: every service of the section, marked available when the catalog at the code has it. */
export function buildChoices(
  services: readonly ServiceInSection[],
  catalog: CatalogResult,
  postalCode: string,
  customer: PostalCodeCustomer | null,
): ServiceChoice[] {
  return services.map((service) => {
    const product = catalog.find((item) => item.productId === service.productId);
    const disabledReason = product ? disabledReasonOf(service, postalCode, customer) : null;
    return {
      productId: service.productId,
      title: service.title,
      slug: service.slug,
      available: product !== undefined,
      orderId: product?.orderId ?? subscriptionOrderId(service.productId, postalCode, customer),
      disabled: product === undefined || service.disabled === true || disabledReason !== null,
      disabledReason,
    };
  });
}

/** The booking page's query for a service at a code (spec §2): only the fields that have a value. */
export function bookingQuery(service: ServiceInSection, postalCode: string, orderId: string | null): BookingQuery {
  const query: BookingQuery = { productId: service.productId, areaCode: postalCode };
  if (service.discountCode) query.discountCode = service.discountCode;
  if (service.campaignCode) query.campaignCode = service.campaignCode;
  if (service.referrer) query.referrer = service.referrer;
  if (service.variant) query.variant = service.variant;
  if (orderId) query.orderId = orderId;
  return query;
}
