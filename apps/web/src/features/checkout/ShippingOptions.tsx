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
  /** The crew level chosen instead of a speed, and how one is chosen. */
  levelId: number | null;
  onChooseLevel: (levelId: number) => void;
  disabled?: boolean;
}

const optionClass = (chosen: boolean) =>
  chosen ? `${styles['ship-option']} ${styles['ship-option--chosen']}` : styles['ship-option'];

/**
 * The carrier's three speeds as radio cards (price, latest delivery date and business days each), and beside them,
 * for a freight cart going into one of the shop's zones, the crew's delivery levels with what each includes. One
 * radio group over both: an order goes one way.
 */
export function ShippingOptions({
  quote,
  value,
  onChange,
  levelId,
  onChooseLevel,
  disabled,
}: IShippingOptionsProps) {
  const { zone, levels } = quote.delivery;
  return (
    <>
      <fieldset className={styles['ship-options']} disabled={disabled}>
        {/* The step's heading shows the same words; the legend names the group for screen readers. */}
        <legend className="sr-only">Shipping speed</legend>
        <p className={styles['ship-options__note']}>
          <Icon name="truck" size={20} />
          {freightNote(quote)}
        </p>
        {quote.options.map((option) => (
          <label key={option.tier} className={optionClass(value === option.tier)}>
            <input
              type="radio"
              name="delivery-way"
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
      {zone && levels.length > 0 ? (
        <fieldset className={styles['ship-options']} disabled={disabled}>
          <legend className={styles['ship-options__legend']}>Or delivered by our own crew</legend>
          <p className={styles['ship-options__note']}>
            We deliver in {zone.name} ourselves: choose how far we bring it. The fee replaces shipping.
          </p>
          {levels.map((level) => (
            <label key={level.levelId} className={optionClass(levelId === level.levelId)}>
              <input
                type="radio"
                name="delivery-way"
                value={`level-${level.levelId}`}
                checked={levelId === level.levelId}
                onChange={() => onChooseLevel(level.levelId)}
              />
              <span className={styles['ship-option__text']}>
                <span className={styles['ship-option__tier']}>{level.name}</span>
                <span className={styles['ship-option__includes']}>{level.description}</span>
                <span className={styles['ship-option__when']}>
                  Arrives by {deliveryDate(level.deliveryBy)} · {level.estimate}
                </span>
              </span>
              <span className={styles['ship-option__price']}>{level.fee}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
