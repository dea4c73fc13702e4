import { z } from 'zod';
import { addressInputSchema } from '../../api/contract/common';
import { registrationSchema } from '../../api/contract/customerAccount';
import { validateMatch } from '../../api/validators/match';
import { formErrorMessage } from '../../api/validators/messages';
import { normalizeSsn } from '../../api/validators/personnummer';
import { contactFormSchema, placeFormSchema, requiredText } from '../../machines/booking/wizard/wizard.forms';
import { phoneSchema, ssnSchema } from '../../api/validators/schemas';

const required = formErrorMessage('required');

/** A checkbox that must be ticked (the terms). */
const mustBeChecked = z.boolean().refine((checked) => checked, { message: required });

// The booking's form schemas live with the wizard, which judges its starting answers with them.
export { contactFormSchema, placeFormSchema };

const address = addressInputSchema.shape;

const registration = registrationSchema.shape;

/**
 * `customer.register`'s body as one flat form, the address typed again
 * (where confirmations and receipts go: a typo would lose them) and the
 * terms the customer accepts here. The repetition is checked whatever the
 * other fields hold, so its message shows as soon as it is wrong.
 */
export const registrationFormSchema = z
  .object({
    email: requiredText(registration.email),
    repeatEmail: z.string().trim().min(1, required),
    mobilePhone: requiredText(registration.mobilePhone),
    street: address.street,
    zipCode: requiredText(address.zipCode),
    city: address.city,
    terms: mustBeChecked,
  })
  .check((ctx) => {
    const { email, repeatEmail } = ctx.value as { email: unknown; repeatEmail: unknown };
    if (typeof email !== 'string' || typeof repeatEmail !== 'string' || repeatEmail.trim() === '') return;
    const error = validateMatch(repeatEmail, email);
    if (error) ctx.issues.push({ code: 'custom', path: ['repeatEmail'], message: error.message, input: repeatEmail });
  });

/** The value a schema makes of a typed one when it accepts it (`0701234567` → `+46 70 123 45 67`); else the value as typed. */
export const normalizedBy =
  (schema: z.ZodType<unknown, string>) =>
  (value: string): string => {
    const parsed = schema.safeParse(value);
    return parsed.success && typeof parsed.data === 'string' ? parsed.data : value;
  };

/**
 * A personal identity number as typed (digits, spec section 5): required,
 * normalised (century added, hyphen after the 8th digit), then the
 * contract's check (`invalidSsnFormat`, `invalidSsn`); answers `YYYYMMDD-XXXX`.
 */
export const personalNumberField = requiredText(z.string().transform((value) => normalizeSsn(value)).pipe(ssnSchema));

/** An optional mobile phone: empty is none; anything typed is checked and normalised like a required one. */
export const optionalPhoneField = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(phoneSchema.optional());
