import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import type { CustomerBooking } from '../../../api/contract/customer';
import { routePath } from '../../../api/routes';
import { formatMoney } from '../../../i18n/format';
import { formatPostalCode } from '../../../api/validators/postalCode';
import type { Locale } from '../../../i18n/locales';
import { formatVisitWhen, VisitStatus } from '../visit';
import styles from './bookings.module.css';

/**
 * One visit in a list: when (Stockholm time), what, where, who comes, the
 * price after RUT and the status; the title links to the visit's page.
 */
export function VisitItem({ visit, locale, compact = false }: { visit: CustomerBooking; locale: Locale; compact?: boolean }) {
  const staff = visit.staff.join(', ');
  return (
    <li className={styles.visit} data-testid="visit" data-visit-id={visit.id}>
      <p className={styles.when}>{formatVisitWhen(visit, locale)}</p>
      <p className={styles.what}>
        <Link href={routePath('myBooking', locale, { id: visit.id })} locale={false}>
          {visit.type === 'homeVisit' ? <Trans id="myPages.bookings.homeVisit">Home visit: {visit.title}</Trans> : visit.title}
        </Link>{' '}
        <VisitStatus status={visit.status} />
      </p>
      {!compact && (
        <dl className={styles.details}>
          <div>
            <dt>
              <Trans id="myPages.bookings.address">Address</Trans>
            </dt>
            <dd>
              {visit.address.street}, {formatPostalCode(visit.address.zipCode)} {visit.address.city}
            </dd>
          </div>
          <div>
            <dt>
              <Trans id="myPages.bookings.staff">Cleaner</Trans>
            </dt>
            <dd>{staff || <Trans id="myPages.bookings.staffUnknown">Not yet planned</Trans>}</dd>
          </div>
          {visit.price && (
            <div>
              <dt>
                <Trans id="myPages.bookings.price">Price after RUT</Trans>
              </dt>
              <dd data-testid="visit-price">{formatMoney(visit.price.totalToPay)}</dd>
            </div>
          )}
        </dl>
      )}
    </li>
  );
}
