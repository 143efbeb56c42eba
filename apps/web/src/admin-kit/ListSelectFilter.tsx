import { useId } from 'react';
import type { ISelectOption } from './SelectField';
import toolbarCss from '#/styles/toolbar.module.css';

interface IListSelectFilterProps {
  label: string;
  /** The URL's value; undefined is the "all" choice. */
  value: number | string | undefined;
  /** "All roles": the choice that removes the filter. */
  allLabel: string;
  options: readonly ISelectOption[];
  /** The new value, '' for "all": the list puts it in the URL. */
  onChange: (value: string) => void;
  /** While the choices load, the URL's filter still shows as chosen rather than as "all". */
  loading?: boolean;
}

/** A labelled select beside a list's search box, for one filter the list keeps in its URL. */
export function ListSelectFilter({
  label,
  value,
  allLabel,
  options,
  onChange,
  loading,
}: IListSelectFilterProps) {
  const id = useId();
  return (
    <div className={toolbarCss.toolbar__filter}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={loading}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {loading && value !== undefined ? <option value={value}>Loading…</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
