/**
 * Swedish OCR payment references (Bankgirot's "OCR-referens" with length
 * and check digit): the reference digits, then one digit for the whole
 * reference's length (its last digit, counting both added digits), then a
 * Luhn (modulus 10) check digit over everything before it. A bank checks
 * both, so a mistyped reference is refused at payment.
 */

/** The Luhn (modulus 10) check digit of a string of digits. */
function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Doubled from the rightmost digit, since the check digit goes after it.
    let digit = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a string of digits ends in its correct Luhn check digit. */
export const luhnValid = (digits: string) => /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));

/** The OCR reference of a number: its digits, a length digit and a Luhn check digit. */
export function ocrReference(base: number | string): string {
  const digits = String(base);
  if (!/^\d+$/.test(digits)) throw new RangeError('an OCR reference is made of digits');
  const withLength = `${digits}${(digits.length + 2) % 10}`;
  return `${withLength}${luhnCheckDigit(withLength)}`;
}
