import type { customer } from '../../../api/contract/customer';
import type { BodyOf, FieldError, ResponseOf } from '../../../api/contract/endpoint';

/** An address's key and alarm handling as stored, with when the customer last confirmed it. */
export type SecurityInstructions = ResponseOf<typeof customer.securityInstructions>;
/** A protection level the server offers, its label and description in the customer's language. */
export type ProtectionLevel = ResponseOf<typeof customer.protectionLevels>['items'][number];
/** How the staff get in. */
export type KeyHandling = NonNullable<SecurityInstructions['keyHandling']>;
/** What the form saves (`updateSecurityInstructions`' body). */
export type SecurityChanges = BodyOf<typeof customer.updateSecurityInstructions>;

/** Input: the address. */
export interface SecurityInstructionsInput {
  addressId: string;
}

/** Context of an address's security instructions. */
export interface SecurityInstructionsContext {
  addressId: string;
  /** As stored; null until loaded. */
  instructions: SecurityInstructions | null;
  /** The levels to choose from (the same for every address). */
  levels: ProtectionLevel[];
  /** What was submitted last; the form keeps it after a failure. */
  draft: SecurityChanges | null;
  /** The server's refusal of the form (`[{ field, message }]`), shown on the fields. */
  fieldErrors: FieldError[];
}

/** What loading answers: the instructions and the levels to choose from. */
export interface LoadedSecurity {
  instructions: SecurityInstructions;
  levels: ProtectionLevel[];
}

/**
 * Events:
 * - `security.editRequested`: add or change the instructions;
 * - `security.submitted`: the form's values, as its schema parsed them;
 * - `security.editCancelled`: leave the form; what is stored stays;
 * - `security.confirmRequested`: "These are right" (sets the confirmation date);
 * - `retry.requested`: load again after a failed load.
 */
export type SecurityInstructionsEvent =
  | { type: 'security.editRequested' }
  | { type: 'security.submitted'; changes: SecurityChanges }
  | { type: 'security.editCancelled' }
  | { type: 'security.confirmRequested' }
  | { type: 'retry.requested' };

/** Input of `loadSecurity` and `confirmSecurity`. */
export interface LoadSecurityInput {
  addressId: string;
}
export interface SaveSecurityInput extends LoadSecurityInput {
  changes: SecurityChanges;
}
