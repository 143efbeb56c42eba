import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '#/components/FormField';
import type { IEntityForm } from './use-entity-form';
import checkboxCss from '#/styles/checkbox.module.css';

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

interface INumberFieldProps<TIn extends FieldValues, TOut> {
  form: IEntityForm<TIn, TOut>;
  name: Path<TIn>;
  label: string;
  hint?: string;
  /** 1 for whole numbers (the default), 0.1 for a weight... */
  step?: number;
  min?: number;
}

/** A number input bound to the form; an empty box is NaN, which the schema refuses with its own message. */
export function NumberField<TIn extends FieldValues, TOut>(props: INumberFieldProps<TIn, TOut>) {
  const { form, name, label, hint, step = 1, min = 0 } = props;
  const error = form.methods.getFieldState(name, form.methods.formState).error?.message;
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="number"
          min={min}
          step={step}
          inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
          {...form.methods.register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
}

interface ICheckboxFieldProps<TIn extends FieldValues, TOut> {
  form: IEntityForm<TIn, TOut>;
  name: Path<TIn>;
  label: string;
}

/** A yes/no field: a checkbox with its label beside it. */
export function CheckboxField<TIn extends FieldValues, TOut>({
  form,
  name,
  label,
}: ICheckboxFieldProps<TIn, TOut>) {
  return (
    <label className={checkboxCss.checkbox}>
      <input type="checkbox" {...form.methods.register(name)} /> {label}
    </label>
  );
}
