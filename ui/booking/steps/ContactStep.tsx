import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ContactInput } from '../../../api/contract/common';
import type { FieldError } from '../../../api/contract/endpoint';
import { phoneInput } from '../../forms/inputs';
import { contactFormSchema } from '../../forms/schemas';
import { setServerErrors } from '../../forms/serverErrors';
import { TextField } from '../../forms/TextField';
import styles from '../../components/Fields.module.css';

/** The company of a business booking, as `booking.b2b`'s `company`. */
interface CompanyInput {
  name: string;
  /** `556677-8899`: business requests say which company they are for. */
  orgNumber?: string;
}

/** What the step gives the wizard: `contact` as `contactInputSchema`, and `company` for business bookings. */
export interface ContactStepValues {
  contact: ContactInput;
  company?: CompanyInput;
}

interface ContactStepProps {
  /** Business booking: company name and organisation number are asked too. */
  business: boolean;
  defaultValues?: Partial<ContactStepValues>;
  /** Called on every change (the wizard judged the starting answers itself), with whether every field is valid. */
  onChange(values: ContactStepValues, valid: boolean): void;
  /** Show every field's error, also of untouched fields (the wizard's next was pressed). */
  showAllErrors?: boolean;
  /** The refusal of the last submit (`[{ field, message }]`); each of this step's fields shows its own until changed. */
  serverErrors?: readonly FieldError[];
}

type ContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'companyName' | 'orgNumber';
type ContactFormValues = Record<ContactField, string>;

/** The contact form's field a server field error names (`body.contact.email`, `body.company.orgNumber`), if any. */
export function contactFieldOf(field: string): ContactField | null {
  const contact = /^body\.contact\.(firstName|lastName|email|phone)$/.exec(field);
  if (contact) return contact[1] as ContactField;
  if (field === 'body.company.name') return 'companyName';
  if (field === 'body.company.orgNumber') return 'orgNumber';
  return null;
}

/** The answers as the wizard keeps them: the schema's when valid, else as typed (trimmed), so nothing is lost. */
function toStepValues(values: ContactFormValues, business: boolean): ContactStepValues {
  const contact: ContactInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  };
  if (!business) return { contact };
  const orgNumber = values.orgNumber.trim();
  return { contact, company: { name: values.companyName.trim(), ...(orgNumber ? { orgNumber } : {}) } };
}

const NO_SERVER_ERRORS: readonly FieldError[] = [];

/**
 * The contact person of a booking (and the company for business bookings).
 * A field's error shows once it has been left with a value, or when the
 * wizard asks for all of them; the phone number is normalised to `+46 70 …`
 * when the field is left. Every change is reported from the field's own
 * change handler.
 */
export function ContactStep({ business, defaultValues, onChange, showAllErrors = false, serverErrors = NO_SERVER_ERRORS }: ContactStepProps) {
  const formId = useId();
  const schema = useMemo(() => contactFormSchema(business), [business]);
  const form = useForm<ContactFormValues>({
    mode: 'onChange',
    defaultValues: {
      firstName: defaultValues?.contact?.firstName ?? '',
      lastName: defaultValues?.contact?.lastName ?? '',
      email: defaultValues?.contact?.email ?? '',
      phone: defaultValues?.contact?.phone ?? '',
      companyName: defaultValues?.company?.name ?? '',
      orgNumber: defaultValues?.company?.orgNumber ?? '',
    },
    resolver: zodResolver(schema) as unknown as Resolver<ContactFormValues>,
  });

  const report = () => {
    const values = form.getValues();
    const parsed = schema.safeParse(values);
    onChange(toStepValues(parsed.success ? { ...values, ...parsed.data } : values, business), parsed.success);
  };

  // The server's refusal shows on the fields it names; a new refusal replaces it.
  const refusal = JSON.stringify(serverErrors);
  useEffect(() => {
    setServerErrors(form.setError, serverErrors, contactFieldOf, { focus: false });
    // `refusal` stands for `serverErrors`, which the wizard rebuilds on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);

  const field = (name: ContactField) => ({
    form,
    name,
    id: `${formId}-${name}`,
    revealErrors: showAllErrors,
    onValueChange: report,
  });

  return (
    <div className={styles.step} data-testid="contact-step">
      {business && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Trans id="booking.contact.company">Company</Trans>
          </legend>
          <TextField {...field('companyName')} label={<Trans id="booking.contact.companyName">Company name</Trans>} autoComplete="organization" maxLength={200} />
          <TextField
            {...field('orgNumber')}
            label={<Trans id="booking.contact.orgNumber">Organisation number</Trans>}
            hint={<Trans id="booking.contact.orgNumberHint">For example 556677-8899</Trans>}
            autoComplete="off"
            inputMode="numeric"
          />
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
          <TextField {...field('firstName')} label={<Trans id="booking.contact.firstName">First name</Trans>} autoComplete="given-name" maxLength={100} />
          <TextField {...field('lastName')} label={<Trans id="booking.contact.lastName">Last name</Trans>} autoComplete="family-name" maxLength={100} />
        </div>
        <TextField {...field('email')} label={<Trans id="booking.contact.email">Email</Trans>} type="email" autoComplete="email" inputMode="email" />
        <TextField
          {...field('phone')}
          label={<Trans id="booking.contact.phone">Mobile phone</Trans>}
          hint={<Trans id="booking.contact.phoneHint">For example 070-123 45 67</Trans>}
          {...phoneInput(schema.shape.phone)}
        />
      </fieldset>
    </div>
  );
}
