import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { addressInputSchema } from '../../api/contract/common';
import { personNameSchema, registrationSchema } from '../../api/contract/customerAccount';
import { requiredText } from '../../machines/booking/wizard/wizard.forms';
import type { RegisterFormField } from '../../machines/staffDesk/staffDesk.rules';
import type { StaffRegistration } from '../../machines/staffDesk/staffDesk.types';
import { personalNumberField } from '../forms/schemas';
import { fieldsNamed } from '../forms/serverErrors';

/** The look-up: one personal number as typed, normalised to `YYYYMMDD-XXXX` (spec §5). */
export const lookupFormSchema = z.object({ ssn: personalNumberField });
export type LookupFormValues = z.input<typeof lookupFormSchema>;
export type LookupFormAnswers = z.output<typeof lookupFormSchema>;

const registration = registrationSchema.shape;
const address = addressInputSchema.shape;

/**
 * Registering a person by customer service: `staff.registerCustomer`'s body
 * as one flat form. The name is required here (no e-ID vouches for it).
 */
export const registerFormSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: requiredText(registration.email),
  mobilePhone: requiredText(registration.mobilePhone),
  street: address.street,
  zipCode: requiredText(address.zipCode),
  city: address.city,
});
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type RegisterFormAnswers = z.output<typeof registerFormSchema>;

export const EMPTY_REGISTRATION: RegisterFormValues = { firstName: '', lastName: '', email: '', mobilePhone: '', street: '', zipCode: '', city: '' };

/** The call's body the form's answers make. */
export function registrationOf(answers: RegisterFormAnswers): StaffRegistration {
  const { street, zipCode, city, ...person } = answers;
  return { ...person, address: { street, zipCode, city } };
}

/** Where the server's refusal of a field shows (the chart names them without `body.`). */
export const registerFieldOf = fieldsNamed<RegisterFormValues>({
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  mobilePhone: 'mobilePhone',
  'address.street': 'street',
  'address.zipCode': 'zipCode',
  'address.city': 'city',
} satisfies Record<RegisterFormField, Path<RegisterFormValues>>);
