import type { z } from 'zod';
import { POSTAL_CODE_INPUT_MAX_LENGTH, formatPostalCode, sanitizePostalCodeInput } from '../../api/validators';
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
