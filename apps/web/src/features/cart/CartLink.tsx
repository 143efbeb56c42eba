import { Link } from '@tanstack/react-router';
import { Icon } from '#/components/Icon';
import { useCart } from './use-cart';
import styles from './CartLink.module.css';

/** The header's cart: an icon with the item count; its name says the count to screen readers ("Cart, 3 items"). */
export function CartLink() {
  const { count } = useCart();
  const label = count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link to="/cart" className={styles['cart-link']} aria-label={label}>
      <Icon name="cart" size={24} />
      {count > 0 ? (
        <span className={styles['cart-link__count']} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
