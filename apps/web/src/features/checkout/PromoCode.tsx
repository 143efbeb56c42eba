import type { TQuoteDiscount } from '@shop/domain';
import { formatUsd } from '@shop/domain';
import { useId, useState, type FormEvent } from 'react';
import styles from './PromoCode.module.css';

interface IPromoCodeProps {
  discount: TQuoteDiscount;
  /** Quotes again with this code ('' removes it); answers an error to show, or null. */
  onApply: (code: string) => Promise<string | null>;
  disabled?: boolean;
}

/** The discount code box and what applies: each promotion in words, and why a typed code is not used. */
export function PromoCode({ discount, onApply, disabled }: IPromoCodeProps) {
  const id = useId();
  const [code, setCode] = useState(discount.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const apply = async (value: string) => {
    setPending(true);
    setError(await onApply(value));
    setPending(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply(code.trim());
  };
  const message = error ?? discount.codeMessage;
  return (
    <div className={styles.promo}>
      <form className={styles.promo__form} onSubmit={submit}>
        <label htmlFor={`${id}-code`}>Discount code</label>
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          maxLength={32}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          disabled={disabled}
        />
        <button type="submit" className="button button--ghost" disabled={disabled || pending || !code.trim()}>
          {pending ? 'Applying…' : 'Apply'}
        </button>
        {discount.code ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={disabled || pending}
            onClick={() => {
              setCode('');
              void apply('');
            }}
          >
            Remove code
          </button>
        ) : null}
      </form>
      {message ? (
        <p id={`${id}-message`} className={styles.promo__error} role="alert">
          {message}
        </p>
      ) : null}
      {discount.promotions.length > 0 ? (
        <ul className={styles.promo__applied} aria-label="Promotions applied">
          {discount.promotions.map((p) => (
            <li key={p.id}>
              {p.words}
              {p.kind === 'freeShipping' ? ` (${formatUsd(p.shippingCents)})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.promo__rule}>{discount.rule}</p>
    </div>
  );
}
