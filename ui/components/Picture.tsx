import type { ImageRef } from '../../api/contract/content.schemas';
import { imageCandidates, imageSrcSet, imageUrl } from '../../api/images';
import { cx } from './cx';
import styles from './Picture.module.css';

export interface PictureProps {
  image: ImageRef;
  /** Rendered size in CSS pixels; the image service crops to the offered aspect ratio nearest this one. */
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

/**
 * A stored image through the image service: a WebP source, a JPEG fallback,
 * a `srcSet` of the service's ladder widths around its size (`imageSrcSet`,
 * the definition the service validates with), fixed width/height (no layout
 * shift) and lazy loading unless `priority`. The crop is the offered aspect
 * ratio nearest `width`/`height`.
 */
export function Picture({ image, width, height, sizes, priority = false, alt, className, imgClassName }: PictureProps) {
  const sizesAttr = sizes ?? `(min-width: ${width}px) ${width}px, 100vw`;
  const { fallback } = imageCandidates(width, height);
  return (
    <picture className={cx(styles.picture, className)}>
      <source type="image/webp" srcSet={imageSrcSet(image.id, width, height, 'webp')} sizes={sizesAttr} />
      <img
        className={imgClassName}
        src={imageUrl(image.id, fallback)}
        srcSet={imageSrcSet(image.id, width, height)}
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
