import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { ContactInput } from '../../../api/contract/common';
import {
  normalizePhone,
  validateEmail,
  validateMaxLength,
  validateOrgNumber,
  validatePhone,
  validateRequired,
  type ValidationError,
} from '../../../api/validators';
import styles from '../../components/Fields.module.css';

/** The company of a business booking, as `booking.b2b`'s `company`. */
export interface CompanyInput {
  name: string;
  /** `123456-7890`: business requests say which company they are for. */
  orgNumber?: string;
}

/** What the step gives the wizard: `contact` as `contactInputSchema`, and `company` for business bookings. */
export interface ContactStepValues {
  contact: ContactInput;
  company?: CompanyInput;
}

export interface ContactStepProps {
  /** Business booking: company name and organisation number are asked too. */
  business: boolean;
  defaultValues?: Partial<ContactStepValues>;
  /** Called once on mount and on every change, with whether every field is valid. */
  onChange(values: ContactStepValues, valid: boolean): void;
  /** Show every field's error, also of untouched fields (the wizard's next was pressed). */
  showAllErrors?: boolean;
  /** Message keys the server refused fields with; each shows until its field is changed. */
  serverErrors?: Partial<Record<ContactField, string>>;
}

export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'companyName' | 'orgNumber';
type Field = ContactField;
type Values = Record<Field, string>;

const PERSON_FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'phone'];
const BUSINESS_FIELDS: readonly Field[] = ['companyName', 'orgNumber', ...PERSON_FIELDS];

/** Lengths of the contract (`contactInputSchema`, `booking.b2b` company name). */
const MAX_LENGTH: Partial<Record<Field, number>> = { firstName: 100, lastName: 100, companyName: 200 };

/** The rules of a field (spec section 5). */
function validateField(field: Field, value: string): ValidationError | null {
  const required = validateRequired(value);
  if (required) return required;
  if (field === 'orgNumber') return validateOrgNumber(value);
  const max = MAX_LENGTH[field];
  if (max !== undefined) return validateMaxLength(value.trim(), max);
  if (field === 'email') return validateEmail(value);
  if (field === 'phone') return validatePhone(value);
  return null;
}

const fieldsOf = (business: boolean) => (business ? BUSINESS_FIELDS : PERSON_FIELDS);

function toValues(values: Values, business: boolean): ContactStepValues {
  const contact: ContactInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: validatePhone(values.phone) === null ? normalizePhone(values.phone) : values.phone.trim(),
  };
  if (!business) return { contact };
  const orgNumber = values.orgNumber.trim();
  return { contact, company: { name: values.companyName.trim(), ...(orgNumber ? { orgNumber } : {}) } };
}

const isValid = (values: Values, business: boolean) => fieldsOf(business).every((field) => validateField(field, values[field]) === null);

/**
 * The contact person of a booking (and the company for business bookings).
 * A field's error shows once it has been left with a value, or when the
 * wizard asks for all of them; the phone number is normalised to `+46 70 …`
 * when the field is left.
 */
const NO_SERVER_ERRORS: Partial<Record<ContactField, string>> = {};

export function ContactStep({ business, defaultValues, onChange, showAllErrors = false, serverErrors = NO_SERVER_ERRORS }: ContactStepProps) {
  const { i18n } = useLingui();
  const formId = useId();
  const [values, setValues] = useState<Values>(() => ({
    firstName: defaultValues?.contact?.firstName ?? '',
    lastName: defaultValues?.contact?.lastName ?? '',
    email: defaultValues?.contact?.email ?? '',
    phone: defaultValues?.contact?.phone ?? '',
    companyName: defaultValues?.company?.name ?? '',
    orgNumber: defaultValues?.company?.orgNumber ?? '',
  }));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  // Fields changed since the server refused them: their refusal no longer applies.
  const [edited, setEdited] = useState<{ for: Partial<Record<Field, string>>; fields: Partial<Record<Field, boolean>> }>({ for: serverErrors, fields: {} });
  const editedFields = edited.for === serverErrors ? edited.fields : {};

  // The wizard learns the starting values and their validity once, without waiting for a keystroke.
  const initial = useRef({ values, business, onChange });
  useEffect(() => {
    const { values: start, business: isBusiness, onChange: report } = initial.current;
    report(toValues(start, isBusiness), isValid(start, isBusiness));
  }, []);

  const update = (next: Values) => {
    setValues(next);
    onChange(toValues(next, business), isValid(next, business));
  };

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    if (serverErrors[field] && !editedFields[field]) setEdited({ for: serverErrors, fields: { ...editedFields, [field]: true } });
    update({ ...values, [field]: event.target.value });
  };

  const blur = (field: Field) => () => {
    if (field === 'phone' && validatePhone(values.phone) === null) {
      const phone = normalizePhone(values.phone);
      if (phone !== values.phone) update({ ...values, phone });
    }
    if (values[field].trim() !== '') setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  };

  const errorOf = (field: Field): { message: string; values?: ValidationError['values'] } | null => {
    const own = showAllErrors || touched[field] ? validateField(field, values[field]) : null;
    if (own) return own;
    const refused = editedFields[field] ? undefined : serverErrors[field];
    return refused ? { message: refused } : null;
  };
  const idOf = (field: Field) => `${formId}-${field}`;

  const text = (
    field: Field,
    label: ReactNode,
    options: { type?: string; autoComplete: string; inputMode?: 'email' | 'tel' | 'numeric'; hint?: ReactNode; optional?: boolean },
  ) => {
    const error = errorOf(field);
    const describedBy = [options.hint && `${idOf(field)}-hint`, error && `${idOf(field)}-error`].filter(Boolean).join(' ') || undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={idOf(field)} className={styles.label}>
          {label}
          {options.optional && (
            <span className={styles.optional}>
              {' '}
              <Trans id="booking.contact.optional">(optional)</Trans>
            </span>
          )}
        </label>
        {options.hint && (
          <p id={`${idOf(field)}-hint`} className={styles.hint}>
            {options.hint}
          </p>
        )}
        <input
          id={idOf(field)}
          name={field}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          maxLength={MAX_LENGTH[field]}
          className={styles.input}
          value={values[field]}
          onChange={change(field)}
          onBlur={blur(field)}
          required={!options.optional}
          aria-required={options.optional ? undefined : true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {error && (
          <p id={`${idOf(field)}-error`} className={styles.fieldError}>
            {i18n._(error.message, error.values)}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={styles.step} data-testid="contact-step">
      {business && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Trans id="booking.contact.company">Company</Trans>
          </legend>
          {text('companyName', <Trans id="booking.contact.companyName">Company name</Trans>, { autoComplete: 'organization' })}
          {text('orgNumber', <Trans id="booking.contact.orgNumber">Organisation number</Trans>, {
            autoComplete: 'off',
            inputMode: 'numeric',
            hint: <Trans id="booking.contact.orgNumberHint">For example 556677-8899</Trans>,
          })}
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          {business ? (
            <Trans id="booking.contact.contactPerson">Contact person</Trans>
          ) : (
            <Trans id="booking.contact.title">Your contact details</Trans>
          )}
        </legend>
        <div className={styles.row}>
          {text('firstName', <Trans id="booking.contact.firstName">First name</Trans>, { autoComplete: 'given-name' })}
          {text('lastName', <Trans id="booking.contact.lastName">Last name</Trans>, { autoComplete: 'family-name' })}
        </div>
        {text('email', <Trans id="booking.contact.email">Email</Trans>, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {text('phone', <Trans id="booking.contact.phone">Mobile phone</Trans>, {
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
          hint: <Trans id="booking.contact.phoneHint">For example 070-123 45 67</Trans>,
        })}
      </fieldset>
    </div>
  );
}
