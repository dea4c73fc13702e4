import { Trans } from '@lingui/react/macro';
import type { CustomerBooking } from '../../api/contract/customer';
import type { Locale } from '../../i18n/locales';
import { formatDay, stockholmDay, stockholmTime } from '../booking/steps/time';
import styles from './visit.module.css';

/**
 * How My pages name a visit's status and time, the same on every page:
 * times are Europe/Stockholm whatever the visitor's clock says.
 */

/** `Tisdag 2 december, 08:00–12:00` / `Tuesday 2 December, 08:00–12:00`. */
export function formatVisitWhen(visit: Pick<CustomerBooking, 'startTime' | 'endTime'>, locale: Locale): string {
  const { weekday, date } = formatDay(stockholmDay(visit.startTime), locale);
  return `${weekday} ${date}, ${stockholmTime(visit.startTime)}–${stockholmTime(visit.endTime)}`;
}

/** The status of a visit as a badge; the colour repeats what the words say. */
export function VisitStatus({ status }: { status: CustomerBooking['status'] }) {
  return (
    <span className={styles.status} data-status={status}>
      {status === 'booked' && <Trans id="myPages.visit.status.booked">Booked</Trans>}
      {status === 'inProgress' && <Trans id="myPages.visit.status.inProgress">In progress</Trans>}
      {status === 'done' && <Trans id="myPages.visit.status.done">Done</Trans>}
      {status === 'cancelled' && <Trans id="myPages.visit.status.cancelled">Cancelled</Trans>}
    </span>
  );
}
