import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { site } from '../../api/contract/site';
import { isStaffHost } from '../../api/staffHost';
import type { Db } from '../db';
import { invalidField } from '../domain/refusal';
import { analyticsEvents } from '../db/schema';
import { acceptBeaconBody } from '../http/beacon';
import { handle } from '../http/endpoint';
import type { ApiDeps } from './deps';

/** Track calls a client address may make in a minute: a few open tabs' batches and beacons, not a flood. */
export const TRACK_CALLS_PER_MINUTE = 30;

/**
 * Analytics tracking. A call is stored once per `(app_id, idempotency_key)`:
 * a retried call answers what the first one accepted and stores nothing new.
 * `identity` is the visitor's anonymous id; `user_id` the customer logged
 * in, kept beside it. Anyone may call it, so a client address may send
 * `TRACK_CALLS_PER_MINUTE` calls a minute (a tab sends a batch at most every
 * few seconds), then gets 429 and nothing is stored. The `app_id` must be
 * the one of the host the call came to (the staff host's, or the public
 * site's): a page of one cannot file events under the other.
 */
export function registerAnalytics(app: FastifyInstance, { database, config }: ApiDeps): void {
  const limiter = app.rateLimit({ max: TRACK_CALLS_PER_MINUTE, timeWindow: 60_000 }) as unknown as onRequestHookHandler;
  const appIdOf = (host: string | undefined) =>
    isStaffHost(host, config.directory.staffHost) ? config.analyticsAppIds.staff : config.analyticsAppIds.site;
  handle(app, site.heapTrack, async ({ body, request }) => {
    if (body.app_id !== appIdOf(request.headers.host)) throw invalidField('body.app_id', 'common.formErrors.default');
    const identity = body.identity ?? body.user_id ?? '';
    const key = and(eq(analyticsEvents.appId, body.app_id), eq(analyticsEvents.idempotencyKey, body.idempotency_key));
    return database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [{ stored }] = await tx.select({ stored: count() }).from(analyticsEvents).where(key);
      if (Number(stored) > 0) return { accepted: Number(stored) };
      // A concurrent twin of this call conflicts on (app_id, idempotency_key, seq) and stores nothing.
      await tx
        .insert(analyticsEvents)
        .values(
          body.events.map((event, seq) => ({
            appId: body.app_id,
            identity,
            userId: body.user_id ?? null,
            idempotencyKey: body.idempotency_key,
            seq,
            event: event.event,
            properties: event.properties ?? null,
            ...(event.timestamp ? { occurredAt: new Date(event.timestamp) } : {}),
          })),
        )
        .onConflictDoNothing();
      return { accepted: body.events.length };
    });
    // Also sent by `navigator.sendBeacon` as the page goes away (a text/plain JSON body, see `acceptBeaconBody`).
  }, { onRequest: [limiter, acceptBeaconBody] });
}
