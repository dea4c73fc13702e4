import type { Availability } from '../../../api/contract/booking';
import type { Slot } from '../../../api/contract/common';
import { SERVICE_IDS, type ServiceId } from '../../../api/products';
import { addDays, holidaysBetween, todayInStockholm } from '../holidays';
import { isoWeekday, stockholmInstant, toStockholmIso } from './stockholmTime';

/**
 * Pure slot generation for direct bookings. Days are Stockholm calendar days;
 * a slot is open on working days only: Monday–Friday that are not Swedish
 * public holidays (incl. midsummer, Christmas and New Year's eves, see
 * `holidays.ts`). Saturdays are closed too: our teams work weekdays and the
 * contract's weekend surcharge is not offered yet, so a Saturday slot would
 * promise a price we do not quote.
 */

/** Working days after today that cannot be booked: teams are planned two working days ahead. */
const LEAD_TIME_WORKING_DAYS = 2;
/** How far ahead the calendar offers slots by default, in days. */
export const AVAILABILITY_DEFAULT_DAYS = 28;
/** Longest period one call may generate, so a typed range cannot make us loop for years. */
export const AVAILABILITY_MAX_DAYS = 120;
const SATURDAY = 6;
const SUNDAY = 7;
const MINUTE_MS = 60_000;

/** When a product starts on a working day and how many teams take each start. */
interface SlotPlan {
  /** Local Stockholm start times, `HH:MM`. */
  starts: readonly string[];
  durationMinutes: number;
  /** Teams per start in a region without its own figure. */
  capacity: number;
}

/** Short jobs fit four starts a day; full-day jobs (deep and moving cleaning) one or two. */
const SHORT_JOB: SlotPlan = { starts: ['08:00', '10:00', '13:00', '15:00'], durationMinutes: 120, capacity: 3 };
export const SLOT_PLANS: Partial<Record<ServiceId, SlotPlan>> = {
  [SERVICE_IDS.windowCleaning]: SHORT_JOB,
  [SERVICE_IDS.extraCleaning]: { starts: ['08:00', '10:00', '13:00', '15:00'], durationMinutes: 180, capacity: 2 },
  [SERVICE_IDS.weeklyCleaningDirect]: SHORT_JOB,
  [SERVICE_IDS.weeklyCleaning]: { starts: ['09:00', '11:00', '14:00'], durationMinutes: 60, capacity: 2 },
  [SERVICE_IDS.deepCleaning]: { starts: ['08:00', '12:00'], durationMinutes: 240, capacity: 2 },
  [SERVICE_IDS.movingCleaning]: { starts: ['08:00'], durationMinutes: 480, capacity: 2 },
};
export const DEFAULT_SLOT_PLAN = SHORT_JOB;

/** Capacity per slot in a region, when it differs from the plan (smaller teams outside Stockholm). */
const REGION_CAPACITY: Record<string, number> = { stockholm: 4, goteborg: 3, malmo: 2, uppsala: 2, vasteras: 1 };

interface AvailabilityInput {
  productId: ServiceId;
  /** Region key (`stockholm`); unknown regions use the plan's capacity. */
  region?: string;
  /** First day asked for, `yyyy-mm-dd`; defaults to today. */
  from?: string;
  days?: number;
  now: Date;
  /** Bookings already taken per slot start (ISO as returned here). */
  booked?: ReadonlyMap<string, number>;
  /** Include full slots, marked `available: false`. */
  showAllSlots?: boolean;
}

type AvailableSlot = Availability['slots'][number];

/** Seats left on a slot of `capacity` with `bookedCount` bookings, never negative. */
export function remainingCapacity(slot: { capacity: number }, bookedCount: number): number {
  return Math.max(0, slot.capacity - Math.max(0, bookedCount));
}

/** Whether a Stockholm day is worked: Monday–Friday and not a public holiday. */
export function isWorkingDay(date: string, holidays: ReadonlySet<string> = holidaySet(date, date)): boolean {
  const weekday = isoWeekday(date);
  return weekday !== SATURDAY && weekday !== SUNDAY && !holidays.has(date);
}

function holidaySet(from: string, to: string): Set<string> {
  return new Set(holidaysBetween(from, to).map((h) => h.date));
}

/** The first bookable day: the day after today plus the lead time in working days. */
export function firstBookableDay(today: string): string {
  const holidays = holidaySet(today, addDays(today, 60));
  let day = today;
  let skipped = 0;
  while (skipped < LEAD_TIME_WORKING_DAYS) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) skipped += 1;
  }
  return addDays(day, 1);
}

/** The seven days (Monday..Sunday, `yyyy-mm-dd`) of the week a date falls in. */
export function weekOf(date: string): string[] {
  const monday = addDays(date, 1 - isoWeekday(date));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

function slotOf(date: string, start: string, durationMinutes: number): Slot {
  const startMs = stockholmInstant(date, start);
  return { startTime: toStockholmIso(startMs), endTime: toStockholmIso(startMs + durationMinutes * MINUTE_MS) };
}

/** Slots of a product over a period, with `firstAvailable` the earliest one with room left. */
export function generateSlots(input: AvailabilityInput): Availability {
  const plan = SLOT_PLANS[input.productId] ?? DEFAULT_SLOT_PLAN;
  const capacity = (input.region !== undefined ? REGION_CAPACITY[input.region] : undefined) ?? plan.capacity;
  const today = todayInStockholm(input.now);
  const from = input.from !== undefined && input.from > today ? input.from : today;
  const days = Math.min(AVAILABILITY_MAX_DAYS, Math.max(0, input.days ?? AVAILABILITY_DEFAULT_DAYS));
  const to = addDays(from, days - 1);
  const earliest = firstBookableDay(today);
  const holidays = holidaySet(from, to);
  const slots: AvailableSlot[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(from, i);
    if (date < earliest || !isWorkingDay(date, holidays)) continue;
    for (const start of plan.starts) {
      const slot = slotOf(date, start, plan.durationMinutes);
      if (Date.parse(slot.startTime) <= input.now.getTime()) continue;
      const available = remainingCapacity({ capacity }, input.booked?.get(slot.startTime) ?? 0) > 0;
      if (available || input.showAllSlots) slots.push({ ...slot, available });
    }
  }
  return { slots, firstAvailable: slots.find((s) => s.available)?.startTime ?? null };
}
