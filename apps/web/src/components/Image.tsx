import { imageVariantSrcSet, imageVariantUrl } from '@shop/domain';
import { useState } from 'react';
import { Icon } from './Icon';
import { useImageBase } from './image-base';
import styles from './Image.module.css';
import skeletonCss from '#/styles/skeleton.module.css';

interface IImageProps {
  /** Storage key from the API; null shows the "no image" fallback straight away. */
  imageKey: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the space (no layout shift) and picks the default variant. */
  width: number;
  height: number;
  /** How wide the image is drawn, for the browser to pick from the srcset. */
  sizes?: string;
  className?: string;
  /** Above-the-fold images load at once instead of lazily. */
  eager?: boolean;
  /** The page's main image (its largest paint): fetched before the others. Implies eager. */
  priority?: boolean;
}

type TStatus = 'loading' | 'loaded' | 'error';

/**
 * the spec's states and transitions: a placeholder first, then the image once it has loaded, or an error image if it fails. Loading is
 * native and lazy. The browser picks a width from the srcset and the format from <picture>'s types (WebP, JPEG for
 * the rest); each address names its width and format, so a CDN keeps it without looking at Accept.
 */
export function Image({
  imageKey,
  alt,
  width,
  height,
  sizes = `${width}px`,
  className,
  eager,
  priority,
}: IImageProps) {
  const base = useImageBase();
  const src = imageKey ? imageVariantUrl(imageKey, width, 'jpeg', base) : null;
  // Keyed by src so that a new image starts in "loading" again without an effect.
  const [state, setState] = useState<{ src: string | null; status: TStatus }>({ src, status: 'loading' });
  const status: TStatus = !src ? 'error' : state.src === src ? state.status : 'loading';

  return (
    <span
      className={`${styles.image} ${styles[`image--${status}`]} ${className ?? ''}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-status={status}
    >
      {status === 'loading' ? (
        <span className={`${styles.image__placeholder} ${skeletonCss.skeleton}`} aria-hidden="true" />
      ) : null}
      {status === 'error' ? (
        <span
          className={styles.image__fallback}
          role="img"
          aria-label={alt ? `${alt} (image unavailable)` : 'No image'}
        >
          <Icon name="image" size={Math.min(48, Math.round(width / 4))} />
        </span>
      ) : null}
      {src && status !== 'error' ? (
        <picture>
          <source
            type="image/webp"
            srcSet={imageVariantSrcSet(imageKey!, 'webp', undefined, base)}
            sizes={sizes}
          />
          <img
            src={src}
            srcSet={imageVariantSrcSet(imageKey!, 'jpeg', undefined, base)}
            sizes={sizes}
            alt={alt}
            width={width}
            height={height}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            onLoad={() => setState({ src, status: 'loaded' })}
            onError={() => setState({ src, status: 'error' })}
            ref={(img) => {
              // A page drawn on the server may have finished loading its images before React took over, and the
              // browser does not repeat their load events.
              if (img?.complete && status === 'loading')
                setState({ src, status: img.naturalWidth > 0 ? 'loaded' : 'error' });
            }}
          />
        </picture>
      ) : null}
    </span>
  );
}
