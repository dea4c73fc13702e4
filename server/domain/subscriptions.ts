import type { Subscription } from '../../api/contract/customer';
import { stockholmInstant, toStockholmIso } from './booking/stockholmTime';
import { addDays, todayInStockholm } from './holidays';

/**
 * Visits of a subscription start at the first team start of the day (the
 * booking calendar's first slot), Stockholm time; the start date says which
 * day, the frequency how often after it.
 */
export const SUBSCRIPTION_VISIT_TIME = '08:00';

type Frequency = Subscription['frequency'];

/** Days between visits of the frequencies with a fixed rhythm in days. */
const PERIOD_DAYS: Partial<Record<Frequency, number>> = { weekly: 7, everyOtherWeek: 14, everyFourthWeek: 28 };
/** Months between visits of the calendar-month rhythms. */
const PERIOD_MONTHS: Partial<Record<Frequency, number>> = { monthly: 1, yearly: 12 };

const DAY_MS = 86_400_000;
const utcOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!);
};
const pad = (n: number) => String(n).padStart(2, '0');

/** `date` plus whole months, on the same day of the month or the month's last day when it is shorter. */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const index = year! * 12 + (month! - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${pad(m)}-${pad(Math.min(day!, lastDay))}`;
}

/**
 * The start of the first visit after `nowMs` (Stockholm ISO with offset):
 * the start date itself while it is ahead, else the next day of the rhythm.
 * Null when the subscription is paused or ended, or has no fixed rhythm
 * (`custom`: the visits are planned one by one).
 */
export function nextVisitOf(subscription: { status: Subscription['status']; frequency: Frequency; startDate: string }, nowMs: number): string | null {
  if (subscription.status !== 'active') return null;
  const { startDate, frequency } = subscription;
  const startOf = (date: string) => stockholmInstant(date, SUBSCRIPTION_VISIT_TIME);
  if (startOf(startDate) > nowMs) return toStockholmIso(startOf(startDate));
  const days = PERIOD_DAYS[frequency];
  if (days !== undefined) {
    const elapsed = Math.round((utcOf(todayInStockholm(new Date(nowMs))) - utcOf(startDate)) / DAY_MS);
    let visit = addDays(startDate, Math.floor(elapsed / days) * days);
    while (startOf(visit) <= nowMs) visit = addDays(visit, days);
    return toStockholmIso(startOf(visit));
  }
  const months = PERIOD_MONTHS[frequency];
  if (months !== undefined) {
    const today = todayInStockholm(new Date(nowMs));
    const [sy, sm] = startDate.split('-').map(Number);
    const [ty, tm] = today.split('-').map(Number);
    // Counted from the start date each time, so a 31st stays the 31st where the month has one.
    let n = Math.max(0, Math.floor(((ty! - sy!) * 12 + (tm! - sm!)) / months) - 1);
    while (startOf(addMonths(startDate, n * months)) <= nowMs) n += 1;
    return toStockholmIso(startOf(addMonths(startDate, n * months)));
  }
  return null;
}
