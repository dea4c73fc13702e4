import type { FormErrorMessage } from '../../../api/validators/messages';

/**
 * Input: the postal code the visitor asked about (five digits) and, from a
 * single service's form, that service; null from a form of several services.
 */
export interface AreaInterestInput {
  postalCode: string;
  productId: number | null;
}

/** Context of the "tell me when you come here" form. */
export interface AreaInterestContext {
  postalCode: string;
  productId: number | null;
  /** The e-mail address as typed. */
  email: string;
  /** The message under the address while `editing.invalid`; null otherwise. */
  emailError: FormErrorMessage | null;
}

/**
 * Events:
 * - `email.changed`: the address as typed (ignored while sending);
 * - `interest.submitted`: the submit button or Enter (ignored while sending and once registered).
 */
export type AreaInterestEvent = { type: 'email.changed'; value: string } | { type: 'interest.submitted' };

/** The body of POST /v1/location/interest (`site.areaInterest`). */
export interface InterestRequest {
  areaCode: string;
  /** Trimmed. */
  email: string;
  productId?: number;
}

