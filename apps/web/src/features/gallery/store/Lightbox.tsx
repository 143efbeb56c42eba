import type { TGalleryImage } from '@shop/domain';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Icon } from '#/components/Icon';
import { Image } from '#/components/Image';
import styles from './Lightbox.module.css';

interface ILightboxProps {
  images: TGalleryImage[];
  /** The open image's index, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One gallery image at a time in a modal dialog: the native <dialog> keeps focus inside and closes on Escape;
 * the arrow keys step through the page's images. The opener puts focus back on the thumbnail on close.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: ILightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = index !== null && images[index] !== undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const image = open ? images[index] : undefined;
  const step = (delta: number) => {
    if (index === null) return;
    const next = index + delta;
    if (next >= 0 && next < images.length) onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const label = image
    ? `Image ${index! + 1} of ${images.length}: ${image.alt || 'Gallery image'}`
    : 'Gallery image';

  return (
    // Escape fires `cancel`, then `close`: both end up in onClose so the parent's state follows the dialog.
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-label={label}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {image ? (
        <div className={styles.lightbox__content}>
          <figure className={styles.lightbox__figure}>
            <Image
              key={image.id}
              imageKey={image.image}
              alt={image.alt}
              width={1600}
              height={1200}
              sizes="92vw"
              className={styles.lightbox__image}
              eager
            />
            <figcaption className={styles.lightbox__caption}>
              <span>{image.alt}</span>
              <span className={styles.lightbox__count} aria-hidden="true">
                {index! + 1} / {images.length}
              </span>
            </figcaption>
          </figure>
          <button
            type="button"
            className={`${styles.lightbox__button} ${styles['lightbox__button--prev']}`}
            onClick={() => step(-1)}
            disabled={index === 0}
            aria-label="Previous image"
          >
            <Icon name="chevronLeft" size={28} />
          </button>
          <button
            type="button"
            className={`${styles.lightbox__button} ${styles['lightbox__button--next']}`}
            onClick={() => step(1)}
            disabled={index === images.length - 1}
            aria-label="Next image"
          >
            <Icon name="chevronRight" size={28} />
          </button>
          <button
            type="button"
            className={styles.lightbox__close}
            onClick={onClose}
            aria-label="Close"
            autoFocus
          >
            <Icon name="close" size={24} />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
