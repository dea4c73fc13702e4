import type { z } from 'zod';
import type { Customer } from '../../api/contract/customer';
import type { FieldError } from '../../api/contract/endpoint';
import type { staff } from '../../api/contract/staff';

/** The customer staff act for, as the tab keeps it (`ui/staff/actingFor.ts`). */
export interface ActingFor {
  /** Personal identity number, normalised (`YYYYMMDD-XXXX`), sent as `X-Ssn`. */
  ssn: string;
  /** The customer's name as the staff header shows it. */
  name: string;
}

/** What registering a person asks: exactly `staff.registerCustomer`'s body (name typed by staff, contact, first address). */
export type StaffRegistration = z.input<typeof staff.registerCustomer.body>;

/**
 * Input: the API client, the staff token the client sends now (read at
 * each call, so a 401 names the token it refused), and the customer the
 * tab acts for already (a reload keeps them).
 */
export interface StaffDeskInput {
  /** The signed-on staff member's API token now; null when nobody is signed on. */
  readToken?: () => string | null;
  /** The customer stored by this tab (`readActingFor()`); looked up again at start. */
  actingFor?: ActingFor | null;
}

/** Context of the staff desk. */
export interface StaffDeskContext {
  readToken: () => string | null;
  /** The personal number looked up or registered (normalised); null before the first look-up. */
  ssn: string | null;
  /** The token the current call carries, so a 401 tells the sign-on which token was refused. */
  callToken: string | null;
  /** The customer found or registered; null otherwise. */
  customer: Customer | null;
  /** The server's refusal of fields of the register form (named as the form names them: `email`, `address.zipCode`). */
  fieldErrors: FieldError[];
  /** Message key of a failed call (`common.errors.default`); null otherwise. */
  errorKey: string | null;
}

/**
 * Events:
 * - `lookup.submitted`: the staff member looks up a personal number (valid and normalised by the form);
 * - `lookup.retried`: try the failed look-up again;
 * - `registration.submitted`: register the person not yet a customer, with the form's answers (again after a failure: the retry);
 * - `customer.switched`: "switch customer": forget the customer, back to an empty look-up;
 * - `actingFor.cleared`: the tab forgot the customer elsewhere (the staff header's "switch customer", log out).
 */
export type StaffDeskEvent =
  | { type: 'lookup.submitted'; ssn: string }
  | { type: 'lookup.retried' }
  | { type: 'registration.submitted'; request: StaffRegistration }
  | { type: 'customer.switched' }
  | { type: 'actingFor.cleared' };

/** Input of the look-up (`staff.customer`) with the token it carries. */
export interface LookUpInput {
  ssn: string;
  accessToken: string | null;
}

/** Input of the registration (`staff.registerCustomer`). */
export interface RegisterInput extends LookUpInput {
  request: StaffRegistration;
}

/** Params of the edge actions. */
export interface ActingForParams {
  customer: ActingFor;
}
export interface RejectedTokenParams {
  accessToken: string | null;
}
