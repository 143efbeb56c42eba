import { useId, useState, type KeyboardEvent } from 'react';
import fieldCss from '#/styles/field.module.css';
import styles from './IdPicker.module.css';

export interface IPickOption {
  id: number;
  name: string;
  /** A second line that tells like-named ones apart (an email, a SKU). */
  detail?: string;
}

interface IIdPickerProps {
  label: string;
  /** What choosing none means ("Empty: any product."). */
  hint: string;
  /** Said in the search box ("Search products by name"). */
  placeholder: string;
  chosen: readonly IPickOption[];
  /** Matches of the text typed; the picker leaves out what is chosen already. */
  options: readonly IPickOption[];
  text: string;
  onText: (text: string) => void;
  onChange: (ids: number[]) => void;
  /** Why there are no matches to offer, when it is not simply that nothing matched. */
  unavailable?: string | undefined;
  error?: string | undefined;
}

/**
 * Chooses any number of records by name: the chosen ones as a list with a Remove button each, and an ARIA 1.2
 * combobox to find more (type, arrow keys, Enter or a click adds, Escape clears the search).
 */
export function IdPicker(props: IIdPickerProps) {
  const { label, hint, placeholder, chosen, text, onText, onChange, unavailable, error } = props;
  const id = useId();
  const [active, setActive] = useState(0);
  const chosenIds = new Set(chosen.map((c) => c.id));
  const options = text.trim() ? props.options.filter((o) => !chosenIds.has(o.id)) : [];
  const current = Math.min(active, options.length - 1);
  const add = (option: IPickOption) => {
    onChange([...chosen.map((c) => c.id), option.id]);
    onText('');
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (options.length) setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      // Enter adds the highlighted match rather than saving the whole form.
      event.preventDefault();
      if (options[current]) add(options[current]);
    } else if (event.key === 'Escape' && text) {
      event.preventDefault();
      event.stopPropagation();
      onText('');
    }
  };

  return (
    <fieldset className={`${styles['id-picker']} ${error ? fieldCss['field--invalid'] : ''}`}>
      <legend className={fieldCss.field__label}>{label}</legend>
      <p id={`${id}-hint`} className={fieldCss.field__hint}>
        {hint}
      </p>
      {chosen.length > 0 ? (
        <ul className={styles['id-picker__chosen']} aria-label={`${label}: chosen`}>
          {chosen.map((option) => (
            <li key={option.id} className={styles['id-picker__chip']}>
              <span>{option.name}</span>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Remove ${option.name}`}
                onClick={() => onChange(chosen.filter((c) => c.id !== option.id).map((c) => c.id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-input`} className={styles['id-picker__search-label']}>
        Add to {label.toLowerCase()}
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-activedescendant={options[current] ? `${id}-option-${options[current].id}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          onText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={label} className={styles['id-picker__list']}>
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${id}-option-${option.id}`}
            role="option"
            aria-selected={index === current}
            className={styles['id-picker__option']}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => add(option)}
          >
            {option.name}
            {option.detail ? <span className={fieldCss.field__hint}> · {option.detail}</span> : null}
          </li>
        ))}
      </ul>
      {text.trim() && options.length === 0 ? (
        <p className={fieldCss.field__hint} role="status">
          {unavailable ?? 'Nothing matches.'}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles['id-picker__error']}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
