import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_LENGTH,
  codeSchema,
  emailSchema,
  formatPostalCode,
  integerSchema,
  normalizePhone,
  normalizePostalCode,
  normalizeSsn,
  orgNumberSchema,
  parseDateString,
  phoneSchema,
  postalCodeSchema,
  sanitizePostalCodeInput,
  sanitizeSsnInput,
  ssnCentury,
  ssnLuhnValid,
  ssnSchema,
  toE164,
  validateCode,
  validateDate,
  validateEmail,
  validateInteger,
  validateMatch,
  validateOrgNumber,
  validatePhone,
  validatePostalCode,
  validateSsn,
  validateWebsiteUrl,
  websiteUrlSchema,
} from '../../api/validators';

const keyOf = (result: { key: string } | null) => result?.key ?? null;

/** Appends the Luhn check digit to nine digits `YYMMDDNNN`. */
function withCheckDigit(nine: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    let n = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  }
  return nine + String((10 - (sum % 10)) % 10);
}

describe('personal identity number', () => {
  it.each([
    ['811218-9876', null],
    ['19811218-9876', null],
    ['20811218-9876', null], // the century takes no part in the check digit
    ['811218-9875', 'invalidSsn'],
    ['19811218-9870', 'invalidSsn'],
    ['8112189876', 'invalidSsnFormat'],
    ['198112189876', 'invalidSsnFormat'],
    ['1811218-9876', 'invalidSsnFormat'],
    ['811218-987', 'invalidSsnFormat'],
    ['811218+9876', null], // aged 100 or more: born 1881
    ['19811218+9876', 'invalidSsnFormat'], // the plus is for six digits only
    ['', 'invalidSsnFormat'],
    // Numbers that cannot exist, whatever their check digit (each with a correct one).
    ['19811340-9877', 'invalidSsn'], // month 13
    ['19810231-9871', 'invalidSsn'], // 31 February
    ['19811299-9878', 'invalidSsn'], // day 99 (a coordination day is 61–91)
    ['19810229-9875', 'invalidSsn'], // 29 February of a common year
    ['811340-9877', 'invalidSsn'],
    ['19000101-0008', 'invalidSsn'], // birth number 000 is never issued
    ['19800229-9876', null], // 29 February of a leap year
    ['19811278-9873', null], // a coordination number: day 18 + 60
    ['abcdef-ghij', 'invalidSsnFormat'],
  ])('validates %s → %s', (value, expected) => {
    expect(keyOf(validateSsn(value))).toBe(expected);
  });

  it('returns the full message id of the spec', () => {
    expect(validateSsn('811218-9875')?.message).toBe('common.formErrors.invalidSsn');
    expect(validateSsn('x')?.message).toBe('common.formErrors.invalidSsnFormat');
  });

  it('input keeps digits only, at most 12, and the plus after six digits of someone aged 100 or more', () => {
    expect(sanitizeSsnInput('19811218-9876')).toBe('198112189876');
    expect(sanitizeSsnInput('1981 1218 9876 55')).toBe('198112189876');
    expect(sanitizeSsnInput('abc')).toBe('');
    expect(sanitizeSsnInput('051003+1883')).toBe('051003+1883');
    expect(sanitizeSsnInput('051003+')).toBe('051003+');
    expect(sanitizeSsnInput('0510+031883')).toBe('0510031883');
    expect(sanitizeSsnInput('19051003+1883')).toBe('190510031883');
  });

  const on = (iso: string) => new Date(`${iso}T12:00:00`);

  it.each([
    // value, today, normalised
    ['811218-9876', '2025-06-01', '19811218-9876'],
    ['8112189876', '2025-06-01', '19811218-9876'],
    ['19811218-9876', '2025-06-01', '19811218-9876'],
    ['198112189876', '2025-06-01', '19811218-9876'],
    ['200101011234', '2025-06-01', '20010101-1234'],
    // 19 unless the person would then be over 110 years old
    ['0101011234', '2025-06-01', '20010101-1234'], // 1901 → 124 years: 2001
    ['2501011234', '2025-06-01', '19250101-1234'], // 1925 → 100 years: 1925
    ['1506011234', '2025-05-31', '19150601-1234'], // 1915-06-01 on 2025-05-31 → 109
    ['1406011234', '2025-05-31', '19140601-1234'], // 110 the day before the 111th birthday: not over
    ['1406011234', '2025-06-01', '20140601-1234'], // 111 on the birthday: over 110
    // A plus: 100 or older, the latest century in which the person is
    ['051003+1883', '2025-06-01', '19051003-1883'],
    ['250601+1234', '2025-06-01', '19250601-1234'], // 100 on the day
    ['250602+1234', '2025-06-01', '18250602-1234'], // 1925-06-02 is not 100 yet: 1825
    ['0510631883', '2025-06-01', '20051063-1883'], // no plus: the spec's rule (1905 would be over 110)
  ])('normalises %s on %s → %s', (value, today, expected) => {
    expect(normalizeSsn(value, on(today))).toBe(expected);
  });

  it('picks the century at the 110-year boundary by birthday', () => {
    // Born 1914-06-01: on 2024-06-01 exactly 110 (not over) → 19; on 2025-05-31 still 110 → 19; on 2025-06-01 111 → 20.
    expect(ssnCentury('1406011234', on('2024-06-01'))).toBe('19');
    expect(ssnCentury('1406011234', on('2025-05-31'))).toBe('19');
    expect(ssnCentury('1406011234', on('2025-06-01'))).toBe('20');
    // Coordination numbers add 60 to the day.
    expect(ssnCentury('1406611234', on('2025-05-31'))).toBe('19');
    expect(ssnCentury('1406611234', on('2025-06-01'))).toBe('20');
  });

  it('schema normalises valid numbers and keeps the spec keys', () => {
    expect(ssnSchema.parse('811218-9876')).toMatch(/^(19|20)811218-9876$/);
    expect(ssnSchema.safeParse('811218-9875').error?.issues[0]?.message).toBe('common.formErrors.invalidSsn');
    expect(ssnSchema.safeParse('8112189876').error?.issues[0]?.message).toBe('common.formErrors.invalidSsnFormat');
  });

  it('property: every number with a correct check digit is valid, any other last digit is not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 1, max: 9 }),
        (yy, mm, dd, serial, shift) => {
          const nine = [yy, mm, dd].map((n) => String(n).padStart(2, '0')).join('') + String(serial).padStart(3, '0');
          const ten = withCheckDigit(nine);
          const written = `${ten.slice(0, 6)}-${ten.slice(6)}`;
          expect(validateSsn(written)).toBeNull();
          const wrong = `${written.slice(0, -1)}${(Number(ten[9]) + shift) % 10}`;
          expect(keyOf(validateSsn(wrong))).toBe('invalidSsn');
        },
      ),
    );
  });

  it('property: normalising is idempotent and yields YYYYMMDD-XXXX with the same check digit validity', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}-?\d{4}$/), fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (value, today) => {
        const once = normalizeSsn(value, today);
        expect(once).toMatch(/^(19|20)\d{6}-\d{4}$/);
        expect(normalizeSsn(once, today)).toBe(once);
        expect(ssnLuhnValid(once)).toBe(ssnLuhnValid(value));
      }),
    );
  });
});

describe('postal code', () => {
  it.each([
    ['12345', null],
    ['123 45', null],
    [' 123 45 ', null],
    ['1234', 'areaCode'],
    ['123456', 'areaCode'],
    ['12a45', 'areaCode'],
    ['', 'areaCode'],
  ])('validates %j → %s', (value, expected) => {
    expect(keyOf(validatePostalCode(value))).toBe(expected);
  });

  it('displays 3 digits, a space, 2 digits and sends 5 digits', () => {
    expect(formatPostalCode('12345')).toBe('123 45');
    expect(formatPostalCode('123 45')).toBe('123 45');
    expect(formatPostalCode('1234')).toBe('1234');
    expect(normalizePostalCode('123 45')).toBe('12345');
    expect(postalCodeSchema.parse('123 45')).toBe('12345');
    expect(postalCodeSchema.safeParse('1234').error?.issues[0]?.message).toBe('common.formErrors.areaCode');
  });

  it('input keeps at most 6 characters', () => {
    expect(sanitizePostalCodeInput('123 456')).toBe('123 45');
    expect(sanitizePostalCodeInput('12x34')).toBe('1234');
  });
});

describe('phone', () => {
  it.each([
    ['+46701234567', null],
    ['+46 70 123 45 67', null],
    ['070-123 45 67', null],
    ['0046701234567', null],
    ['+46 (0)70 123 45 67', null],
    ['+46721234567', null],
    ['+46731234567', null],
    ['+46761234567', null],
    ['+46791234567', null],
    ['+46711234567', 'tel'], // 71 is no mobile series
    ['+46751234567', 'tel'],
    ['+4681234567', 'tel'], // Swedish landline
    ['+4670123456', 'tel'], // too short
    ['+467012345678', 'tel'], // too long
    ['+47123456', 'tel'], // 8 digits abroad
    ['+471234567', null], // 9 digits
    ['+47123456789', null], // 11 digits abroad
    ['+3581234567890', null], // 13 digits
    ['+35812345678901', 'tel'], // 14 digits
    ['701234567', 'tel'], // no country, no leading 0
    ['', 'tel'],
  ])('validates %j → %s', (value, expected) => {
    expect(keyOf(validatePhone(value))).toBe(expected);
  });

  it.each([
    ['0701234567', '+46 70 123 45 67'],
    ['070-123 45 67', '+46 70 123 45 67'],
    ['+46701234567', '+46 70 123 45 67'],
    ['0046 70 123 45 67', '+46 70 123 45 67'],
    ['+46 (0)70-123 45 67', '+46 70 123 45 67'],
    ['+47 123 45 678', '+4712345678'],
    ['+358 40 123 4567', '+358401234567'],
    ['not a phone', 'not a phone'],
  ])('normalises %j → %j', (value, expected) => {
    expect(normalizePhone(value)).toBe(expected);
  });

  it('schema answers the grouped form and the key tel', () => {
    expect(phoneSchema.parse('0701234567')).toBe('+46 70 123 45 67');
    expect(phoneSchema.safeParse('0812345678').error?.issues[0]?.message).toBe('common.formErrors.tel');
  });

  it('property: any valid Swedish mobile number, however written, normalises to one grouped form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0', '2', '3', '6', '9'),
        fc.stringMatching(/^\d{7}$/),
        fc.constantFrom('0', '+46', '0046', '+46 (0)'),
        fc.constantFrom('', ' ', '-'),
        (series, rest, prefix, separator) => {
          const national = `7${series}${rest}`;
          const written = `${prefix}${national.slice(0, 2)}${separator}${national.slice(2, 5)} ${national.slice(5)}`;
          expect(validatePhone(written)).toBeNull();
          const grouped = normalizePhone(written);
          expect(grouped).toBe(`+46 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`);
          expect(normalizePhone(grouped)).toBe(grouped);
          expect(toE164(grouped)).toBe(`+46${national}`);
        },
      ),
    );
  });
});

describe('organisation number, email, integer, code, website', () => {
  it.each([
    ['556677-8899', null],
    ['5566778899', 'invalidOrgNr'],
    ['55667-78899', 'invalidOrgNr'],
    ['556677-889', 'invalidOrgNr'],
    ['559900-9874', null],
    // A wrong check digit (the Luhn digit organisation numbers carry).
    ['556677-8898', 'invalidOrgNr'],
    ['123456-7890', 'invalidOrgNr'],
  ])('org number %j → %s', (value, expected) => {
    expect(keyOf(validateOrgNumber(value))).toBe(expected);
  });

  it.each([
    ['anna.andersson@example.se', null],
    ['a+b@sub.example.com', null],
    ['åsa@exempel.se', null],
    ['info@städ.se', null],
    [`${'a'.repeat(64)}@example.se`, null],
    [`${'a'.repeat(65)}@example.se`, 'email'],
    ['anna@localhost', 'email'],
    ['anna@@example.se', 'email'],
    ['anna example@example.se', 'email'],
    ['@example.se', 'email'],
    ['anna@example.s', 'email'],
    ['anna@-example.se', 'email'],
  ])('email %j → %s', (value, expected) => {
    expect(keyOf(validateEmail(value))).toBe(expected);
  });

  it('email schema keeps the key', () => {
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('common.formErrors.email');
    expect(orgNumberSchema.safeParse('nope').error?.issues[0]?.message).toBe('common.formErrors.invalidOrgNr');
    expect(orgNumberSchema.safeParse('556677-8898').error?.issues[0]?.message).toBe('common.formErrors.invalidOrgNr');
  });

  it('integer: digits only, then the range with its bounds', () => {
    expect(validateInteger('12')).toBeNull();
    expect(keyOf(validateInteger('1.5'))).toBe('digitsOnly');
    expect(keyOf(validateInteger('-1'))).toBe('digitsOnly');
    expect(keyOf(validateInteger(''))).toBe('digitsOnly');
    expect(validateInteger('0', { min: 1, max: 9 })).toEqual({
      key: 'minMax',
      message: 'common.formErrors.minMax',
      values: { min: 1, max: 9 },
    });
    expect(keyOf(validateInteger('10', { min: 1, max: 9 }))).toBe('minMax');
    expect(keyOf(validateInteger('10', { max: 9, maxError: 'maxLength' }))).toBe('maxLength');
    expect(validateInteger('9', { min: 1, max: 9 })).toBeNull();
    expect(integerSchema({ min: 1, max: 9 }).parse('7')).toBe(7);
    expect(integerSchema({ min: 1, max: 9 }).safeParse(12).error?.issues[0]?.message).toBe('common.formErrors.minMax');
  });

  it('code: exactly 6 characters', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(validateCode('123456')).toBeNull();
    expect(validateCode(' 123456 ')).toBeNull();
    expect(keyOf(validateCode('12345'))).toBe('wrongCodeFormat');
    expect(keyOf(validateCode('1234567'))).toBe('wrongCodeFormat');
    expect(codeSchema.safeParse('1').error?.issues[0]?.message).toBe('common.formErrors.wrongCodeFormat');
  });

  it.each([
    ['example.se', null],
    ['www.example.se', null],
    ['https://www.städfirma.se/om-oss?x=1#top', null],
    ['http://example.com:8080/path', null],
    ['example', 'invalidWebsiteUrl'],
    ['ftp://example.se', 'invalidWebsiteUrl'],
    ['https://exa mple.se', 'invalidWebsiteUrl'],
    ['', 'invalidWebsiteUrl'],
  ])('website %j → %s', (value, expected) => {
    expect(keyOf(validateWebsiteUrl(value))).toBe(expected);
  });

  it('website schema keeps the key', () => {
    expect(websiteUrlSchema.safeParse('nope').error?.issues[0]?.message).toBe('common.formErrors.invalidWebsiteUrl');
  });
});

describe('dates', () => {
  it.each([
    ['2025-03-14', {}, null],
    ['2024-02-29', {}, null],
    ['2025-02-29', {}, 'invalidDate'],
    ['2025-13-01', {}, 'invalidDate'],
    ['2025-3-14', {}, 'invalidDate'],
    ['14/03/2025', {}, 'invalidDate'],
    ['2025-03-14', { min: '2025-03-14' }, null],
    ['2025-03-13', { min: '2025-03-14' }, 'dateMinRange'],
    ['2025-03-15', { max: '2025-03-14' }, 'dateMaxRange'],
  ])('validates %j %j → %s', (value, rules, expected) => {
    expect(keyOf(validateDate(value, rules))).toBe(expected);
  });

  it('range errors carry the bound', () => {
    expect(validateDate('2025-01-01', { min: '2025-02-01' })?.values).toEqual({ date: '2025-02-01' });
  });

  it.each([
    ['2025-03', '2025-03-01T00:00:00.000Z'],
    ['2025-03-14', '2025-03-14T00:00:00.000Z'],
    ['2025-03-14T08:30:00Z', '2025-03-14T08:30:00.000Z'],
    ['2025-03-14T08:30:00.123+01:00', '2025-03-14T07:30:00.123Z'],
    ['2025-03-14T08:30+01:00', '2025-03-14T07:30:00.000Z'],
  ])('parses %j', (value, iso) => {
    expect(parseDateString(value)?.toISOString()).toBe(iso);
  });

  it.each(['2025', '2025-13', '2025-02-30', '2025-03-14T25:00:00Z', '2025-03-14T08:30:00', 'yesterday', '', '14.03.2025'])(
    'refuses %j',
    (value) => {
      expect(parseDateString(value)).toBeNull();
    },
  );

  it('property: every real day round-trips', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        expect(validateDate(day)).toBeNull();
        expect(parseDateString(day)?.toISOString().slice(0, 10)).toBe(day);
        expect(parseDateString(date.toISOString())?.getTime()).toBe(date.getTime());
      }),
    );
  });
});

describe('match field', () => {
  it('accepts a value equal to the other once trimmed, and refuses any other with matchField', () => {
    expect(validateMatch(' anna@example.se ', 'anna@example.se')).toBeNull();
    expect(validateMatch('anna@exampel.se', 'anna@example.se')).toEqual({ key: 'matchField', message: 'common.formErrors.matchField' });
    expect(validateMatch('Anna@example.se', 'anna@example.se')?.key).toBe('matchField');
  });
});
