import type { TGalleryImage, THotspot } from '@shop/domain';
import { useRef, useState } from 'react';
import { Image } from '#/components/Image';
import { Skeleton } from '#/components/Spinner';
import { HotspotScene, spotsOf } from '#/features/hotspot/store/HotspotScene';
import { Lightbox } from './Lightbox';
import skeletonCss from '#/styles/skeleton.module.css';
import styles from './StoreGallery.module.css';

const THUMB_SIZES = '(min-width: 1100px) 260px, (min-width: 700px) 30vw, 46vw';

/** The storefront gallery page's grid: each thumbnail opens the image in the lightbox. */
export function StoreGalleryGrid({
  images,
  hotspots,
}: {
  images: TGalleryImage[];
  /** Products placed on the pictures: markers over each thumbnail, beside (not inside) its button. */
  hotspots?: readonly THotspot[] | undefined;
}) {
  const [open, setOpen] = useState<number | null>(null);
  // The thumbnail each image was opened from: focus goes back to it when the lightbox closes.
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const opened = useRef<number | null>(null);

  const close = () => {
    const from = opened.current;
    setOpen(null);
    opened.current = null;
    if (from !== null) requestAnimationFrame(() => thumbs.current[from]?.focus());
  };

  return (
    <>
      <ul className={styles['photo-grid']}>
        {images.map((image, index) => (
          <li key={image.id}>
            <HotspotScene
              hotspots={spotsOf(hotspots, 'gallery', image.id)}
              picture={
                <button
                  type="button"
                  className={styles['photo-grid__thumb']}
                  ref={(element) => {
                    thumbs.current[index] = element;
                  }}
                  onClick={() => {
                    opened.current = index;
                    setOpen(index);
                  }}
                  aria-label={`Open image: ${image.alt || `picture ${index + 1}`}`}
                  aria-haspopup="dialog"
                >
                  <Image
                    imageKey={image.image}
                    alt=""
                    width={480}
                    height={360}
                    sizes={THUMB_SIZES}
                    eager={index < 6}
                  />
                </button>
              }
            />
          </li>
        ))}
      </ul>
      <Lightbox
        images={images}
        index={open}
        onIndexChange={(index) => {
          // Stepping through the lightbox moves the focus target too: closing returns to the image last seen.
          opened.current = index;
          setOpen(index);
        }}
        onClose={close}
      />
    </>
  );
}

export function StoreGalleryGridSkeleton({ count = 9 }: { count?: number }) {
  return (
    <ul className={styles['photo-grid']} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton className={skeletonCss['skeleton--image']} />
        </li>
      ))}
    </ul>
  );
}
