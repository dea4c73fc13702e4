import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BookingConfig, BookingStep } from '../../../api/contract/booking';
import type { FieldError } from '../../../api/contract/endpoint';
import type { StepValues } from '../../../machines/booking/wizard/wizard.types';
import type { BookingProduct } from '../../../machines/booking/wizard/products';
import type { eidLoginMachine } from '../../../machines/auth/eidLogin.machine';
import { selectEidLogin } from '../../../machines/auth/eidLogin.selectors';
import { EidLoginPanel } from '../../auth/Login/LoginView';
import { eidOpenUrl } from '../../auth/Login/useEidLogin';
import { useSession } from '../../session/SessionContext';
import { useSite } from '../../shell/SiteContext';
import { ConfigurationForm } from '../forms/ConfigurationForm';
import { AvailabilityCalendar } from '../steps/AvailabilityCalendar';
import { AddressStep } from '../steps/AddressStep';
import { ContactStep, type ContactField, type ContactStepValues } from '../steps/ContactStep';
import { DiscountCode } from '../steps/DiscountCode';
import { translateKey } from '../steps/messages';
import { FlowChoice, HomeAddress } from '../steps/HomeCleaningSteps';
import { PriceSummary } from '../steps/PriceSummary';
import { StepIndicator } from '../steps/StepIndicator';
import { SuccessStep } from '../steps/SuccessStep';
import { useBookingWizard } from './useBookingWizard';
import styles from './BookingWizard.module.css';

type ConfigStep = 'configuration' | 'optional-configuration' | 'cleaning-configuration';
const CONFIG_STEPS: readonly BookingStep[] = ['configuration', 'optional-configuration', 'cleaning-configuration'];

/** One product's booking: its steps from the statechart, each rendered by its view. */
export function BookingWizard({ product, title, simulator }: { product: BookingProduct; title: string; simulator: boolean }) {
  const { t, i18n } = useLingui();
  const { locale } = useSite();
  const session = useSession();
  const { actor, view } = useBookingWizard(product, { simulator });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const eid = useSelector(actor, (snapshot) => snapshot.children.eidLogin as ActorRefFrom<typeof eidLoginMachine> | undefined);
  const send = actor.send;
  // The new address stays offered after another one is picked, so the visitor can switch back.
  const [lastNewAddress, setLastNewAddress] = useState<AddressValues | null>(null);
  const answeredNew = addressValues(context.forms.address?.values);
  if (answeredNew && !sameAddress(lastNewAddress, answeredNew)) setLastNewAddress(answeredNew);
  const identified = context.customer;
  // BankID in the wizard logs the customer in too: the booking is theirs, at their addresses.
  useEffect(() => {
    if (identified) session.send({ type: 'login.completed', result: identified });
  }, [identified, session.send]);

  const labels: Record<string, string> = {
    'flow-choice': t({ id: 'booking.step.flowChoice', message: 'How to start' }),
    configuration: t({ id: 'booking.step.configuration', message: 'Your home' }),
    'optional-configuration': t({ id: 'booking.step.optionalConfiguration', message: 'Extras' }),
    'cleaning-configuration': t({ id: 'booking.step.cleaningConfiguration', message: 'Cleaning' }),
    availability: t({ id: 'booking.step.availability', message: 'Time' }),
    customer: t({ id: 'booking.step.customer', message: 'Identify' }),
    address: t({ id: 'booking.step.address', message: 'Address' }),
    contact: t({ id: 'booking.step.contact', message: 'Contact' }),
    success: t({ id: 'booking.step.success', message: 'Done' }),
  };
  const step = view.step;
  // Where the service comes: the customer's chosen address, or the one typed with the contact details.
  const chosenAddressId = context.forms.address?.values.addressId;
  const contactValues = context.forms.contact?.values;
  const bookedAddress =
    session.view.customer?.addresses.find((address) => address.id === chosenAddressId) ??
    answeredNew ??
    addressValues(contactValues) ??
    undefined;
  const formValues = (name: BookingStep): StepValues | undefined => context.forms[name]?.values;
  // A refused submit's fields: the contact fields show theirs in place, the rest are listed in the alert.
  const contactErrors = contactFieldErrors(view.fieldErrors);
  const otherErrors = view.fieldErrors.filter((error) => contactFieldOf(error.field) === null);
  const onForm = (name: BookingStep) => (values: Record<string, unknown>, valid: boolean) =>
    send({ type: 'form.changed', step: name, values: values as StepValues, valid });

  return (
    <section className={styles.wizard} aria-labelledby="booking-title" data-testid="booking-wizard" data-step={step ?? 'loading'}>
      <h1 id="booking-title">{title}</h1>
      <StepIndicator steps={view.steps} labels={labels} onEdit={(target) => send({ type: 'step.edit', step: target as BookingStep })} />
      {view.errorKey && (
        <div role="alert" className={styles.error} data-testid="booking-error">
          <p>{translateKey(i18n, view.errorKey)}</p>
          {otherErrors.length > 0 && (
            <ul>
              {otherErrors.map((error) => (
                <li key={error.field}>{translateKey(i18n, error.message)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {step === null && (
        <p role="status" aria-live="polite">
          {view.busy ? <Trans id="booking.loading">Loading…</Trans> : null}
        </p>
      )}
      <div className={styles.body}>
        <div className={styles.main}>
          {step === 'flow-choice' && (
            <FlowChoice
              value={typeof formValues('flow-choice')?.flow === 'string' ? (formValues('flow-choice')?.flow as string) : null}
              onChange={onForm('flow-choice')}
            />
          )}
          {step && CONFIG_STEPS.includes(step) && context.config && 'questions' in context.config && (
            <ConfigurationForm
              key={step}
              questions={questionsFor(product, (context.config as BookingConfig).questions)}
              step={step as ConfigStep}
              defaultValues={{ ...context.forms.configuration?.values, ...formValues(step) }}
              onChange={onForm(step)}
            />
          )}
          {step === 'availability' && (
            <AvailabilityCalendar
              availability={context.availability}
              selected={context.slot}
              loading={view.busy}
              errorKey={null}
              onSelect={(slot) => send({ type: 'slot.selected', slot })}
              onRetry={() => send({ type: 'availability.retried' })}
              locale={locale}
            />
          )}
          {step === 'customer' && eid && <CustomerStep eid={eid} simulator={simulator} />}
          {step === 'address' && (
            <AddressStep
              addresses={session.view.customer?.addresses ?? []}
              selectedId={(formValues('address')?.addressId as string | undefined) ?? null}
              newAddress={lastNewAddress}
              newSelected={answeredNew !== null}
              zipCode={context.zipCode}
              checking={view.address.checking}
              errorKey={view.address.errorKey}
              onSelect={(id) => send({ type: 'form.changed', step: 'address', values: { addressId: id }, valid: true })}
              onSelectNew={() => lastNewAddress && send({ type: 'form.changed', step: 'address', values: { ...lastNewAddress }, valid: true })}
              onAddNew={(address) => send({ type: 'address.added', address })}
            />
          )}
          {step === 'contact' && product.kind !== 'homeCleaning' && (
            <ContactStep
              business={product.kind === 'b2b'}
              defaultValues={contactDefaults(formValues('contact'))}
              serverErrors={contactErrors}
              onChange={(values, valid) => send({ type: 'form.changed', step: 'contact', values: flattenContact(values), valid })}
            />
          )}
          {step === 'contact' && product.kind === 'homeCleaning' && (
            <HomeContact
              zipCode={context.zipCode}
              defaults={contactDefaults(formValues('contact'))}
              serverErrors={contactErrors}
              onChange={onForm('contact')}
            />
          )}
          {step === 'success' && context.result && (
            <SuccessStep
              locale={locale}
              booking={{
                reference: context.result.bookingId,
                productTitle: title,
                ...(context.result.startTime ? { startTime: context.result.startTime } : {}),
                ...(bookedAddress ? { address: bookedAddress } : {}),
                price: context.price,
                ...(typeof formValues('contact')?.email === 'string' ? { email: formValues('contact')?.email as string } : {}),
              }}
            />
          )}
          {step && step !== 'success' && (
            <div className={styles.nav}>
              {view.canGoBack && (
                <button type="button" className={styles.secondary} onClick={() => send({ type: 'step.back' })}>
                  <Trans id="booking.back">Back</Trans>
                </button>
              )}
              {step === 'contact' ? (
                <button
                  type="button"
                  className={styles.primary}
                  disabled={!view.canSubmit}
                  aria-busy={view.busy}
                  onClick={() => send({ type: 'booking.submitted' })}
                  data-testid="booking-submit"
                >
                  {product.kind === 'direct' ? <Trans id="booking.book">Book</Trans> : <Trans id="booking.send">Send request</Trans>}
                </button>
              ) : (
                step !== 'customer' && (
                  <button type="button" className={styles.primary} disabled={!view.canGoNext} onClick={() => send({ type: 'step.next' })} data-testid="booking-next">
                    <Trans id="booking.next">Continue</Trans>
                  </button>
                )
              )}
            </div>
          )}
        </div>
        {product.kind === 'direct' && step !== 'success' && (
          <aside className={styles.side} aria-label={t({ id: 'booking.priceLabel', message: 'Price' })}>
            <PriceSummary
              price={view.price.price}
              updating={view.price.updating}
              failed={view.price.failed}
              onRetry={() => send({ type: 'price.retried' })}
              rutEligible
            />
            <DiscountCode
              code={view.discount.code}
              promotion={view.discount.promotion}
              checking={view.discount.checking}
              errorKey={view.discount.errorKey}
              onApply={(code) => send({ type: 'discount.submitted', code })}
              onRemove={() => send({ type: 'discount.removed' })}
            />
          </aside>
        )}
      </div>
    </section>
  );
}

/**
 * Home cleaning asks its subscription's questions in two steps: the main ones
 * as the cleaning configuration, the rest as extras.
 */
function questionsFor(product: BookingProduct, questions: BookingConfig['questions']): BookingConfig['questions'] {
  if (product.kind !== 'homeCleaning') return questions;
  return questions.map((question) => (question.step === 'configuration' ? { ...question, step: 'cleaning-configuration' } : question));
}

/** Contact details and, since nobody needs to be logged in, the home's address. */
function HomeContact({
  zipCode,
  defaults,
  serverErrors,
  onChange,
}: {
  zipCode: string | null;
  defaults: Partial<ContactStepValues> | undefined;
  serverErrors: Partial<Record<ContactField, string>>;
  onChange(values: Record<string, unknown>, valid: boolean): void;
}) {
  const [contact, setContact] = useState<{ values: StepValues; valid: boolean }>({ values: {}, valid: false });
  const [address, setAddress] = useState<{ street: string; zipCode: string; city: string } | null>(null);
  useEffect(() => {
    onChange({ ...contact.values, ...(address ?? {}) }, contact.valid && address !== null);
    // `onChange` is a fresh function each render; the answers are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contact, address]);
  return (
    <>
      <ContactStep
        business={false}
        defaultValues={defaults}
        serverErrors={serverErrors}
        onChange={(values, valid) => setContact({ values: flattenContact(values), valid })}
      />
      <HomeAddress zipCode={zipCode} onChange={setAddress} />
    </>
  );
}

/** The contact step's answers as flat form values (what the booking calls read). */
function flattenContact(values: ContactStepValues): StepValues {
  return {
    ...values.contact,
    ...(values.company ? { companyName: values.company.name, ...(values.company.orgNumber ? { orgNumber: values.company.orgNumber } : {}) } : {}),
  };
}

function contactDefaults(values: StepValues | undefined): Partial<ContactStepValues> | undefined {
  if (!values) return undefined;
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  return {
    contact: { firstName: text('firstName'), lastName: text('lastName'), email: text('email'), phone: text('phone') },
    ...(values.companyName !== undefined ? { company: { name: text('companyName'), orgNumber: text('orgNumber') } } : {}),
  };
}

/** The customer step: BankID, run by the wizard as a child of its statechart. */
function CustomerStep({ eid, simulator }: { eid: ActorRefFrom<typeof eidLoginMachine>; simulator: boolean }) {
  const view = useSelector(eid, selectEidLogin);
  const device = useSelector(eid, (snapshot) => snapshot.context.device);
  const autoStart = useSelector(eid, (snapshot) => snapshot.context.order?.autoStartToken ?? null);
  const openUrl = autoStart ? eidOpenUrl(autoStart, simulator) : null;
  return (
    <div data-testid="booking-customer">
      <h2>
        <Trans id="booking.customer.title">Identify with BankID</Trans>
      </h2>
      <p>
        <Trans id="booking.customer.why">We need your personal identity number for the RUT deduction.</Trans>
      </p>
      {view.status === 'idle' ? (
        <button type="button" onClick={() => eid.send({ type: 'login.started' })} data-testid="booking-identify">
          <Trans id="booking.customer.start">Identify</Trans>
        </button>
      ) : (
        <EidLoginPanel view={view} openUrl={openUrl} send={eid.send} device={device} simulator={simulator} />
      )}
    </div>
  );
}

type AddressValues = { street: string; zipCode: string; city: string };

/** A new address answered at the address step (a stored one is an `addressId`). */
function addressValues(values: StepValues | undefined): AddressValues | null {
  const { street, zipCode, city } = values ?? {};
  return typeof street === 'string' && typeof zipCode === 'string' && typeof city === 'string' ? { street, zipCode, city } : null;
}

function sameAddress(a: AddressValues | null, b: AddressValues): boolean {
  return a !== null && a.street === b.street && a.zipCode === b.zipCode && a.city === b.city;
}

/** The contact form's field a server field error names (`body.contact.email`, `body.company.orgNumber`), if any. */
function contactFieldOf(field: string): ContactField | null {
  const contact = /^body\.contact\.(firstName|lastName|email|phone)$/.exec(field);
  if (contact) return contact[1] as ContactField;
  if (field === 'body.company.name') return 'companyName';
  if (field === 'body.company.orgNumber') return 'orgNumber';
  return null;
}

function contactFieldErrors(errors: readonly FieldError[]): Partial<Record<ContactField, string>> {
  const found: Partial<Record<ContactField, string>> = {};
  for (const error of errors) {
    const field = contactFieldOf(error.field);
    if (field && !found[field]) found[field] = error.message;
  }
  return found;
}
