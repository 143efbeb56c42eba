import { formatUsd } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Icon } from '#/components/Icon';
import { NeedsScript } from '#/components/NeedsScript';
import { Skeleton } from '#/components/Spinner';
import { trpc } from '#/lib/trpc';
import { PayLater } from '#/features/checkout/PayLater';
import type { IPricedCart } from './cart-lines';
import cartSummaryCss from '#/styles/cart-summary.module.css';
import priceCss from '#/styles/price.module.css';

const CART_PATH = '/cart';

/** The checkout button, held while the cart has problems or is still being checked. */
function CheckoutButton({
  problems,
  checking,
  label,
}: {
  problems: number;
  checking: boolean;
  label: string;
}) {
  if (problems > 0 || checking) {
    return (
      <>
        <button type="button" className="button button--large button--block" disabled>
          <Icon name="lock" size={18} />
          {label}
        </button>
        {problems > 0 ? (
          <p className={cartSummaryCss['cart-summary__note']}>Fix the marked items to check out.</p>
        ) : null}
      </>
    );
  }
  return (
    <Link to="/cart/payment" className="button button--large button--block">
      <Icon name="lock" size={18} />
      {label}
    </Link>
  );
}

/** A customer checks out; a guest too (with an email), or logs in or registers first and comes back here. */
function CheckoutAction({ problems, checking }: { problems: number; checking: boolean }) {
  const auth = trpc.auth.getCustomerAuth.useQuery();
  if (auth.isPending) return <Skeleton height="52px" className={cartSummaryCss['cart-summary__skeleton']} />;
  if (!auth.data?.customer) {
    return (
      <div className={cartSummaryCss['cart-summary__guest']}>
        <CheckoutButton problems={problems} checking={checking} label="Checkout as guest" />
        <p>
          Have an account? Log in or create one to follow your orders in one place. Your cart stays as it is.
        </p>
        <Link to="/login" search={{ redirect: CART_PATH }} className="button button--ghost button--block">
          Log in
        </Link>
        <Link to="/register" search={{ redirect: CART_PATH }} className="button button--ghost button--block">
          Create account
        </Link>
      </div>
    );
  }
  return <CheckoutButton problems={problems} checking={checking} label="Checkout" />;
}

/** Totals of the lines that can be ordered as they are, at the prices the server gave just now. */
export function CartSummary({ priced, checking }: { priced: IPricedCart; checking: boolean }) {
  const savings = priced.listSubtotalCents - priced.subtotalCents;
  return (
    <aside className={cartSummaryCss['cart-summary']} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={cartSummaryCss['cart-summary__title']}>
        Order summary
      </h2>
      <dl className={cartSummaryCss['cart-summary__rows']}>
        <div>
          <dt>
            Subtotal ({priced.itemCount} {priced.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className={cartSummaryCss['cart-summary__subtotal']}>
            {savings > 0 ? (
              <del className={priceCss.price__was}>
                <span className="sr-only">was </span>
                {formatUsd(priced.listSubtotalCents)}
              </del>
            ) : null}{' '}
            {formatUsd(priced.subtotalCents)}
          </dd>
        </div>
        {savings > 0 ? (
          <div className={cartSummaryCss['cart-summary__savings']}>
            <dt>You save</dt>
            <dd>{formatUsd(savings)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd className={cartSummaryCss['cart-summary__muted']}>Quoted at checkout</dd>
        </div>
        <div>
          <dt>Sales tax</dt>
          <dd className={cartSummaryCss['cart-summary__muted']}>By delivery address, at checkout</dd>
        </div>
      </dl>
      {priced.problemCount > 0 ? (
        <p className={cartSummaryCss['cart-summary__note']}>
          Not counted: {priced.problemCount}{' '}
          {priced.problemCount === 1 ? 'item that needs' : 'items that need'} your attention.
        </p>
      ) : null}
      <PayLater amountCents={priced.subtotalCents} />
      <CheckoutAction problems={priced.problemCount} checking={checking} />
      <NeedsScript>
        Checking out needs JavaScript: the delivery options and the card payment run in your browser. Turn
        JavaScript on and reload this page to check out. Your cart is kept.
      </NeedsScript>
    </aside>
  );
}
