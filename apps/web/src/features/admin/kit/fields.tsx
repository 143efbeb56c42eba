import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '#/components/FormField';
import type { IEntityForm } from './use-entity-form';

interface ITextFieldProps<TIn extends FieldValues, TOut> {
  form: IEntityForm<TIn, TOut>;
  name: Path<TIn>;
  label: string;
  hint?: string;
  maxLength?: number;
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'email' | 'url' | 'tel' | 'number';
}

/** A labelled text input (or textarea) bound to the form, its error from the client or the server. */
export function TextField<TIn extends FieldValues, TOut>(props: ITextFieldProps<TIn, TOut>) {
  const { form, name, label, hint, maxLength, rows, type = 'text' } = props;
  const error = form.methods.getFieldState(name, form.methods.formState).error?.message;
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) =>
        rows ? (
          <textarea {...control} rows={rows} maxLength={maxLength} {...form.methods.register(name)} />
        ) : (
          <input
            {...control}
            type={type}
            autoComplete="off"
            maxLength={maxLength}
            {...form.methods.register(name, { valueAsNumber: type === 'number' })}
          />
        )
      }
    </FormField>
  );
}
