import type { TProductCard } from '@shop/domain';
import { Icon } from '#/components/Icon';
import type { TWishlistApi } from './use-wishlist';
import styles from './WishlistButton.module.css';

interface IWishlistButtonProps {
  product: Pick<TProductCard, 'id' | 'name'>;
  wishlist: TWishlistApi;
  /** The product page's button shows its state in words too; cards show the heart alone. */
  withText?: boolean;
}

/** A toggle: its name stays the same and `aria-pressed` (a filled heart) says whether the product is saved. */
export function WishlistButton({ product, wishlist, withText }: IWishlistButtonProps) {
  const saved = wishlist.has(product.id);
  return (
    <button
      type="button"
      className={`${styles['wishlist-button']}${saved ? ` ${styles['wishlist-button--saved']}` : ''}${withText ? ` ${styles['wishlist-button--text']}` : ''}`}
      aria-pressed={saved}
      aria-label={withText ? undefined : `Save ${product.name} to your wishlist`}
      disabled={wishlist.loading || wishlist.busy(product.id)}
      onClick={() => wishlist.toggle(product)}
    >
      <Icon name="heart" size={withText ? 20 : 22} />
      {/* The words stay the same: the pressed state, not a new name, says that it is saved. */}
      {withText ? <span>Save to wishlist</span> : null}
    </button>
  );
}
