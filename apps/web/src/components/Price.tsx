import { discountedCents, formatUsd } from '@shop/domain';
import priceCss from '#/styles/price.module.css';

interface IPriceProps {
  /** Integer cents, as the API sends money. */
  cents: number;
  discountPercent?: number;
  /** "from" before a product's cheapest variant's price: kept on the price's line, not wrapped above it. */
  from?: boolean | undefined;
}

/** A price in US format; with a discount, the reduced price beside the struck-through original. */
export function Price({ cents, discountPercent = 0, from }: IPriceProps) {
  const fromWord = from ? <span className={priceCss.price__from}>from </span> : null;
  if (discountPercent <= 0)
    return (
      <span className={priceCss.price}>
        {fromWord}
        {formatUsd(cents)}
      </span>
    );
  const reduced = discountedCents(cents, discountPercent);
  return (
    <span className={`${priceCss.price} ${priceCss['price--discounted']}`}>
      <span className={priceCss.price__now}>
        {fromWord ?? <span className="sr-only">Now </span>}
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
