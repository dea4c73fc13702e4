import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { toFieldErrors, type FieldError } from '../../api/contract/endpoint';
import { images } from '../db/schema';
import { encoderOptions, formatOf, imageParamsSchema, imageQuerySchema, isHeavy, MIME, renditionKey, type ImageQuery } from '../domain/imageRequest';
import { diskCache, memoryCache, MEMORY_CACHE_MAX_BYTES, DISK_CACHE_MAX_BYTES, type RenditionCache } from '../images/cache';
import { BusyError, createLimiter, LIMITER_RETRY_AFTER_SECONDS } from '../images/limiter';
import type { ApiDeps } from './deps';

// Renditions have a cache of their own (below); libvips' cache of operations would only hold memory twice.
sharp.cache(false);

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Most source fingerprints remembered; past it the map starts again. */
const FINGERPRINTS_MAX = 10_000;

/**
 * `GET /api/v1/images/:id`: a stored image resized (cover) and encoded as
 * asked, on the ladder of `api/images` (a width or quality between rungs is
 * snapped up; see there). Renditions are cached by all their parameters and
 * served with a year-long immutable cache header and an ETag; a cached one
 * is served without waiting for an encoder slot. An encode waits for a slot
 * at most `IMAGE_RENDER_WAIT_MS` and runs at most
 * `IMAGE_RENDER_TIMEOUT_SECONDS`; past either the answer is 503 with
 * `Retry-After`, never cached.
 */
export function registerImages(app: FastifyInstance, { database, config }: ApiDeps): void {
  const { db } = database;
  const settings = config.images;
  const cache: RenditionCache = config.dataDir.startsWith('memory://')
    ? memoryCache(settings.cacheMaxBytes ?? MEMORY_CACHE_MAX_BYTES)
    : diskCache(path.join(config.dataDir, 'image-cache'), settings.cacheMaxBytes ?? DISK_CACHE_MAX_BYTES);
  // Source fingerprints by image id; sources change only when the seed runs again (a restart).
  const fingerprints = new Map<string, string>();
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const encode = createLimiter(settings.renderConcurrency, settings.renderQueue, { waitTimeoutMs: settings.renderWaitMs });

  async function fingerprint(id: string): Promise<string | undefined> {
    const known = fingerprints.get(id);
    if (known) return known;
    const [row] = await db
      .select({ md5: sql<string>`md5(${images.bytes})` })
      .from(images)
      .where(eq(images.id, id))
      .limit(1);
    if (!row) return undefined;
    if (fingerprints.size > FINGERPRINTS_MAX) fingerprints.clear();
    fingerprints.set(id, row.md5);
    return row.md5;
  }

  async function render(id: string, query: ImageQuery): Promise<Uint8Array> {
    const [row] = await db.select({ bytes: images.bytes }).from(images).where(eq(images.id, id)).limit(1);
    try {
      const output = await sharp(row.bytes)
        .timeout({ seconds: settings.renderTimeoutSeconds })
        .rotate()
        .resize(query.width, query.height, { fit: 'cover' })
        .toFormat(formatOf(query.type), encoderOptions(query))
        .toBuffer();
      return new Uint8Array(output);
    } catch (error) {
      // sharp stops an encode past its timeout with "timeout: N% complete".
      if (error instanceof Error && error.message.startsWith('timeout')) {
        throw new BusyError('The image took too long to prepare; try again shortly', LIMITER_RETRY_AFTER_SECONDS);
      }
      throw error;
    }
  }

  const busy = (reply: FastifyReply, error: BusyError) =>
    reply
      .code(503)
      .header('Retry-After', String(error.retryAfterSeconds))
      .header('Cache-Control', 'no-store')
      .send({ message: error.message });

  app.get('/api/v1/images/:id', async (request, reply) => {
    const errors: FieldError[] = [];
    const params = imageParamsSchema.safeParse(request.params ?? {});
    if (!params.success) errors.push(...toFieldErrors(params.error, 'params'));
    const query = imageQuerySchema.safeParse(request.query ?? {});
    if (!query.success) errors.push(...toFieldErrors(query.error, 'query'));
    if (!params.success || !query.success) return reply.code(400).send(errors);

    const id = params.data.id;
    const source = await fingerprint(id);
    if (!source) return reply.code(404).send({ message: 'Not Found' });
    const key = renditionKey(id, source, query.data);
    const etag = `"${key}"`;
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).header('Cache-Control', IMMUTABLE).header('ETag', etag).send();

    let bytes = await cache.get(key);
    const hit = bytes !== undefined;
    if (!bytes) {
      let pending = inFlight.get(key);
      if (!pending) {
        // One render and one cache write per rendition, however many requests wait for it.
        pending = encode(() => render(id, query.data), { heavy: isHeavy(query.data) })
          .then(async (rendered) => {
            await cache.set(key, rendered).catch((error: unknown) => request.log.warn({ error }, 'image cache write failed'));
            return rendered;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      try {
        bytes = await pending;
      } catch (error) {
        if (error instanceof BusyError) return busy(reply, error);
        throw error;
      }
    }
    return reply
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', etag)
      .header('X-Cache', hit ? 'HIT' : 'MISS')
      .type(MIME[formatOf(query.data.type)])
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}

/** `If-None-Match` may list several tags, weak ones or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}
