import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CustomerBooking } from '../../../api/contract/customer';
import { bookingDatesLoader, type DayRange } from '../../../machines/myPages/myPages.resources';
import { formatDay, stockholmDay } from '../../booking/steps/time';
import { useSite } from '../../shell/SiteContext';
import { ResourceBody, useResource } from '../resource';
import { addMonths, formatMonth, monthOf, monthRange, monthWeeks, weekdayNames } from './calendar';
import { VisitItem } from './VisitItem';
import pageStyles from '../myPages.module.css';
import styles from './bookings.module.css';

/**
 * The month view: weeks from Monday, a marker on each day with a visit
 * (from `bookingDates`, loaded per month), month by month within the range
 * My bookings reads; choosing a day lists its visits.
 */
export function MonthView({ visits, today, range }: { visits: CustomerBooking[]; today: string; range: DayRange }) {
  const { locale } = useSite();
  const { t } = useLingui();
  const dates = useResource(bookingDatesLoader, monthRange(monthOf(today)));
  const [chosen, setChosen] = useState<string | null>(null);
  const month = monthOf(dates.request.startDate);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const marked = new Set(dates.view.data ?? []);
  const names = weekdayNames(locale);
  const longNames = weekdayNames(locale, 'long');
  const dayVisits = chosen === null ? [] : visits.filter((visit) => stockholmDay(visit.startTime) === chosen);

  return (
    <div className={styles.month} data-testid="bookings-month">
      <div className={styles.monthNav}>
        <button
          type="button"
          className={pageStyles.action}
          disabled={monthOf(range.startDate) > previous}
          onClick={() => dates.change(monthRange(previous))}
          data-testid="calendar-previous"
        >
          <Trans id="myPages.calendar.previous">Previous month</Trans>
        </button>
        <h2 id="calendar-month" aria-live="polite">
          {formatMonth(month, locale)}
        </h2>
        <button
          type="button"
          className={pageStyles.action}
          disabled={monthOf(range.endDate) < next}
          onClick={() => dates.change(monthRange(next))}
          data-testid="calendar-next"
        >
          <Trans id="myPages.calendar.next">Next month</Trans>
        </button>
      </div>
      <ResourceBody resource={dates} empty={null}>
        {() => (
          <table className={styles.calendar} aria-labelledby="calendar-month" data-testid="calendar">
            <thead>
              <tr>
                {names.map((name, index) => (
                  <th key={name} scope="col" abbr={longNames[index]}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => {
                    const inMonth = monthOf(day) === month;
                    const hasVisit = marked.has(day);
                    const { weekday, date } = formatDay(day, locale);
                    const label = hasVisit ? t({ id: 'myPages.calendar.dayWithVisit', message: `${weekday} ${date}, visit booked` }) : `${weekday} ${date}`;
                    return (
                      <td key={day}>
                        {inMonth && (
                          <button
                            type="button"
                            className={[styles.day, day === today ? styles.today : ''].join(' ')}
                            aria-pressed={chosen === day}
                            aria-label={label}
                            onClick={() => setChosen(day)}
                            data-day={day}
                            data-marked={hasVisit || undefined}
                          >
                            {Number(day.slice(8))}
                            {hasVisit && <span className={styles.marker} aria-hidden="true" />}
                          </button>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ResourceBody>
      {chosen !== null && (
        <section aria-labelledby="calendar-day" data-testid="calendar-day">
          <h3 id="calendar-day">
            {formatDay(chosen, locale).weekday} {formatDay(chosen, locale).date}
          </h3>
          {dayVisits.length === 0 ? (
            <p className={pageStyles.muted} role="status">
              <Trans id="myPages.calendar.noVisits">No visits this day.</Trans>
            </p>
          ) : (
            <ul className={styles.visits} aria-labelledby="calendar-day">
              {dayVisits.map((visit) => (
                <VisitItem key={visit.id} visit={visit} locale={locale} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
