import { formatUsd, promiseNote } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Icon } from '#/components/Icon';
import { Image } from '#/components/Image';
import { Price } from '#/components/Price';
import { Skeleton } from '#/components/Spinner';
import type { ICartRow } from './cart-lines';
import { QuantityStepper } from './QuantityStepper';
import cartLineCss from '#/styles/cart-line.module.css';
import priceCss from '#/styles/price.module.css';

interface ICartLineItemProps {
  row: ICartRow;
  /** The server's answer for this product is still on its way (it was just added in another tab). */
  checking: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** The discount a row's unit shows: the variant's or the product's, from its list and paid prices. */
function listDiscount(row: ICartRow): number {
  const variant = row.line.variantId
    ? row.product?.variants?.find((v) => v.id === row.line.variantId)
    : undefined;
  return (variant ?? row.product)?.discountPercent ?? 0;
}

function LineTotal({ row }: { row: ICartRow }) {
  return (
    <p className={cartLineCss['cart-line__total']}>
      <span className="sr-only">Line total </span>
      {formatUsd(row.lineCents)}
      {row.listCents > row.lineCents ? (
        <del className={priceCss.price__was}>
          <span className="sr-only">was </span>
          {formatUsd(row.listCents)}
        </del>
      ) : null}
    </p>
  );
}

/** One cart line: picture, name, unit price, quantity, line total, and a flag with a fix when it cannot be sold. */
export function CartLineItem({ row, checking, onQuantity, onRemove }: ICartLineItemProps) {
  const problemId = useId();
  const { product, problem } = row;
  const name = product?.name ?? 'A product no longer in our catalogue';
  const sellable =
    product &&
    problem?.kind !== 'inactive' &&
    problem?.kind !== 'out-of-stock' &&
    problem?.kind !== 'choose-options';

  return (
    <li
      className={
        problem && !checking
          ? `${cartLineCss['cart-line']} ${cartLineCss['cart-line--problem']}`
          : cartLineCss['cart-line']
      }
      aria-describedby={problem && !checking ? problemId : undefined}
    >
      <div className={cartLineCss['cart-line__image']}>
        {product ? (
          <Link to="/product/$slug" params={{ slug: product.slug }} tabIndex={-1} aria-hidden="true">
            <Image imageKey={product.image} alt="" width={160} height={160} sizes="96px" />
          </Link>
        ) : (
          <Image imageKey={null} alt="" width={160} height={160} sizes="96px" />
        )}
      </div>
      <div className={cartLineCss['cart-line__info']}>
        <h3 className={cartLineCss['cart-line__name']}>
          {product ? (
            <Link to="/product/$slug" params={{ slug: product.slug }}>
              {name}
            </Link>
          ) : checking ? (
            <Skeleton width="12rem" height="1.2rem" />
          ) : (
            name
          )}
        </h3>
        {row.title ? <p className={cartLineCss['cart-line__unit']}>{row.title}</p> : null}
        {product ? (
          <p className={cartLineCss['cart-line__unit']}>
            <Price cents={row.listCents / row.quantity} discountPercent={listDiscount(row)} />
            <span className={cartLineCss['cart-line__each']}> each</span>
          </p>
        ) : null}
        {row.shelf && !problem && promiseNote(row.shelf, row.quantity, new Date()) ? (
          <p className={cartLineCss['cart-line__each']} data-testid="made-to-order">
            {promiseNote(row.shelf, row.quantity, new Date())}
          </p>
        ) : null}
        {problem && !checking ? (
          <div className={cartLineCss['cart-line__problem']} id={problemId}>
            <Icon name="alert" size={18} />
            <p>{problem.message}</p>
            {problem.kind === 'over-stock' ? (
              <button
                type="button"
                className="button button--small"
                onClick={() => onQuantity(problem.available)}
              >
                Reduce to {problem.available}
                <span className="sr-only">: {name}</span>
              </button>
            ) : null}
            {problem.kind === 'choose-options' && product ? (
              // The product page's picker makes a line the cart can sell; this one is removed by hand.
              <Link
                to="/product/$slug"
                params={{ slug: product.slug }}
                className="button button--small"
                aria-label={`Choose options: ${name}`}
              >
                Choose options
              </Link>
            ) : null}
            {problem.kind === 'over-stock' ? null : (
              <button type="button" className="button button--small button--danger" onClick={onRemove}>
                Remove from cart
                <span className="sr-only">: {name}</span>
              </button>
            )}
          </div>
        ) : null}
      </div>
      <div className={cartLineCss['cart-line__controls']}>
        {sellable ? (
          <QuantityStepper
            value={row.quantity}
            max={Math.max(row.limit, 1)}
            onChange={onQuantity}
            label={`Quantity of ${name}`}
          />
        ) : (
          <p className={cartLineCss['cart-line__quantity']}>Quantity {row.quantity}</p>
        )}
        {product ? <LineTotal row={row} /> : null}
        {/* A line flagged with "Remove from cart" needs no second remove button. */}
        {problem && problem.kind !== 'over-stock' && !checking ? null : (
          <button
            type="button"
            className="icon-button icon-button--danger"
            aria-label={`Remove ${name} from your cart`}
            onClick={onRemove}
          >
            <Icon name="trash" size={20} />
          </button>
        )}
      </div>
    </li>
  );
}
