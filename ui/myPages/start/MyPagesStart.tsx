import { Trans, useLingui } from '@lingui/react/macro';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { CustomerBooking, Invoice } from '../../../api/contract/customer';
import { routePath } from '../../../api/routes';
import { formatDate, formatDayKey, formatMoney } from '../../../i18n/format';
import {
  highlightedInvoicesLoader,
  latestBookingsLoader,
  offersLoader,
  subscriptionsLoader,
  supportContactLoader,
  timeBankLoader,
} from '../../../machines/myPages/myPages.resources';
import { useSite } from '../../shell/SiteContext';
import { InvoiceStatus } from '../invoices/InvoiceStatus';
import { Card, ResourceBody, useResource } from '../resource';
import { Frequency } from '../subscriptions/words';
import { formatVisitWhen, VisitStatus } from '../visit';
import pageStyles from '../myPages.module.css';
import styles from './start.module.css';
import { EmailAddress } from '../../components/EmailAddress';
import { LazyFallback } from '../../components/LazyFallback';
import { lazyModule } from '../../components/lazyModule';

/** The feedback form comes only with a feedback link (`?feedback=`), so its code is fetched then. */
export const feedbackCode = lazyModule(() => import('./Feedback').then((module) => module.Feedback));

/** Next visits shown on the start page. */
const START_VISITS = 3;

/** Overdue first, then by due date. */
const attentionOrder = (a: Invoice, b: Invoice) =>
  Number(b.status === 'overdue') - Number(a.status === 'overdue') || a.dueDate.localeCompare(b.dueDate);


/**
 * The logged-in start of My pages: invoices that want attention, the next
 * visits, subscriptions, the time bank, open offers and how to reach
 * support, each card with its own loading, error and empty state; the
 * feedback form when the page was opened from a feedback link.
 */
export function MyPagesStart({ feedbackId }: { feedbackId: string | null }) {
  const { locale } = useSite();
  return (
    <div className={styles.start} data-testid="my-pages-start">
      <HighlightedInvoices />
      {feedbackId && <FeedbackOf feedbackId={feedbackId} />}
      <div className={pageStyles.grid}>
        <NextVisits />
        <SubscriptionsSummary />
        <TimeBank />
        <Offers />
        <Support />
      </div>
      <nav aria-labelledby="my-pages-more">
        <h2 id="my-pages-more" className={pageStyles.cardTitle}>
          <Trans id="myPages.start.more">More on My pages</Trans>
        </h2>
        <ul className={pageStyles.links}>
          <Entry href={routePath('myBookings', locale)}>
            <Trans id="session.myPages.bookings">My bookings</Trans>
          </Entry>
          <Entry href={routePath('invoices', locale)}>
            <Trans id="myPages.start.invoicesLink">Invoices</Trans>
          </Entry>
          <Entry href={routePath('subscriptions', locale)}>
            <Trans id="myPages.start.subscriptionsLink">Subscriptions</Trans>
          </Entry>
          <Entry href={routePath('notifications', locale)}>
            <Trans id="session.myPages.notifications">Notifications</Trans>
          </Entry>
          <Entry href={routePath('account', locale)}>
            <Trans id="session.myPages.account">My account</Trans>
          </Entry>
          <Entry href={routePath('accountUsers', locale)}>
            <Trans id="myPages.start.usersLink">Users and power of attorney</Trans>
          </Entry>
        </ul>
      </nav>
    </div>
  );
}

function Entry({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <Link href={href} locale={false}>
        {children}
      </Link>
    </li>
  );
}

/** The feedback form, once its code is here (`feedbackCode`). */
function FeedbackOf({ feedbackId }: { feedbackId: string }) {
  const code = feedbackCode.useLoaded(true);
  const Feedback = code.loaded;
  return Feedback ? <Feedback feedbackId={feedbackId} /> : <LazyFallback state={code} />;
}

function HighlightedInvoices() {
  const { locale } = useSite();
  const invoices = useResource(highlightedInvoicesLoader, null);
  return (
    <Card
      title={<Trans id="myPages.start.invoices">Invoices to pay</Trans>}
      testId="start-invoices"
      actions={
        <Link href={routePath('invoices', locale)} locale={false}>
          <Trans id="myPages.start.allInvoices">All invoices</Trans>
        </Link>
      }
    >
      <ResourceBody
        resource={invoices}
        empty={
          <p>
            <Trans id="myPages.start.noInvoices">You have no invoices to pay.</Trans>
          </p>
        }
      >
        {(items) => (
          <ul className={styles.items}>
            {[...items].sort(attentionOrder).map((invoice) => {
              const amount = formatMoney(invoice.remaining, { decimals: true });
              const due = formatDayKey(invoice.dueDate, locale);
              return (
                <li key={invoice.id} data-testid="start-invoice">
                  <Link href={routePath('invoice', locale, { id: invoice.id })} locale={false}>
                    <Trans id="myPages.start.invoice">Invoice {invoice.number}</Trans>
                  </Link>
                  <span>
                    <Trans id="myPages.start.invoiceDue">
                      {amount}, due {due}
                    </Trans>
                  </span>
                  <InvoiceStatus status={invoice.status} />
                </li>
              );
            })}
          </ul>
        )}
      </ResourceBody>
    </Card>
  );
}

const isComing = (visit: CustomerBooking) => visit.status === 'booked' || visit.status === 'inProgress';

function NextVisits() {
  const { locale } = useSite();
  const visits = useResource(latestBookingsLoader, null);
  const empty = (
    <p>
      <Trans id="myPages.start.noVisits">You have no coming visits.</Trans>
    </p>
  );
  return (
    <Card
      title={<Trans id="myPages.start.nextVisits">Next visits</Trans>}
      testId="start-visits"
      actions={
        <Link href={routePath('myBookings', locale)} locale={false}>
          <Trans id="myPages.start.allBookings">All bookings</Trans>
        </Link>
      }
    >
      <ResourceBody resource={visits} empty={empty}>
        {(items) => {
          const coming = items.filter(isComing).sort((a, b) => a.startTime.localeCompare(b.startTime)).slice(0, START_VISITS);
          if (coming.length === 0) return empty;
          return (
            <ul className={pageStyles.plain}>
              {coming.map((visit) => (
                <li key={visit.id} data-testid="start-visit">
                  <Link href={routePath('myBooking', locale, { id: visit.id })} locale={false}>
                    {visit.title}
                  </Link>{' '}
                  <VisitStatus status={visit.status} />
                  <br />
                  <span>{formatVisitWhen(visit, locale)}</span>
                </li>
              ))}
            </ul>
          );
        }}
      </ResourceBody>
    </Card>
  );
}

function SubscriptionsSummary() {
  const { locale } = useSite();
  const subscriptions = useResource(subscriptionsLoader, null);
  return (
    <Card
      title={<Trans id="myPages.start.subscriptions">Subscriptions</Trans>}
      testId="start-subscriptions"
      actions={
        <Link href={routePath('subscriptions', locale)} locale={false}>
          <Trans id="myPages.start.allSubscriptions">Your subscriptions</Trans>
        </Link>
      }
    >
      <ResourceBody
        resource={subscriptions}
        empty={
          <p>
            <Trans id="myPages.start.noSubscriptions">You have no subscriptions.</Trans>
          </p>
        }
      >
        {(items) => (
          <ul className={pageStyles.plain}>
            {items.map((subscription) => {
              const price = formatMoney(subscription.pricePerVisit);
              return (
                <li key={subscription.id} data-testid="start-subscription">
                  <strong>{subscription.title}</strong>
                  <br />
                  <Frequency frequency={subscription.frequency} />,{' '}
                  <Trans id="myPages.start.perVisit">{price} per visit</Trans>
                  {subscription.nextVisit && (
                    <>
                      <br />
                      <span className={pageStyles.muted}>
                        <Trans id="myPages.start.nextVisit">Next visit: {formatDate(subscription.nextVisit, locale)}</Trans>
                      </span>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ResourceBody>
    </Card>
  );
}

/** The time bank's most recent entries shown under the balance. */
const TIME_BANK_ENTRIES_SHOWN = 3;

/** `3 h 30 min`; a negative balance is time owed; then what changed it last. */
function TimeBank() {
  const { t } = useLingui();
  const { locale } = useSite();
  const bank = useResource(timeBankLoader, null);
  return (
    <Card title={<Trans id="myPages.timeBank.title">Time bank</Trans>} testId="start-time-bank">
      <ResourceBody
        resource={bank}
        empty={
          <p>
            <Trans id="myPages.timeBank.empty">Your time bank is empty. Time from visits cancelled in good time is saved here.</Trans>
          </p>
        }
      >
        {({ balanceMinutes, items }) => {
          const hours = Math.floor(Math.abs(balanceMinutes) / 60);
          const minutes = Math.abs(balanceMinutes) % 60;
          return (
            <>
              <p className={styles.balance} data-testid="time-bank-balance">
                {balanceMinutes < 0 ? '−' : ''}
                <Trans id="myPages.timeBank.balance">
                  {hours} h {minutes} min
                </Trans>
              </p>
              <p className={pageStyles.muted}>
                {balanceMinutes < 0 ? (
                  <Trans id="myPages.timeBank.owed">Time you owe, taken from coming visits.</Trans>
                ) : (
                  <Trans id="myPages.timeBank.saved">Time saved to use on coming visits.</Trans>
                )}
              </p>
              {items.length > 0 && (
                <ul className={styles.timeBankEntries} aria-label={t({ id: 'myPages.timeBank.entries', message: 'Latest changes' })} data-testid="time-bank-entries">
                  {items.slice(0, TIME_BANK_ENTRIES_SHOWN).map((entry) => (
                    <li key={`${entry.date}-${entry.description}-${entry.minutes}`}>
                      <span>
                        {formatDayKey(entry.date, locale)}: {entry.description}
                      </span>{' '}
                      <span className={styles.timeBankMinutes}>
                        {entry.minutes < 0 ? '−' : '+'}
                        <Trans id="myPages.timeBank.minutes">{Math.abs(entry.minutes)} min</Trans>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </ResourceBody>
    </Card>
  );
}

function Offers() {
  const { locale } = useSite();
  const offers = useResource(offersLoader, null);
  return (
    <Card title={<Trans id="myPages.offers.title">Offers</Trans>} testId="start-offers">
      <ResourceBody
        resource={offers}
        empty={
          <p>
            <Trans id="myPages.offers.empty">You have no open offers.</Trans>
          </p>
        }
      >
        {(items) => (
          <ul className={pageStyles.plain}>
            {items.map((offer) => (
              <li key={offer.id} data-testid="start-offer">
                <strong>{offer.title}</strong>
                {offer.amount !== undefined && <> – {formatMoney(offer.amount)}</>}
                {offer.validUntil && (
                  <>
                    <br />
                    <span className={pageStyles.muted}>
                      <Trans id="myPages.offers.validUntil">Valid until {formatDayKey(offer.validUntil, locale)}</Trans>
                    </span>
                  </>
                )}
                {offer.documentUrl && (
                  <>
                    <br />
                    <a href={offer.documentUrl} target="_blank" rel="noreferrer">
                      <Trans id="myPages.offers.document">Read the offer (opens in a new tab)</Trans>
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </ResourceBody>
    </Card>
  );
}

function Support() {
  const contact = useResource(supportContactLoader, null);
  return (
    <Card title={<Trans id="myPages.support.title">Customer service</Trans>} testId="start-support">
      <ResourceBody resource={contact} empty={null}>
        {({ phone, email, openingHours }) => (
          <dl className={pageStyles.facts}>
            <div>
              <dt>
                <Trans id="myPages.support.phone">Phone</Trans>
              </dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Trans id="myPages.support.email">Email</Trans>
              </dt>
              <dd>
                <a href={`mailto:${email}`}>
                  <EmailAddress email={email} />
                </a>
              </dd>
            </div>
            <div>
              <dt>
                <Trans id="myPages.support.openingHours">Opening hours</Trans>
              </dt>
              <dd>{openingHours}</dd>
            </div>
          </dl>
        )}
      </ResourceBody>
    </Card>
  );
}
