/** Field lengths and limits of the forms (site.md sections 5 and 9), each named once. */

/** A personal identity number has at most 12 digits (century included). */
export const SSN_MAX_DIGITS = 12;
/** The hyphen of a normalised personal identity number follows the 8th digit (`YYYYMMDD-XXXX`). */
export const SSN_HYPHEN_AFTER = 8;
/** The century 19 is refused when the person would be older than this. */
export const SSN_MAX_AGE_YEARS = 110;

/** Swedish postal codes have 5 digits. */
export const POSTAL_CODE_DIGITS = 5;
/** The postal-code input allows 6 characters: `123 45`. */
export const POSTAL_CODE_INPUT_MAX_LENGTH = 6;

/** E-mail local part (before `@`) at most 64 characters (RFC 5321). */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
/** Whole e-mail address at most 254 characters (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Numbers outside Sweden: `+` and 9 to 13 digits. */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 13;
export const SWEDEN_COUNTRY_CODE = '46';

/** Integer inputs take at most 10 characters; counters at most 2. */
export const INTEGER_INPUT_MAX_LENGTH = 10;
export const COUNTER_INPUT_MAX_LENGTH = 2;

/** Verification codes (e-mail / phone change) have exactly 6 characters. */
export const CODE_LENGTH = 6;

/** The contact form: a name of at most 200 characters, a message of at most 2,000. */
export const CONTACT_NAME_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** A company's forms to sales (calls.md section 7, Partner): the company's and contact's names, the message, the website. */
export const COMPANY_TEXT_MAX_LENGTH = 200;
export const PARTNER_MESSAGE_MAX_LENGTH = 2000;
export const WEBSITE_MAX_LENGTH = 2000;
/** The most employees an employer may say it has. */
export const EMPLOYEES_MAX = 1_000_000;
/** The longest partner campaign code a call or a landing link is read with. */
export const CAMPAIGN_CODE_MAX_LENGTH = 50;
