import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import Link from 'next/link';
import type { ActorRefFrom } from 'xstate';
import type { CustomerBookingDetail } from '../../../api/contract/customer';
import { routePath } from '../../../api/routes';
import { formatMoney } from '../../../i18n/format';
import { formatPostalCode } from '../../../api/validators/postalCode';
import type { BookingDetailMachine } from '../../../machines/myPages/bookingDetail/bookingDetail.machine';
import { selectBookingDetail } from '../../../machines/myPages/bookingDetail/bookingDetail.selectors';
import { Button } from '../../components/Button';
import { useSite } from '../../shell/SiteContext';
import { formatVisitWhen, VisitStatus } from '../visit';
import styles from './BookingDetail.module.css';
import { formatInstant } from './format';
import { Busy, Failure } from './parts';
import { useFocusOn } from '../../components/useFocusOnChange';
import { LazyFallback } from '../../components/LazyFallback';
import { lazyModule } from '../../components/lazyModule';

/** The change panels come as the customer reaches for a change (a pointer over, a touch on or the focus in the actions), not with the page. */
export const changePanels = lazyModule(() => import('./OpenChangePanel').then((module) => module.OpenChangePanel));

/** One booking on My pages: what, when, where, who, what it costs; the changes it allows. */
export function BookingDetailView({ actor }: { actor: ActorRefFrom<BookingDetailMachine> }) {
  const { locale } = useSite();
  const view = useSelector(actor, selectBookingDetail);
  const children = useSelector(actor, (snapshot) => snapshot.children);
  // The title takes the focus when the page settles and when a change closes; an open change focuses its own heading.
  const title = useFocusOn<HTMLHeadingElement>(view.status, view.flow === null);
  const panels = changePanels.useLoaded(view.flow !== null);
  const OpenChangePanel = panels.loaded;
  const send = actor.send;
  const close = () => send({ type: 'flow.closed' });
  const bookingsPath = routePath('myBookings', locale);
  const back = (
    <Link href={bookingsPath} locale={false} className={styles.back} data-testid="back-to-bookings">
      <span aria-hidden="true">← </span>
      <Trans id="myPages.booking.back">Back to My bookings</Trans>
    </Link>
  );

  if (view.status === 'loading' || view.status === 'ended') {
    return (
      <section className={styles.page} aria-busy={view.status === 'loading'} data-testid="booking-detail" data-status={view.status}>
        {back}
        {view.status === 'loading' && <Busy><Trans id="myPages.booking.loading">Loading the booking…</Trans></Busy>}
      </section>
    );
  }
  if (view.status === 'notFound') {
    return (
      <section className={styles.page} aria-labelledby="booking-title" data-testid="booking-detail" data-status="notFound">
        <h1 id="booking-title" ref={title} tabIndex={-1}>
          <Trans id="myPages.booking.notFoundTitle">We could not find that booking</Trans>
        </h1>
        <p data-testid="booking-not-found">
          <Trans id="myPages.booking.notFound">The booking does not exist, or it belongs to another account. Your bookings are listed under My bookings.</Trans>
        </p>
        {back}
      </section>
    );
  }
  if (view.status === 'failed' || !view.booking) {
    return (
      <section className={styles.page} aria-labelledby="booking-title" data-testid="booking-detail" data-status="failed">
        <h1 id="booking-title" ref={title} tabIndex={-1}>
          <Trans id="myPages.booking.failedTitle">The booking could not be loaded</Trans>
        </h1>
        <Failure errorKey="common.errors.default" onRetry={() => send({ type: 'retry.requested' })} />
        {back}
      </section>
    );
  }

  const booking = view.booking;
  const { allowed } = view;
  return (
    <section className={styles.page} aria-labelledby="booking-title" aria-busy={view.refreshing} data-testid="booking-detail" data-status="ready">
      {back}
      <div className={styles.header}>
        <h1 id="booking-title" ref={title} tabIndex={-1}>
          {booking.title}
        </h1>
        <VisitStatus status={booking.status} />
      </div>
      {view.refreshing && <Busy><Trans id="myPages.booking.refreshing">Updating the booking…</Trans></Busy>}
      {view.staleKey && (
        <div role="alert" data-testid="booking-stale">
          <p className={styles.error}>
            <Trans id="myPages.booking.stale">We could not update the booking; what you see may be out of date.</Trans>
          </p>
          <Button variant="secondary" size="small" onClick={() => send({ type: 'refresh.retried' })}>
            <Trans id="myPages.booking.retry">Try again</Trans>
          </Button>
        </div>
      )}
      <BookingFacts booking={booking} />
      {!view.flow && (
        <div className={styles.actions} data-testid="booking-actions" {...changePanels.preloadOnApproach}>
          {allowed.rebook && (
            <Button variant="secondary" onClick={() => send({ type: 'rebook.opened' })} data-testid="booking-action-rebook">
              <Trans id="myPages.booking.rebook">Move the visit</Trans>
            </Button>
          )}
          {allowed.cancel && (
            <Button variant="secondary" onClick={() => send({ type: 'cancel.opened' })} data-testid="booking-action-cancel">
              <Trans id="myPages.booking.cancel">Cancel the visit</Trans>
            </Button>
          )}
          {allowed.note && (
            <Button variant="secondary" onClick={() => send({ type: 'note.opened' })} data-testid="booking-action-note">
              {booking.note ? <Trans id="myPages.booking.editNote">Change the note</Trans> : <Trans id="myPages.booking.addNote">Leave a note for the staff</Trans>}
            </Button>
          )}
          {allowed.rate && (
            <Button variant="secondary" onClick={() => send({ type: 'rate.opened' })} data-testid="booking-action-rate">
              <Trans id="myPages.booking.rate">Rate the visit</Trans>
            </Button>
          )}
          {allowed.meeting && (
            <Button variant="secondary" onClick={() => send({ type: 'meeting.opened' })} data-testid="booking-action-meeting">
              <Trans id="myPages.booking.changeMeeting">Move or cancel the home visit</Trans>
            </Button>
          )}
        </div>
      )}
      {!view.flow && booking.type === 'visit' && booking.status === 'booked' && allowed.cancel && !allowed.rebook && (
        // Inside the notice period Move is not offered: say why, and what is still possible.
        <p className={styles.hint} data-testid="booking-too-late-to-move">
          <Trans id="myPages.booking.tooLateToMove">
            It is less than two working days to the visit, so it can no longer be moved. You can still cancel it, for a fee.
          </Trans>
        </p>
      )}
      {view.flow !== null &&
        (OpenChangePanel ? (
          <OpenChangePanel flow={view.flow} flows={children} onClose={close} />
        ) : (
          <LazyFallback state={panels}>
            <Button variant="text" size="small" onClick={close}>
              <Trans id="myPages.booking.close">Close</Trans>
            </Button>
          </LazyFallback>
        ))}
    </section>
  );
}

/** What the customer reads of a booking. */
function BookingFacts({ booking }: { booking: CustomerBookingDetail }) {
  const { locale } = useSite();
  const { t } = useLingui();
  const price = booking.price;
  const rating = booking.rating;
  return (
    <>
      <dl className={styles.facts} data-testid="booking-facts">
        <div>
          <dt>
            <Trans id="myPages.booking.when">When</Trans>
          </dt>
          <dd data-testid="booking-when">{formatVisitWhen(booking, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans id="myPages.booking.where">Where</Trans>
          </dt>
          <dd>
            {booking.address.street}, {formatPostalCode(booking.address.zipCode)} {booking.address.city}
          </dd>
        </div>
        <div>
          <dt>
            <Trans id="myPages.booking.who">Who is coming</Trans>
          </dt>
          <dd data-testid="booking-staff">
            {booking.staff.length > 0 ? booking.staff.join(', ') : <Trans id="myPages.booking.staffPending">We will tell you before the visit.</Trans>}
          </dd>
        </div>
        <div>
          <dt>
            <Trans id="myPages.booking.reference">Reference</Trans>
          </dt>
          <dd data-testid="booking-reference">{booking.reference}</dd>
        </div>
        {booking.note && (
          <div>
            <dt>
              <Trans id="myPages.booking.note">Your note</Trans>
            </dt>
            <dd data-testid="booking-note">{booking.note}</dd>
          </div>
        )}
        {booking.status === 'booked' && booking.freeChangeUntil && (
          <div>
            <dt>
              <Trans id="myPages.booking.freeChange">Free to change until</Trans>
            </dt>
            <dd>{formatInstant(booking.freeChangeUntil, locale)}</dd>
          </div>
        )}
        {booking.cancelledAt && (
          <div>
            <dt>
              <Trans id="myPages.booking.cancelledAt">Cancelled</Trans>
            </dt>
            <dd>
              {formatInstant(booking.cancelledAt, locale)}
              {booking.cancelFee ? ` · ${t({ id: 'myPages.booking.cancelFee', message: `fee ${formatMoney(booking.cancelFee)}` })}` : ''}
            </dd>
          </div>
        )}
        {rating !== null && (
          <div>
            <dt>
              <Trans id="myPages.booking.rating">Your rating</Trans>
            </dt>
            <dd>{t({ id: 'myPages.booking.ratingValue', message: `${rating} of 5` })}</dd>
          </div>
        )}
      </dl>
      {price && (
        <>
          <h2>
            <Trans id="myPages.booking.price">What it costs</Trans>
          </h2>
          <table className={styles.price} data-testid="booking-price">
            <tbody>
              {booking.lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row">{line.label}</th>
                  <td>{formatMoney(line.totalPriceExclDiscountDeduction)}</td>
                </tr>
              ))}
              {price.discountAfterTax > 0 && (
                <tr>
                  <th scope="row">
                    <Trans id="myPages.booking.discount">Discount</Trans>
                  </th>
                  <td>-{formatMoney(price.discountAfterTax)}</td>
                </tr>
              )}
              {price.rutDeduction > 0 && (
                <tr>
                  <th scope="row">
                    <Trans id="myPages.booking.rut">RUT deduction</Trans>
                  </th>
                  <td>-{formatMoney(price.rutDeduction)}</td>
                </tr>
              )}
              <tr className={styles.total}>
                <th scope="row">
                  <Trans id="myPages.booking.toPay">To pay</Trans>
                </th>
                <td data-testid="booking-to-pay">{formatMoney(price.totalToPay)}</td>
              </tr>
            </tbody>
          </table>
          <p>
            <Trans id="myPages.booking.vat">Including VAT of {formatMoney(price.vat)}.</Trans>
          </p>
        </>
      )}
    </>
  );
}
