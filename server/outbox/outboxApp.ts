import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db';
import { recipientKey } from '../domain/outbox/recipients';
import { newestMessages, type OutboxRow } from '../domain/outbox/store';
import { OUTBOX_CSS, renderOutboxPage } from './outboxPage';

/** Where a tester reads the development outbox (served only while no SMS provider is configured). */
export const OUTBOX_PATH = '/outbox';

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

/**
 * The development outbox for testers: the page at `/outbox` and the JSON at
 * `/outbox/api/messages?to=<recipient>` (newest first, at most 50), which
 * the end-to-end tests read codes from. Registered only when SMS go to the
 * development outbox, so with a real provider none of these paths exist.
 */
export async function registerOutboxApp(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(async (scope) => {
    const read = (raw: unknown) => {
      const parsed = query.safeParse(raw ?? {});
      return parsed.success ? parsed.data : undefined;
    };
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
  });
}
