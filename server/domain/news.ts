import { z } from 'zod';
import { isoDateSchema } from '../../api/contract/common';
import { newsSchema, webConfigSchema, type News, type WebConfig } from '../../api/contract/content.schemas';
import { todayInStockholm } from './holidays';

/**
 * A news item as the content store keeps it: the banner's item and the
 * Stockholm dates it may be shown on, both inclusive (`yyyy-mm-dd`); without
 * a date it is open at that end. A campaign ends on its last day, whatever
 * the server's own time zone.
 */
export const scheduledNewsSchema = newsSchema
  .extend({ validFrom: isoDateSchema.optional(), validUntil: isoDateSchema.optional() })
  .refine((item) => !item.validFrom || !item.validUntil || item.validFrom <= item.validUntil, {
    message: 'validUntil is before validFrom',
    path: ['validUntil'],
  });
export type ScheduledNews = z.infer<typeof scheduledNewsSchema>;

/** The web config as stored: every scheduled news item, in the order they win when several are valid on a day. */
export const storedWebConfigSchema = webConfigSchema.extend({ news: z.array(scheduledNewsSchema) });
export type StoredWebConfig = z.infer<typeof storedWebConfigSchema>;

/** Whether a news item may be shown on a Stockholm day (`yyyy-mm-dd`). */
function isNewsValidOn(item: Pick<ScheduledNews, 'validFrom' | 'validUntil'>, day: string): boolean {
  return (item.validFrom === undefined || item.validFrom <= day) && (item.validUntil === undefined || day <= item.validUntil);
}

/** The news item to show at an instant: the first one valid on that Stockholm day, without its dates; none when none is. */
function currentNews(items: readonly ScheduledNews[], nowMs: number): News | undefined {
  const today = todayInStockholm(new Date(nowMs));
  const item = items.find((candidate) => isNewsValidOn(candidate, today));
  if (!item) return undefined;
  const { validFrom: _from, validUntil: _until, ...news } = item;
  return news;
}

/** The web config as `GET /v1/content/config` answers it at an instant: news outside its dates is left out. */
export function webConfigAt(stored: StoredWebConfig, nowMs: number): WebConfig {
  const { news, ...rest } = stored;
  const current = currentNews(news, nowMs);
  return current ? { ...rest, news: current } : rest;
}
