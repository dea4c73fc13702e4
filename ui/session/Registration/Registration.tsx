import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { RegistrationField } from '../../../machines/session/constants';
import { selectRegistration } from '../../../machines/session/session.selectors';
import { useSession, useSessionSelector } from '../SessionContext';
import { Button } from '../../components/Button';
import { CheckField } from '../../forms/CheckField';
import { phoneInput, postalCodeInput } from '../../forms/inputs';
import { registrationFormSchema } from '../../forms/schemas';
import { fieldsNamed, setServerErrors } from '../../forms/serverErrors';
import { TextField } from '../../forms/TextField';
import fields from '../../components/Fields.module.css';
import styles from './Registration.module.css';

type RegistrationValues = z.input<typeof registrationFormSchema>;
type RegistrationAnswers = z.output<typeof registrationFormSchema>;

// The name comes from BankID with the temporary session; the customer is not asked to type it again.
const EMPTY: RegistrationValues = { email: '', repeatEmail: '', mobilePhone: '', street: '', zipCode: '', city: '', terms: false };

/** Where the fields of `customer.register`'s body (and its 400 answer) show: every field the chart counts as the form's. */
const serverFieldOf = fieldsNamed<RegistrationValues>({
  email: 'email',
  mobilePhone: 'mobilePhone',
  'address.street': 'street',
  'address.zipCode': 'zipCode',
  'address.city': 'city',
} satisfies Record<RegistrationField, Path<RegistrationValues>>);

/**
 * Becoming a customer after an e-ID login of a person who is none yet
 * (the session is temporary). Sends exactly `customer.register`'s body:
 * email, mobile phone and the first address, as the contract's schema parses
 * them; the e-mail address is typed twice and must match (not sent). The server keeps the name the e-ID vouched for. Accepting the terms
 * is required here and not sent. The session chart sends it
 * (`registration.submitted`, `newCustomer.registering`) and loads the new
 * customer; a refusal's field errors show on their fields, any other failure
 * as the default error.
 */
export function Registration() {
  const { i18n } = useLingui();
  const { view, send } = useSession();
  const registration = useSessionSelector(selectRegistration, shallowEqual);
  const formId = useId();
  const form = useForm<RegistrationValues, unknown, RegistrationAnswers>({
    mode: 'onChange',
    defaultValues: EMPTY,
    resolver: zodResolver(registrationFormSchema) as unknown as Resolver<RegistrationValues, unknown, RegistrationAnswers>,
  });
  const { submitting, refusal, errorKey: submitError } = registration;

  // The chart's refusal shows on the form's fields (the form's own state; nothing is sent).
  const { setError } = form;
  useEffect(() => {
    if (refusal) setServerErrors(setError, refusal, serverFieldOf);
  }, [refusal, setError]);

  if (!view.isNewCustomer) return null;

  const register = (answers: RegistrationAnswers) =>
    send({
      type: 'registration.submitted',
      request: {
        email: answers.email,
        mobilePhone: answers.mobilePhone,
        address: { street: answers.street, zipCode: answers.zipCode, city: answers.city },
      },
    });

  const field = (name: Exclude<keyof RegistrationValues, 'terms'>) => ({ form, name, id: `${formId}-${name}` });

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
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(register)(event)} aria-describedby={`${formId}-required`}>
        <p id={`${formId}-required`} className={fields.hint}>
          <Trans id="auth.registration.allRequired">All fields are required.</Trans>
        </p>
        <fieldset className={fields.group}>
          <legend className={fields.legend}>
            <Trans id="auth.registration.personal">About you</Trans>
          </legend>
          <TextField {...field('email')} label={<Trans id="auth.registration.email">Email</Trans>} type="email" autoComplete="email" inputMode="email" />
          <TextField
            {...field('repeatEmail')}
            label={<Trans id="auth.registration.repeatEmail">Email again</Trans>}
            hint={<Trans id="auth.registration.repeatEmailHint">Your confirmations and receipts go to this address.</Trans>}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            {...field('mobilePhone')}
            label={<Trans id="auth.registration.mobilePhone">Mobile phone</Trans>}
            hint={<Trans id="auth.registration.mobilePhoneHint">For example 070-123 45 67</Trans>}
            {...phoneInput(registrationFormSchema.shape.mobilePhone)}
          />
        </fieldset>
        <fieldset className={fields.group}>
          <legend className={fields.legend}>
            <Trans id="auth.registration.address">Address</Trans>
          </legend>
          <TextField {...field('street')} label={<Trans id="auth.registration.street">Street address</Trans>} autoComplete="street-address" maxLength={200} />
          <div className={fields.row}>
            <TextField
              {...field('zipCode')}
              label={<Trans id="auth.registration.zipCode">Postal code</Trans>}
              {...postalCodeInput}
            />
            <TextField {...field('city')} label={<Trans id="auth.registration.city">City</Trans>} autoComplete="address-level2" maxLength={100} />
          </div>
        </fieldset>
        <CheckField
          form={form}
          name="terms"
          id={`${formId}-terms`}
          label={<Trans id="auth.registration.terms">I accept the terms and conditions and the processing of my personal data.</Trans>}
        />
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
