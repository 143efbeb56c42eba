import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import fieldErrorCss from '#/styles/field-error.module.css';
import fieldCss from '#/styles/field.module.css';
import styles from './StarRating.module.css';

interface IStarRatingProps {
  value: number;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/**
 * Five stars as a native radio group: Tab enters it, the arrow keys choose, and each star is announced as
 * "4 stars, Very good". The stars up to the one hovered or chosen are filled.
 */
export function StarRating({ value, registration, error }: IStarRatingProps) {
  const id = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset
      className={error ? `${styles['star-rating']} ${styles['star-rating--invalid']}` : styles['star-rating']}
      aria-describedby={`${id}-error`}
      onMouseLeave={() => setHovered(0)}
    >
      <legend className={fieldCss.field__label}>Your rating</legend>
      <div className={styles['star-rating__stars']}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={styles['star-rating__star']} onMouseEnter={() => setHovered(star)}>
            <input type="radio" value={star} className={styles['star-rating__input']} {...registration} />
            <span
              aria-hidden="true"
              className={
                star <= shown
                  ? `${styles['star-rating__icon']} ${styles['is-on']}`
                  : styles['star-rating__icon']
              }
            >
              ★
            </span>
            <span className="sr-only">
              {star} {star === 1 ? 'star' : 'stars'}, {WORDS[star]}
            </span>
          </label>
        ))}
        <span className={styles['star-rating__word']} aria-hidden="true">
          {WORDS[shown]}
        </span>
      </div>
      <p id={`${id}-error`} className={fieldErrorCss['field-error']}>
        {error}
      </p>
    </fieldset>
  );
}
