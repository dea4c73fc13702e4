import { inArray, sql } from 'drizzle-orm';
import { SERVICE_IDS } from '../../../api/products';
import { testCustomers, type TestCustomer } from '../../../content/shared/customers';
import type { Db } from '../index';
import { customerAccess, customerAddresses, customerNotifications, customerSubscriptions, customers } from '../schema';
import type { SeedStep } from './index';

/** A seeded subscription of a test customer, at one of its seeded addresses. */
export interface TestSubscription {
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
 * Seeds the test customers (`content/shared/customers.ts`). Seeded accounts
 * are replaced by id with their addresses, access, notifications and
 * subscriptions (`testSubscriptions`); customers who registered themselves
 * are left alone.
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
          },
        });
      // Subscriptions first: they refer to the addresses replaced below.
      await db.delete(customerSubscriptions).where(inArray(customerSubscriptions.customerId, ids));
      await db.delete(customerAddresses).where(inArray(customerAddresses.customerId, ids));
      await db.delete(customerAccess).where(inArray(customerAccess.customerId, ids));
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
      const access = source.flatMap((customer) => customer.access.map((entry) => ({ ...entry, customerId: customer.id })));
      if (access.length > 0) await db.insert(customerAccess).values(access);
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
