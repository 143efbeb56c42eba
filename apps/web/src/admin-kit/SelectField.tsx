import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '#/components/FormField';
import type { IEntityForm } from './use-entity-form';

export interface ISelectOption {
  value: number | string;
  label: string;
}

interface ISelectFieldProps<TIn extends FieldValues, TOut> {
  form: IEntityForm<TIn, TOut>;
  name: Path<TIn>;
  label: string;
  /** Every choice. Render the field once they are loaded: a select mounted empty cannot show the saved value. */
  options: readonly ISelectOption[];
  /** The first, empty choice of a field that has no value yet: "Choose a material type". */
  placeholder: string;
  /** The form value that means "nothing chosen" and selects the placeholder: '' by default, 0 for an id. */
  emptyValue?: number | string;
  hint?: ReactNode;
}

/**
 * A labelled select bound to the form. The placeholder sends `emptyValue`, which the schema answers with its own
 * message ("Choose a material type.") rather than a type error.
 */
export function SelectField<TIn extends FieldValues, TOut>(props: ISelectFieldProps<TIn, TOut>) {
  const { form, name, label, options, placeholder, emptyValue = '', hint } = props;
  const error = form.methods.getFieldState(name, form.methods.formState).error?.message;
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} {...form.methods.register(name)}>
          <option value={emptyValue}>{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
