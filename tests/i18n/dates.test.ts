import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTimeAgo, timeAgo } from '../../i18n/format';

/** Noon on Friday 20 November 2026 in Stockholm (11:00 UTC). */
const now = new Date('2026-11-20T11:00:00.000Z');

describe('time ago', () => {
  it('counts Swedish calendar days: just after midnight in Stockholm is already today', () => {
    expect(timeAgo('2026-11-19T23:30:00.000Z', now)).toEqual({ unit: 'today' });
    expect(timeAgo('2026-11-19T22:30:00.000Z', now)).toEqual({ unit: 'yesterday' });
    // A clock a little ahead of the server's.
    expect(timeAgo('2026-11-20T11:05:00.000Z', now)).toEqual({ unit: 'today' });
  });

  it('uses days under a week, weeks under a month, months under a year, then years', () => {
    expect(timeAgo('2026-11-14T11:00:00.000Z', now)).toEqual({ unit: 'day', count: 6 });
    expect(timeAgo('2026-11-13T11:00:00.000Z', now)).toEqual({ unit: 'week', count: 1 });
    expect(timeAgo('2026-10-21T11:00:00.000Z', now)).toEqual({ unit: 'week', count: 4 });
    expect(timeAgo('2026-10-20T11:00:00.000Z', now)).toEqual({ unit: 'month', count: 1 });
    expect(timeAgo('2025-11-21T11:00:00.000Z', now)).toEqual({ unit: 'month', count: 11 });
    expect(timeAgo('2025-11-20T11:00:00.000Z', now)).toEqual({ unit: 'year', count: 1 });
    expect(timeAgo('2023-01-01T11:00:00.000Z', now)).toEqual({ unit: 'year', count: 3 });
  });

  it('reads in both languages', () => {
    const cases: Array<[string, string, string]> = [
      ['2026-11-20T08:00:00.000Z', 'today', 'i dag'],
      ['2026-11-19T08:00:00.000Z', 'yesterday', 'i går'],
      ['2026-11-17T08:00:00.000Z', '3 days ago', 'för 3 dagar sedan'],
      ['2026-11-06T08:00:00.000Z', '2 weeks ago', 'för 2 veckor sedan'],
      ['2026-08-20T08:00:00.000Z', '3 months ago', 'för 3 månader sedan'],
      ['2024-11-20T08:00:00.000Z', '2 years ago', 'för 2 år sedan'],
    ];
    for (const [when, en, sv] of cases) {
      expect(formatTimeAgo(when, 'en', now)).toBe(en);
      expect(formatTimeAgo(when, 'sv', now)).toBe(sv);
    }
  });
});

describe('dates that arrive as text', () => {
  it('are read by the one date-string rule: year-month, year-month-day or a full ISO timestamp', () => {
    expect(formatDate('2026-03', 'en')).toBe('1 March 2026');
    expect(formatDate('2026-03-14', 'sv')).toBe('14 mars 2026');
    expect(formatDate('2026-03-14T23:30:00Z', 'en')).toBe('15 March 2026');
    expect(formatDateTime('2026-11-20T09:00:00+01:00', 'sv')).toBe('20 november 2026 kl. 09:00');
    expect(formatTimeAgo('2026-11', 'en', now)).toBe('2 weeks ago');
  });

  it('show nothing for a value that is no date, where the browser would throw', () => {
    for (const value of ['', 'soon', '2026-02-30', '2026-11-20T10:00:00', '20/11/2026']) {
      expect(formatDate(value, 'en'), value).toBe('');
      expect(formatDateTime(value, 'sv'), value).toBe('');
      expect(formatTimeAgo(value, 'en', now), value).toBe('');
      expect(timeAgo(value, now), value).toBeNull();
    }
    expect(formatDate(new Date(Number.NaN), 'en')).toBe('');
  });
});
