import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { site, type ConsentRecord } from '../../api/contract/site';
import { consents } from '../db/schema';
import { handle, notFound } from '../http/endpoint';
import type { ApiDeps } from './deps';

/** Cookie consent records, stored under the hash the browser keeps. */
export function registerConsents(app: FastifyInstance, { database }: ApiDeps): void {
  const { db } = database;

  handle(app, site.consentGet, async ({ params }) => {
    const [row] = await db.select().from(consents).where(eq(consents.hash, params.hash)).limit(1);
    if (!row) throw notFound();
    return row.record as ConsentRecord;
  });

  handle(app, site.consentPost, async ({ params, body, request }) => {
    const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
    await db
      .insert(consents)
      .values({ hash: params.hash, record: body, userAgent })
      .onConflictDoUpdate({
        target: consents.hash,
        set: { record: body, userAgent, updatedAt: sql`now()` },
      });
    return body;
  });
}
