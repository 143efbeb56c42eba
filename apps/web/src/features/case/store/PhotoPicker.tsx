import { MAX_CASE_PHOTOS } from '@shop/domain';
import { useId, useRef } from 'react';
import fieldErrorCss from '#/styles/field-error.module.css';
import type { useCasePhotos } from './use-case-photos';
import styles from './PhotoPicker.module.css';

interface IPhotoPickerProps {
  photos: ReturnType<typeof useCasePhotos>;
  error?: string | undefined;
}

/**
 * The claim's photos: a file field (keyboard and screen readers reach it as a button), a preview of each photo
 * picked with its upload's progress, and a button to remove it. The count and each finished upload are announced.
 */
export function PhotoPicker({ photos, error }: IPhotoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = photos.items.length >= MAX_CASE_PHOTOS;
  const uploaded = photos.items.filter((item) => item.status === 'uploaded').length;
  return (
    <div className={styles['photo-picker']}>
      <label htmlFor={id} className={styles['photo-picker__label']}>
        Photos of the problem
      </label>
      <p id={`${id}-hint`} className={styles['photo-picker__hint']}>
        1 to {MAX_CASE_PHOTOS} photos, JPEG or PNG. Show the damage and, if you can, the label on the box.
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        className={styles['photo-picker__input']}
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        multiple
        disabled={full}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(event) => {
          photos.add([...(event.target.files ?? [])]);
          // The same file may be picked again after it was removed.
          event.target.value = '';
        }}
      />
      <p className={styles['photo-picker__status']} aria-live="polite">
        {photos.items.length === 0
          ? 'No photos yet.'
          : `${uploaded} of ${photos.items.length} ${photos.items.length === 1 ? 'photo' : 'photos'} uploaded.`}
        {full ? ` That is the most a claim can have.` : ''}
      </p>
      <p id={`${id}-error`} className={fieldErrorCss['field-error']} aria-live="polite">
        {photos.refused ?? error}
      </p>
      {photos.items.length > 0 ? (
        <ul className={styles['photo-picker__list']} aria-label="Photos picked">
          {photos.items.map((item, index) => (
            <li key={item.id} className={styles['photo-picker__item']}>
              <img
                src={item.previewUrl}
                alt={`Photo ${index + 1}: ${item.fileName}`}
                className={styles['photo-picker__preview']}
              />
              {item.status === 'uploading' ? (
                <progress
                  value={item.progress}
                  max={1}
                  aria-label={`Uploading photo ${index + 1}`}
                  className={styles['photo-picker__progress']}
                />
              ) : null}
              {item.error ? (
                <p className={fieldErrorCss['field-error']} role="alert">
                  {item.error}
                </p>
              ) : null}
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => {
                  photos.remove(item.id);
                  input.current?.focus();
                }}
              >
                Remove<span className="sr-only"> photo {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
