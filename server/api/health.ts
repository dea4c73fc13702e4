import type { FastifyInstance } from 'fastify';
import { site } from '../../api/contract/site';
import { handle } from '../http/endpoint';
import type { ApiDeps } from './deps';

export function registerHealth(app: FastifyInstance, { database, version }: ApiDeps): void {
  handle(app, site.health, async ({ reply }) => {
    let ok = true;
    let latencyMs = 0;
    try {
      latencyMs = await database.ping();
    } catch {
      ok = false;
    }
    if (!ok) reply.code(503);
    return {
      status: ok ? 'ok' : 'degraded',
      database: { driver: database.driver, ok, latencyMs: Math.round(latencyMs * 100) / 100 },
      version,
    } as const;
  });
}
