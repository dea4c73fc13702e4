import type { BookingPartner } from '../../../api/pageData';
import { formatMoney } from '../../../i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import Head from 'next/head';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BookingStep } from '../../../api/contract/booking';
import type { FieldError } from '../../../api/contract/endpoint';
import type { eidLoginMachine } from '../../../machines/eidLogin/eidLogin.machine';
import { selectEidLogin } from '../../../machines/eidLogin/eidLogin.selectors';
import type { BookingProduct, BookingSubject } from '../../../machines/booking/wizard/products';
import { asksAddressWithContact } from '../../../machines/booking/wizard/wizard.context';
import { contactAnswer, contactParts, questionsFor } from '../../../machines/booking/wizard/wizard.forms';
import type { BookingWizardContext, CustomerProfile, HeldSubscription, StepValues } from '../../../machines/booking/wizard/wizard.types';
import { AccountChoices } from '../../session/AccountChooser/AccountChooser';
import { EidLoginPanel } from '../../eidLogin/LoginView';
import { cx } from '../../components/cx';
import { Button } from '../../components/Button';
import { useFocusOnChange } from '../../components/useFocusOnChange';
import { useSite } from '../../shell/SiteContext';
import { ConfigurationForm } from '../forms/ConfigurationForm';
import { AddressStep } from '../steps/AddressStep';
import { AvailabilityCalendar } from '../steps/AvailabilityCalendar';
import { BookingReview, type ReviewContact } from '../steps/BookingReview';
import { ConflictLink } from '../steps/ConflictLink';
import { ContactStep, contactFieldOf, type ContactStepValues } from '../steps/ContactStep';
import { DiscountCode } from '../steps/DiscountCode';
import { FlowChoice } from '../steps/HomeCleaningSteps';
import { translateKey } from '../steps/messages';
import { PlaceFields, type Place } from '../steps/PlaceFields';
import { PriceSummary } from '../steps/PriceSummary';
import { StepIndicator } from '../steps/StepIndicator';
import { SuccessStep } from '../steps/SuccessStep';
import { useBookingWizard, type StaffWizard } from './useBookingWizard';
import styles from './BookingWizard.module.css';

type ConfigStep = 'configuration' | 'optional-configuration' | 'cleaning-configuration';
const CONFIG_STEPS: readonly BookingStep[] = ['configuration', 'optional-configuration', 'cleaning-configuration'];

/** What the wizard says to a customer who subscribes to weekly cleaning already (the booking call's own refusals). */
const HELD_SUBSCRIPTION_MESSAGES: Record<HeldSubscription, string> = {
  includedInSubscription: 'common.formErrors.alreadySubscribed',
  subscriptionZipCodeMismatch: 'common.formErrors.subscriptionZipCodeMismatch',
};

interface BookingWizardProps {
  product: BookingProduct;
  title: string;
  simulator: boolean;
  /** Whether a customer is logged in on the site as the wizard starts (the booking is theirs); a visitor's is not. */
  identified?: boolean;
  /** Customer service books for this customer with the staff actors (the staff variant: no BankID step). */
  staff?: StaffWizard;
  /** The partner the booking is made through (its landing link's campaign code). */
  partner?: BookingPartner;
}

/** One product's booking: its steps from the statechart, each rendered by its view. */
export function BookingWizard({ product, title, simulator, identified = false, staff, partner }: BookingWizardProps) {
  const { t, i18n } = useLingui();
  const { locale, webConfig } = useSite();
  const { actor, view } = useBookingWizard(product, { simulator, identified, staff, partner });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const eid = useSelector(actor, (snapshot) => snapshot.children.eidLogin as ActorRefFrom<typeof eidLoginMachine> | undefined);
  const send = actor.send;
  // The new address stays offered after another one is picked, so the visitor can switch back.
  const [lastNewAddress, setLastNewAddress] = useState<Place | null>(null);
  const answeredNew = placeOf(context.forms.address?.values);
  if (answeredNew && !samePlace(lastNewAddress, answeredNew)) setLastNewAddress(answeredNew);

  // The first configuration step is named for what it asks about.
  const about: Record<BookingSubject, string> = {
    home: t({ id: 'booking.step.about.home', message: 'Your home' }),
    windows: t({ id: 'booking.step.about.windows', message: 'Your windows' }),
    job: t({ id: 'booking.step.about.job', message: 'The job' }),
    garden: t({ id: 'booking.step.about.garden', message: 'Your garden' }),
    premises: t({ id: 'booking.step.about.premises', message: 'Your premises' }),
    move: t({ id: 'booking.step.about.move', message: 'The move' }),
    association: t({ id: 'booking.step.about.association', message: 'Your association' }),
  };
  const labels: Record<string, string> = {
    'flow-choice': t({ id: 'booking.step.flowChoice', message: 'How to start' }),
    configuration: about[product.subject],
    'optional-configuration': t({ id: 'booking.step.otherDetails', message: 'Other details' }),
    // Weekly cleaning asks its main questions here; the other cleanings their extras.
    'cleaning-configuration':
      product.kind === 'homeCleaning'
        ? t({ id: 'booking.step.cleaningConfiguration', message: 'The cleaning' })
        : t({ id: 'booking.step.extras', message: 'Extras' }),
    availability: t({ id: 'booking.step.availability', message: 'Time' }),
    customer: t({ id: 'booking.step.customer', message: 'Identify' }),
    address: t({ id: 'booking.step.address', message: 'Address' }),
    contact: t({ id: 'booking.step.contact', message: 'Contact' }),
    success: t({ id: 'booking.step.success', message: 'Done' }),
  };
  const step = view.step;
  // Where the person is, said by the step's heading and the document's title; a new step takes focus at its heading.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(step, stepHeading, { toTop: true });
  // Numbered as the progress bar numbers them (the receipt is its last).
  const count = view.steps.length;
  const position = step ? view.steps.findIndex((item) => item.step === step) + 1 : 0;
  const stepName = step ? (labels[step] ?? step) : '';
  const stepTitle =
    step === 'success'
      ? t({ id: 'booking.step.doneTitle', message: `Booked: ${title}` })
      : t({ id: 'booking.step.title', message: `Step ${position} of ${count}: ${stepName} – ${title}` });
  const brand = webConfig?.company.name ?? '';
  /** Customer service books for this customer (the staff variant). */
  const customerName = staff ? staff.actingFor.name : null;
  const formValues = (name: BookingStep): StepValues | undefined => context.forms[name]?.values;
  // A refused submit's fields: the contact fields show theirs in place, the rest are listed in the alert.
  const otherErrors = view.fieldErrors.filter((error) => contactFieldOf(error.field) === null);
  const held = context.profile?.heldSubscription;
  const subscribedKey = held ? HELD_SUBSCRIPTION_MESSAGES[held] : null;
  const onForm = (name: BookingStep) => (values: Record<string, unknown>, valid: boolean) =>
    send({ type: 'form.changed', step: name, values: values as StepValues, valid });
  const config = context.config && 'questions' in context.config ? context.config : null;
  // Where the booking goes: a stored address picked, a new one added, or the place typed with the contact.
  const pickedId = formValues('address')?.addressId;
  const bookedPlace =
    context.profile?.addresses.find((address) => address.id === pickedId) ??
    answeredNew ??
    (asksAddressWithContact(product) ? placeOf(formValues('contact')) : null);
  // An error is said once: failed free times in the calendar, beside its retry, and a failed account choice
  // in the choice; every other error above the steps.
  // A partner's discount is agreed at the home visit: Click & Go, on its own route, is booked at our own prices.
  const partnerDiscount = partner?.discountPerHour ? formatMoney(partner.discountPerHour) : null;
  const calendarError = step === 'availability' && view.canRetryAvailability ? view.errorKey : null;
  const errorInStep = calendarError !== null || (step === 'customer' && context.accountChoice !== null);

  return (
    <section className={styles.wizard} aria-labelledby="booking-title" data-testid="booking-wizard" data-step={step ?? 'loading'}>
      <h1 id="booking-title" className={styles.title}>
        {title}
      </h1>
      {/* On the receipt its heading says whom it was booked for. */}
      {customerName !== null && step !== 'success' && (
        <p className={styles.status} data-testid="booking-acting-for">
          <Trans id="booking.staff.bookingFor">Booking for {customerName}.</Trans>
        </p>
      )}
      {partner && (
        <div className={styles.status} data-testid="booking-partner">
          <p>
            <Trans id="booking.partner.through">
              Partner: {partner.name} (campaign {partner.campaignCode})
            </Trans>
          </p>
          {partnerDiscount !== null && (
            <p data-testid="booking-partner-discount">
              <Trans id="booking.partner.discount">
                {partnerDiscount} off every hour of cleaning, taken off the price you agree on at the home visit.
              </Trans>
            </p>
          )}
        </div>
      )}
      {step !== 'success' && (
        <StepIndicator steps={view.steps} labels={labels} onEdit={(target) => send({ type: 'step.edit', step: target as BookingStep })} />
      )}
      {view.errorKey && step !== 'success' && !errorInStep && (
        <div role="alert" className={styles.error} data-testid="booking-error">
          <p>{translateKey(i18n, view.errorKey)}</p>
          {otherErrors.length > 0 && (
            <ul>
              {otherErrors.map((error) => (
                <li key={error.field}>
                  {translateKey(i18n, error.message)}
                  {/* Customer service books for the customer: the customer's own pages are no way on for them. */}
                  {staff === undefined && (
                    <>
                      {' '}
                      <ConflictLink error={error} locale={locale} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {view.canRetryConfig && (
            <Button variant="secondary" size="small" onClick={() => send({ type: 'config.retried' })}>
              <Trans id="booking.retry">Try again</Trans>
            </Button>
          )}
        </div>
      )}
      {/* BankID named a customer who subscribes to weekly cleaning already: no way forward, but to their subscription. */}
      {subscribedKey && step !== 'success' && (
        <div role="alert" className={styles.error} data-testid="booking-subscribed">
          <p>{translateKey(i18n, subscribedKey)}</p>
          {staff === undefined && <ConflictLink error={{ field: 'body.zipCode', message: subscribedKey }} locale={locale} />}
        </div>
      )}
      {/* Until the form arrives the steps' room is kept, so the price and the footer do not jump when it does. */}
      {step !== null && (
        <Head>
          <title>{brand ? `${stepTitle} | ${brand}` : stepTitle}</title>
        </Head>
      )}
      <div className={cx(styles.body, step === null && styles.pending)}>
        <div className={styles.main}>
          {/* In the body, where the step's heading comes: the steps below do not move when the form arrives. */}
          {step === null && (
            <p role="status" aria-live="polite" className={styles.status}>
              {view.busy && <Trans id="booking.loading">Loading…</Trans>}
              {view.handedOver && <Trans id="booking.handedOver">Opening the booking…</Trans>}
            </p>
          )}
          {step !== null && step !== 'success' && (
            <h2 ref={stepHeading} tabIndex={-1} className={styles.stepHeading} data-testid="booking-step-heading">
              <Trans id="booking.step.heading">
                Step {position} of {count}: {stepName}
              </Trans>
            </h2>
          )}
          {step === 'flow-choice' && (
            <FlowChoice
              value={typeof formValues('flow-choice')?.flow === 'string' ? (formValues('flow-choice')?.flow as string) : null}
              onChange={onForm('flow-choice')}
              withoutDiscountOf={partnerDiscount !== null ? partner?.name : undefined}
            />
          )}
          {step && CONFIG_STEPS.includes(step) && config && (
            <ConfigurationForm
              key={step}
              questions={questionsFor(product, config.questions)}
              step={step as ConfigStep}
              defaultValues={{ ...context.forms.configuration?.values, ...formValues(step) }}
              {...(config.minimumTotal ? { minimumTotal: config.minimumTotal } : {})}
              onChange={onForm(step)}
            />
          )}
          {step === 'availability' && (
            <AvailabilityCalendar
              availability={context.availability}
              selected={context.slot}
              loading={view.busy}
              errorKey={calendarError}
              onSelect={(slot) => send({ type: 'slot.selected', slot })}
              onRetry={() => send({ type: 'availability.retried' })}
              locale={locale}
            />
          )}
          {step === 'customer' && (
            <CustomerStep
              eid={eid}
              simulator={simulator}
              context={context}
              choosing={view.customer.choosing}
              onChoose={(account) => send({ type: 'account.chosen', account })}
            />
          )}
          {step === 'address' && (
            <AddressStep
              addresses={context.profile?.addresses ?? []}
              loading={view.profile.loading}
              selectedId={(formValues('address')?.addressId as string | undefined) ?? null}
              newAddress={lastNewAddress}
              newSelected={answeredNew !== null}
              postalCode={context.postalCode}
              checking={view.address.checking}
              errorKey={view.address.errorKey}
              onSelect={(id) => send({ type: 'form.changed', step: 'address', values: { addressId: id }, valid: true })}
              onSelectNew={() => lastNewAddress && send({ type: 'form.changed', step: 'address', values: { ...lastNewAddress }, valid: true })}
              onAddNew={(address) => send({ type: 'address.added', address })}
            />
          )}
          {view.profile.failed && (step === 'address' || step === 'contact') && (
            <div role="alert" className={styles.error}>
              <p>
                <Trans id="booking.profile.failed">We could not fetch your details. You can type them in, or try again.</Trans>
              </p>
              <Button variant="secondary" size="small" onClick={() => send({ type: 'profile.retried' })}>
                <Trans id="booking.retry">Try again</Trans>
              </Button>
            </div>
          )}
          {step === 'contact' && (
            <ContactWithPlace
              // The customer's details arrive after the step may be shown: the form starts again with them.
              key={context.profile ? 'customer' : 'visitor'}
              product={product}
              postalCode={context.postalCode}
              defaults={formValues('contact')}
              serverErrors={view.fieldErrors}
              onChange={onForm('contact')}
            />
          )}
          {step === 'contact' && (
            <BookingReview
              locale={locale}
              facts={{
                productTitle: title,
                ...(context.slot ? { startTime: context.slot.startTime } : {}),
                ...(bookedPlace ? { address: bookedPlace } : {}),
                price: product.kind === 'direct' ? view.price.price : null,
              }}
              contact={reviewContactOf(formValues('contact'))}
            />
          )}
          {step === 'success' && context.result && (
            <SuccessStep
              locale={locale}
              customer={context.identified !== null}
              {...(customerName !== null ? { bookedFor: customerName } : {})}
              booking={{
                reference: context.result.reference,
                kind: successKindOf(context.result),
                productTitle: title,
                ...(context.result.startTime ? { startTime: context.result.startTime } : {}),
                ...(context.result.address ? { address: context.result.address } : {}),
                price: context.result.price ?? null,
                // Said only when the server sent it: the address it went to, not the one typed.
                ...(context.result.confirmationSentTo ? { email: context.result.confirmationSentTo } : {}),
              }}
            />
          )}
          {step && step !== 'success' && (
            <div className={styles.nav}>
              {view.canGoBack && (
                <Button variant="secondary" onClick={() => send({ type: 'step.back' })}>
                  <Trans id="booking.back">Back</Trans>
                </Button>
              )}
              {step === 'contact' ? (
                <Button
                  className={styles.forward}
                  // While the booking is sent the button keeps the focus (a disabled one would drop it to the page);
                  // the chart takes no second submit meanwhile.
                  disabled={!view.canSubmit && !view.busy}
                  aria-disabled={!view.canSubmit && view.busy ? true : undefined}
                  aria-busy={view.busy}
                  onClick={() => send({ type: 'booking.submitted' })}
                  data-testid="booking-submit"
                >
                  {product.kind === 'direct' ? <Trans id="booking.book">Book</Trans> : <Trans id="booking.send">Send request</Trans>}
                </Button>
              ) : (
                (step !== 'customer' || view.canGoNext) && (
                  <Button className={styles.forward} disabled={!view.canGoNext} onClick={() => send({ type: 'step.next' })} data-testid="booking-next">
                    <Trans id="booking.next">Continue</Trans>
                  </Button>
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
              rut={view.price.rut}
            />
            <DiscountCode
              code={view.discount.code}
              promotion={view.discount.promotion}
              checking={view.discount.checking}
              errorKey={view.discount.errorKey}
              refusedCode={view.discount.refusedCode}
              onApply={(code) => send({ type: 'discount.submitted', code })}
              onRemove={() => send({ type: 'discount.removed' })}
            />
          </aside>
        )}
      </div>
    </section>
  );
}

/** What the receipt confirms: a booked time, a booked home visit, or a request received. */
function successKindOf(result: NonNullable<BookingWizardContext['result']>): 'booking' | 'homeVisit' | 'request' {
  if (result.type === 'order') return 'booking';
  return result.status === 'confirmed' ? 'homeVisit' : 'request';
}

/**
 * The contact step: the contact person (and the company of a business
 * request) and, for products without an address step (requests, home
 * visits), where the job is. Reported to the wizard as one form.
 */
function ContactWithPlace({
  product,
  postalCode,
  defaults,
  serverErrors,
  onChange,
}: {
  product: BookingProduct;
  postalCode: string | null;
  defaults: StepValues | undefined;
  serverErrors: readonly FieldError[];
  onChange(values: Record<string, unknown>, valid: boolean): void;
}) {
  const withPlace = asksAddressWithContact(product);
  // Each part as last changed (at first as the wizard judged the starting answers); the wizard gets both together.
  const [parts] = useState(() => contactParts(product, postalCode, defaults));
  const report = () => {
    const answer = contactAnswer(product, parts);
    onChange(answer.values, answer.valid);
  };
  const text = (key: string) => (typeof defaults?.[key] === 'string' ? (defaults[key] as string) : undefined);
  return (
    <div className={styles.main}>
      <ContactStep
        business={product.kind === 'b2b'}
        defaultValues={contactDefaults(defaults)}
        serverErrors={serverErrors}
        onChange={(values, valid) => {
          parts.person = { values: flattenContact(values), valid };
          report();
        }}
      />
      {withPlace && (
        <PlaceFields
          legend={<PlaceLegend product={product} />}
          postalCode={postalCode}
          defaults={{ street: text('street'), zipCode: text('zipCode'), city: text('city') }}
          onChange={(place) => {
            parts.place = place;
            report();
          }}
        />
      )}
    </div>
  );
}

function PlaceLegend({ product }: { product: BookingProduct }): ReactNode {
  if (product.kind === 'homeCleaning') return <Trans id="booking.place.home">Your home</Trans>;
  if (product.kind === 'b2b') return <Trans id="booking.place.premises">Where are you?</Trans>;
  return <Trans id="booking.place.job">Where is the job?</Trans>;
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

/**
 * The customer step: BankID (run by the wizard as a child of its
 * statechart), then, for someone who may act for several accounts, the
 * account the booking is for; a customer known already sees who they are.
 */
/** The customer step's heading, which names BankID's panel too (one wizard per page). */
const CUSTOMER_TITLE_ID = 'booking-customer-title';

function CustomerStep({
  eid,
  simulator,
  context,
  choosing,
  onChoose,
}: {
  eid: ActorRefFrom<typeof eidLoginMachine> | undefined;
  simulator: boolean;
  context: BookingWizardContext;
  choosing: boolean;
  onChoose(account: string): void;
}) {
  // BankID's panel goes once it is done: the keyboard follows to what took its place (the account choice, or who is identified).
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = context.accountChoice ? 'choice' : context.identified ? 'identified' : 'identify';
  // (While BankID is asked for, the ref is on nothing: Identify and BankID's panel hand the focus between them.)
  useFocusOnChange(shown, heading);
  return (
    <div className={styles.customer} data-testid="booking-customer">
      {context.accountChoice ? (
        <>
          <h3 ref={heading} tabIndex={-1}>
            <Trans id="booking.customer.chooseTitle">Who is the booking for?</Trans>
          </h3>
          <p>
            <Trans id="booking.customer.chooseLead">You can act for more than one account. Businesses get no RUT deduction.</Trans>
          </p>
          <AccountChoices
            accounts={context.accountChoice.accounts}
            busy={choosing}
            errorKey={context.errorKey}
            onChoose={onChoose}
          />
        </>
      ) : context.identified ? (
        <Identified profile={context.profile} headingRef={heading} />
      ) : (
        <>
          <h3 id={CUSTOMER_TITLE_ID}>
            <Trans id="booking.customer.title">Identify with BankID</Trans>
          </h3>
          <p>
            <Trans id="booking.customer.why">We need your personal identity number for the RUT deduction.</Trans>
          </p>
          {eid && <EidStart eid={eid} simulator={simulator} />}
        </>
      )}
    </div>
  );
}

function EidStart({ eid, simulator }: { eid: ActorRefFrom<typeof eidLoginMachine>; simulator: boolean }) {
  const view = useSelector(eid, selectEidLogin);
  const device = useSelector(eid, (snapshot) => snapshot.context.device);
  const started = view.status !== 'idle';
  // The button pressed goes either way (Identify gives way to BankID's panel, Cancel to Identify): the keyboard follows.
  const identify = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFocusOnChange(started ? 'started' : 'idle', started ? panel : identify, { toTop: true });
  return started ? (
    <div ref={panel} tabIndex={-1} role="group" aria-labelledby={CUSTOMER_TITLE_ID} className={styles.eidPanel} data-testid="booking-eid">
      <EidLoginPanel view={view} send={eid.send} device={device} simulator={simulator} />
    </div>
  ) : (
    <Button ref={identify} onClick={() => eid.send({ type: 'login.started' })} data-testid="booking-identify">
      <Trans id="booking.customer.start">Identify</Trans>
    </Button>
  );
}

/** Who the booking is for, once known. */
function Identified({ profile, headingRef }: { profile: CustomerProfile | null; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const name = profile ? (profile.business && profile.companyName ? profile.companyName : `${profile.firstName} ${profile.lastName}`.trim()) : '';
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1}>
        <Trans id="booking.customer.identifiedTitle">You are identified</Trans>
      </h3>
      <p data-testid="booking-identified">
        {name ? <Trans id="booking.customer.identifiedAs">Booking for {name}.</Trans> : <Trans id="booking.loading">Loading…</Trans>}
      </p>
    </>
  );
}

/** The contact step's answers as the review shows them. */
function reviewContactOf(values: StepValues | undefined): ReviewContact {
  const text = (key: string) => (typeof values?.[key] === 'string' ? (values[key] as string).trim() : '');
  return {
    name: `${text('firstName')} ${text('lastName')}`.trim(),
    email: text('email'),
    phone: text('phone'),
    ...(text('companyName') ? { companyName: text('companyName') } : {}),
  };
}

/** A new address answered at the address step (a stored one is an `addressId`). */
function placeOf(values: StepValues | undefined): Place | null {
  const { street, zipCode, city } = values ?? {};
  return typeof street === 'string' && typeof zipCode === 'string' && typeof city === 'string' ? { street, zipCode, city } : null;
}

function samePlace(a: Place | null, b: Place): boolean {
  return a !== null && a.street === b.street && a.zipCode === b.zipCode && a.city === b.city;
}
