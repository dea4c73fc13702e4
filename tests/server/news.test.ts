import { describe, expect, it } from 'vitest';
import { company } from '../../content/shared/site';
import { scheduledNewsSchema, webConfigAt, type ScheduledNews, type StoredWebConfig } from '../../server/domain/news';

const item = (version: string, dates: Pick<ScheduledNews, 'validFrom' | 'validUntil'> = {}): ScheduledNews => ({
  version,
  enabled: true,
  title: `News ${version}`,
  closeable: true,
  ...dates,
});

const { name, address, phone, email, social } = company;
const stored = (news: ScheduledNews[]): StoredWebConfig => ({
  chat: { enabled: true },
  news,
  company: { name, address, phone, email, social },
});

const noon = (day: string) => Date.parse(`${day}T12:00:00+01:00`);

describe('the web config answered at an instant', () => {
  const spring = item('spring', { validFrom: '2026-04-01', validUntil: '2026-05-31' });
  const christmas = item('christmas', { validFrom: '2026-11-09', validUntil: '2026-12-18' });

  it('leaves news out when no item is valid that day', () => {
    const answer = webConfigAt(stored([spring, christmas]), noon('2026-07-01'));
    expect(answer).not.toHaveProperty('news');
    expect(answer.chat).toEqual({ enabled: true });
  });

  it('answers the first valid item, without its dates', () => {
    const always = item('always');
    expect(webConfigAt(stored([spring, christmas, always]), noon('2026-11-23')).news).toEqual({
      version: 'christmas',
      enabled: true,
      title: 'News christmas',
      closeable: true,
    });
    expect(webConfigAt(stored([spring, christmas, always]), noon('2027-01-10')).news?.version).toBe('always');
  });

  it('counts both dates as valid days', () => {
    expect(webConfigAt(stored([spring]), noon('2026-04-01')).news?.version).toBe('spring');
    expect(webConfigAt(stored([spring]), noon('2026-05-31')).news?.version).toBe('spring');
    expect(webConfigAt(stored([spring]), noon('2026-03-31')).news).toBeUndefined();
    expect(webConfigAt(stored([spring]), noon('2026-06-01')).news).toBeUndefined();
  });

  it('refuses stored news that ends before it starts, or with dates that are not days', () => {
    expect(scheduledNewsSchema.safeParse(item('x', { validFrom: '2026-06-01', validUntil: '2026-05-31' })).success).toBe(false);
    expect(scheduledNewsSchema.safeParse(item('x', { validUntil: '31 maj' })).success).toBe(false);
    expect(scheduledNewsSchema.safeParse(spring).success).toBe(true);
  });
});
