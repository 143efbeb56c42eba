import { imageVariantSrcSet, imageVariantUrl } from '@shop/domain';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Icon } from '#/components/Icon';
import { Image } from '#/components/Image';
import { useImageBase } from '#/components/image-base';
import styles from './ProductGallery.module.css';

interface IGalleryImage {
  id: number;
  image: string;
  alt: string;
}

/** A finger has to travel this far sideways for a swipe to change the picture. */
const SWIPE_PX = 40;
const ZOOM = 2.2;
/** The zoomed picture is drawn at 2.2 times its size: wider copies than the page's. */
const ZOOM_WIDTHS = [960, 1280, 1600, 1920];

/**
 * The product's pictures: arrows, thumbnails, the arrow keys and a sideways swipe change the picture; the zoom
 * button (or Enter on the picture) shows it magnified, following the pointer, and Escape leaves the zoom.
 */
export function ProductGallery({ images, name }: { images: IGalleryImage[]; name: string }) {
  const imageBase = useImageBase();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const altOf = (image: IGalleryImage, n: number) => image.alt || `${name}, picture ${n + 1} of ${count}`;

  const show = (next: number) => {
    setIndex((next + count) % count);
    setZoomed(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' && count > 1) show(index + 1);
    else if (event.key === 'ArrowLeft' && count > 1) show(index - 1);
    else if (event.key === 'Escape' && zoomed) setZoomed(false);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || zoomed || count < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y))
      show(index + (dx < 0 ? 1 : -1));
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!zoomed) return;
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(
      `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`,
    );
  };

  if (!current) {
    return (
      <div className={styles.gallery}>
        <Image imageKey={null} alt={`${name} (no picture yet)`} width={960} height={960} />
      </div>
    );
  }
  return (
    <section
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={`Pictures of ${name}`}
      onKeyDown={onKeyDown}
    >
      <div
        className={`${styles.gallery__stage}${zoomed ? ` ${styles['gallery__stage--zoomed']}` : ''}`}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setOrigin('50% 50%')}
      >
        <button
          type="button"
          className={styles.gallery__picture}
          aria-label={zoomed ? 'Zoom out' : `Zoom in on picture ${index + 1} of ${count}`}
          aria-pressed={zoomed}
          onClick={() => setZoomed((z) => !z)}
        >
          {zoomed ? (
            <picture className={styles['gallery__zoom-picture']}>
              <source
                type="image/webp"
                srcSet={imageVariantSrcSet(current.image, 'webp', ZOOM_WIDTHS, imageBase)}
                sizes="(min-width: 900px) 55vw, 100vw"
              />
              <img
                src={imageVariantUrl(current.image, 1600, 'jpeg', imageBase)}
                srcSet={imageVariantSrcSet(current.image, 'jpeg', ZOOM_WIDTHS, imageBase)}
                sizes="(min-width: 900px) 55vw, 100vw"
                alt={altOf(current, index)}
                className={styles.gallery__zoom}
                style={{ transform: `scale(${ZOOM})`, transformOrigin: origin }}
                draggable={false}
              />
            </picture>
          ) : (
            <Image
              key={current.id}
              imageKey={current.image}
              alt={altOf(current, index)}
              width={960}
              height={960}
              sizes="(min-width: 900px) 55vw, 100vw"
              priority
            />
          )}
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.gallery__step} ${styles['gallery__step--prev']}`}
              onClick={() => show(index - 1)}
            >
              <Icon name="chevronLeft" />
              <span className="sr-only">Previous picture</span>
            </button>
            <button
              type="button"
              className={`${styles.gallery__step} ${styles['gallery__step--next']}`}
              onClick={() => show(index + 1)}
            >
              <Icon name="chevronRight" />
              <span className="sr-only">Next picture</span>
            </button>
          </>
        ) : null}
        <p className="sr-only" aria-live="polite">
          Picture {index + 1} of {count}
        </p>
      </div>
      {count > 1 ? (
        <ul className={styles.gallery__thumbs}>
          {images.map((image, n) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.gallery__thumb}
                aria-current={n === index ? 'true' : undefined}
                aria-label={`Show picture ${n + 1} of ${count}`}
                onClick={() => show(n)}
              >
                <Image imageKey={image.image} alt="" width={120} height={120} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
