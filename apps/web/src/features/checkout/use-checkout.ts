import type {
  TDeliveryWindow,
  TPaymentResult,
  TShippingAddress,
  TShippingTier,
  TTestCard,
} from '@shop/domain';
import { useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { cartStore, type ICartLine } from '#/features/cart/cart-store';
import { initiateKeys, newAttemptKey } from './attempt-key';
import {
  clearCheckout,
  EMPTY_CHECKOUT,
  loadCheckout,
  saveCheckout,
  type ICheckoutState,
} from './checkout-session';
import type { ISummaryLine } from './OrderSummary';

export type TOutcome = { kind: 'paid' | 'cancelled'; orderNumber: string; message: string };

/**
 * The checkout's state and its four server calls: quote, make the order (initiate), pay (complete or failure),
 * cancel. Prices and totals always come from the server; the client only says what and where.
 */
export function useCheckout() {
  const utils = trpc.useUtils();
  const [state, setState] = useState<ICheckoutState>(() => loadCheckout() ?? EMPTY_CHECKOUT);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const quoteCall = trpc.checkout.quote.useMutation();
  const initiate = trpc.checkout.initiate.useMutation();
  const complete = trpc.checkout.complete.useMutation();
  const failure = trpc.checkout.failure.useMutation();
  const cancel = trpc.checkout.cancel.useMutation();
  const holdCall = trpc.deliveryWindow.hold.useMutation();

  const update = (next: ICheckoutState) => {
    setState(next);
    saveCheckout(next);
  };

  /** Paid or cancelled: the attempt is over, and stock on product pages has changed either way. */
  const finish = (kind: TOutcome['kind'], result: TPaymentResult) => {
    initiateKeys.forget();
    clearCheckout();
    if (kind === 'paid') cartStore.clear();
    void utils.product.invalidate();
    setOutcome({ kind, orderNumber: result.orderNumber, message: result.message });
  };

  /** What a payment call answered: paid or cancelled ends the checkout; still pending returns the reason. */
  const settle = (result: TPaymentResult): string | null => {
    if (result.status === 'paid' || result.status === 'cancelled') {
      finish(result.status, result);
      return null;
    }
    return result.message;
  };

  const orderNumber = () => state.start?.orderNumber ?? '';

  return {
    state,
    outcome,
    orderError,
    cancelError,
    quoting: quoteCall.isPending,
    ordering: initiate.isPending,
    paying: complete.isPending || failure.isPending,
    cancelling: cancel.isPending,

    /** Step 1: the quote for this cart and address (rejects with field errors for the form), with the code kept; a guest's email. */
    async quote(lines: ICartLine[], address: TShippingAddress, email?: string) {
      const code = state.quote?.discount.code ?? undefined;
      const quote = await quoteCall.mutateAsync({ lines, address, ...(code ? { code } : {}) });
      const tier = quote.options.some((o) => o.tier === state.tier) ? state.tier : null;
      const levelId = quote.delivery.levels.some((l) => l.levelId === state.levelId) ? state.levelId : null;
      update({ ...state, address, quote, tier, levelId, ...(email ? { email } : {}) });
    },

    /** A discount code ('' removes it): quoted again, so every total shown is the server's. Answers an error. */
    async applyCode(lines: ICartLine[], code: string): Promise<string | null> {
      const { address } = state;
      if (!address) return null;
      try {
        const quote = await quoteCall.mutateAsync({ lines, address, ...(code ? { code } : {}) });
        update({ ...state, quote });
        return null;
      } catch (err) {
        return (
          fieldErrorsOf(err).code?.[0] ??
          errorMessageOf(err, 'The code could not be checked. Please try again.')
        );
      }
    },

    chooseTier(tier: TShippingTier) {
      update({ ...state, tier, levelId: null, hold: null });
    },

    /** A crew delivery level instead of a carrier speed (its window is chosen again: the job may differ). */
    chooseLevel(levelId: number) {
      update({ ...state, tier: null, levelId, hold: null });
    },

    /** Holds a crew window for the cart while the buyer pays; answers the refusal to show ("just filled up"). */
    async holdWindow(lines: ICartLine[], window: TDeliveryWindow): Promise<string | null> {
      const level = state.quote?.delivery.levels.find((l) => l.levelId === state.levelId);
      const zone = state.quote?.delivery.zone;
      if (!level || !zone) return null;
      try {
        const hold = await holdCall.mutateAsync({
          zoneId: zone.id,
          date: window.date,
          windowStart: window.windowStart,
          kind: level.kind,
          lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        });
        update({ ...state, hold });
        return null;
      } catch (error) {
        return errorMessageOf(error, 'This window could not be kept for you. Choose another.');
      }
    },

    /** Back to the address (only before the order exists). */
    editAddress() {
      update({ ...state, quote: null });
    },

    /** Step 2: makes the order and holds its stock. A repeat of the same attempt gets the same order back. */
    async placeOrder(lines: ICartLine[], summary: ISummaryLine[]) {
      const { address, tier } = state;
      const level = state.quote?.delivery.levels.find((l) => l.levelId === state.levelId);
      if (!address || (!tier && !level)) return;
      setOrderError(null);
      // Only a code the quote applied is sent; one that stopped applying meanwhile is refused on `code`.
      const code = state.quote?.discount.codeApplied ? (state.quote.discount.code ?? undefined) : undefined;
      // The fee shown goes with the level: a fee changed meanwhile is refused (409), never charged in silence.
      const holdId = level && state.hold ? { holdId: state.hold.id } : {};
      const way = level
        ? { delivery: { levelId: level.levelId, feeCents: level.feeCents, ...holdId } }
        : { tier: tier ?? undefined };
      const idempotencyKey = initiateKeys.keyFor({ lines, address, ...way, code });
      try {
        const email = state.email ? { email: state.email } : {};
        const start = await initiate.mutateAsync({
          lines,
          address,
          ...way,
          idempotencyKey,
          ...email,
          ...(code ? { code } : {}),
        });
        update({ ...state, start, lines: summary });
      } catch (err) {
        const codeProblem = fieldErrorsOf(err).code?.[0];
        if (codeProblem && code) {
          // Never charged differently in silence: the quote is asked again (it shows the code's fate and the new
          // total) and the customer places the order again.
          setOrderError(`${codeProblem} The total was worked out again; check it and continue.`);
          const quote = await quoteCall.mutateAsync({ lines, address, code }).catch(() => null);
          if (quote) update({ ...state, quote });
          return;
        }
        if (level) {
          // A level repriced or no longer offered: the quote is asked again, so the fee and total shown are new.
          const quote = await quoteCall
            .mutateAsync({ lines, address, ...(code ? { code } : {}) })
            .catch(() => null);
          const offered = quote?.delivery.levels.some((l) => l.levelId === level.levelId);
          if (quote) update({ ...state, quote, levelId: offered ? level.levelId : null });
        }
        // A refused line (stock gone meanwhile, a product no longer sold) says so better than the generic message.
        const [lineProblem] = Object.values(fieldErrorsOf(err));
        // The cart page asks the server again when it opens, and shows what changed there.
        setOrderError(
          lineProblem ?? errorMessageOf(err, 'Your order could not be placed. Please try again.'),
        );
      }
    },

    /** Step 3, test gateway: a fresh key per press, so a retry after a decline is a new attempt. */
    async payWithTestCard(testCard: TTestCard): Promise<string | null> {
      return settle(
        await complete.mutateAsync({ orderNumber: orderNumber(), idempotencyKey: newAttemptKey(), testCard }),
      );
    },

    /** Step 3, Stripe said yes: the server asks Stripe itself before it believes it. */
    async stripeConfirmed(): Promise<string | null> {
      return settle(
        await complete.mutateAsync({ orderNumber: orderNumber(), idempotencyKey: newAttemptKey() }),
      );
    },

    /** Step 3, Stripe said no: recorded, and the customer sees Stripe's reason. */
    async stripeFailed(reason: string): Promise<string> {
      settle(await failure.mutateAsync({ orderNumber: orderNumber(), reason: reason.slice(0, 255) }));
      return reason;
    },

    async cancelOrder() {
      setCancelError(null);
      try {
        const unfinished = settle(await cancel.mutateAsync({ orderNumber: orderNumber() }));
        if (unfinished) setCancelError(unfinished);
      } catch (err) {
        setCancelError(errorMessageOf(err, 'The order could not be cancelled. Please try again.'));
      }
    },
  };
}
