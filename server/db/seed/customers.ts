import { eq, inArray, sql } from 'drizzle-orm';
import { SERVICE_IDS } from '../../../api/products';
import { testCustomers, testIdentities, type TestCustomer } from '../../../content/shared/customers';
import type { Db } from '../index';
import { customerAccess, customerAddresses, customerInvitations, customerNotifications, customerSubscriptions, customers } from '../schema';
import type { SeedStep } from './index';

/** A seeded subscription of a test customer, at one of its seeded addresses. */
interface TestSubscription {
  id: string;
  customerId: string;
  productId: number;
  addressId: string;
  frequency: 'weekly' | 'everyOtherWeek' | 'everyFourthWeek';
  status: 'active' | 'paused' | 'ended';
  startDate: string;
  pricePerVisit: number;
  configuration: Record<string, string | number | boolean>;
}

/**
 * Karin Berg (the person with power of attorney, several accounts) has
 * weekly home cleaning at her own home, so a logged-in Karin sees a
 * subscription and the catalog at 111 52 points at it. Oskar, the plain
 * customer, has none on purpose. 3 hours a week at the weekly rate
 * (549 kr an hour incl. VAT, before RUT).
 */
export const testSubscriptions: TestSubscription[] = [
  {
    id: 'sub-karin-weekly-cleaning',
    customerId: 'cust-karin-berg',
    productId: SERVICE_IDS.weeklyCleaning,
    addressId: 'addr-karin-home',
    frequency: 'weekly',
    status: 'active',
    // A Wednesday; fixed so the seed is reproducible.
    startDate: '2026-01-07',
    pricePerVisit: 164_700,
    configuration: { livingArea: 85, frequency: 'weekly', hours: 3, pets: false },
  },
];

/**
 * A seeded access row as an approved invitation would have written it: the
 * person's name from their (test) e-ID, their e-mail and phone from their
 * own account when they have one.
 */
function accessRow(customerId: string, entry: TestCustomer['access'][number], source: TestCustomer[]) {
  const identity = testIdentities.find((person) => person.personalNumber === entry.personSsn);
  const own = source.find((customer) => customer.type === 'private' && customer.ssn === entry.personSsn);
  return {
    ...entry,
    customerId,
    firstName: identity?.givenName ?? own?.firstName ?? '',
    lastName: identity?.surname ?? own?.lastName ?? '',
    email: own?.email ?? null,
    phone: own?.mobilePhone ?? null,
    createdAt: new Date(Date.UTC(2026, 0, 2, 9)),
  };
}

/**
 * Seeds the test customers (`content/shared/customers.ts`). Seeded accounts
 * are replaced by id with their addresses, access, invitations,
 * notifications and subscriptions (`testSubscriptions`); customers who
 * registered themselves are left alone. A company's contact person is its
 * first representative.
 */
export function customersStep(source: TestCustomer[] = testCustomers, subscriptions: TestSubscription[] = testSubscriptions): SeedStep {
  return {
    name: 'test customers',
    async run(db: Db) {
      const ids = source.map((customer) => customer.id);
      await db
        .insert(customers)
        .values(
          source.map((customer) => ({
            id: customer.id,
            type: customer.type,
            ssn: customer.ssn ?? null,
            orgNumber: customer.orgNumber ?? null,
            companyName: customer.companyName ?? null,
            firstName: customer.firstName,
            lastName: customer.lastName,
            email: customer.email,
            mobilePhone: customer.mobilePhone,
            protectedIdentity: customer.protectedIdentity ?? false,
          })),
        )
        .onConflictDoUpdate({
          target: customers.id,
          set: {
            type: sql`excluded.type`,
            ssn: sql`excluded.ssn`,
            orgNumber: sql`excluded.org_number`,
            companyName: sql`excluded.company_name`,
            firstName: sql`excluded.first_name`,
            lastName: sql`excluded.last_name`,
            email: sql`excluded.email`,
            mobilePhone: sql`excluded.mobile_phone`,
            protectedIdentity: sql`excluded.protected_identity`,
            contactAccessId: null,
          },
        });
      // Subscriptions first: they refer to the addresses replaced below.
      await db.delete(customerSubscriptions).where(inArray(customerSubscriptions.customerId, ids));
      await db.delete(customerAddresses).where(inArray(customerAddresses.customerId, ids));
      await db.delete(customerAccess).where(inArray(customerAccess.customerId, ids));
      await db.delete(customerInvitations).where(inArray(customerInvitations.customerId, ids));
      await db.delete(customerNotifications).where(inArray(customerNotifications.customerId, ids));
      const addresses = source.flatMap((customer) =>
        customer.addresses.map((address) => ({
          id: address.id,
          customerId: customer.id,
          street: address.street,
          zipCode: address.zipCode,
          city: address.city,
          careOf: address.careOf ?? null,
          floor: address.floor ?? null,
          doorCode: address.doorCode ?? null,
          instructions: address.instructions ?? null,
          isPrimary: address.primary,
        })),
      );
      if (addresses.length > 0) await db.insert(customerAddresses).values(addresses);
      const access = source.flatMap((customer) => customer.access.map((entry) => accessRow(customer.id, entry, source)));
      if (access.length > 0) await db.insert(customerAccess).values(access);
      for (const company of source.filter((customer) => customer.type === 'business')) {
        const contact = company.access.find((entry) => entry.role === 'representative');
        if (contact) await db.update(customers).set({ contactAccessId: contact.id }).where(eq(customers.id, company.id));
      }
      const notifications = source.flatMap((customer) =>
        customer.notifications.map((note, index) => ({
          id: note.id,
          customerId: customer.id,
          type: note.type,
          // Fixed times keep the seed reproducible; newest first.
          createdAt: new Date(Date.UTC(2026, 0, 10 - index, 9)),
          readAt: note.read ? new Date(Date.UTC(2026, 0, 11, 9)) : null,
        })),
      );
      if (notifications.length > 0) await db.insert(customerNotifications).values(notifications);
      const seededSubscriptions = subscriptions
        .filter((subscription) => ids.includes(subscription.customerId))
        .map((subscription) => ({ ...subscription, createdAt: new Date(Date.UTC(2026, 0, 2, 9)) }));
      if (seededSubscriptions.length > 0) await db.insert(customerSubscriptions).values(seededSubscriptions);
    },
  };
}
