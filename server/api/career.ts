import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { site } from '../../api/contract/site';
import { jobs } from '../db/schema';
import { handle } from '../http/endpoint';
import type { ApiDeps } from './deps';

/** Open positions in the caller's language, newest first. */
export function registerCareer(app: FastifyInstance, { database }: ApiDeps): void {
  handle(app, site.careerJobs, async ({ locale }) => {
    const rows = await database.db.select().from(jobs).where(eq(jobs.locale, locale)).orderBy(desc(jobs.publishedAt));
    return {
      items: rows.map((row) => ({
        id: row.id,
        title: row.title,
        city: row.city,
        department: row.department,
        publishedAt: row.publishedAt.toISOString(),
        applyUrl: row.applyUrl,
      })),
    };
  });
}
