import Head from 'next/head';
import type { ImageRef } from '../../api/contract/content.schemas';
import { imageCandidates, imageSrcSet, imageUrl } from '../../api/images';
import { cx } from './cx';
import styles from './Picture.module.css';

interface PictureProps {
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
 * ratio nearest `width`/`height`. A `priority` image is also preloaded from
 * the document's head, so its request starts with the stylesheets' instead
 * of when the parser reaches it.
 */
export function Picture({ image, width, height, sizes, priority = false, alt, className, imgClassName }: PictureProps) {
  const sizesAttr = sizes ?? `(min-width: ${width}px) ${width}px, 100vw`;
  const { fallback } = imageCandidates(width, height);
  const webpSrcSet = imageSrcSet(image.id, width, height, 'webp');
  return (
    <>
      {priority && (
        <Head>
          <link
            key={`preload-${image.id}`}
            rel="preload"
            as="image"
            type="image/webp"
            imageSrcSet={webpSrcSet}
            imageSizes={sizesAttr}
            fetchPriority="high"
          />
        </Head>
      )}
      <picture className={cx(styles.picture, className)}>
        <source type="image/webp" srcSet={webpSrcSet} sizes={sizesAttr} />
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
    </>
  );
}
