import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Icon } from '#/components/Icon';
import { orderableLimit, type IAvailability } from './availability';
import { QuantityStepper } from './QuantityStepper';
import { useAddToCart } from './use-add-to-cart';
import { useCart } from './use-cart';

type TCartProductLike = IAvailability & { id: number; name: string; leadTimeDays: number };

/**
 * In place of the button when a product cannot be ordered online: why, disabled; or, for a piece the workshop
 * makes to order, a way to ask for one.
 */
function Unavailable({ product, large }: { product: TCartProductLike; large?: boolean }) {
  const size = large ? 'button--large' : 'button--small add-to-cart--card';
  if (product.active !== false && product.leadTimeDays > 0) {
    return (
      <Link to="/contact" className={`button button--ghost ${size}`}>
        Made to order: ask us
      </Link>
    );
  }
  return (
    <button type="button" className={`button button--ghost ${size}`} disabled>
      {product.active === false ? 'No longer sold' : 'Out of stock'}
    </button>
  );
}

/** A product card's button: adds one. A card knows only whether there is stock; the cart checks the count. */
export function CardAddToCart({ product }: { product: TCartProductLike }) {
  const add = useAddToCart();
  const limit = orderableLimit(product);
  if (limit === 0) return <Unavailable product={product} />;
  return (
    <button
      type="button"
      className="button button--small button--ghost add-to-cart--card"
      aria-label={`Add to cart: ${product.name}`}
      onClick={() => add(product, 1, limit)}
    >
      <Icon name="cart" size={18} />
      Add to cart
    </button>
  );
}

/** The product page's quantity and button; the stepper stops at what is left once the cart's units are counted. */
export function ProductAddToCart({ product }: { product: TCartProductLike }) {
  const cart = useCart();
  const add = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const limit = orderableLimit(product);
  const inCart = cart.quantityOf(product.id);
  const left = Math.max(0, limit - inCart);

  if (limit === 0) {
    return (
      <div className="add-to-cart">
        <Unavailable product={product} large />
      </div>
    );
  }

  const chosen = Math.max(1, Math.min(quantity, left));
  return (
    <div className="add-to-cart">
      {left > 0 ? (
        <div className="add-to-cart__row">
          <QuantityStepper
            value={chosen}
            max={left}
            onChange={setQuantity}
            label={`Quantity of ${product.name}`}
          />
          <button
            type="button"
            className="button button--large add-to-cart__button"
            onClick={() => {
              add(product, chosen, limit);
              setQuantity(1);
            }}
          >
            <Icon name="cart" size={20} />
            Add to cart
          </button>
        </div>
      ) : (
        <button type="button" className="button button--large" disabled>
          All available are in your cart
        </button>
      )}
      {inCart > 0 ? (
        <p className="add-to-cart__note">
          {inCart} in your cart · <Link to="/cart">View cart</Link>
        </p>
      ) : null}
    </div>
  );
}
