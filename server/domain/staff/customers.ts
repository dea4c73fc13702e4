import type { z } from 'zod';
import type { BookingResult, Price } from '../../../api/contract/booking';
import type { Locale } from '../../../api/contract/content.schemas';
import type { AddressInput } from '../../../api/contract/common';
import type { Customer } from '../../../api/contract/customer';
import { staff } from '../../../api/contract/staff';
import type { Db } from '../../db';
import { deliveryAddress, type DeliveryAddressResult } from '../account/addresses';
import { directPrice, type BookingDeps, type DirectOrderInput } from '../booking/service';
import { submitDirect, type Submission } from '../booking/submissions';
import { accountsOf, loadCustomer, privateCustomerBySsn } from '../customers';
import { Refusal } from '../refusal';
import { createPrivateCustomer, registrationName } from '../registration';

/**
 * Customer service acting for a customer (calls.md section 7, Staff): the
 * customer is the person with the personal number customer service names
 * (`YYYYMMDD-XXXX`), through their own private account. The rules are the
 * customer's own (the customer answer, registration, delivery addresses,
 * direct booking); only who asks differs, and the staff identity plus the
 * personal number stand in for the customer's e-ID.
 */

/** The personal number is no customer's yet (register them): a 404 the staff view expects. */
const notCustomer = () => new Refusal('notFound', 'notCustomer');

async function ownAccountOf(db: Db, ssn: string) {
  const own = await privateCustomerBySsn(db, ssn);
  if (!own) throw notCustomer();
  return own;
}

/** The customer as they see themselves (`GET /v1/customer`), acting as their own account. */
export async function customerOf(db: Db, ssn: string): Promise<Customer> {
  const person = await accountsOf(db, ssn);
  const { own } = person;
  if (!own) throw notCustomer();
  return loadCustomer(db, { ssn, customerId: own.id, givenName: own.firstName, surname: own.lastName }, person);
}

/** What registration by customer service asks: the name is typed, as no e-ID vouched for it. */
interface StaffRegistration {
  firstName?: string;
  lastName?: string;
  email: string;
  mobilePhone: string;
  address: AddressInput;
}

/** Registers the person as a private customer with a primary address; 409 when they are one already. */
export async function registerCustomerFor(db: Db, ssn: string, registration: StaffRegistration): Promise<Customer> {
  const name = registrationName({}, registration);
  const created = await createPrivateCustomer(db, { ...registration, ...name, ssn, registrationKeyHash: null });
  if (!created) throw new Refusal('conflict', 'alreadyRegistered');
  return customerOf(db, ssn);
}

/**
 * Checks a delivery address, and unless `checkOnly` stores it on the
 * customer's account. A check needs no customer yet (the address is checked
 * before registering them); storing does (404 without).
 */
export async function addDeliveryAddressFor(db: Db, ssn: string, address: AddressInput, checkOnly: boolean): Promise<DeliveryAddressResult> {
  if (checkOnly) return deliveryAddress(db, undefined, address);
  const own = await ownAccountOf(db, ssn);
  return deliveryAddress(db, own.id, address);
}

type StaffDirectBody = z.output<typeof staff.bookDirect.body>;

/**
 * A direct order for the customer, under the customer's own rules: their
 * address, a free slot, RUT against their personal number, at most once per
 * `Idempotency-Key`, and the customer is told as when they book themselves.
 * It is stored as made by customer service.
 */
export async function bookDirectFor(deps: BookingDeps, ssn: string, submission: Omit<Submission<StaffDirectBody>, 'session'>): Promise<BookingResult> {
  const own = await ownAccountOf(deps.db, ssn);
  return submitDirect(deps, { ...submission, session: { customerId: own.id, ssn } }, { scope: staff.bookDirect.path, channel: 'customerService' });
}

/**
 * The price of a direct order for the customer: what their own price call
 * answers once they have identified (RUT against their number, less what they
 * used this year; none for a business account), so the price quoted is the
 * one `bookDirectFor` books. 404 when the number is no customer's.
 */
export async function priceFor(deps: BookingDeps, ssn: string, input: DirectOrderInput & { discountCode?: string }, locale: Locale): Promise<Price> {
  const own = await ownAccountOf(deps.db, ssn);
  return directPrice(deps, input, locale, { customerId: own.id, ssn }, null);
}
