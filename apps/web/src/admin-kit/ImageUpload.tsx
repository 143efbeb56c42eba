import { fileDisplayName, MAX_IMAGE_BYTES } from '@shop/domain';
import { useId, useRef, useState } from 'react';
import { FieldError } from '#/components/FieldError';
import { Icon } from '#/components/Icon';
import { Image } from '#/components/Image';
import { Spinner } from '#/components/Spinner';
import { errorMessageOf } from '#/lib/api-errors';
import { uploadImage, UploadError, checkImageFile } from '#/lib/upload';
import fieldCss from '#/styles/field.module.css';
import uploadCss from '#/styles/upload.module.css';

const MAX_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

export interface IImageUploadProps {
  label: string;
  /** The preview's alt text: "Preview of the room image". */
  previewAlt: string;
  /** Shown while there is no image: what makes a good one. */
  hint?: string;
  value: string | null;
  onChange: (key: string | null) => void;
  /** An error for this field from the form or the server. */
  error?: string | undefined;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Picks an image, checks its type and size here first, uploads it at once (POST /api/upload) and shows a preview.
 * The form stores only the key the server returns.
 */
export function ImageUpload({
  label,
  previewAlt,
  hint = 'A landscape photo works best.',
  value,
  onChange,
  error,
  onUploadingChange,
}: IImageUploadProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    const problem = checkImageFile(file);
    if (problem) {
      setUploadError(problem);
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadImage(file);
      setFileName(file.name);
      onChange(uploaded.key);
    } catch (err) {
      setUploadError(err instanceof UploadError ? err.message : errorMessageOf(err, 'The upload failed.'));
    } finally {
      setBusy(false);
      // Clearing the input lets the same file be picked again after a failure.
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <div className={shownError ? `${fieldCss.field} ${fieldCss['field--invalid']}` : fieldCss.field}>
      <span className={fieldCss.field__label} id={`${id}-label`}>
        {label}
      </span>
      <div className={uploadCss.upload}>
        <div className={uploadCss.upload__preview}>
          {value ? (
            <Image imageKey={value} alt={previewAlt} width={480} height={360} sizes="240px" eager />
          ) : (
            <div className={uploadCss.upload__empty}>
              <Icon name="image" size={32} />
              <span>No image yet</span>
            </div>
          )}
        </div>
        <div className={uploadCss.upload__controls}>
          <label
            htmlFor={id}
            className={uploading ? 'button button--ghost is-disabled' : 'button button--ghost'}
          >
            <Icon name="upload" size={18} />
            {value ? 'Replace image' : 'Choose image'}
          </label>
          <input
            ref={inputRef}
            id={id}
            type="file"
            className="sr-only-input"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint ${id}-error`}
            aria-invalid={Boolean(shownError)}
            disabled={uploading}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          {value ? (
            <button
              type="button"
              className="button button--ghost button--danger-text"
              onClick={() => {
                onChange(null);
                setFileName(null);
                setUploadError(null);
              }}
              disabled={uploading}
            >
              <Icon name="trash" size={18} />
              Remove image
            </button>
          ) : null}
          {uploading ? <Spinner label="Uploading image" inline /> : null}
          <p id={`${id}-hint`} className={fieldCss.field__hint}>
            {value
              ? `Current file: ${fileName ?? fileDisplayName(value)}`
              : `JPEG or PNG, up to ${MAX_MB} MB. ${hint}`}
          </p>
        </div>
      </div>
      <FieldError id={`${id}-error`} message={shownError} />
    </div>
  );
}
