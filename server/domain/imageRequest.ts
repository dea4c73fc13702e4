import { z } from 'zod';
import {
  IMAGE_DEFAULT_HEIGHT,
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DEFAULT_TYPE,
  IMAGE_DEFAULT_WIDTH,
  IMAGE_MAX_SIDE,
  IMAGE_REQUEST_TYPES,
  ladderQuality,
  ladderSize,
} from '../../api/images';

/**
 * `GET /api/v1/images/:id` is binary and so outside the JSON contract; its
 * query is validated with the image ladder of `api/images` (the one
 * definition the site's `srcSet`s are built from) and answered 400
 * `[{ field, message }]`. Defaults follow the spec: 1200x800, jpg, quality 50.
 */
/** A whole number written with digits only (no `1e3`, `0x10` or `+5`). */
const digits = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,5}$/, { message: 'common.formErrors.digitsOnly', abort: true })
    .transform(Number)
    .pipe(z.number().int().min(min, 'common.formErrors.minMax').max(max, 'common.formErrors.minMax'))
    .default(fallback);

/**
 * Query of the image service (strings, as in a URL), with the spec's
 * defaults, answered as the ladder rendition it is served as (see above).
 */
export const imageQuerySchema = z
  .object({
    width: digits(1, IMAGE_MAX_SIDE, IMAGE_DEFAULT_WIDTH),
    height: digits(1, IMAGE_MAX_SIDE, IMAGE_DEFAULT_HEIGHT),
    type: z.enum(IMAGE_REQUEST_TYPES).default(IMAGE_DEFAULT_TYPE),
    quality: digits(1, 100, IMAGE_DEFAULT_QUALITY),
  })
  .transform((query, context) => {
    const size = ladderSize(query.width, query.height);
    if (typeof size === 'string') {
      context.addIssue({ code: 'custom', message: size, path: [size === 'imageAspectRatio' ? 'height' : 'width'] });
      return z.NEVER;
    }
    return { ...size, type: query.type, quality: ladderQuality(query.quality) };
  });

export type ImageQuery = z.output<typeof imageQuerySchema>;

export const imageParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'invalidImageId'),
});

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export const formatOf = (type: ImageQuery['type']): ImageFormat => (type === 'jpg' ? 'jpeg' : type);

export const MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Renditions of more pixels than this are heavy: they may not take every encoder slot. */
const HEAVY_RENDITION_PIXELS = 1_000_000;
/** AVIF encoder effort (0-9, sharp's default 4) for ordinary renditions, and for heavy ones, where effort 4 takes seconds. */
const AVIF_EFFORT = 4;
const AVIF_EFFORT_HEAVY = 2;

export const isHeavy = (query: ImageQuery): boolean => query.width * query.height > HEAVY_RENDITION_PIXELS;

/** Encoder options of one rendition: its quality, and a lower AVIF effort for heavy ones so one encode stays short. */
export function encoderOptions(query: ImageQuery): { quality: number; effort?: number } {
  if (formatOf(query.type) !== 'avif') return { quality: query.quality };
  return { quality: query.quality, effort: isHeavy(query) ? AVIF_EFFORT_HEAVY : AVIF_EFFORT };
}

/**
 * Cache key of one rendition: the image, a fingerprint of its source bytes
 * (so a changed source is never served stale) and every parameter. `jpg`
 * and `jpeg` are the same rendition.
 */
export function renditionKey(id: string, sourceFingerprint: string, query: ImageQuery): string {
  const format = formatOf(query.type);
  return `${id}-${sourceFingerprint.slice(0, 16)}-${query.width}x${query.height}-q${query.quality}.${format}`;
}
