import type { TQuote, TShippingTier } from '@shop/domain';
import { Icon } from '#/components/Icon';
import styles from './ShippingOptions.module.css';

/** "Tue, Dec 2" for the quote's YYYY-MM-DD (read as a calendar date, not a moment in some time zone). */
export function deliveryDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function freightNote(quote: TQuote): string {
  const weight = `${Math.round(quote.weightLb * 10) / 10} lb`;
  return quote.freight
    ? `Your order ships by freight (${weight}): the carrier calls ahead to agree a delivery day.`
    : `Your order ships as parcels (${weight}), delivered to your door.`;
}

interface IShippingOptionsProps {
  quote: TQuote;
  value: TShippingTier | null;
  onChange: (tier: TShippingTier) => void;
  disabled?: boolean;
}

/** The three speeds as radio cards: price, latest delivery date and business days each. */
export function ShippingOptions({ quote, value, onChange, disabled }: IShippingOptionsProps) {
  return (
    <fieldset className={styles['ship-options']} disabled={disabled}>
      {/* The step's heading shows the same words; the legend names the group for screen readers. */}
      <legend className="sr-only">Shipping speed</legend>
      <p className={styles['ship-options__note']}>
        <Icon name="truck" size={20} />
        {freightNote(quote)}
      </p>
      {quote.options.map((option) => (
        <label
          key={option.tier}
          className={
            value === option.tier
              ? `${styles['ship-option']} ${styles['ship-option--chosen']}`
              : styles['ship-option']
          }
        >
          <input
            type="radio"
            name="shipping-tier"
            value={option.tier}
            checked={value === option.tier}
            onChange={() => onChange(option.tier)}
          />
          <span className={styles['ship-option__text']}>
            <span className={styles['ship-option__tier']}>{option.tier}</span>
            <span className={styles['ship-option__when']}>
              Arrives by {deliveryDate(option.deliveryBy)} · {option.estimate}
            </span>
          </span>
          <span className={styles['ship-option__price']}>{option.price}</span>
        </label>
      ))}
    </fieldset>
  );
}
