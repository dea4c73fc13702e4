import { z } from 'zod';
import { booking } from '../../api/contract/booking';
import { addressInputSchema, contactInputSchema } from '../../api/contract/common';
import { registrationSchema } from '../../api/contract/customerAccount';
import { formErrorMessage } from '../../api/validators/messages';
import { orgNumberSchema } from '../../api/validators/orgNumber';

const required = formErrorMessage('required');

/**
 * A text answer a form requires: empty (or blank) is `required`, anything
 * else is left to the contract's rule (an empty email is not "invalid").
 */
export const requiredText = <S extends z.ZodType<unknown, string>>(schema: S) => z.string().trim().min(1, required).pipe(schema);

/** A checkbox that must be ticked (the terms). */
export const mustBeChecked = z.boolean().refine((checked) => checked, { message: required });

const contact = contactInputSchema.shape;
const company = booking.b2b.body.shape.company.shape;
const address = addressInputSchema.shape;

/** The contact person of a booking (`contactInputSchema`), and the company of a business request. */
export function contactFormSchema(business: boolean) {
  const person = {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: requiredText(contact.email),
    phone: requiredText(contact.phone),
  };
  // A business request must say which company it is for, though the contract leaves the number optional.
  return business ? z.object({ ...person, companyName: company.name, orgNumber: requiredText(orgNumberSchema) }) : z.object(person);
}

/** Street, postal code and city of `addressInputSchema`; the postal code only when it is asked. */
export function placeFormSchema(askZipCode = true) {
  const place = { street: address.street, city: address.city };
  return askZipCode ? z.object({ ...place, zipCode: requiredText(address.zipCode) }) : z.object(place);
}

const registration = registrationSchema.shape;

/** `customer.register`'s body as one flat form, and the terms the customer accepts here. */
export const registrationFormSchema = z.object({
  email: requiredText(registration.email),
  mobilePhone: requiredText(registration.mobilePhone),
  street: address.street,
  zipCode: requiredText(address.zipCode),
  city: address.city,
  terms: mustBeChecked,
});

/** The value a schema makes of a typed one when it accepts it (`0701234567` → `+46 70 123 45 67`); else the value as typed. */
export const normalizedBy =
  (schema: z.ZodType<unknown, string>) =>
  (value: string): string => {
    const parsed = schema.safeParse(value);
    return parsed.success && typeof parsed.data === 'string' ? parsed.data : value;
  };
