import type { ImageRef } from '../../api/contract/content.schemas';
import { IMAGE_MAX_SIDE, imageUrl, type ImageType } from '../../api/images';
import { cx } from './cx';
import styles from './Picture.module.css';

/** Widths offered in `srcSet`, as multiples of the rendered width. */
const DENSITIES = [0.5, 1, 1.5, 2] as const;

export interface PictureProps {
  image: ImageRef;
  /** Rendered size in CSS pixels; the image is cropped to this ratio by the image service. */
  width: number;
  height: number;
  /** `sizes` attribute; defaults to the full width up to `width`. */
  sizes?: string;
  /** Above the fold (the hero): loaded eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** Overrides the editor's alt text; `''` marks the image decorative. */
  alt?: string;
  className?: string;
  imgClassName?: string;
}

function candidates(id: string, width: number, height: number, type?: ImageType) {
  const seen = new Set<number>();
  return DENSITIES.flatMap((density) => {
    const w = Math.min(Math.round(width * density), IMAGE_MAX_SIDE);
    const h = Math.min(Math.round(height * density), IMAGE_MAX_SIDE);
    if (w < 1 || h < 1 || seen.has(w)) return [];
    seen.add(w);
    return [`${imageUrl(id, { width: w, height: h, type })} ${w}w`];
  }).join(', ');
}

/**
 * A stored image through the image service: a WebP source, a JPEG fallback,
 * a `srcSet` of a few widths, fixed width/height (no layout shift) and lazy
 * loading unless `priority`.
 */
export function Picture({ image, width, height, sizes, priority = false, alt, className, imgClassName }: PictureProps) {
  const sizesAttr = sizes ?? `(min-width: ${width}px) ${width}px, 100vw`;
  return (
    <picture className={cx(styles.picture, className)}>
      <source type="image/webp" srcSet={candidates(image.id, width, height, 'webp')} sizes={sizesAttr} />
      <img
        className={imgClassName}
        src={imageUrl(image.id, { width, height })}
        srcSet={candidates(image.id, width, height)}
        sizes={sizesAttr}
        width={width}
        height={height}
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
