import type { CustomerAccount } from './customerAccount';

/** An account's name: the company's for a business account, else the person's. */
export function accountName(account: Pick<CustomerAccount, 'type' | 'companyName' | 'firstName' | 'lastName'>): string {
  if (account.type === 'business' && account.companyName) return account.companyName;
  return `${account.firstName} ${account.lastName}`.trim();
}

/** How an account is addressed in short (the account button, the greeting): a company by its name, a person by first name. */
export function accountShortName(account: Pick<CustomerAccount, 'type' | 'companyName' | 'firstName'>): string {
  return account.type === 'business' && account.companyName ? account.companyName : account.firstName;
}
