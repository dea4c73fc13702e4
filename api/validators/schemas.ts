import { z } from 'zod';
import { CODE_LENGTH, EMAIL_MAX_LENGTH, WEBSITE_MAX_LENGTH } from './constants';
import { validateDate, type DateRules } from './date';
import { EMAIL_PATTERN } from './email';
import { validateInteger, type IntegerRules } from './integer';
import { formErrorMessage } from './messages';
import { isOrgNumber } from './orgNumber';
import { normalizeSsn, ssnProblem } from './personnummer';
import { normalizePhone, validatePhone } from './phone';
import { normalizePostalCode, POSTAL_CODE } from './postalCode';
import { WEBSITE_URL_PATTERN } from './websiteUrl';

/**
 * The validators as zod schemas, for call payloads (the contract) and forms,
 * with the same `common.formErrors.*` messages as the functions. Apart from
 * the functions, so a page that only checks a field does not load zod.
 */

/** A verification code in a payload. */
export const codeSchema = z.string().trim().length(CODE_LENGTH, formErrorMessage('wrongCodeFormat'));

/** A day `yyyy-mm-dd` in a payload, optionally within a range. */
export function dateSchema(rules: DateRules = {}) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const error = validateDate(value, rules);
      if (error) ctx.addIssue({ code: 'custom', message: error.message, params: error.values });
    });
}

/** An e-mail address in a call payload (trimmed, case kept). */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, formErrorMessage('email'))
  .regex(EMAIL_PATTERN, formErrorMessage('email'));

/**
 * An integer in a payload, as a number or a string of digits (forms send
 * what the user typed), parsed to a number within the rules.
 */
export function integerSchema(rules: IntegerRules = {}) {
  return z
    .union([z.number(), z.string()])
    .transform((value) => (typeof value === 'number' ? String(value) : value))
    .superRefine((value, ctx) => {
      const error = validateInteger(value, rules);
      if (error) ctx.addIssue({ code: 'custom', message: error.message, params: error.values });
    })
    .transform((value) => Number(value.trim()));
}

/** An organisation number in a call payload (`isOrgNumber`: the format and its check digit). */
export const orgNumberSchema = z.string().trim().refine(isOrgNumber, { message: formErrorMessage('invalidOrgNr') });

/**
 * A personal identity number in a call payload (`ssnProblem`: 6 or 8
 * digits, hyphen or for 100 or older a plus, 4 digits, a number that can
 * exist); parsed to the normalised `YYYYMMDD-XXXX`.
 */
export const ssnSchema = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = ssnProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: formErrorMessage(problem) });
  })
  .transform((value) => normalizeSsn(value));

/** A phone number in a call payload, parsed to the grouped `+46` form (`+46 70 123 45 67`). */
export const phoneSchema = z
  .string()
  .trim()
  .refine((value) => validatePhone(value) === null, { message: formErrorMessage('tel') })
  .transform(normalizePhone);

/** A postal code in a call payload, parsed to five digits. */
export const postalCodeSchema = z
  .string()
  .trim()
  .transform(normalizePostalCode)
  .pipe(z.string().regex(POSTAL_CODE, formErrorMessage('areaCode')));

/** A website in a payload. */
export const websiteUrlSchema = z
  .string()
  .trim()
  .max(WEBSITE_MAX_LENGTH, formErrorMessage('invalidWebsiteUrl'))
  .regex(WEBSITE_URL_PATTERN, formErrorMessage('invalidWebsiteUrl'));
