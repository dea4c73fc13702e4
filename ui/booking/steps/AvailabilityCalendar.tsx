import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Availability } from '../../../api/contract/booking';
import type { Slot } from '../../../api/contract/common';
import { formatMoney } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { Button } from '../../components/Button';
import { translateKey } from './messages';
import { addDays, formatDay, isoWeek, stockholmDay, stockholmTime, weekDays, weekStartOf } from './time';
import styles from './AvailabilityCalendar.module.css';
import { useHolidays } from './useHolidays';
import { Spinner } from '../../components/Spinner';

/** A slot as the availability call returns it. */
type CalendarSlot = Availability['slots'][number];

interface AvailabilityCalendarProps {
  availability: Availability | null;
  selected: Slot | null;
  loading: boolean;
  /** Message id of an error to show (`booking.errors.slotTaken`, `common.errors.default`). */
  errorKey: string | null;
  onSelect(slot: CalendarSlot): void;
  onRetry(): void;
  locale: Locale;
  /** Today, for the earliest week shown; the clock by default (tests pin it). */
  now?: Date;
}

/**
 * Free start times, a week at a time from Monday, in Swedish time. A day
 * without any slot says why: passed, too soon to book (before the first
 * bookable day: the service's lead time), or closed (a weekend, a holiday
 * after it, named when it is one); a slot that is not
 * available shows but cannot be chosen. Which week is shown is the only
 * thing this view decides itself.
 */
export function AvailabilityCalendar({ availability, selected, loading, errorKey, onSelect, onRetry, locale, now }: AvailabilityCalendarProps) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const weekLabelId = useId();
  const [chosenWeek, setChosenWeek] = useState<string | null>(null);
  // The week's times are one stop of the Tab key (a roving tab index): the arrow keys move among them.
  const [focusedSlot, setFocusedSlot] = useState<string | null>(null);

  const slotsByDay = useMemo(() => {
    const byDay = new Map<string, CalendarSlot[]>();
    for (const slot of availability?.slots ?? []) {
      const day = stockholmDay(slot.startTime);
      byDay.set(day, [...(byDay.get(day) ?? []), slot]);
    }
    for (const slots of byDay.values()) slots.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
    return byDay;
  }, [availability]);

  const today = stockholmDay(now ?? new Date());
  const todayWeek = weekStartOf(today);
  const firstSlot = availability?.slots.reduce<string | null>(
    (first, slot) => (first === null || Date.parse(slot.startTime) < Date.parse(first) ? slot.startTime : first),
    null,
  );
  const lastDay = [...slotsByDay.keys()].sort().at(-1) ?? null;
  const firstDay = firstSlot ? stockholmDay(firstSlot) : null;
  // Until the visitor pages, show the week of the chosen time, else of the first free one.
  const initial = selected?.startTime ?? availability?.firstAvailable ?? firstSlot ?? null;
  const week = chosenWeek ?? (initial ? weekStartOf(stockholmDay(initial)) : todayWeek);
  const days = weekDays(week);
  const holidays = useHolidays(days, locale);
  // Paging stops where the slots stop: nothing before the first week that has one (or this week).
  const firstWeek = firstSlot ? weekStartOf(stockholmDay(firstSlot)) : todayWeek;
  const canGoBack = week > (firstWeek < todayWeek ? todayWeek : firstWeek);
  const canGoForward = lastDay !== null && lastDay >= addDays(week, 7);

  const first = formatDay(days[0]!, locale, 'short');
  const last = formatDay(days[6]!, locale, 'short');
  const weekNumber = isoWeek(week);
  const range = `${first.date} – ${last.date}`;

  const weekHasFree = days.some((day) => slotsByDay.get(day)?.some((slot) => slot.available));
  const hasAnyFree = availability?.slots.some((slot) => slot.available) ?? false;

  // The time Tab reaches: the one last focused, else the chosen one, else the first free one of the week shown.
  const weekFree = days.flatMap((day) => (slotsByDay.get(day) ?? []).filter((slot) => slot.available));
  const sameTime = (a: string, b: string | null | undefined) => b != null && Date.parse(a) === Date.parse(b);
  const tabStop =
    weekFree.find((slot) => sameTime(slot.startTime, focusedSlot)) ??
    weekFree.find((slot) => sameTime(slot.startTime, selected?.startTime)) ??
    weekFree[0];

  const moveAmongSlots = (event: KeyboardEvent<HTMLOListElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-testid="slot"]:not([disabled])'));
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, to))]?.focus();
  };

  const slotButton = (slot: CalendarSlot) => {
    const time = stockholmTime(slot.startTime);
    const isSelected = selected !== null && Date.parse(selected.startTime) === Date.parse(slot.startTime);
    const { weekday, date } = formatDay(stockholmDay(slot.startTime), locale);
    const surcharge = slot.priceDifference && slot.priceDifference > 0 ? `+${formatMoney(slot.priceDifference)}` : null;
    const description = slot.available
      ? t({ id: 'booking.calendar.slotLabel', message: `${weekday} ${date} at ${time}` })
      : t({ id: 'booking.calendar.slotFullLabel', message: `${weekday} ${date} at ${time}, fully booked` });
    return (
      <li key={slot.startTime}>
        <button
          type="button"
          className={styles.slot}
          disabled={!slot.available}
          aria-pressed={isSelected}
          aria-label={surcharge ? `${description}, ${surcharge}` : description}
          tabIndex={slot === tabStop ? 0 : -1}
          onFocus={() => setFocusedSlot(slot.startTime)}
          onClick={() => onSelect(slot)}
          data-testid="slot"
        >
          <span className={styles.time}>{time}</span>
          {surcharge && <span className={styles.surcharge}>{surcharge}</span>}
        </button>
      </li>
    );
  };

  const error = errorKey && (
    <div className={styles.error} role="alert">
      <p>{translateKey(i18n, errorKey)}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        <Trans id="booking.calendar.retry">Try again</Trans>
      </Button>
    </div>
  );

  return (
    <section className={styles.calendar} aria-labelledby={headingId} aria-busy={loading} data-testid="availability-calendar">
      <h2 id={headingId} className={styles.heading}>
        <Trans id="booking.calendar.title">Choose a time</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans id="booking.calendar.timeZone">Times are in Swedish time.</Trans>
      </p>
      {error}
      {loading && !availability && (
        <p className={styles.status} role="status">
          <Spinner />
          <Trans id="booking.calendar.loading">Loading available times…</Trans>
        </p>
      )}
      {availability && !hasAnyFree && !loading && (
        <p className={styles.status} role="status">
          <Trans id="booking.calendar.empty">There are no free times right now. Please try again later or contact us.</Trans>
        </p>
      )}
      {availability && (
        <>
          <div className={styles.nav}>
            <Button
              variant="text"
              size="small"
              className={styles.weekArrow}
              disabled={!canGoBack}
              onClick={() => setChosenWeek(addDays(week, -7))}
              aria-label={t({ id: 'booking.calendar.previousWeek', message: 'Previous week' })}
            >
              <span aria-hidden="true">‹</span>
            </Button>
            <p id={weekLabelId} className={styles.week} aria-live="polite">
              <Trans id="booking.calendar.week">
                Week {weekNumber}, {range}
              </Trans>
            </p>
            <Button
              variant="text"
              size="small"
              className={styles.weekArrow}
              disabled={!canGoForward}
              onClick={() => setChosenWeek(addDays(week, 7))}
              aria-label={t({ id: 'booking.calendar.nextWeek', message: 'Next week' })}
            >
              <span aria-hidden="true">›</span>
            </Button>
          </div>
          {loading && (
            <p className={styles.status} role="status">
              <Spinner />
              <Trans id="booking.calendar.refreshing">Updating available times…</Trans>
            </p>
          )}
          <p className={styles.hint}>
            <Trans id="booking.calendar.keys">Move between the times with the arrow keys.</Trans>
          </p>
          <ol className={styles.days} aria-labelledby={weekLabelId} onKeyDown={moveAmongSlots}>
            {days.map((day) => {
              const slots = slotsByDay.get(day) ?? [];
              const label = formatDay(day, locale);
              const dayId = `${headingId}-${day}`;
              return (
                <li key={day} className={slots.length === 0 ? `${styles.day} ${styles.closed}` : styles.day} data-testid="calendar-day" data-day={day}>
                  <h3 id={dayId} className={styles.dayName}>
                    <span>{label.weekday}</span> <span className={styles.date}>{label.date}</span>
                  </h3>
                  {slots.length === 0 ? (
                    <p className={styles.closedText}>
                      {day < today ? (
                        <Trans id="booking.calendar.passed">Passed</Trans>
                      ) : firstDay !== null && day < firstDay ? (
                        <Trans id="booking.calendar.tooSoon">Too soon to book</Trans>
                      ) : (
                        <Trans id="booking.calendar.closed">Closed</Trans>
                      )}
                      {holidays.has(day) && (
                        <span className={styles.holiday} data-testid="calendar-holiday">
                          {holidays.get(day)}
                        </span>
                      )}
                    </p>
                  ) : (
                    <ul className={styles.slots} aria-labelledby={dayId}>
                      {slots.map(slotButton)}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
          {!weekHasFree && hasAnyFree && (
            <p className={styles.status}>
              <Trans id="booking.calendar.weekFull">No free times this week.</Trans>{' '}
              {availability.firstAvailable && (
                <Button
                  variant="text"
                  size="small"
                  onClick={() => setChosenWeek(weekStartOf(stockholmDay(availability.firstAvailable!)))}
                >
                  <Trans id="booking.calendar.firstFree">Show the first free time</Trans>
                </Button>
              )}
            </p>
          )}
        </>
      )}
    </section>
  );
}
