import { GALLERY_BATCH_MAX, MAX_IMAGE_BYTES, ZGalleryItemForm } from '@shop/domain';
import { useId, useState, type DragEvent } from 'react';
import { FieldError } from '#/components/FieldError';
import { FormAlert } from '#/components/FormField';
import { Icon } from '#/components/Icon';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { useGalleryUploads, type IUploadItem } from './use-gallery-uploads';
import fieldErrorCss from '#/styles/field-error.module.css';
import fieldCss from '#/styles/field.module.css';
import formCss from '#/styles/form.module.css';
import panelCss from '#/styles/panel.module.css';
import styles from './GalleryUploader.module.css';

const MAX_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

interface IUploadRowProps {
  item: IUploadItem;
  onAlt: (alt: string) => void;
  onRemove: () => void;
}

function UploadRow({ item, onAlt, onRemove }: IUploadRowProps) {
  const id = useId();
  const percent = Math.round(item.progress * 100);
  return (
    <li className={styles['gallery-upload__item']}>
      <img src={item.previewUrl} alt="" className={styles['gallery-upload__preview']} />
      <div>
        <p className={styles['gallery-upload__name']}>{item.fileName}</p>
        {item.status === 'failed' ? (
          <p className={fieldErrorCss['field-error']} role="alert">
            {item.error}
          </p>
        ) : (
          <>
            <progress
              className={styles['gallery-upload__progress']}
              max={100}
              value={percent}
              aria-label={`Upload of ${item.fileName}`}
            />
            <span className={styles['gallery-upload__percent']} aria-hidden="true">
              {item.status === 'uploaded' ? 'Uploaded' : `${percent}%`}
            </span>
          </>
        )}
        {item.status !== 'failed' ? (
          <div className={item.altError ? `${fieldCss.field} ${fieldCss['field--invalid']}` : fieldCss.field}>
            <label htmlFor={`${id}-alt`} className={fieldCss.field__label}>
              Alt text for {item.fileName}
            </label>
            <input
              id={`${id}-alt`}
              type="text"
              maxLength={190}
              value={item.alt}
              onChange={(event) => onAlt(event.target.value)}
              aria-invalid={Boolean(item.altError)}
              aria-describedby={`${id}-alt-hint ${id}-alt-error`}
            />
            <p id={`${id}-alt-hint`} className={fieldCss.field__hint}>
              What the picture shows, for people who cannot see it.
            </p>
            <FieldError id={`${id}-alt-error`} message={item.altError ?? undefined} />
          </div>
        ) : null}
      </div>
      <button type="button" className="button button--ghost button--small" onClick={onRemove}>
        <Icon name="trash" size={16} />
        <span>{item.status === 'uploading' ? 'Cancel' : 'Remove'}</span>
        <span className="sr-only"> {item.fileName}</span>
      </button>
    </li>
  );
}

/**
 * Several images in one go: each file uploads on its own with its own progress bar while its alt text is written,
 * then one gallery.create saves the whole batch.
 */
export function GalleryUploader({ onSaved }: { onSaved: (count: number) => Promise<void> }) {
  const inputId = useId();
  const uploads = useGalleryUploads();
  const [dragging, setDragging] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const create = trpc.gallery.create.useMutation();
  const ready = uploads.items.filter((item) => item.status === 'uploaded');
  const uploading = uploads.items.some((item) => item.status === 'uploading');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    uploads.add(event.dataTransfer.files);
  };

  const save = async () => {
    setFormError(null);
    let valid = true;
    for (const item of ready) {
      const checked = ZGalleryItemForm.safeParse({ image: item.key, alt: item.alt });
      if (!checked.success) {
        valid = false;
        uploads.setAltError(item.id, checked.error.issues[0]!.message);
      }
    }
    if (!valid) return;
    try {
      await create.mutateAsync({ images: ready.map((item) => ({ image: item.key!, alt: item.alt })) });
    } catch (err) {
      const errors = fieldErrorsOf(err);
      ready.forEach((item, index) => {
        const message = errors[`images.${index}.alt`] ?? errors[`images.${index}.image`];
        if (message) uploads.setAltError(item.id, message);
      });
      setFormError(errorMessageOf(err, 'The images could not be saved.'));
      return;
    }
    uploads.clear();
    await onSaved(ready.length);
  };

  return (
    <section className={`${panelCss.panel} ${styles['gallery-upload']}`} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles['gallery-upload__title']}>
        Add images
      </h2>
      <FormAlert message={formError} />
      <div
        className={
          dragging
            ? `${styles['gallery-upload__drop']} ${styles['is-dragging']}`
            : styles['gallery-upload__drop']
        }
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="upload" size={28} />
        <label htmlFor={inputId} className="button button--ghost">
          Choose images
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          className="sr-only-input"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          onChange={(event) => {
            if (event.target.files) uploads.add(event.target.files);
            // Clearing the input lets the same files be picked again.
            event.target.value = '';
          }}
        />
        <p className={fieldCss.field__hint}>
          or drop them here. JPEG or PNG, up to {MAX_MB} MB each, {GALLERY_BATCH_MAX} at a time.
        </p>
      </div>
      {uploads.items.length ? (
        <ul className={styles['gallery-upload__list']}>
          {uploads.items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              onAlt={(alt) => uploads.setAlt(item.id, alt)}
              onRemove={() => uploads.remove(item.id)}
            />
          ))}
        </ul>
      ) : null}
      <div className={formCss.form__actions}>
        <button
          type="button"
          className="button"
          disabled={!ready.length || uploading || create.isPending || ready.length > GALLERY_BATCH_MAX}
          aria-busy={create.isPending}
          onClick={() => void save()}
        >
          {create.isPending
            ? 'Saving…'
            : uploading
              ? 'Waiting for uploads…'
              : `Add ${ready.length || ''} ${ready.length === 1 ? 'image' : 'images'} to the gallery`}
        </button>
      </div>
    </section>
  );
}
