import { US_STATES, promiseNote, type TCustomer, type TMyAccount, type TShippingAddress } from '@shop/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { EmptyState } from '#/components/EmptyState';
import { ErrorState } from '#/components/ErrorState';
import { NeedsScript } from '#/components/NeedsScript';
import { Spinner } from '#/components/Spinner';
import { priceCart } from '#/features/cart/cart-lines';
import { productIdsOf, useShownCartLines } from '#/features/cart/server-cart';
import { useCartSync } from '#/features/cart/use-cart-sync';
import { trpc } from '#/lib/trpc';
import { AddressForm, EMPTY_ADDRESS, type TAddressInput } from './AddressForm';
import { OrderCancelled, OrderConfirmation } from './CheckoutOutcome';
import { CheckoutStep, type TStepState } from './CheckoutStep';
import { CheckoutTotalBar } from './CheckoutTotalBar';
import { GuestEmail, useGuestEmail } from './GuestEmail';
import { OrderSummary, type ISummaryLine } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { PromoCode } from './PromoCode';
import { deliveryDate, ShippingOptions } from './ShippingOptions';
import { useCheckout } from './use-checkout';
import cartLayoutCss from '#/styles/cart-layout.module.css';
import formAlertCss from '#/styles/form-alert.module.css';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import styles from './CheckoutFlow.module.css';
import checkoutFormCss from '#/styles/checkout-form.module.css';

// Loaded once a crew level is chosen: most carts go by carrier, and the checkout keeps within its page budget.
const WindowPicker = lazy(() => import('#/features/delivery/store/WindowPicker'));

function AddressSummary({ address }: { address: TShippingAddress }) {
  return (
    <address className={styles['checkout-address']}>
      {address.name}, {address.addressLine1}
      {address.addressLine2 ? `, ${address.addressLine2}` : ''}, {address.city}, {address.state}{' '}
      {address.postalCode} · {address.phone}
    </address>
  );
}

interface IProductsQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

function Titled({ email, children }: { email: string | null; children: ReactNode }) {
  return (
    <>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>Checkout</h1>
        <p className={pageLeadCss['page-lead']}>
          {email
            ? `Logged in as ${email}. Your confirmation goes to this address.`
            : 'Checking out as a guest: no account needed.'}
        </p>
      </header>
      <NeedsScript>
        Checking out needs JavaScript: the delivery options and the card payment run in your browser. Turn
        JavaScript on and reload this page. Your cart is kept: <a href="/cart">see your cart</a>.
      </NeedsScript>
      {children}
    </>
  );
}

/** Why checkout cannot start yet (empty cart, still checking, changed stock), or null when it can. */
function cartBlocker(lineCount: number, products: IProductsQuery, problemCount: number): ReactNode {
  if (!lineCount) {
    return (
      <EmptyState
        title="Your cart is empty"
        icon="cart"
        action={
          <Link to="/rooms" className="button">
            Browse rooms
          </Link>
        }
      >
        Add something to your cart, then come back here to check out.
      </EmptyState>
    );
  }
  if (products.isPending) return <Spinner label="Checking prices and stock" />;
  if (products.isError) {
    return (
      <ErrorState
        title="Your cart could not be checked"
        error={products.error}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  }
  if (problemCount > 0) {
    return (
      <EmptyState
        title="Your cart has changed"
        icon="alert"
        action={
          <Link to="/cart" className="button">
            Review your cart
          </Link>
        }
      >
        Some items are no longer available in the quantity you chose. Review your cart, then check out.
      </EmptyState>
    );
  }
  return null;
}

/** The three checkout steps beside the order summary, then the confirmation (or the cancellation). */
/** The address saved on the account, as the form's first values; a state outside the list is left to choose. */
function savedAddress(account: TMyAccount | undefined, name: string): TAddressInput {
  if (!account) return { ...EMPTY_ADDRESS, name };
  const state = account.state in US_STATES ? (account.state as TAddressInput['state']) : EMPTY_ADDRESS.state;
  return {
    ...EMPTY_ADDRESS,
    name: account.name || name,
    phone: account.phone,
    addressLine1: account.addressLine1,
    addressLine2: account.addressLine2,
    city: account.city,
    state,
    postalCode: account.postalCode,
  };
}

/** A customer checks out with their account; a guest (customer null) gives an email first. */
export function CheckoutFlow({ customer }: { customer: TCustomer | null }) {
  // Drawn by the server with the server cart's lines (the route's loader): a visitor without script sees their
  // order, and the notice that paying needs JavaScript, rather than an empty cart.
  const cartLines = useShownCartLines();
  useCartSync();
  const account = trpc.account.detail.useQuery(undefined, {
    staleTime: Infinity,
    retry: false,
    enabled: !!customer,
  });
  const checkout = useCheckout();
  const { state, outcome } = checkout;
  const reminders = trpc.cart.reminders.useMutation();
  /**
   * The reminder's consent (and a guest's address for it) goes with the server's cart as soon as it is given, not
   * only with a quote: a shopper who ticks it and leaves still gets the one mail. A guest's yes waits for a valid
   * email (sent when the field is left or the form submitted). Its failure stops nothing.
   */
  const saveReminders = (consent: boolean, address: string | undefined) => {
    if (!customer && consent && !address) return;
    reminders.mutate(
      { reminders: consent, ...(address && !customer ? { email: address } : {}) },
      { onError: () => undefined },
    );
  };
  const guest = useGuestEmail(state.email ?? '', saveReminders);
  const email = customer?.email ?? state.email ?? '';
  const ids = useMemo(() => productIdsOf(cartLines), [cartLines]);
  // Checked again here: the cart may have changed since the cart page priced it. Not needed once the order exists.
  const products = trpc.product.byIds.useQuery(
    { ids },
    { enabled: ids.length > 0 && !state.start && !outcome, staleTime: 0, refetchOnMount: 'always' },
  );
  const priced = useMemo(() => priceCart(cartLines, products.data ?? []), [cartLines, products.data]);
  const option = state.quote?.options.find((o) => o.tier === state.tier) ?? null;
  const level = state.quote?.delivery.levels.find((l) => l.levelId === state.levelId) ?? null;
  // The way chosen, as priced: the carrier's speed or the crew's level (their totals are worked out alike).
  const chosen = level ?? option;
  const navigate = useNavigate();
  const paidNumber = outcome?.kind === 'paid' ? outcome.orderNumber : null;
  // Once paid, the confirmation moves to its own address (replacing this one): a reload, a bookmark or Back then
  // shows the order as recorded, never an empty checkout. It shows here until that page has the order.
  useEffect(() => {
    if (paidNumber)
      void navigate({
        to: '/checkout/complete/$orderNumber',
        params: { orderNumber: paidNumber },
        replace: true,
      });
  }, [paidNumber, navigate]);

  if (outcome?.kind === 'paid' && state.start) {
    return (
      <OrderConfirmation
        start={state.start}
        lines={state.lines}
        option={option}
        level={level}
        email={email}
        guest={!customer}
      />
    );
  }
  if (outcome) return <OrderCancelled orderNumber={outcome.orderNumber} message={outcome.message} />;

  const problem = state.start ? null : cartBlocker(cartLines.length, products, priced.problemCount);
  if (problem) return <Titled email={customer?.email ?? null}>{problem}</Titled>;

  const lines: ISummaryLine[] = state.start
    ? state.lines
    : priced.rows.map((row) => ({
        productId: row.productId,
        name: row.title ? `${row.product?.name ?? ''} (${row.title})` : (row.product?.name ?? ''),
        image: row.product?.image ?? null,
        quantity: row.quantity,
        lineCents: row.lineCents,
        note: row.shelf ? promiseNote(row.shelf, row.quantity, new Date()) : null,
      }));
  const taxNote = state.quote?.tax.words ?? '';
  const totals = state.start
    ? {
        subtotalCents: state.start.subtotalCents,
        shippingCents: state.start.shippingCents,
        delivery: level ? { name: level.name, feeCents: state.start.deliveryFeeCents } : null,
        taxCents: state.start.taxCents,
        discountCents: state.start.discountCents,
        taxNote,
        totalCents: state.start.totalCents,
        confirmed: true,
      }
    : {
        subtotalCents: priced.subtotalCents,
        shippingCents: option?.priceCents ?? null,
        delivery: level ? { name: level.name, feeCents: level.feeCents } : null,
        taxCents: chosen?.taxCents ?? null,
        discountCents: chosen?.discountCents ?? state.quote?.discount.itemsDiscountCents ?? 0,
        taxNote: chosen ? taxNote : '',
        // The server's total for the chosen way; the lines are priced again when the order is made.
        totalCents: chosen?.totalCents ?? null,
        confirmed: false,
      };

  const step = (n: 1 | 2 | 3): TStepState => {
    const current = state.start ? 3 : state.quote ? 2 : 1;
    return n < current ? 'done' : n === current ? 'current' : 'todo';
  };
  const defaults: TAddressInput = state.address ?? savedAddress(account.data, customer?.name ?? '');
  const quote = async (address: TShippingAddress) => {
    const guestEmail = customer ? undefined : guest.check();
    if (guestEmail === null) return;
    // Before the quote, whose failure must not drop the choice.
    saveReminders(guest.reminders, guestEmail);
    await checkout.quote(cartLines, address, guestEmail);
  };

  return (
    <Titled email={customer?.email ?? null}>
      <div className={cartLayoutCss['cart-layout']}>
        <ol className={styles['checkout-steps']}>
          <CheckoutStep
            number={1}
            title="Shipping address"
            state={step(1)}
            summary={
              state.address ? (
                <>
                  {customer ? null : <p>{state.email}</p>}
                  <AddressSummary address={state.address} />
                </>
              ) : null
            }
            onChange={state.start ? undefined : checkout.editAddress}
          >
            <GuestEmail guest={guest} disabled={checkout.quoting} customer={!!customer} />
            <AddressForm defaults={defaults} pending={checkout.quoting} onSubmit={quote} />
          </CheckoutStep>
          <CheckoutStep
            number={2}
            title="Shipping speed"
            state={step(2)}
            summary={
              level ? (
                <p>
                  {level.name} by our crew · {level.fee} · arrives by {deliveryDate(level.deliveryBy)}
                </p>
              ) : option ? (
                <p>
                  {option.tier} · {option.price} · arrives by {deliveryDate(option.deliveryBy)}
                </p>
              ) : null
            }
          >
            {state.quote ? (
              <>
                <PromoCode
                  key={state.quote.discount.code ?? ''}
                  discount={state.quote.discount}
                  onApply={(code) => checkout.applyCode(cartLines, code)}
                  disabled={checkout.ordering}
                />
                <ShippingOptions
                  quote={state.quote}
                  value={state.tier}
                  onChange={checkout.chooseTier}
                  levelId={state.levelId}
                  onChooseLevel={checkout.chooseLevel}
                  disabled={checkout.ordering}
                />
                {level?.shipsIn ? (
                  <p>
                    Made-to-order pieces are delivered once they are made: we will mail you a link to choose
                    the delivery day then.
                  </p>
                ) : level && state.quote.delivery.zone ? (
                  <Suspense fallback={<Spinner label="Finding delivery days" />}>
                    <WindowPicker
                      zoneId={state.quote.delivery.zone.id}
                      kind={level.kind}
                      lines={cartLines.map((l) => ({ productId: l.productId, quantity: l.quantity }))}
                      chosen={state.hold}
                      onChoose={(window) => checkout.holdWindow(cartLines, window)}
                      disabled={checkout.ordering}
                    />
                  </Suspense>
                ) : null}
                {checkout.orderError ? (
                  <p className={formAlertCss['form-alert']} role="alert">
                    {checkout.orderError} <Link to="/cart">Review your cart</Link>
                  </p>
                ) : null}
                <div className={checkoutFormCss['checkout-form__actions']}>
                  <button
                    type="button"
                    className="button button--large"
                    disabled={!chosen || checkout.ordering}
                    aria-busy={checkout.ordering}
                    onClick={() => void checkout.placeOrder(cartLines, lines)}
                  >
                    {checkout.ordering ? 'Placing your order…' : 'Continue to payment'}
                  </button>
                </div>
              </>
            ) : null}
          </CheckoutStep>
          <CheckoutStep number={3} title="Payment" state={step(3)}>
            {state.start ? (
              <PaymentStep
                start={state.start}
                paying={checkout.paying}
                payWithTestCard={checkout.payWithTestCard}
                stripeConfirmed={checkout.stripeConfirmed}
                stripeFailed={checkout.stripeFailed}
                cancelling={checkout.cancelling}
                cancelError={checkout.cancelError}
                onCancel={checkout.cancelOrder}
              />
            ) : null}
          </CheckoutStep>
        </ol>
        <OrderSummary lines={lines} totals={totals} />
      </div>
      <CheckoutTotalBar subtotalCents={totals.subtotalCents} totalCents={totals.totalCents} />
    </Titled>
  );
}
