import { validationError, type ValidationResult } from './messages';

/** Swedish organisation number: 6 digits, hyphen, 4 digits (`556677-8899`). */
const ORG_NUMBER_FORMAT = /^\d{6}-\d{4}$/;

/** The Luhn check over the ten digits, which an organisation number carries as a personal identity number does. */
function orgNumberLuhnValid(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  }
  return digits.length === 10 && sum % 10 === 0;
}

/** The one rule for an organisation number, wherever one is typed or sent: 6 digits, a hyphen, 4 digits, and a correct check digit. */
export function isOrgNumber(value: string): boolean {
  const trimmed = value.trim();
  return ORG_NUMBER_FORMAT.test(trimmed) && orgNumberLuhnValid(trimmed);
}

/** `invalidOrgNr` unless `isOrgNumber`. */
export function validateOrgNumber(value: string): ValidationResult {
  return isOrgNumber(value) ? null : validationError('invalidOrgNr');
}
