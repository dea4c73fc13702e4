import { and, asc, desc, eq } from 'drizzle-orm';
import type { AccountChoice } from '../../api/contract/auth';
import type { Address } from '../../api/contract/common';
import { accountName, type Customer, type CustomerAccount } from '../../api/contract/customer';
import type { Db } from '../db';
import { customerAccess, customerAddresses, customers } from '../db/schema';
import { addressesOf } from '../store/addresses';
import { notificationCounts } from '../store/notifications';
import { Refusal } from './refusal';
import type { CustomerSession } from './session';

type CustomerRow = typeof customers.$inferSelect;

/** The accounts a person may act as: their own private account first (the main account), then those they hold power of attorney for or represent. */
interface PersonAccounts {
  own: CustomerRow | undefined;
  accounts: CustomerRow[];
}

export async function accountsOf(db: Db, ssn: string): Promise<PersonAccounts> {
  const [own] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.ssn, ssn), eq(customers.type, 'private')))
    .limit(1);
  const others = await db
    .select({ customer: customers })
    .from(customerAccess)
    .innerJoin(customers, eq(customerAccess.customerId, customers.id))
    .where(eq(customerAccess.personSsn, ssn))
    .orderBy(desc(customers.type), asc(customers.lastName), asc(customers.firstName), asc(customers.id));
  const accounts = [...(own ? [own] : []), ...others.map((row) => row.customer).filter((row) => row.id !== own?.id)];
  return { own, accounts };
}

/** The person's main account: their own private account, else the first they may act for. */
const mainAccountOf = ({ own, accounts }: PersonAccounts): CustomerRow | undefined => own ?? accounts[0];

/**
 * How the account a session acts as stands to its person: their main
 * account, another one they act for (power of attorney, a company), or
 * `none` when they may no longer act for it (the session is over).
 */
export async function accountStanding(db: Db, session: { ssn: string; customerId: string }): Promise<'main' | 'other' | 'none'> {
  const person = await accountsOf(db, session.ssn);
  if (!person.accounts.some((account) => account.id === session.customerId)) return 'none';
  return mainAccountOf(person)?.id === session.customerId ? 'main' : 'other';
}

/** How an account is offered in a `choice` login answer. */
export function toAccountChoice(row: CustomerRow): AccountChoice {
  return {
    id: row.id,
    type: row.type,
    name: accountName({ ...row, companyName: row.companyName ?? undefined }),
    ...(row.orgNumber ? { orgNumber: row.orgNumber } : {}),
  };
}

function toCustomerAccount(row: CustomerRow): CustomerAccount {
  return {
    id: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobilePhone: row.mobilePhone,
    ...(row.companyName ? { companyName: row.companyName } : {}),
    ...(row.orgNumber ? { orgNumber: row.orgNumber } : {}),
    account: { firstName: row.firstName, lastName: row.lastName, email: row.email },
  };
}

/**
 * The customer of a (non-temporary) session, as `GET /v1/customer` answers
 * it: the person's names and contact details (from their own account, or
 * the e-ID when they have none), the active account's addresses and
 * notification counts, and every account they may switch to. A session
 * whose account the person may no longer act for is over (401).
 */
export async function loadCustomer(
  db: Db,
  session: Pick<CustomerSession, 'ssn' | 'customerId' | 'givenName' | 'surname'>,
  /** The person's accounts when the caller has just read them (`accountsOf`). */
  known?: PersonAccounts,
): Promise<Customer> {
  const person = known ?? (await accountsOf(db, session.ssn));
  const { own, accounts } = person;
  const active = accounts.find((account) => account.id === session.customerId);
  if (!active) throw new Refusal('unauthorized', 'Session expired or unknown');
  const main = mainAccountOf(person)!;
  const [addresses, notifications] = await Promise.all([addressesOf(db, active.id), notificationCounts(db, active.id)]);
  const contact = own ?? active;
  return {
    id: active.id,
    firstName: own?.firstName ?? session.givenName,
    lastName: own?.lastName ?? session.surname,
    email: contact.email,
    mobilePhone: contact.mobilePhone,
    isPowerOfAttorney: active.id !== own?.id,
    isMainAccount: active.id === main.id,
    activeAccount: toCustomerAccount(active),
    mainAccount: toCustomerAccount(main),
    accounts: accounts.map(toCustomerAccount),
    addresses: primaryFirst(addresses).map(toAddress),
    notifications,
  };
}

type AddressRow = typeof customerAddresses.$inferSelect;

/** A stored address as the customer calls answer it; empty optional details are left out. */
export function toAddress(address: AddressRow): Address {
  return {
    id: address.id,
    street: address.street,
    zipCode: address.zipCode,
    city: address.city,
    ...(address.careOf ? { careOf: address.careOf } : {}),
    ...(address.floor ? { floor: address.floor } : {}),
    ...(address.doorCode ? { doorCode: address.doorCode } : {}),
    ...(address.instructions ? { instructions: address.instructions } : {}),
    primary: address.isPrimary,
  };
}

/** The primary address first, the others in the order given (a stable sort). */
export const primaryFirst = <T extends { isPrimary: boolean }>(rows: T[]): T[] =>
  [...rows].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));

/** The private customer with a personal number, if any. */
export async function privateCustomerBySsn(db: Db, ssn: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.ssn, ssn), eq(customers.type, 'private')))
    .limit(1);
  return row;
}

/** The hashed `Idempotency-Key` of the registration that created an account (null for accounts made otherwise). */
export async function registrationKeyOf(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db.select({ keyHash: customers.registrationKeyHash }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return row?.keyHash ?? null;
}

/** Age in whole years at `nowMs` (by the UTC date) of the person with `YYYYMMDD-XXXX`; coordination numbers (day + 60) work too. */
export function ageOf(ssn: string, nowMs: number): number {
  const year = Number(ssn.slice(0, 4));
  const month = Number(ssn.slice(4, 6));
  const rawDay = Number(ssn.slice(6, 8));
  const day = rawDay > 60 ? rawDay - 60 : rawDay;
  const now = new Date(nowMs);
  const before = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (before ? 1 : 0);
}

/** Customers must be of age to register or be added by others. */
export const ADULT_AGE = 18;
