import { discountedCents, formatUsd } from '@shop/domain';
import priceCss from './price.module.css';

interface IPriceProps {
  /** Integer cents, as the API sends money. */
  cents: number;
  discountPercent?: number;
}

/** A price in US format; with a discount, the reduced price beside the struck-through original. */
export function Price({ cents, discountPercent = 0 }: IPriceProps) {
  if (discountPercent <= 0) return <span className={priceCss.price}>{formatUsd(cents)}</span>;
  const reduced = discountedCents(cents, discountPercent);
  return (
    <span className={`${priceCss.price} ${priceCss['price--discounted']}`}>
      <span className={priceCss.price__now}>
        <span className="sr-only">Now </span>
        {formatUsd(reduced)}
      </span>{' '}
      <del className={priceCss.price__was}>
        <span className="sr-only">was </span>
        {formatUsd(cents)}
      </del>{' '}
      <span className={priceCss.price__badge}>−{discountPercent}%</span>
    </span>
  );
}
