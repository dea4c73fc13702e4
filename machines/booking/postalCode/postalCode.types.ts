import type { ServiceInSection } from '../../../api/contract/content.schemas';
import type { Customer } from '../../../api/contract/customer';
import type { CatalogProduct } from '../../../api/contract/site';

/** Why a service cannot be chosen at a postal code (spec §3, service in booking section). */
export type ServiceDisabledReason = NonNullable<ServiceInSection['disabledReason']>;

/** A subscription the logged-in customer holds. */
interface CustomerSubscription {
  productId: number;
  /** The subscription's postal code (five digits; a space is ignored). */
  zipCode: string;
  /** The order behind the subscription, passed on to the booking page when it is booked again at the same code. */
  orderId?: string;
}

/** What the form needs to know of the customer (null for an anonymous visitor). */
export interface PostalCodeCustomer {
  subscriptions: CustomerSubscription[];
}

/**
 * Input: the section's services (one: a single-service form that checks
 * availability; several: a multi-service form that looks up the catalog and
 * may ask which service), a postal code to prefill (e.g. the stored user
 * location) and the customer, if logged in.
 */
export interface PostalCodeInput {
  /** The site's session: a logged-in customer's subscriptions decide the weekly-cleaning rules. */
  session?: WatchedSession;
  services: ServiceInSection[];
  initialPostalCode?: string;
  customer?: PostalCodeCustomer | null;
}

/** One line of the service-choice popup. */
export interface ServiceChoice {
  productId: number;
  title: string;
  slug: string;
  /** The catalog at the postal code includes the service. */
  available: boolean;
  /** Present when the customer already has a subscription of this product (from the catalog). */
  orderId: string | null;
  /** Not choosable: unavailable at the code, disabled by content, or by a subscription rule. */
  disabled: boolean;
  disabledReason: ServiceDisabledReason | null;
}

/** Where a submitted form goes: the product's booking page with this query (spec §2). */
export interface BookingQuery {
  productId: number;
  areaCode: string;
  discountCode?: string;
  campaignCode?: string;
  referrer?: string;
  variant?: string;
  orderId?: string;
}

/** Context of the postal-code form. */
export interface PostalCodeContext {
  session: WatchedSession | null;
  services: ServiceInSection[];
  customer: PostalCodeCustomer | null;
  /** What the input shows: at most 6 characters, five digits shown as `123 45`. */
  value: string;
  /** The five digits last submitted with a valid format; null before. */
  postalCode: string | null;
  /** The catalog's answer at `postalCode` (multi-service form); the choices are built again from it when the customer changes. */
  catalog: CatalogResult | null;
  /** The section's services at `postalCode` (multi-service form, after the catalog answered). */
  choices: ServiceChoice[];
  /** Where the form navigated (the machine's output); null until then. */
  booking: BookingQuery | null;
}

/**
 * Events:
 * - `input.changed`: the raw input value (the machine keeps at most 6 characters, `123 45`).
 * - `form.submitted`: the submit button or Enter; ignored while validating.
 * - `service.chosen`: a service picked in the service-choice popup.
 * - `choice.closed`: the popup closed without a choice.
 * - `customer.changed`: the customer logged in or out, or their subscriptions loaded (`watchCustomer` sends it).
 */
export type PostalCodeEvent =
  | { type: 'input.changed'; value: string }
  | { type: 'customer.changed'; customer: PostalCodeCustomer | null }
  | { type: 'form.submitted' }
  | { type: 'service.chosen'; productId: number }
  | { type: 'choice.closed' }
  /** The browser is back online (`watchConnection`). */
  | { type: 'connection.restored' };

/** Input of `checkAvailability` (check postal code by code and productId, skip-auth; spec §7). A 404 means the code does not exist. */
export interface CheckAvailabilityInput {
  postalCode: string;
  productId: number;
}

/** Input of `lookupCity` (GET /v1/location/city, `site.city`). */
export interface LookupCityInput {
  postalCode: string;
}

/** Output of `lookupCity`. */
export interface CityResult {
  city: string;
  areaCode: string;
}

/** Input of `loadCatalog` (GET /v2/product/catalog, `site.catalog`). */
export interface LoadCatalogInput {
  postalCode: string;
}

/** Output of `loadCatalog`: the products sold at the postal code (the response's `items`). */
export type CatalogResult = CatalogProduct[];

/** Params of the `trackUnavailable` action: the analytics event for a service not sold at a postal code (spec §4). */
export interface TrackUnavailableParams {
  postalCode: string;
  /** The single-service form's product; null when none of a multi-service form's services is sold there. */
  productId: number | null;
}

/** What the form reads of the site's session: who is logged in. */
export interface WatchedSessionSnapshot {
  context: { customer: Customer | null };
}

/** The site's session actor, as far as the form watches it. */
export interface WatchedSession {
  getSnapshot(): WatchedSessionSnapshot;
  subscribe(next: (snapshot: WatchedSessionSnapshot) => void): { unsubscribe(): void };
}

/** Input of `watchCustomer`. */
export interface WatchCustomerInput {
  session: WatchedSession | null;
}
