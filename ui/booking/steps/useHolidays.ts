import { site } from '../../../api/calls/site';
import type { ApiClient } from '../../../api/client/types';
import type { Locale } from '../../../i18n/locales';
import { useAnswer } from '../../components/useAnswer';

type Holiday = { date: string; name: string };

/** A year's holidays per client and language, asked once per page: the calendars page week by week through the same few years. */
const years = new WeakMap<ApiClient, Map<string, Promise<readonly Holiday[]>>>();

function holidaysOfYear(api: ApiClient, locale: Locale, year: string): Promise<readonly Holiday[]> {
  let asked = years.get(api);
  if (!asked) years.set(api, (asked = new Map()));
  const key = `${locale}|${year}`;
  let holidays = asked.get(key);
  if (!holidays) {
    holidays = api.call(site.holidays, { query: { from: `${year}-01-01`, to: `${year}-12-31` } }).then(({ items }) => items);
    // A failed answer is not kept: the next week shown asks again.
    holidays.catch(() => asked.delete(key));
    asked.set(key, holidays);
  }
  return holidays;
}

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * The names of the Swedish public holidays among `days` (Stockholm dates),
 * in the page's language (`GET /v2/calendar/holidays`): the calendars say
 * why a day is closed. None while they load, outside an API client, or when
 * the call fails: the day then only says it is closed.
 */
export function useHolidays(days: readonly string[], locale: Locale): ReadonlyMap<string, string> {
  const wanted = [...new Set(days.map((day) => day.slice(0, 4)))].join(',');
  const names = useAnswer(wanted === '' ? null : `${locale}|${wanted}`, async (api) => {
    const lists = await Promise.all(wanted.split(',').map((year) => holidaysOfYear(api, locale, year)));
    return new Map(lists.flat().map((holiday) => [holiday.date, holiday.name]));
  });
  return names ?? NONE;
}
