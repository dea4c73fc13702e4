
/**
 * The image service's one definition: its defaults, its ladder of renditions
 * and the URLs and `srcSet`s built on it. `ui/components/Picture` builds its
 * candidates here and the server validates `GET /api/v1/images/:id` with
 * `imageQuerySchema` from here, so the site never offers a size the service
 * refuses, and the service renders only the few renditions the site asks for
 * (a bounded set per image, which bounds encoding work and the cache).
 *
 * What the service does with a request off the ladder:
 * - a width between two rungs is snapped **up** to the next rung (old links
 *   keep working; the browser scales the larger image down); a width above the
 *   top rung is refused (400);
 * - the height follows the snapped width in the requested aspect ratio, which
 *   must be one of `IMAGE_ASPECT_RATIOS` (within `IMAGE_ASPECT_TOLERANCE`),
 *   else 400 `imageAspectRatio`;
 * - a quality is snapped up to the next rung of `IMAGE_QUALITIES`, and one
 *   above the top rung down to it.
 */

/** Image defaults (spec section 9): 1200x800, jpg, quality 50. */
export const IMAGE_DEFAULT_WIDTH = 1200;
export const IMAGE_DEFAULT_HEIGHT = 800;
export const IMAGE_DEFAULT_TYPE = 'jpg';
export const IMAGE_DEFAULT_QUALITY = 50;

/** Widths the service renders, ascending. The top rung is the widest screen at 2x we serve in full. */
export const IMAGE_WIDTHS = [64, 96, 128, 160, 240, 320, 480, 640, 800, 960, 1200, 1600, 1920, 2560] as const;
/** Largest side served. */
export const IMAGE_MAX_SIDE = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
/** Largest rendition in pixels (2560x1600), so one request cannot tie up the encoder. */
export const IMAGE_MAX_PIXELS = 2560 * 1600;
/** Crop shapes (width:height) the site lays images out in: avatars, cards, the spec's 1200x800 default, wide cards, the hero. */
export const IMAGE_ASPECT_RATIOS = [
  [1, 1],
  [4, 3],
  [3, 2],
  [16, 10],
  [16, 9],
] as const;
/** How far (relative) a requested width/height may be from an offered ratio, for sizes rounded to whole pixels. */
const IMAGE_ASPECT_TOLERANCE = 0.02;
/** Encoder qualities offered, ascending; the spec's default 50 is one of them. */
export const IMAGE_QUALITIES = [30, 50, 70, 85] as const;

/** Types the site asks for. */
const IMAGE_TYPES = ['jpg', 'png', 'webp', 'avif'] as const;
type ImageType = (typeof IMAGE_TYPES)[number];
/** Types the service accepts: the site's plus `jpeg`, the same rendition as `jpg`. */
export const IMAGE_REQUEST_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/** `srcSet` candidates span these multiples of the rendered width (small screens to 2x displays). */
const IMAGE_SRCSET_DENSITIES = { min: 0.5, max: 2 } as const;

interface ImageOptions {
  width?: number;
  height?: number;
  type?: ImageType;
  /** 1 to 100. */
  quality?: number;
}

/** One rendition on the ladder. */
interface ImageSize {
  width: number;
  height: number;
}

/** The rung at or above `width`; `undefined` above the top rung. */
function ladderWidth(width: number): number | undefined {
  return IMAGE_WIDTHS.find((rung) => rung >= width);
}

/** The quality rung at or above `quality`, or the top rung above it. */
export function ladderQuality(quality: number): number {
  return IMAGE_QUALITIES.find((rung) => rung >= quality) ?? IMAGE_QUALITIES[IMAGE_QUALITIES.length - 1];
}

type Ratio = (typeof IMAGE_ASPECT_RATIOS)[number];

/** The offered ratio nearest `width/height` and its relative distance. */
function nearestRatio(width: number, height: number): { ratio: Ratio; off: number } {
  const asked = width / height;
  let best = { ratio: IMAGE_ASPECT_RATIOS[0] as Ratio, off: Infinity };
  for (const ratio of IMAGE_ASPECT_RATIOS) {
    const off = Math.abs(asked / (ratio[0] / ratio[1]) - 1);
    if (off < best.off) best = { ratio, off };
  }
  return best;
}

const sizeAt = (rung: number, [w, h]: Ratio): ImageSize => ({ width: rung, height: Math.round((rung * h) / w) });
const fits = ({ width, height }: ImageSize) => height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS;

/**
 * The ladder rendition the service serves for `width` x `height`, or why
 * there is none: `imageTooWide` above the top rung, `imageAspectRatio` for a
 * shape not offered, `imageTooLarge` past `IMAGE_MAX_PIXELS` or `IMAGE_MAX_SIDE`.
 */
export function ladderSize(width: number, height: number): ImageSize | 'imageTooWide' | 'imageAspectRatio' | 'imageTooLarge' {
  const rung = ladderWidth(width);
  if (rung === undefined) return 'imageTooWide';
  const { ratio, off } = nearestRatio(width, height);
  if (off > IMAGE_ASPECT_TOLERANCE) return 'imageAspectRatio';
  const size = sizeAt(rung, ratio);
  return fits(size) ? size : 'imageTooLarge';
}

/**
 * The renditions a picture laid out at `width` x `height` CSS pixels offers in
 * its `srcSet`: every rung from half to twice its width (up to the largest
 * rendition the service serves in its shape), in the offered ratio nearest
 * its own. `fallback` is the rung for 1x, for `src`.
 */
export function imageCandidates(width: number, height: number): { candidates: ImageSize[]; fallback: ImageSize } {
  const { ratio } = nearestRatio(width, height);
  const served = IMAGE_WIDTHS.map((rung) => sizeAt(rung, ratio)).filter(fits);
  const atOrAbove = (wanted: number) => served.find((size) => size.width >= wanted) ?? served[served.length - 1];
  const low = atOrAbove(width * IMAGE_SRCSET_DENSITIES.min).width;
  const high = atOrAbove(width * IMAGE_SRCSET_DENSITIES.max).width;
  return {
    candidates: served.filter((size) => size.width >= low && size.width <= high),
    fallback: atOrAbove(width),
  };
}

/** A `srcSet` value of `imageCandidates` for image `id` (`url 640w, ...`). */
export function imageSrcSet(id: string, width: number, height: number, type?: ImageType, baseURL?: string): string {
  return imageCandidates(width, height)
    .candidates.map((size) => `${imageUrl(id, { ...size, type }, baseURL)} ${size.width}w`)
    .join(', ');
}

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
