import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import Link from 'next/link';
import { useEffect, useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { Customer } from '../../../api/contract/customer';
import { routePath, type RouteName } from '../../../api/routes';
import { formatPostalCode } from '../../../api/validators';
import type { Locale } from '../../../i18n/locales';
import type { StaffDeskMachine } from '../../../machines/staffDesk/staffDesk.machine';
import { selectStaffDesk } from '../../../machines/staffDesk/staffDesk.selectors';
import { Button, buttonClass } from '../../components/Button';
import fields from '../../components/Fields.module.css';
import { personalNumberInput, phoneInput, postalCodeInput } from '../../forms/inputs';
import { setServerErrors } from '../../forms/serverErrors';
import { TextField } from '../../forms/TextField';
import {
  EMPTY_REGISTRATION,
  lookupFormSchema,
  registerFieldOf,
  registerFormSchema,
  registrationOf,
  type LookupFormAnswers,
  type LookupFormValues,
  type RegisterFormAnswers,
  type RegisterFormValues,
} from '../staffForms';
import styles from './StaffDesk.module.css';

type DeskActor = ActorRefFrom<StaffDeskMachine>;

/**
 * Customer service's desk: find a customer by personal number, or register
 * the person; the customer found is acted for (the staff header shows whom)
 * and can be booked for. A thin view of the `staffDesk` chart.
 */
export function StaffDesk({ actor, locale }: { actor: DeskActor; locale: Locale }) {
  const { i18n } = useLingui();
  const view = useSelector(actor, selectStaffDesk);

  return (
    // No region name of its own: the staff header is the one region called "Customer service".
    <div className={styles.desk} aria-busy={view.busy} data-testid="staff-desk" data-step={view.step}>
      <h1>
        <Trans id="staff.desk.title">Customer service</Trans>
      </h1>
      {(view.step === 'lookup' || view.step === 'lookingUp' || view.step === 'lookupFailed') && (
        <LookupForm actor={actor} busy={view.busy} />
      )}
      <div aria-live="polite" className={styles.status}>
        {view.step === 'lookingUp' && (
          <p role="status" data-testid="staff-desk-status">
            <Trans id="staff.desk.lookingUp">Looking up the customer…</Trans>
          </p>
        )}
      </div>
      {view.step === 'lookupFailed' && view.errorKey && (
        <div className={styles.failure}>
          <p role="alert">{i18n._(view.errorKey)}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'lookup.retried' })}>
            <Trans id="staff.desk.retry">Try again</Trans>
          </Button>
        </div>
      )}
      {view.step === 'found' && view.customer && view.ssn && (
        <CustomerSummary customer={view.customer} ssn={view.ssn} locale={locale} onSwitch={() => actor.send({ type: 'customer.switched' })} />
      )}
      {view.showRegister && view.ssn && <RegisterForm actor={actor} ssn={view.ssn} />}
      {view.step === 'signOnEnded' && (
        <p role="alert" className={styles.ended}>
          <Trans id="staff.desk.signOnEnded">Your sign-on has ended. Log in again to continue.</Trans>
        </p>
      )}
    </div>
  );
}

function LookupForm({ actor, busy }: { actor: DeskActor; busy: boolean }) {
  const formId = useId();
  const form = useForm<LookupFormValues, unknown, LookupFormAnswers>({
    mode: 'onChange',
    defaultValues: { ssn: '' },
    resolver: zodResolver(lookupFormSchema) as unknown as Resolver<LookupFormValues, unknown, LookupFormAnswers>,
  });
  const lookUp = ({ ssn }: LookupFormAnswers) => actor.send({ type: 'lookup.submitted', ssn });
  return (
    <form className={styles.lookup} role="search" noValidate onSubmit={(event) => void form.handleSubmit(lookUp)(event)}>
      <TextField
        form={form}
        name="ssn"
        id={`${formId}-ssn`}
        label={<Trans id="staff.desk.ssn">Personal identity number</Trans>}
        hint={<Trans id="staff.desk.ssnHint">12 digits, for example 19121212-1212</Trans>}
        {...personalNumberInput(lookupFormSchema.shape.ssn)}
      />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        <Trans id="staff.desk.find">Find customer</Trans>
      </Button>
    </form>
  );
}

/** The direct bookings staff make for a customer (spec §2, direct flow). */
const BOOKINGS: readonly RouteName[] = ['bookingWindowCleaningDirect', 'bookingDeepCleaning', 'bookingHomeCleaningDirect', 'bookingMoveOutCleaning'];

/**
 * A booking for the customer at their home: the postal code of their main
 * address (else their first) is the area the booking is priced and
 * scheduled for, as a visitor's postal-code check would give it.
 */
function bookingHref(route: RouteName, locale: Locale, customer: Customer): string {
  const home = customer.addresses.find((address) => address.primary) ?? customer.addresses[0];
  const path = routePath(route, locale);
  return home ? `${path}?${new URLSearchParams({ areaCode: home.zipCode.replace(/\s/g, '') }).toString()}` : path;
}

function CustomerSummary({ customer, ssn, locale, onSwitch }: { customer: Customer; ssn: string; locale: Locale; onSwitch(): void }) {
  const { t } = useLingui();
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  const bookingLabels: Record<string, string> = {
    bookingWindowCleaningDirect: t({ id: 'staff.desk.book.windowCleaning', message: 'Book window cleaning' }),
    bookingDeepCleaning: t({ id: 'staff.desk.book.deepCleaning', message: 'Book deep cleaning' }),
    bookingHomeCleaningDirect: t({ id: 'staff.desk.book.homeCleaning', message: 'Book home cleaning' }),
    bookingMoveOutCleaning: t({ id: 'staff.desk.book.moveOutCleaning', message: 'Book move-out cleaning' }),
  };
  const summaryId = useId();
  return (
    <div className={styles.found} data-testid="staff-customer">
      <section aria-labelledby={summaryId} className={styles.card}>
        <h2 id={summaryId}>{name}</h2>
        <dl className={styles.facts}>
          <dt>
            <Trans id="staff.desk.customer.ssn">Personal identity number</Trans>
          </dt>
          <dd>{ssn}</dd>
          <dt>
            <Trans id="staff.desk.customer.email">Email</Trans>
          </dt>
          <dd>{customer.email ?? '–'}</dd>
          <dt>
            <Trans id="staff.desk.customer.phone">Mobile phone</Trans>
          </dt>
          <dd>{customer.mobilePhone ?? '–'}</dd>
          <dt>
            <Trans id="staff.desk.customer.addresses">Addresses</Trans>
          </dt>
          <dd>
            {customer.addresses.length === 0 ? (
              '–'
            ) : (
              <ul className={styles.addresses}>
                {customer.addresses.map((address) => (
                  <li key={address.id}>
                    {address.street}, {formatPostalCode(address.zipCode)} {address.city}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        <Button variant="secondary" onClick={onSwitch}>
          <Trans id="staff.desk.switch">Switch customer</Trans>
        </Button>
      </section>
      <nav aria-label={t({ id: 'staff.desk.bookFor', message: 'Book for the customer' })} className={styles.bookings}>
        <h2>
          <Trans id="staff.desk.bookForTitle">Book for {name}</Trans>
        </h2>
        <ul>
          {BOOKINGS.map((route) => (
            <li key={route}>
              <Link href={bookingHref(route, locale, customer)} locale={false} className={buttonClass({ variant: 'primary', block: true })}>
                {bookingLabels[route]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function RegisterForm({ actor, ssn }: { actor: DeskActor; ssn: string }) {
  const { i18n } = useLingui();
  const view = useSelector(actor, selectStaffDesk);
  const formId = useId();
  const form = useForm<RegisterFormValues, unknown, RegisterFormAnswers>({
    mode: 'onChange',
    defaultValues: EMPTY_REGISTRATION,
    resolver: zodResolver(registerFormSchema) as unknown as Resolver<RegisterFormValues, unknown, RegisterFormAnswers>,
  });
  // The chart's refusal shows on the form's fields (the form's own state; nothing is sent).
  const { setError } = form;
  const { fieldErrors } = view;
  useEffect(() => {
    if (fieldErrors) setServerErrors(setError, fieldErrors, registerFieldOf);
  }, [fieldErrors, setError]);

  const register = (answers: RegisterFormAnswers) => actor.send({ type: 'registration.submitted', request: registrationOf(answers) });
  const field = (name: keyof RegisterFormValues) => ({ form, name, id: `${formId}-${name}` });
  const registering = view.step === 'registering';

  return (
    <section className={styles.register} aria-labelledby={`${formId}-title`} data-testid="staff-register">
      <h2 id={`${formId}-title`}>
        <Trans id="staff.desk.register.title">Not a customer yet</Trans>
      </h2>
      <p>
        <Trans id="staff.desk.register.lead">{ssn} is not a customer yet. Fill in their details to register them.</Trans>
      </p>
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(register)(event)}>
        <div className={fields.row}>
          <TextField {...field('firstName')} label={<Trans id="staff.desk.register.firstName">First name</Trans>} autoComplete="off" maxLength={100} />
          <TextField {...field('lastName')} label={<Trans id="staff.desk.register.lastName">Last name</Trans>} autoComplete="off" maxLength={100} />
        </div>
        <TextField {...field('email')} label={<Trans id="staff.desk.register.email">Email</Trans>} type="email" autoComplete="off" inputMode="email" />
        <TextField
          {...field('mobilePhone')}
          label={<Trans id="staff.desk.register.mobilePhone">Mobile phone</Trans>}
          {...phoneInput(registerFormSchema.shape.mobilePhone)}
          autoComplete="off"
        />
        <TextField {...field('street')} label={<Trans id="staff.desk.register.street">Street address</Trans>} autoComplete="off" maxLength={200} />
        <div className={fields.row}>
          <TextField {...field('zipCode')} label={<Trans id="staff.desk.register.zipCode">Postal code</Trans>} {...postalCodeInput} autoComplete="off" />
          <TextField {...field('city')} label={<Trans id="staff.desk.register.city">City</Trans>} autoComplete="off" maxLength={100} />
        </div>
        {view.step === 'registerFailed' && view.errorKey && (
          <p role="alert" className={styles.error}>
            {i18n._(view.errorKey)}
          </p>
        )}
        <div aria-live="polite">
          {registering && (
            <p role="status">
              <Trans id="staff.desk.register.registering">Registering the customer…</Trans>
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <Button variant="text" disabled={registering} onClick={() => actor.send({ type: 'customer.switched' })}>
            <Trans id="staff.desk.register.another">Look up another number</Trans>
          </Button>
          <Button type="submit" disabled={registering} aria-busy={registering}>
            <Trans id="staff.desk.register.submit">Register customer</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
