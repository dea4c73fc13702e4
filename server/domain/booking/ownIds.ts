import { REQUEST_REFUSALS } from '../../../api/contract/requestRefusals';
import { SERVICE_IDS, type ServiceId } from '../../../api/products';
import { normalizePostalCode } from '../../../api/validators/postalCode';
import type { Db } from '../../db';
import { ownAddress, type AddressRow } from '../../store/addresses';
import { subscriptionPlaceOf } from '../../store/subscriptions';
import { invalidField, Refusal } from '../refusal';

/**
 * The ids of the customer's own that a booking call may name: a stored
 * address (`addressId`, `destinationAddressId`) and a subscription
 * (`orderId`). Each is checked against the account the session acts as,
 * never taken on trust, and another customer's id is answered exactly as an
 * unknown one (404), so no answer tells whether someone else's id exists.
 */

/** Who names an id: the account a session acts as (null while the session is temporary), or no session. */
type Caller = { customerId: string | null } | undefined;

/** A subscription as an order for it sees it: its service, its state and the postal code of its place. */
export type SubscriptionPlace = NonNullable<Awaited<ReturnType<typeof subscriptionPlaceOf>>>;

/**
 * The account whose id `field` names. Without one (no session, an expired
 * one, or the temporary one of a person not yet registered) the id names
 * nothing we can check, so it is refused rather than ignored.
 */
export function requireAccountFor(caller: Caller, field: string): string {
  if (!caller?.customerId) throw invalidField(field, REQUEST_REFUSALS.loginRequired);
  return caller.customerId;
}

/** One of the account's addresses; another customer's, a removed or an unknown one alike is 404. */
export async function requireOwnAddress(db: Db, customerId: string, addressId: string): Promise<AddressRow> {
  const row = await ownAddress(db, customerId, addressId);
  if (!row) throw new Refusal('notFound', 'addressNotFound');
  return row;
}

const samePostalCode = (a: string, b: string) => normalizePostalCode(a) === normalizePostalCode(b);

/**
 * The address must be at the postal code the order is for: the code decides
 * the area (whether the service is offered there, and its teams and slots),
 * so a code and an address that disagree are refused rather than one of
 * them quietly preferred.
 */
export function requireAddressAt(address: { zipCode: string }, zipCode: string): void {
  if (!samePostalCode(address.zipCode, zipCode)) throw invalidField('body.zipCode', REQUEST_REFUSALS.addressZipCodeMismatch);
}

/** One of the account's subscriptions; another customer's or an unknown one alike is 404. */
export async function requireOwnSubscription(db: Db, customerId: string, orderId: string): Promise<SubscriptionPlace> {
  const row = await subscriptionPlaceOf(db, customerId, orderId);
  if (!row) throw new Refusal('notFound', 'orderNotFound');
  return row;
}

/** An ended subscription has no visits to come, so nothing is ordered for it. */
export function requireHeldSubscription(subscription: SubscriptionPlace): void {
  if (subscription.status === 'ended') throw invalidField('body.orderId', REQUEST_REFUSALS.subscriptionEnded);
}

/** Weekly home cleaning is one service whichever way it was sold: after a home visit, or as Click & Go. */
const HOME_CLEANING: readonly number[] = [SERVICE_IDS.weeklyCleaning, SERVICE_IDS.weeklyCleaningDirect];
const sameService = (a: number, b: number) => a === b || (HOME_CLEANING.includes(a) && HOME_CLEANING.includes(b));

/** The subscription must be of the service ordered: `orderId` is the customer's subscription of this product (site.md, product catalog). */
export function requireSubscriptionOf(subscription: SubscriptionPlace, productId: ServiceId): void {
  if (!sameService(subscription.productId, productId)) throw invalidField('body.orderId', REQUEST_REFUSALS.subscriptionOfOtherService);
}

/** The subscription's place must be at the postal code the order is for, as a named address's must. */
export function requireSubscriptionAt(subscription: SubscriptionPlace, zipCode: string): void {
  if (!samePostalCode(subscription.zipCode, zipCode)) throw invalidField('body.zipCode', REQUEST_REFUSALS.subscriptionZipCodeMismatch);
}

/** What a price or calendar call names of the customer's own, with what it must agree with. */
interface NamedPlace {
  productId: ServiceId;
  zipCode: string;
  addressId?: string;
  orderId?: string;
}

/** The customer's place a calendar call names: whose it is, where, and the service whose visits there it is busy with. */
export interface OwnPlace {
  customerId: string;
  productId: number;
  street: string;
  zipCode: string;
}

/**
 * Checks the address and the subscription a calendar call names against the
 * caller's account, and answers their places. Both name the place of the
 * order, and must agree with its postal code; that code then decides the
 * area, so an answer that passes is the answer at the address's (or
 * subscription's) own postal code, less the times the place is booked.
 */
export async function requireOwnPlaces(db: Db, caller: Caller, named: NamedPlace): Promise<OwnPlace[]> {
  const places: OwnPlace[] = [];
  if (named.addressId) {
    const customerId = requireAccountFor(caller, 'body.addressId');
    const address = await requireOwnAddress(db, customerId, named.addressId);
    requireAddressAt(address, named.zipCode);
    places.push({ customerId, productId: named.productId, street: address.street, zipCode: address.zipCode });
  }
  if (named.orderId) {
    const customerId = requireAccountFor(caller, 'body.orderId');
    const subscription = await requireOwnSubscription(db, customerId, named.orderId);
    requireHeldSubscription(subscription);
    requireSubscriptionOf(subscription, named.productId);
    requireSubscriptionAt(subscription, named.zipCode);
    // Busy with the subscription's own visits.
    places.push({ customerId, productId: subscription.productId, street: subscription.street, zipCode: subscription.zipCode });
  }
  return places;
}

/**
 * A parameter calls.md lists for a call that this service does not offer:
 * refused with 400 on its field when sent, so no caller believes it was used.
 */
export function refuseUnsupported(field: string, value: unknown): void {
  if (value !== undefined) throw invalidField(field, REQUEST_REFUSALS.notSupported);
}
