import { z } from 'zod';

/** Image defaults (spec section 9): 1200x800, jpg, quality 50. */
export const IMAGE_DEFAULT_WIDTH = 1200;
export const IMAGE_DEFAULT_HEIGHT = 800;
export const IMAGE_DEFAULT_TYPE = 'jpg';
export const IMAGE_DEFAULT_QUALITY = 50;
/** Largest side the image service renders. */
export const IMAGE_MAX_SIDE = 4000;

export const IMAGE_TYPES = ['jpg', 'png', 'webp', 'avif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export interface ImageOptions {
  width?: number;
  height?: number;
  type?: ImageType;
  /** 1 to 100. */
  quality?: number;
}

/** Path of `GET /api/v1/images/:id` below `/api` (for the server's route). */
export const IMAGE_PATH = '/v1/images/:id';

export const imageParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/) });

/** Query of the image service, with the spec's defaults. */
export const imageQuerySchema = z.object({
  width: z.coerce.number().int().min(1).max(IMAGE_MAX_SIDE).default(IMAGE_DEFAULT_WIDTH),
  height: z.coerce.number().int().min(1).max(IMAGE_MAX_SIDE).default(IMAGE_DEFAULT_HEIGHT),
  type: z.enum(IMAGE_TYPES).default(IMAGE_DEFAULT_TYPE),
  quality: z.coerce.number().int().min(1).max(100).default(IMAGE_DEFAULT_QUALITY),
});

/**
 * URL of a stored image resized by the image service:
 * `imageUrl('abc')` → `/api/v1/images/abc?width=1200&height=800&type=jpg&quality=50`.
 * `baseURL` is `/api` in the browser, an absolute URL where one is needed.
 */
export function imageUrl(id: string, options: ImageOptions = {}, baseURL = '/api'): string {
  const query = new URLSearchParams({
    width: String(options.width ?? IMAGE_DEFAULT_WIDTH),
    height: String(options.height ?? IMAGE_DEFAULT_HEIGHT),
    type: options.type ?? IMAGE_DEFAULT_TYPE,
    quality: String(options.quality ?? IMAGE_DEFAULT_QUALITY),
  });
  return `${baseURL.replace(/\/+$/, '')}/v1/images/${encodeURIComponent(id)}?${query.toString()}`;
}
