import type { THotspot, THotspotKind } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { Price } from '#/components/Price';
import { ADD_TO_CART_ACTION } from '#/features/cart/cart-intent-search';
import styles from './HotspotScene.module.css';

/** The hotspots of one picture among a page's. */
export const spotsOf = (hotspots: readonly THotspot[] | undefined, kind: THotspotKind, ownerId: number) =>
  (hotspots ?? []).filter((spot) => spot.kind === kind && spot.ownerId === ownerId);

/**
 * A picture with its products marked on it, drawn by the server: each marker is a button that opens a small card
 * through the browser's own popover (`popovertarget`), so it works before the page's script has run and adds no
 * script of its own; its Add to cart posts the product page's form (`POST /cart/add`, cart-intent-search.ts), which
 * adds the line to the server cart and shows the cart (a product with options to choose offers its page instead).
 * The browser closes the card on Escape or a tap outside, and gives the focus back to the marker. Markers sit at
 * percentages of the picture's frame, so they stay on their piece at every width.
 */
export function HotspotScene({
  hotspots,
  picture,
  className,
}: {
  hotspots: readonly THotspot[];
  /** The picture itself, drawn in its kind's HOTSPOT_FRAME proportions (the editor's). */
  picture: ReactNode;
  className?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={`${styles.scene} ${className ?? ''}`}>
      {picture}
      {hotspots.length ? (
        <ul className={styles.scene__spots} aria-label="Products in this picture">
          {hotspots.map((spot, n) => {
            const cardId = `${id}-card-${n}`;
            // Where the browser can, the card opens beside its own marker (CSS anchor positioning).
            const anchor = `--hotspot-${spot.id}`;
            return (
              <li
                key={spot.id}
                className={styles.spot}
                style={{ left: `${spot.x * 100}%`, top: `${spot.y * 100}%` }}
              >
                <button
                  type="button"
                  className={styles.spot__marker}
                  popoverTarget={cardId}
                  style={{ anchorName: anchor } as CSSProperties}
                  aria-label={`${spot.product.name}: see the product`}
                >
                  <span aria-hidden="true" />
                </button>
                <div
                  id={cardId}
                  popover="auto"
                  className={styles.card}
                  style={{ positionAnchor: anchor } as CSSProperties}
                  role="dialog"
                  aria-label={spot.product.name}
                >
                  <p className={styles.card__name}>{spot.product.name}</p>
                  <Price
                    cents={spot.product.priceCents}
                    discountPercent={spot.product.discountPercent}
                    from={spot.product.fromPrice}
                  />
                  <div className={styles.card__actions}>
                    {spot.product.inStock && spot.product.chooseOptions ? (
                      // A line without the buyer's choice (a size, a fabric) cannot be sold: the picker is there.
                      <Link
                        to="/product/$slug"
                        params={{ slug: spot.product.slug }}
                        className={`button button--small ${styles.card__add}`}
                        aria-label={`Choose options: ${spot.product.name}`}
                      >
                        Choose options
                      </Link>
                    ) : spot.product.inStock ? (
                      // The cart's own way in without script: the server adds the line and shows the cart.
                      <form method="post" action={ADD_TO_CART_ACTION}>
                        <input type="hidden" name="add" value={spot.product.id} />
                        <button
                          type="submit"
                          className={`button button--small ${styles.card__add}`}
                          aria-label={`Add to cart: ${spot.product.name}`}
                        >
                          Add to cart
                        </button>
                      </form>
                    ) : (
                      <p className={styles.card__note}>
                        {spot.product.leadTimeDays > 0 ? 'Made to order' : 'Out of stock'}
                      </p>
                    )}
                    <Link
                      to="/product/$slug"
                      params={{ slug: spot.product.slug }}
                      className={styles.card__link}
                    >
                      See {spot.product.name}
                    </Link>
                  </div>
                  <button
                    type="button"
                    className={styles.card__close}
                    popoverTarget={cardId}
                    popoverTargetAction="hide"
                    aria-label="Close"
                  >
                    ×
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
