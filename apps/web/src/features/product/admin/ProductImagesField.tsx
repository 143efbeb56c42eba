import { MAX_PRODUCT_IMAGES, type TProductImage } from '@shop/domain';
import { useId, useRef, useState } from 'react';
import { FieldError } from '#/components/FieldError';
import { Icon } from '#/components/Icon';
import { Image } from '#/components/Image';
import { Spinner } from '#/components/Spinner';
import { errorMessageOf } from '#/lib/api-errors';
import { checkImageFile, uploadImage, UploadError } from '#/lib/upload';
import fieldCss from '#/styles/field.module.css';
import uploadCss from '#/styles/upload.module.css';
import styles from './ProductImagesField.module.css';

interface IProductImagesFieldProps {
  value: TProductImage[];
  onChange: (images: TProductImage[]) => void;
  error?: string | undefined;
  onUploadingChange?: (uploading: boolean) => void;
}

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The product's pictures in display order, each with its alt text; the first is the main image. Up and down are
 * plain buttons, so reordering works from the keyboard, and focus stays on the moved picture's button.
 */
export function ProductImagesField({ value, onChange, error, onUploadingChange }: IProductImagesFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const shownError = uploadError ?? error;
  const full = value.length >= MAX_PRODUCT_IMAGES;

  const pick = async (files: File[]) => {
    setUploadError(null);
    const room = MAX_PRODUCT_IMAGES - value.length;
    const problem = files.map(checkImageFile).find(Boolean);
    if (problem) return setUploadError(problem);
    setUploading(true);
    onUploadingChange?.(true);
    try {
      const added: TProductImage[] = [];
      for (const file of files.slice(0, room)) added.push({ image: (await uploadImage(file)).key, alt: '' });
      onChange([...value, ...added]);
      if (files.length > room) setUploadError(`Only ${room} more image(s) fit; the rest were left out.`);
    } catch (err) {
      setUploadError(err instanceof UploadError ? err.message : errorMessageOf(err, 'The upload failed.'));
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const move = (from: number, to: number, direction: 'up' | 'down') => {
    onChange(moved(value, from, to));
    setAnnouncement(`Image moved to position ${to + 1} of ${value.length}.`);
    // Keep the keyboard on the picture that moved: its button of the same direction, or the other one at an end.
    requestAnimationFrame(() => {
      const item = listRef.current?.children[to];
      const button =
        item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not([disabled])`) ??
        item?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])');
      button?.focus();
    });
  };

  return (
    <div className={shownError ? `${fieldCss.field} ${fieldCss['field--invalid']}` : fieldCss.field}>
      {/* The section's legend shows "Images"; this name is for the list and the file input. */}
      <span className="sr-only" id={`${id}-label`}>
        Images
      </span>
      <p className={fieldCss.field__hint} id={`${id}-hint`}>
        The first image is the main one, shown in lists. Describe each for shoppers who cannot see it.
      </p>
      {value.length ? (
        <ol className={styles['product-images']} ref={listRef} aria-labelledby={`${id}-label`}>
          {value.map((item, index) => (
            <li key={item.image} className={styles['product-images__item']}>
              <Image imageKey={item.image} alt="" width={160} height={120} sizes="96px" eager />
              <div className={styles['product-images__body']}>
                <label className={fieldCss.field__label} htmlFor={`${id}-alt-${index}`}>
                  {index === 0 ? 'Alt text (main image)' : `Alt text, image ${index + 1}`}
                </label>
                <input
                  id={`${id}-alt-${index}`}
                  type="text"
                  maxLength={190}
                  value={item.alt}
                  onChange={(event) =>
                    onChange(value.map((v, i) => (i === index ? { ...v, alt: event.target.value } : v)))
                  }
                />
              </div>
              <div className={styles['product-images__actions']}>
                <button
                  type="button"
                  className="button button--ghost"
                  data-move="up"
                  disabled={index === 0}
                  aria-label={`Move image ${index + 1} up`}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  ↑ Up
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  data-move="down"
                  disabled={index === value.length - 1}
                  aria-label={`Move image ${index + 1} down`}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  ↓ Down
                </button>
                <button
                  type="button"
                  className="button button--ghost button--danger-text"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Icon name="trash" size={16} />
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <div className={uploadCss.upload__controls}>
        <label
          htmlFor={id}
          className={uploading || full ? 'button button--ghost is-disabled' : 'button button--ghost'}
        >
          <Icon name="upload" size={18} />
          Add images
        </label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          className="sr-only-input"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={Boolean(shownError)}
          disabled={uploading || full}
          onChange={(event) => void pick([...(event.target.files ?? [])])}
        />
        {uploading ? <Spinner label="Uploading images" inline /> : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <FieldError id={`${id}-error`} message={shownError} />
    </div>
  );
}
