import { useState } from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '#/components/FormField';
import type { IEntityForm } from './use-entity-form';

const centsOf = (dollars: string) => {
  const plain = dollars.trim().replace(/^\$/, '').replace(/,/g, '');
  return plain === '' ? Number.NaN : Math.round(Number(plain) * 100);
};
const dollarsOf = (cents: unknown) =>
  typeof cents === 'number' && Number.isFinite(cents) ? String(cents / 100) : '';

interface IDollarsFieldProps<TIn extends FieldValues, TOut> {
  form: IEntityForm<TIn, TOut>;
  /** A field of whole cents. */
  name: Path<TIn>;
  label: string;
  hint?: string;
}

/**
 * Money as shop staff type it, in dollars ("25", "25.50", "$1,200"), kept as whole cents in the form: the box keeps
 * what was typed, and a value set from outside (a restored draft, a reset) replaces it.
 */
export function DollarsField<TIn extends FieldValues, TOut>({
  form,
  name,
  label,
  hint,
}: IDollarsFieldProps<TIn, TOut>) {
  return (
    <Controller
      control={form.methods.control}
      name={name}
      render={({ field, fieldState }) => (
        <DollarsBox
          label={label}
          hint={hint}
          error={fieldState.error?.message}
          value={field.value as unknown}
          name={field.name}
          onBlur={field.onBlur}
          onChange={field.onChange}
        />
      )}
    />
  );
}

interface IDollarsBoxProps {
  label: string;
  hint: string | undefined;
  error: string | undefined;
  value: unknown;
  name: string;
  onBlur: () => void;
  onChange: (cents: number) => void;
}

function DollarsBox({ label, hint, error, value, name, onBlur, onChange }: IDollarsBoxProps) {
  const [text, setText] = useState(() => dollarsOf(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (!Object.is(centsOf(text), value)) setText(dollarsOf(value));
  }
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onBlur={onBlur}
          onChange={(event) => {
            setText(event.target.value);
            onChange(centsOf(event.target.value));
          }}
        />
      )}
    </FormField>
  );
}
