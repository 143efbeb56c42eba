import type { TProductFormOptions } from '@shop/domain';
import { useId } from 'react';
import { FieldError } from '#/components/FieldError';
import checkboxCss from '#/styles/checkbox.module.css';
import fieldCss from '#/styles/field.module.css';
import styles from './MaterialsPicker.module.css';
import formSectionCss from '#/styles/form-section.module.css';

interface IMaterialsPickerProps {
  materials: TProductFormOptions['materials'];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  /** The group's name; "Materials" unless said otherwise. */
  legend?: string;
}

/** Checkboxes grouped under their material types; the order of the ids follows the order they were ticked. */
export function MaterialsPicker({
  materials,
  value,
  onChange,
  error,
  legend = 'Materials',
}: IMaterialsPickerProps) {
  const id = useId();
  const types = [...new Set(materials.map((m) => m.typeName))];
  return (
    <fieldset className={formSectionCss['form-section']} aria-describedby={`${id}-error`}>
      <legend>{legend}</legend>
      {types.length === 0 ? (
        <p className={fieldCss.field__hint}>No materials yet: add them under Materials first.</p>
      ) : null}
      <div className={styles['materials-picker']}>
        {types.map((type) => (
          <fieldset key={type} className={styles['materials-picker__group']}>
            <legend>{type}</legend>
            {materials
              .filter((m) => m.typeName === type)
              .map((m) => (
                <label key={m.id} className={checkboxCss.checkbox}>
                  <input
                    type="checkbox"
                    checked={value.includes(m.id)}
                    onChange={(event) =>
                      onChange(event.target.checked ? [...value, m.id] : value.filter((v) => v !== m.id))
                    }
                  />
                  {m.name}
                </label>
              ))}
          </fieldset>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
