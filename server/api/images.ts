import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { toFieldErrors, type FieldError } from '../../api/contract/endpoint';
import { images } from '../db/schema';
import { formatOf, imageParamsSchema, imageQuerySchema, MIME, renditionKey, type ImageQuery } from '../domain/imageRequest';
import { diskCache, memoryCache, type RenditionCache } from '../images/cache';
import { createLimiter } from '../images/limiter';
import type { ApiDeps } from './deps';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Renditions encoded at once (the rest wait), and how many may wait before 503. */
const IMAGE_RENDER_CONCURRENCY = 2;
const IMAGE_RENDER_WAITING = 64;

/**
 * `GET /api/v1/images/:id`: a stored image resized (cover) and encoded as
 * asked. Renditions are cached by all their parameters and served with a
 * year-long immutable cache header and an ETag.
 */
export function registerImages(app: FastifyInstance, { database, config }: ApiDeps): void {
  const { db } = database;
  const cache: RenditionCache = config.dataDir.startsWith('memory://')
    ? memoryCache()
    : diskCache(path.join(config.dataDir, 'image-cache'));
  // Source fingerprints by image id; sources change only when the seed runs again (a restart).
  const fingerprints = new Map<string, string>();
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const encode = createLimiter(IMAGE_RENDER_CONCURRENCY, IMAGE_RENDER_WAITING);

  async function fingerprint(id: string): Promise<string | undefined> {
    const known = fingerprints.get(id);
    if (known) return known;
    const [row] = await db
      .select({ md5: sql<string>`md5(${images.bytes})` })
      .from(images)
      .where(eq(images.id, id))
      .limit(1);
    if (!row) return undefined;
    if (fingerprints.size > 10_000) fingerprints.clear();
    fingerprints.set(id, row.md5);
    return row.md5;
  }

  async function render(id: string, query: ImageQuery): Promise<Uint8Array> {
    const [row] = await db.select({ bytes: images.bytes }).from(images).where(eq(images.id, id)).limit(1);
    const format = formatOf(query.type);
    const output = await sharp(row.bytes)
      .rotate()
      .resize(query.width, query.height, { fit: 'cover' })
      .toFormat(format, { quality: query.quality })
      .toBuffer();
    return new Uint8Array(output);
  }

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
    reply.header('Cache-Control', IMMUTABLE).header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

    let bytes = await cache.get(key);
    reply.header('X-Cache', bytes ? 'HIT' : 'MISS');
    if (!bytes) {
      let pending = inFlight.get(key);
      if (!pending) {
        // One render and one cache write per rendition, however many requests wait for it.
        pending = encode(() => render(id, query.data))
          .then(async (rendered) => {
            await cache.set(key, rendered).catch((error: unknown) => request.log.warn({ error }, 'image cache write failed'));
            return rendered;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      bytes = await pending;
    }
    return reply.type(MIME[formatOf(query.data.type)]).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
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
