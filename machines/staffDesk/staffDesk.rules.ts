import type { Customer } from '../../api/contract/customer';
import { ssnProblem } from '../../api/validators/personnummer';
import type { ActingFor } from './staffDesk.types';

/** Message key of a failed look-up or registration (spec §8). */
export const STAFF_DESK_DEFAULT_ERROR = 'common.errors.default';

/** The register form's fields as a refusal names them without `body.` (`formFieldOf`). */
export const REGISTER_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobilePhone',
  'address.street',
  'address.zipCode',
  'address.city',
] as const;
export type RegisterFormField = (typeof REGISTER_FORM_FIELDS)[number];

/** The normalised form the desk sends (`YYYYMMDD-XXXX`, valid check digit): the form normalises what staff type. */
export function isNormalisedSsn(value: string): boolean {
  return /^\d{8}-\d{4}$/.test(value) && ssnProblem(value) === null;
}

/** Whom staff act for: the customer's own name (the header shows it). */
export function actingForOf(ssn: string, customer: Customer): ActingFor {
  return { ssn, name: `${customer.firstName} ${customer.lastName}`.trim() };
}
