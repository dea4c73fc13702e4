/**
 * Form error keys of the spec (site.md section 8). Validators return these
 * keys, never translated text; `ui/` renders them through Lingui as
 * `common.formErrors.<key>`.
 */
const FORM_ERROR_KEYS = [
  'required',
  'default',
  'maxLength',
  'serviceNotAvailableOnPostalCode',
  'servicesNotAvailableOnPostalCode',
  'subscriptionZipCodeMismatch',
  'alreadySubscribed',
  'areaCode',
  'tel',
  'invalidOrgNr',
  'email',
  'digitsOnly',
  'minMax',
  'wrongCodeFormat',
  'invalidSsn',
  'invalidSsnFormat',
  'invalidWebsiteUrl',
  'choiceRequired',
  'arrayRequired',
  'invalidDate',
  'dateMinRange',
  'dateMaxRange',
  /** Not in the spec's list: count answers that must add up to a minimum (`minimumTotal` of a booking form). */
  'minTotal',
  /** Not in the spec's list, which names the rule (match field) but not its key: a field that must equal another. */
  'matchField',
] as const;

export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number];

/** Full message id of a form error, e.g. `common.formErrors.invalidSsn`. */
export type FormErrorMessage = `common.formErrors.${FormErrorKey}`;

export const FORM_ERROR_PREFIX = 'common.formErrors.';

/** The message id of a form error key. */
export const formErrorMessage = <K extends FormErrorKey>(key: K): `common.formErrors.${K}` =>
  `common.formErrors.${key}`;

/**
 * What a validator returns when a value is refused: the key, its full
 * message id, and the values the message interpolates (`minMax` needs
 * `min` and `max`, the date ranges need `date`).
 */
export interface ValidationError {
  key: FormErrorKey;
  message: FormErrorMessage;
  values?: Record<string, string | number>;
}

export const validationError = (key: FormErrorKey, values?: Record<string, string | number>): ValidationError =>
  values === undefined ? { key, message: formErrorMessage(key) } : { key, message: formErrorMessage(key), values };

/** `null` when the value is accepted. */
export type ValidationResult = ValidationError | null;
