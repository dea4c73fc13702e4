import type { KeyHandling, SecurityInstructions } from './securityInstructions.types';

/** How the staff may get in, in the order the form offers them. */
export const KEY_HANDLINGS: readonly KeyHandling[] = ['keyInBox', 'customerHome', 'keyAtOffice', 'other'];

/** Most characters of the instructions (the contract's `freeText(2000)`). */
export const SECURITY_INSTRUCTIONS_MAX_LENGTH = 2000;

/** The customer confirmed the instructions as they stand. */
export const isConfirmed = (instructions: SecurityInstructions | null): boolean => instructions?.confirmedAt != null;

/** Nothing was ever given: no level, no key handling, no text (and so nothing to confirm). */
export const isNotSet = (instructions: SecurityInstructions | null): boolean =>
  instructions !== null &&
  instructions.confirmedAt === null &&
  instructions.protectionLevel === null &&
  instructions.keyHandling === null &&
  instructions.instructions.trim() === '';
