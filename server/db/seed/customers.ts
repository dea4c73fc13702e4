import { inArray, sql } from 'drizzle-orm';
import { testCustomers, type TestCustomer } from '../../../content/shared/customers';
import type { Db } from '../index';
import { customerAccess, customerAddresses, customerNotifications, customers } from '../schema';
import type { SeedStep } from './index';

/**
 * Seeds the test customers (`content/shared/customers.ts`). Seeded accounts
 * are replaced by id with their addresses, access and notifications;
 * customers who registered themselves are left alone.
 */
export function customersStep(source: TestCustomer[] = testCustomers): SeedStep {
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
    },
  };
}
