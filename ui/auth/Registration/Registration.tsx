import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { customerAccount as customerCalls } from '../../../api/contract/customerAccount';
import { isApiError } from '../../../api/errors';
import {
  formatPostalCode,
  normalizePhone,
  normalizePostalCode,
  sanitizePostalCodeInput,
  validateEmail,
  validatePhone,
  validatePostalCode,
  validateRequired,
  formErrorMessage,
  FORM_ERROR_PREFIX,
  POSTAL_CODE_INPUT_MAX_LENGTH,
  type ValidationError,
} from '../../../api/validators';
import { DEFAULT_ERROR_KEY } from '../../../machines/shell/constants';
import { useSession } from '../../session/SessionContext';
import { useApi } from '../../shell/ApiContext';
import { Button } from '../../components/Button';
import fields from '../../components/Fields.module.css';
import styles from './Registration.module.css';

/** The fields of the form, in the order they are shown (the first invalid one gets focus). */
// The name comes from BankID with the temporary session; the customer is not asked to type it again.
const FIELDS = ['email', 'mobilePhone', 'street', 'zipCode', 'city', 'terms'] as const;
type Field = (typeof FIELDS)[number];
type TextField = Exclude<Field, 'terms'>;
type Values = Record<TextField, string> & { terms: boolean };

/** A message key with its values: from the validators, or `[{ field, message }]` of a 400. */
interface FieldMessage {
  message: string;
  values?: Record<string, string | number>;
}
type Errors = Partial<Record<Field, FieldMessage>>;

/** Where the fields of `customer.register`'s body (and its 400 answer) show. */
const SERVER_FIELDS: Record<string, Field> = {
  email: 'email',
  mobilePhone: 'mobilePhone',
  'address.street': 'street',
  'address.zipCode': 'zipCode',
  'address.city': 'city',
};

const DEFAULT_FIELD_ERROR = formErrorMessage('default');

const EMPTY: Values = { email: '', mobilePhone: '', street: '', zipCode: '', city: '', terms: false };

const asMessage = (error: ValidationError | null): FieldMessage | undefined =>
  error ? { message: error.message, ...(error.values ? { values: error.values } : {}) } : undefined;

/** The rules of each field (spec §5): all required; email, phone and postal code by their validators. */
function validateField(field: Field, values: Values): FieldMessage | undefined {
  if (field === 'terms') return asMessage(validateRequired(values.terms));
  const value = values[field];
  const required = validateRequired(value);
  if (required) return asMessage(required);
  if (field === 'email') return asMessage(validateEmail(value));
  if (field === 'mobilePhone') return asMessage(validatePhone(value));
  if (field === 'zipCode') return asMessage(validatePostalCode(value));
  return undefined;
}

/**
 * Becoming a customer after an e-ID login of a person who is none yet
 * (the session is temporary). Sends exactly `customer.register`'s body:
 * name, email, mobile phone and the first address. The server keeps the
 * name the e-ID vouched for; the typed one is its fallback. Accepting the
 * terms is required here and not sent. On success the session machine
 * gets the permanent session (`registration.completed`).
 */
export function Registration() {
  const { i18n } = useLingui();
  const { view, send } = useSession();
  const api = useApi();
  const formId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  if (!view.isNewCustomer) return null;

  const idOf = (field: Field) => `${formId}-${field}`;

  const setError = (field: Field, error: FieldMessage | undefined) =>
    setErrors((current) => {
      if (!error && !current[field]) return current;
      const next = { ...current };
      if (error) next[field] = error;
      else delete next[field];
      return next;
    });

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value =
      field === 'terms' ? event.target.checked : field === 'zipCode' ? sanitizePostalCodeInput(event.target.value) : event.target.value;
    const next = { ...values, [field]: value } as Values;
    setValues(next);
    // A field already marked wrong is re-checked while typing, so the message goes as soon as it is right.
    if (errors[field]) setError(field, validateField(field, next));
  };

  const blur = (field: Field) => () => {
    let next = values;
    if (field === 'mobilePhone' && validatePhone(values.mobilePhone) === null) next = { ...values, mobilePhone: normalizePhone(values.mobilePhone) };
    if (field === 'zipCode') next = { ...values, zipCode: formatPostalCode(values.zipCode) };
    if (next !== values) setValues(next);
    // Leaving an empty field untouched is not an error yet; the submit tells.
    const touched = field === 'terms' ? values.terms : values[field].trim() !== '';
    if (touched || errors[field]) setError(field, validateField(field, next));
  };

  const focusFirst = (found: Errors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = {};
    for (const field of FIELDS) {
      const error = validateField(field, values);
      if (error) found[field] = error;
    }
    setErrors(found);
    setSubmitError(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }

    setSubmitting(true);
    try {
      const result = await api.call(customerCalls.register, {
        body: {
          email: values.email.trim(),
          mobilePhone: normalizePhone(values.mobilePhone),
          address: { street: values.street.trim(), zipCode: normalizePostalCode(values.zipCode), city: values.city.trim() },
        },
        // The temporary session of the person who identified.
        ...(view.sessionId ? { sessionId: view.sessionId } : {}),
      });
      send({ type: 'registration.completed', sessionId: result.sessionToken });
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.kind === 'BadRequest') {
        const fromServer: Errors = {};
        for (const { field, message } of error.fieldErrors) {
          const target = SERVER_FIELDS[field];
          // Keys render translated; anything else the server said is shown as the generic field error.
          if (target && !fromServer[target]) fromServer[target] = { message: message.startsWith(FORM_ERROR_PREFIX) ? message : DEFAULT_FIELD_ERROR };
        }
        if (Object.keys(fromServer).length > 0) {
          setErrors(fromServer);
          focusFirst(fromServer);
          return;
        }
      }
      setSubmitError(DEFAULT_ERROR_KEY);
    }
  };

  const describedBy = (field: Field, hint?: boolean) =>
    [hint && `${idOf(field)}-hint`, errors[field] && `${idOf(field)}-error`].filter(Boolean).join(' ') || undefined;

  const errorText = (field: Field) => {
    const error = errors[field];
    if (!error) return null;
    return (
      <p id={`${idOf(field)}-error`} className={fields.fieldError}>
        {i18n._(error.message, error.values)}
      </p>
    );
  };

  const text = (
    field: TextField,
    label: ReactNode,
    options: { type?: string; autoComplete: string; inputMode?: 'email' | 'tel' | 'numeric'; maxLength?: number; hint?: ReactNode },
  ) => (
    <div className={fields.field}>
      <label htmlFor={idOf(field)} className={fields.label}>
        {label}
      </label>
      {options.hint && (
        <p id={`${idOf(field)}-hint`} className={fields.hint}>
          {options.hint}
        </p>
      )}
      <input
        ref={(element) => {
          inputs.current[field] = element;
        }}
        id={idOf(field)}
        name={field}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        maxLength={options.maxLength}
        className={fields.input}
        value={values[field]}
        onChange={change(field)}
        onBlur={blur(field)}
        required
        aria-required="true"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, Boolean(options.hint))}
      />
      {errorText(field)}
    </div>
  );

  return (
    <section className={styles.registration} aria-labelledby={`${formId}-title`} data-testid="registration">
      <h1 id={`${formId}-title`}>
        <Trans id="auth.registration.title">Become a customer</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans id="auth.registration.lead">
          You are identified but not yet a customer. Fill in your details to create your account.
        </Trans>
      </p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-describedby={`${formId}-required`}>
        <p id={`${formId}-required`} className={fields.hint}>
          <Trans id="auth.registration.allRequired">All fields are required.</Trans>
        </p>
        <fieldset className={fields.group}>
          <legend className={fields.legend}>
            <Trans id="auth.registration.personal">About you</Trans>
          </legend>
          <div className={fields.row}>
          </div>
          {text('email', <Trans id="auth.registration.email">Email</Trans>, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {text('mobilePhone', <Trans id="auth.registration.mobilePhone">Mobile phone</Trans>, {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            hint: <Trans id="auth.registration.mobilePhoneHint">For example 070-123 45 67</Trans>,
          })}
        </fieldset>
        <fieldset className={fields.group}>
          <legend className={fields.legend}>
            <Trans id="auth.registration.address">Address</Trans>
          </legend>
          {text('street', <Trans id="auth.registration.street">Street address</Trans>, { autoComplete: 'street-address' })}
          <div className={fields.row}>
            {text('zipCode', <Trans id="auth.registration.zipCode">Postal code</Trans>, {
              autoComplete: 'postal-code',
              inputMode: 'numeric',
              maxLength: POSTAL_CODE_INPUT_MAX_LENGTH,
            })}
            {text('city', <Trans id="auth.registration.city">City</Trans>, { autoComplete: 'address-level2' })}
          </div>
        </fieldset>
        <div className={fields.field}>
          <div className={styles.check}>
            <input
              ref={(element) => {
                inputs.current.terms = element;
              }}
              id={idOf('terms')}
              name="terms"
              type="checkbox"
              checked={values.terms}
              onChange={change('terms')}
              onBlur={blur('terms')}
              required
              aria-required="true"
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={describedBy('terms')}
            />
            <label htmlFor={idOf('terms')}>
              <Trans id="auth.registration.terms">I accept the terms and conditions and the processing of my personal data.</Trans>
            </label>
          </div>
          {errorText('terms')}
        </div>
        {submitError && (
          <p className={styles.submitError} role="alert">
            {i18n._(submitError)}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="text" disabled={submitting} onClick={() => send({ type: 'logout.requested', redirect: false })}>
            <Trans id="auth.registration.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting ? (
              <Trans id="auth.registration.submitting">Creating your account…</Trans>
            ) : (
              <Trans id="auth.registration.submit">Become a customer</Trans>
            )}
          </Button>
        </div>
      </form>
    </section>
  );
}
