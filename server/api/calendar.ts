import type { FastifyInstance } from 'fastify';
import { site } from '../../api/contract/site';
import type { FieldError } from '../../api/contract/endpoint';
import {
  addDays,
  daysBetween,
  HOLIDAY_DEFAULT_DAYS,
  HOLIDAY_MAX_RANGE_DAYS,
  HOLIDAY_MAX_YEAR,
  HOLIDAY_MIN_YEAR,
  holidaysBetween,
  todayInStockholm,
} from '../domain/holidays';
import { badRequest, handle } from '../http/endpoint';
import type { ApiDeps } from './deps';

/** Swedish public holidays, for the booking calendars. */
export function registerCalendar(app: FastifyInstance, _deps: ApiDeps): void {
  handle(app, site.holidays, ({ query, locale }) => {
    const from = query.from ?? todayInStockholm();
    // A default end never runs past the last year served: only a `to` the caller sent can be wrong.
    const defaultTo = addDays(from, HOLIDAY_DEFAULT_DAYS);
    const lastDay = `${HOLIDAY_MAX_YEAR}-12-31`;
    const to = query.to ?? (defaultTo > lastDay ? lastDay : defaultTo);
    const errors: FieldError[] = [];
    const year = (date: string) => Number(date.slice(0, 4));
    if (year(from) < HOLIDAY_MIN_YEAR) errors.push({ field: 'query.from', message: 'common.formErrors.dateMinRange' });
    if (year(from) > HOLIDAY_MAX_YEAR) errors.push({ field: 'query.from', message: 'common.formErrors.dateMaxRange' });
    if (year(to) > HOLIDAY_MAX_YEAR) errors.push({ field: 'query.to', message: 'common.formErrors.dateMaxRange' });
    if (errors.length === 0) {
      const span = daysBetween(from, to);
      if (span < 0) errors.push({ field: 'query.to', message: 'common.formErrors.dateMinRange' });
      if (span > HOLIDAY_MAX_RANGE_DAYS) errors.push({ field: 'query.to', message: 'common.formErrors.dateMaxRange' });
    }
    if (errors.length > 0) throw badRequest(errors);
    return { items: holidaysBetween(from, to, locale).map(({ date, name }) => ({ date, name })) };
  });
}
