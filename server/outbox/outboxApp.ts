import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db';
import { recipientKey } from '../domain/outbox/recipients';
import { newestMessages, type OutboxRow } from '../domain/outbox/store';
import { newestAnalyticsEvents, type AnalyticsEventRow } from '../domain/analytics/store';
import { renderAnalyticsPage } from './analyticsPage';
import { OUTBOX_CSS, renderOutboxPage } from './outboxPage';

/** Where a tester reads the development outbox (served only while no SMS provider is configured). */
export const OUTBOX_PATH = '/outbox';
/** Where a tester reads the stored analytics events, beside the outbox. */
export const ANALYTICS_EVENTS_PATH = `${OUTBOX_PATH}/analytics`;

const analyticsQuery = z.object({
  /** An event name (`pageView`, `booking`, …); none lists every event. */
  event: z.string().trim().max(200).optional(),
  lang: z.string().max(10).optional(),
});

/** An analytics event as the JSON answers it. */
const eventJson = (row: AnalyticsEventRow) => ({
  id: row.id,
  appId: row.appId,
  identity: row.identity,
  userId: row.userId,
  event: row.event,
  properties: row.properties,
  occurredAt: row.occurredAt.toISOString(),
});

const query = z.object({
  /** A phone number in any form `toE164` reads, or an e-mail address; none lists every message. */
  to: z.string().trim().max(254).optional(),
  lang: z.string().max(10).optional(),
});

/** A message as the JSON answers it. */
const toJson = (row: OutboxRow) => ({
  id: row.id,
  channel: row.channel,
  to: row.recipient,
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** A tester page's query as `schema` reads it, or undefined when it does not. */
function readQuery<T>(schema: z.ZodType<T>, raw: unknown): T | undefined {
  const parsed = schema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : undefined;
}

/**
 * The development outbox for testers: the page at `/outbox` and the JSON at
 * `/outbox/api/messages?to=<recipient>` (newest first, at most 50), which
 * the end-to-end tests read codes from; beside it the stored analytics
 * events, the page at `/outbox/analytics` and the JSON at
 * `/outbox/api/analytics?event=<name>` (newest first, at most 100).
 * Registered only when SMS go to the development outbox, so with a real
 * provider none of these paths exist.
 */
export async function registerOutboxApp(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(async (scope) => {
    const read = (raw: unknown) => readQuery(query, raw);
    const recipientOf = (to: string | undefined) => (to ? recipientKey(to) : undefined);

    scope.get(OUTBOX_PATH, async (request, reply) => {
      const input = read(request.query) ?? {};
      const html = renderOutboxPage({
        locale: input.lang === 'en' ? 'en' : 'sv',
        messages: await newestMessages(db, recipientOf(input.to)),
        to: input.to || undefined,
        path: OUTBOX_PATH,
      });
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    });
    scope.get(`${OUTBOX_PATH}/outbox.css`, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(OUTBOX_CSS),
    );
    scope.get(`${OUTBOX_PATH}/api/messages`, async (request, reply) => {
      const input = read(request.query);
      if (!input) return reply.code(400).send([{ field: 'query.to', message: 'common.formErrors.default' }]);
      const rows = await newestMessages(db, recipientOf(input.to));
      return reply.header('Cache-Control', 'no-store').send({ items: rows.map(toJson) });
    });

    const readAnalytics = (raw: unknown) => readQuery(analyticsQuery, raw);
    scope.get(ANALYTICS_EVENTS_PATH, async (request, reply) => {
      const input = readAnalytics(request.query) ?? {};
      const html = renderAnalyticsPage({
        locale: input.lang === 'en' ? 'en' : 'sv',
        events: await newestAnalyticsEvents(db, input.event || undefined),
        event: input.event || undefined,
        path: ANALYTICS_EVENTS_PATH,
        outboxPath: OUTBOX_PATH,
        stylesheet: `${OUTBOX_PATH}/outbox.css`,
      });
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    });
    scope.get(`${OUTBOX_PATH}/api/analytics`, async (request, reply) => {
      const input = readAnalytics(request.query);
      if (!input) return reply.code(400).send([{ field: 'query.event', message: 'common.formErrors.default' }]);
      const rows = await newestAnalyticsEvents(db, input.event || undefined);
      return reply.header('Cache-Control', 'no-store').send({ items: rows.map(eventJson) });
    });
  });
}
