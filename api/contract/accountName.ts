import type { CustomerAccount } from './customerAccount';

/** An account's name: the company's for a business account, else the person's. */
export function accountName(account: Pick<CustomerAccount, 'type' | 'companyName' | 'firstName' | 'lastName'>): string {
  if (account.type === 'business' && account.companyName) return account.companyName;
  return `${account.firstName} ${account.lastName}`.trim();
}
