import type { z } from 'zod';
import { POSTAL_CODE_INPUT_MAX_LENGTH, formatPostalCode, sanitizePostalCodeInput } from '../../api/validators';
import { SSN_MAX_DIGITS } from '../../api/validators/constants';
import { sanitizeSsnInput } from '../../api/validators/personnummer';
import { normalizedBy } from './schemas';

/** A mobile phone's `TextField`: the phone keyboard, and the number written back in `+46` form when left. */
export const phoneInput = (schema: z.ZodType<unknown, string>) =>
  ({ type: 'tel', autoComplete: 'tel', inputMode: 'tel', format: normalizedBy(schema) }) as const;

/** A postal code's `TextField`: digits and one space kept, shown as `123 45` when left. */
export const postalCodeInput = {
  autoComplete: 'postal-code',
  inputMode: 'numeric',
  maxLength: POSTAL_CODE_INPUT_MAX_LENGTH,
  sanitize: sanitizePostalCodeInput,
  format: formatPostalCode,
} as const;

/**
 * A personal identity number's `TextField` (spec section 5): the input keeps
 * digits only, at most 12 (and the plus of `YYMMDD+XXXX`, aged 100 or more); when left, it is written back normalised
 * (`811218-9876` → `19811218-9876`) if valid.
 */
export const personalNumberInput = (schema: z.ZodType<unknown, string>) =>
  ({
    // Digits, and the plus of someone aged 100 or more (a phone's numeric keypad has none).
    inputMode: 'tel',
    autoComplete: 'off',
    // 12 digits, or the normalised form with its hyphen.
    maxLength: SSN_MAX_DIGITS + 1,
    sanitize: sanitizeSsnInput,
    format: normalizedBy(schema),
  }) as const;
