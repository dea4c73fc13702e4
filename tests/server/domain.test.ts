import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PostSummary } from '../../api/contract/content.schemas';
import { easterSunday, holidaysBetween, swedishHolidays, todayInStockholm } from '../../server/domain/holidays';
import { entryPath, normalisePath, normaliseSlug } from '../../server/domain/paths';
import { pickRelated, requestedCategories } from '../../server/domain/posts';
import { markdownToRichText } from '../../server/domain/richText';
import { matchStaticRoute } from '../../server/domain/routes';
import { translatePath, type EntryLookup } from '../../server/domain/translatePath';

const dateOf = (year: number, key: string) => swedishHolidays(year).find((holiday) => holiday.key === key)?.date;
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe('Swedish holidays', () => {
  it('finds Easter Sunday by the computus', () => {
    const known: Record<number, string> = {
      2000: '04-23',
      2011: '04-24',
      2019: '04-21',
      2024: '03-31',
      2025: '04-20',
      2026: '04-05',
      2027: '03-28',
      2038: '04-25',
    };
    for (const [year, date] of Object.entries(known)) {
      const { month, day } = easterSunday(Number(year));
      expect(`${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, year).toBe(date);
    }
  });

  it('places the moving holidays on the right dates', () => {
    expect(dateOf(2026, 'goodFriday')).toBe('2026-04-03');
    expect(dateOf(2026, 'easterMonday')).toBe('2026-04-06');
    expect(dateOf(2026, 'ascensionDay')).toBe('2026-05-14');
    expect(dateOf(2026, 'midsummerEve')).toBe('2026-06-19');
    expect(dateOf(2026, 'midsummerDay')).toBe('2026-06-20');
    expect(dateOf(2026, 'allSaintsDay')).toBe('2026-10-31');
    expect(dateOf(2024, 'midsummerEve')).toBe('2024-06-21');
    expect(dateOf(2024, 'allSaintsDay')).toBe('2024-11-02');
    expect(dateOf(2024, 'ascensionDay')).toBe('2024-05-09');
    expect(dateOf(2027, 'midsummerEve')).toBe('2027-06-25');
    expect(dateOf(2027, 'allSaintsDay')).toBe('2027-11-06');
  });

  it('holds the calendar rules for every year served', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), (year) => {
        const holidays = swedishHolidays(year);
        const easter = dateOf(year, 'easterSunday')!;
        expect(weekday(easter)).toBe(0);
        expect(easter >= `${year}-03-22` && easter <= `${year}-04-25`).toBe(true);
        expect(weekday(dateOf(year, 'goodFriday')!)).toBe(5);
        expect(weekday(dateOf(year, 'ascensionDay')!)).toBe(4);
        const midsummer = dateOf(year, 'midsummerDay')!;
        expect(weekday(midsummer)).toBe(6);
        expect(midsummer >= `${year}-06-20` && midsummer <= `${year}-06-26`).toBe(true);
        expect(weekday(dateOf(year, 'midsummerEve')!)).toBe(5);
        const allSaints = dateOf(year, 'allSaintsDay')!;
        expect(weekday(allSaints)).toBe(6);
        expect(allSaints >= `${year}-10-31` && allSaints <= `${year}-11-06`).toBe(true);
        const dates = holidays.map((holiday) => holiday.date);
        expect([...dates].sort()).toEqual(dates);
        // Two holidays may share a date (Ascension Day on 1 May in 2008); each is still listed.
        expect(new Set(holidays.map((holiday) => holiday.key)).size).toBe(16);
        expect(dates.every((date) => date.startsWith(`${year}-`))).toBe(true);
      }),
    );
  });

  it('lists both holidays when two fall on one day', () => {
    expect(swedishHolidays(2008).filter((holiday) => holiday.date === '2008-05-01').map((holiday) => holiday.key)).toEqual(['mayDay', 'ascensionDay']);
  });

  it('names holidays in either language and spans years', () => {
    const range = holidaysBetween('2025-12-20', '2026-01-10', 'en').map((holiday) => holiday.name);
    expect(range).toEqual(["Christmas Eve", 'Christmas Day', 'Boxing Day', "New Year's Eve", "New Year's Day", 'Epiphany']);
  });

  it('reads today in Stockholm, not in UTC', () => {
    expect(todayInStockholm(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayInStockholm(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(todayInStockholm(new Date('2026-06-30T22:01:00Z'))).toBe('2026-07-01');
  });
});

describe('paths', () => {
  it('builds public paths with the English prefix and home at the root', () => {
    expect(entryPath('sv', 'home')).toBe('/');
    expect(entryPath('en', 'home')).toBe('/en');
    expect(entryPath('sv', 'tjanster/fonsterputs')).toBe('/tjanster/fonsterputs');
    expect(entryPath('en', 'services/window-cleaning')).toBe('/en/services/window-cleaning');
  });

  it('normalises slugs and paths as callers send them', () => {
    expect(normaliseSlug('/', 'sv')).toBe('home');
    expect(normaliseSlug('/en', 'en')).toBe('home');
    expect(normaliseSlug('/en/blog/x/?a=1', 'en')).toBe('blog/x');
    expect(normaliseSlug('en/x', 'sv')).toBe('en/x');
    expect(normalisePath('/Kampanj/?x=1')).toBe('/kampanj');
    expect(normalisePath('')).toBe('/');
  });

  it('matches static routes with parameters and sub-paths', () => {
    expect(matchStaticRoute('/mina-sidor/konto', 'sv')?.name).toBe('account');
    expect(matchStaticRoute('/my-pages', 'en')?.name).toBe('myPages');
    expect(matchStaticRoute('/preview/abc', 'en')).toMatchObject({ name: 'preview', params: { id: 'abc' } });
    expect(matchStaticRoute('/boka/fonsterputs/steg', 'sv')).toMatchObject({ name: 'bookingWindowCleaningDirect', rest: '/steg' });
    expect(matchStaticRoute('/boka/fonsterputsning', 'sv')).toBeUndefined();
    expect(matchStaticRoute('/okand', 'sv')).toBeUndefined();
  });
});

describe('translatePath', () => {
  const entries: Record<string, Record<string, string>> = {
    sv: { 'tjanster/fonsterputs': 'window', 'bara-svenska': 'swedish-only' },
    en: { 'services/window-cleaning': 'window' },
  };
  const lookup: EntryLookup = {
    entryIdBySlug: async (locale, slug) => entries[locale][slug],
    slugByEntryId: async (locale, id) => Object.entries(entries[locale]).find(([, entryId]) => entryId === id)?.[0],
  };

  it('goes through the entry id and keeps query and hash', async () => {
    expect(await translatePath('/tjanster/fonsterputs?x=1#faq', 'sv', 'en', lookup)).toBe('/en/services/window-cleaning?x=1#faq');
    expect(await translatePath('/en/services/window-cleaning', 'en', 'sv', lookup)).toBe('/tjanster/fonsterputs');
    expect(await translatePath('tjanster//fonsterputs/', 'sv', 'en', lookup)).toBe('/en/services/window-cleaning');
  });

  it('falls back to the home page of the target language', async () => {
    expect(await translatePath('/bara-svenska', 'sv', 'en', lookup)).toBe('/en');
    expect(await translatePath('/nothing', 'sv', 'en', lookup)).toBe('/en');
    expect(await translatePath('/en/nothing', 'en', 'sv', lookup)).toBe('/');
  });

  it('never throws, whatever the path', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.constantFrom('sv', 'en'), fc.constantFrom('sv', 'en'), async (path, from, to) => {
        const result = await translatePath(path, from as 'sv' | 'en', to as 'sv' | 'en', lookup);
        expect(result.startsWith('/')).toBe(true);
        if (to === 'en') expect(result === '/en' || result.startsWith('/en/') || result.startsWith('/en?') || result.startsWith('/en#')).toBe(true);
      }),
    );
  });
});

describe('rich text', () => {
  it('reads headings, lists, paragraphs and inline marks', () => {
    const resolve = (href: string) => (href === 'entry:contact' ? '/kontakt' : href);
    expect(markdownToRichText('## Rubrik\n\nEn **fet** och *kursiv* [länk](entry:contact).\nSamma stycke.\n\n- ett\n- två\n\n1. först\n2. sen', resolve)).toEqual([
      { type: 'heading', level: 2, text: 'Rubrik' },
      {
        type: 'paragraph',
        children: [
          { text: 'En ' },
          { text: 'fet', bold: true },
          { text: ' och ' },
          { text: 'kursiv', italic: true },
          { text: ' ' },
          { text: 'länk', href: '/kontakt' },
          { text: '. Samma stycke.' },
        ],
      },
      { type: 'list', items: [[{ text: 'ett' }], [{ text: 'två' }]] },
      { type: 'list', ordered: true, items: [[{ text: 'först' }], [{ text: 'sen' }]] },
    ]);
  });
});

describe('posts', () => {
  const post = (id: string, category: string, tags: string[]): PostSummary => ({
    id,
    slug: id,
    path: `/${id}`,
    title: id,
    excerpt: '',
    category,
    tags,
    publishedAt: '2026-01-01T00:00:00Z',
  });
  const newestFirst = [post('a', 'tips', ['x']), post('b', 'news', ['y']), post('c', 'tips', ['y']), post('d', 'guides', [])];

  it('picks tagged posts in the category first, then fills up, never the current post', () => {
    expect(pickRelated(newestFirst, { category: 'tips', tags: ['y'], limit: 3 }).map((p) => p.id)).toEqual(['c', 'b', 'a']);
    expect(pickRelated(newestFirst, { category: 'tips', limit: 2, excludeId: 'a' }).map((p) => p.id)).toEqual(['c', 'b']);
    expect(pickRelated(newestFirst, { limit: 10 })).toHaveLength(4);
  });

  it('reads the category of the path and the extra categories', () => {
    expect(requestedCategories('all', undefined)).toBeUndefined();
    expect(requestedCategories('ALL', ['news'])).toEqual(['news']);
    expect(requestedCategories('tips', ['news', 'tips'])).toEqual(['tips', 'news']);
  });
});
