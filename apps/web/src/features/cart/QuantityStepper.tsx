import { useState } from 'react';
import { Icon } from '#/components/Icon';
import { useHydrated } from '#/lib/use-hydrated';
import styles from './QuantityStepper.module.css';

interface IQuantityStepperProps {
  value: number;
  /** Most allowed: the stock on hand (or the per-product maximum). */
  max: number;
  min?: number;
  onChange: (quantity: number) => void;
  /** Names the group for screen readers: "Quantity of Oak dining chair". */
  label: string;
  disabled?: boolean;
  /** The field's name when the stepper sits in a form that the browser may send before the page is alive. */
  name?: string;
}

/**
 * − [n] +: buttons for the usual one-step change, a number field for typing. What is typed is kept as text until
 * the field is left (or Enter), then brought inside min..max, so typing "12" does not stop at "1". On a page drawn
 * by the server the buttons stay disabled until the page is alive, rather than take a tap they cannot act on: the
 * number field works before that, and travels with the form.
 */
export function QuantityStepper({
  value,
  max,
  min = 1,
  onChange,
  label,
  disabled,
  name,
}: IQuantityStepperProps) {
  // What is being typed, or null when the field shows the value (which may change from outside, another tab say).
  const [draft, setDraft] = useState<string | null>(null);
  const alive = useHydrated();

  const commit = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    const next = Number.isNaN(typed) ? value : Math.max(min, Math.min(max, typed));
    setDraft(null);
    if (next !== value) onChange(next);
  };

  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.stepper__button}
        aria-label="One fewer"
        disabled={!alive || disabled || value <= min}
        onClick={() => onChange(Math.max(min, Math.min(max, value - 1)))}
      >
        <Icon name="minus" size={16} />
      </button>
      <input
        className={styles.stepper__input}
        type="number"
        inputMode="numeric"
        aria-label="Quantity"
        name={name}
        min={min}
        max={max}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className={styles.stepper__button}
        aria-label="One more"
        disabled={!alive || disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Icon name="plus" size={16} />
      </button>
    </div>
  );
}
