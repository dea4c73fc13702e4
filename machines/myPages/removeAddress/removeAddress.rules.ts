import { isApiError } from '../../../api/errors';
import { messagesOf } from '../shared/changes';

/** Why the server keeps an address (409): a coming visit or a subscription uses it, or it is the primary one. */
export const ADDRESS_REFUSALS = {
  inUse: 'myPages.addresses.inUse',
  primary: 'myPages.addresses.primary',
} as const;
export type AddressRefusalKey = (typeof ADDRESS_REFUSALS)[keyof typeof ADDRESS_REFUSALS];

const KNOWN = new Set<string>(Object.values(ADDRESS_REFUSALS));

/** The refusal a 409 names, or null for any other failure. An unknown 409 reads as "in use", the usual reason. */
export function addressRefusalOf(error: unknown): AddressRefusalKey | null {
  if (!isApiError(error) || error.code !== 409) return null;
  const named = messagesOf(error).find((message): message is AddressRefusalKey => typeof message === 'string' && KNOWN.has(message));
  return named ?? ADDRESS_REFUSALS.inUse;
}
