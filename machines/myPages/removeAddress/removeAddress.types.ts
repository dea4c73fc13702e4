import type { Address } from '../../../api/contract/common';
import type { AddressRefusalKey } from './removeAddress.rules';

/** Input: the address the customer may remove. */
export interface RemoveAddressInput {
  address: Address;
}

/** Context of removing an address. */
export interface RemoveAddressContext {
  addressId: string;
  /** Why the server keeps it, while `refused`. */
  refusalKey: AddressRefusalKey | null;
}

/**
 * Events:
 * - `removal.requested`: "Remove" on the address (asks to confirm);
 * - `removal.confirmed`: "Yes, remove" on the confirmation;
 * - `removal.cancelled`: keep the address (from the confirmation, a refusal or a failure);
 * - `retry.requested`: try again after a failed call.
 */
export type RemoveAddressEvent =
  | { type: 'removal.requested' }
  | { type: 'removal.confirmed' }
  | { type: 'removal.cancelled' }
  | { type: 'retry.requested' };

/** Input of `removeAddress`. */
export interface RemoveInput {
  addressId: string;
}
