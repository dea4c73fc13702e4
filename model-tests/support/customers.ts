import { customerSchema, type Customer } from '../../api/contract/customer';

/** Anna's own (private, main) account, as the server describes it. */
export const annaMainAccount = {
  id: 'acc-1',
  type: 'private',
  firstName: 'Anna',
  lastName: 'Andersson',
  email: 'anna@example.se',
  mobilePhone: null,
  account: { firstName: 'Anna', lastName: 'Andersson', email: 'anna@example.se' },
} as const;

/** Anna, a logged-in customer with one account and no notifications; `overrides` change the rest. */
export function annaCustomer(overrides: Partial<Customer> = {}): Customer {
  return customerSchema.parse({
    id: 'customer-1',
    firstName: 'Anna',
    lastName: 'Andersson',
    email: 'anna@example.se',
    mobilePhone: null,
    isPowerOfAttorney: false,
    isMainAccount: true,
    activeAccount: annaMainAccount,
    mainAccount: annaMainAccount,
    accounts: [annaMainAccount],
    addresses: [],
    notifications: { total: 0, unread: 0 },
    ...overrides,
  });
}
