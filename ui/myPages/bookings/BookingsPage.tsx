import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import { useState } from 'react';
import type { CustomerBooking } from '../../../api/contract/customer';
import { routePath } from '../../../api/routes';
import { bookingsLoader, type DayRange } from '../../../machines/myPages/myPages.resources';
import { addDays, stockholmDay } from '../../booking/steps/time';
import { useSite } from '../../shell/SiteContext';
import { MyPagesGate } from '../MyPagesGate';
import { ResourceBody, useResource } from '../resource';
import { MonthView } from './MonthView';
import { VisitItem } from './VisitItem';
import pageStyles from '../myPages.module.css';
import styles from './bookings.module.css';

/** How far back and ahead My bookings reads visits, in days. */
const BOOKINGS_DAYS_BACK = 365;
const BOOKINGS_DAYS_AHEAD = 365;

/** `myBookings`: the customer's coming and past visits, as a list or a month view. */
export function BookingsPage() {
  return <MyPagesGate>{() => <MyBookings today={stockholmDay(new Date())} />}</MyPagesGate>;
}

const isComing = (visit: CustomerBooking) => visit.status === 'booked' || visit.status === 'inProgress';
const byStart = (a: CustomerBooking, b: CustomerBooking) => a.startTime.localeCompare(b.startTime);

export function MyBookings({ today }: { today: string }) {
  const { locale } = useSite();
  const [mode, setMode] = useState<'list' | 'month'>('list');
  const range: DayRange = { startDate: addDays(today, -BOOKINGS_DAYS_BACK), endDate: addDays(today, BOOKINGS_DAYS_AHEAD) };
  const bookings = useResource(bookingsLoader, range);

  return (
    <section className={pageStyles.page} aria-labelledby="bookings-title" data-testid="bookings-page">
      <h1 id="bookings-title">
        <Trans id="myPages.bookings.title">My bookings</Trans>
      </h1>
      <div className={styles.toolbar} role="group" aria-labelledby="bookings-view-label">
        <span id="bookings-view-label" className={pageStyles.visuallyHidden}>
          <Trans id="myPages.bookings.viewLabel">Show the visits as</Trans>
        </span>
        <button type="button" className={pageStyles.action} aria-pressed={mode === 'list'} onClick={() => setMode('list')} data-testid="bookings-show-list">
          <Trans id="myPages.bookings.showList">List</Trans>
        </button>
        <button type="button" className={pageStyles.action} aria-pressed={mode === 'month'} onClick={() => setMode('month')} data-testid="bookings-show-month">
          <Trans id="myPages.bookings.showMonth">Month</Trans>
        </button>
      </div>
      <ResourceBody
        resource={bookings}
        emptyImage="bookings"
        empty={
          <>
            <p>
              <Trans id="myPages.bookings.empty">You have no visits booked yet.</Trans>
            </p>
            <Link href={routePath('home', locale)} locale={false} data-testid="bookings-services">
              <Trans id="myPages.bookings.browse">See our services</Trans>
            </Link>
          </>
        }
      >
        {(visits) =>
          mode === 'month' ? (
            <MonthView visits={visits} today={today} range={range} />
          ) : (
            <VisitLists visits={visits} />
          )
        }
      </ResourceBody>
    </section>
  );
}

function VisitLists({ visits }: { visits: CustomerBooking[] }) {
  const { locale } = useSite();
  const coming = visits.filter(isComing).sort(byStart);
  const past = visits.filter((visit) => !isComing(visit)).sort((a, b) => byStart(b, a));
  return (
    <>
      <section className={styles.section} aria-labelledby="coming-title" data-testid="bookings-coming">
        <h2 id="coming-title">
          <Trans id="myPages.bookings.coming">Coming visits</Trans>
        </h2>
        {coming.length === 0 ? (
          <p className={pageStyles.muted}>
            <Trans id="myPages.bookings.noComing">You have no coming visits.</Trans>
          </p>
        ) : (
          <ul className={styles.visits} aria-labelledby="coming-title">
            {coming.map((visit) => (
              <VisitItem key={visit.id} visit={visit} locale={locale} />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="past-title" data-testid="bookings-past">
        <h2 id="past-title">
          <Trans id="myPages.bookings.past">Past visits</Trans>
        </h2>
        {past.length === 0 ? (
          <p className={pageStyles.muted}>
            <Trans id="myPages.bookings.noPast">You have no past visits.</Trans>
          </p>
        ) : (
          <ul className={styles.visits} aria-labelledby="past-title">
            {past.map((visit) => (
              <VisitItem key={visit.id} visit={visit} locale={locale} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
