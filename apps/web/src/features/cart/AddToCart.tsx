import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Icon } from '#/components/Icon';
import { orderableLimit, type IAvailability } from './availability';
import { QuantityStepper } from './QuantityStepper';
import { ADD_TO_CART_ACTION } from './cart-intent-search';
import { useAddToCart } from './use-add-to-cart';
import { useCart } from './use-cart';
import styles from './AddToCart.module.css';

type TCartProductLike = IAvailability & { id: number; name: string; leadTimeDays: number };

/**
 * In place of the button when a product cannot be ordered online: why, disabled. A piece made to order or
 * backordered never lands here: it stays buyable beyond its stock (orderableLimit).
 */
function Unavailable({ product, large }: { product: TCartProductLike; large?: boolean }) {
  const size = large ? 'button--large' : `button--small ${styles['add-to-cart--card']}`;
  return (
    <button type="button" className={`button button--ghost ${size}`} disabled>
      {product.active === false ? 'No longer sold' : 'Out of stock'}
    </button>
  );
}

/**
 * The form around an Add to cart button: alive, it adds in place; before that (or without script) the browser
 * posts it to the server, which adds the line to the server cart and shows the cart (cart-intent-search.ts), so no
 * tap is lost.
 */
function AddToCartForm({
  id,
  productId,
  slug,
  variantId,
  surcharges,
  onAdd,
  className,
  children,
}: {
  /** The product page's form: its option radios belong to it through their `form` attribute. */
  id?: string | undefined;
  productId: number;
  /** With option radios: the page the server reads the options of, to tell the variant the radios name. */
  slug?: string | undefined;
  /** A product page's choice: sent along so that the line added before hydration is the chosen one. */
  variantId?: number | undefined;
  surcharges?: readonly number[] | undefined;
  onAdd: () => void;
  className: string | undefined;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd();
  };
  return (
    <form id={id} method="post" action={ADD_TO_CART_ACTION} className={className} onSubmit={submit}>
      <input type="hidden" name="add" value={productId} />
      {slug ? <input type="hidden" name="slug" value={slug} /> : null}
      {variantId ? <input type="hidden" name="variant" value={variantId} /> : null}
      {surcharges?.length ? <input type="hidden" name="surcharges" value={surcharges.join(',')} /> : null}
      {children}
    </form>
  );
}

/**
 * A product card's button: adds one. A card knows only whether there is stock; the cart checks the count. A product
 * whose buyer chooses options (a size, a fabric grade) is never added from here: a line without its choice cannot be
 * sold, so the card leads to the product page's picker instead.
 */
export function CardAddToCart({
  product,
}: {
  product: TCartProductLike & { slug: string; chooseOptions?: true | undefined };
}) {
  const add = useAddToCart();
  const limit = orderableLimit(product);
  if (limit === 0) return <Unavailable product={product} />;
  if (product.chooseOptions) {
    return (
      <Link
        to="/product/$slug"
        params={{ slug: product.slug }}
        className={`button button--small button--ghost ${styles['add-to-cart--card']}`}
        aria-label={`Choose options: ${product.name}`}
      >
        Choose options
      </Link>
    );
  }
  return (
    <AddToCartForm
      productId={product.id}
      onAdd={() => add(product, 1, limit)}
      className={styles['add-to-cart__form']}
    >
      <button
        type="submit"
        className={`button button--small button--ghost ${styles['add-to-cart--card']}`}
        aria-label={`Add to cart: ${product.name}`}
      >
        <Icon name="cart" size={18} />
        Add to cart
      </button>
    </AddToCartForm>
  );
}

/** The id of the product page's Add to cart form, which the option radios name as their form. */
export const PRODUCT_ADD_TO_CART_FORM = 'product-add-to-cart';

/** A product page's choice of options: the variant and surcharges its line carries, and their words. */
export interface IProductChoice {
  variantId?: number;
  surcharges: number[];
  /** "Large / Oak, Grade C": said in the toast. */
  title: string;
  /** The product's page, whose options the radios posted with the form are read against. */
  slug: string;
}

/** The product page's quantity and button; the stepper stops at what is left once the cart's units are counted. */
export function ProductAddToCart({
  product,
  choice,
}: {
  product: TCartProductLike;
  choice?: IProductChoice;
}) {
  const cart = useCart();
  const add = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const limit = orderableLimit(product);
  const line = choice
    ? {
        productId: product.id,
        ...(choice.variantId ? { variantId: choice.variantId } : {}),
        ...(choice.surcharges.length ? { surcharges: choice.surcharges } : {}),
      }
    : product.id;
  const inCart = cart.quantityOf(line);
  const left = Math.max(0, limit - inCart);

  if (limit === 0) {
    return (
      <div className={styles['add-to-cart']}>
        <Unavailable product={product} large />
      </div>
    );
  }

  const chosen = Math.max(1, Math.min(quantity, left));
  return (
    <div className={styles['add-to-cart']}>
      {left > 0 ? (
        <AddToCartForm
          id={PRODUCT_ADD_TO_CART_FORM}
          productId={product.id}
          slug={choice?.slug}
          variantId={choice?.variantId}
          surcharges={choice?.surcharges}
          className={styles['add-to-cart__row']}
          onAdd={() => {
            add(
              choice ? { ...product, name: `${product.name} (${choice.title})` } : product,
              chosen,
              limit,
              line,
            );
            setQuantity(1);
          }}
        >
          <QuantityStepper
            value={chosen}
            max={left}
            onChange={setQuantity}
            label={`Quantity of ${product.name}`}
            name="quantity"
          />
          <button type="submit" className={`button button--large ${styles['add-to-cart__button']}`}>
            <Icon name="cart" size={20} />
            Add to cart
          </button>
        </AddToCartForm>
      ) : (
        <button type="button" className="button button--large" disabled>
          All available are in your cart
        </button>
      )}
      {inCart > 0 ? (
        <p className={styles['add-to-cart__note']}>
          {inCart} in your cart · <Link to="/cart">View cart</Link>
        </p>
      ) : null}
    </div>
  );
}
