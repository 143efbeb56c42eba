import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

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
      className={error ? 'star-rating star-rating--invalid' : 'star-rating'}
      aria-describedby={`${id}-error`}
      onMouseLeave={() => setHovered(0)}
    >
      <legend className="field__label">Your rating</legend>
      <div className="star-rating__stars">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="star-rating__star" onMouseEnter={() => setHovered(star)}>
            <input type="radio" value={star} className="star-rating__input" {...registration} />
            <span
              aria-hidden="true"
              className={star <= shown ? 'star-rating__icon is-on' : 'star-rating__icon'}
            >
              ★
            </span>
            <span className="sr-only">
              {star} {star === 1 ? 'star' : 'stars'}, {WORDS[star]}
            </span>
          </label>
        ))}
        <span className="star-rating__word" aria-hidden="true">
          {WORDS[shown]}
        </span>
      </div>
      <p id={`${id}-error`} className="field-error">
        {error}
      </p>
    </fieldset>
  );
}
