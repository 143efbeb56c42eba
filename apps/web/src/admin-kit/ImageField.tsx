import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { ImageUpload } from './ImageUpload';
import type { IEntityForm } from './use-entity-form';

interface IImageFieldProps<TIn extends FieldValues, TOut> {
  form: IEntityForm<TIn, TOut>;
  /** A field holding an uploaded image's key, or null. */
  name: Path<TIn>;
  label: string;
  previewAlt: string;
  hint?: string;
}

/** An image upload bound to the form; saving waits while an upload is running. */
export function ImageField<TIn extends FieldValues, TOut>(props: IImageFieldProps<TIn, TOut>) {
  const { form, name, label, previewAlt, hint } = props;
  return (
    <Controller
      control={form.methods.control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUpload
          label={label}
          previewAlt={previewAlt}
          hint={hint}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(key) => field.onChange(key)}
          error={fieldState.error?.message}
          onUploadingChange={form.setBusy}
        />
      )}
    />
  );
}
