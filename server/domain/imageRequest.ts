import { z } from 'zod';

/**
 * `GET /api/v1/images/:id` is binary and so outside the JSON contract; its
 * input is still validated here and answered 400 `[{ field, message }]`.
 * Defaults follow the spec: 1200x800, jpg, quality 50.
 */
export const IMAGE_DEFAULTS = { width: 1200, height: 800, type: 'jpg', quality: 50 } as const;
/** Largest side served: wider than any screen the site lays images out for. */
export const IMAGE_MAX_SIDE = 2560;
/** Largest rendition in pixels (2560x1600), so one request cannot tie up the encoder. */
export const IMAGE_MAX_PIXELS = 2560 * 1600;

/** A whole number written with digits only (no `1e3`, `0x10` or `+5`). */
const digits = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,5}$/, { message: 'common.formErrors.digitsOnly', abort: true })
    .transform(Number)
    .pipe(z.number().int().min(min, 'common.formErrors.minMax').max(max, 'common.formErrors.minMax'))
    .default(fallback);
const side = (fallback: number) => digits(1, IMAGE_MAX_SIDE, fallback);

export const imageParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'invalidImageId'),
});

export const imageQuerySchema = z
  .object({
    width: side(IMAGE_DEFAULTS.width),
    height: side(IMAGE_DEFAULTS.height),
    type: z.enum(['jpg', 'jpeg', 'png', 'webp', 'avif']).default(IMAGE_DEFAULTS.type),
    quality: digits(1, 100, IMAGE_DEFAULTS.quality),
  })
  .refine((query) => query.width * query.height <= IMAGE_MAX_PIXELS, { message: 'imageTooLarge', path: ['width'] });

export type ImageQuery = z.output<typeof imageQuerySchema>;
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export const formatOf = (type: ImageQuery['type']): ImageFormat => (type === 'jpg' ? 'jpeg' : type);

export const MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * Cache key of one rendition: the image, a fingerprint of its source bytes
 * (so a changed source is never served stale) and every parameter. `jpg`
 * and `jpeg` are the same rendition.
 */
export function renditionKey(id: string, sourceFingerprint: string, query: ImageQuery): string {
  const format = formatOf(query.type);
  return `${id}-${sourceFingerprint.slice(0, 16)}-${query.width}x${query.height}-q${query.quality}.${format}`;
}
