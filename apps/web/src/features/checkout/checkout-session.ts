import {
  ZDeliveryHold,
  ZPaymentStart,
  ZQuote,
  ZShippingAddress,
  ZShippingTier,
  type TDeliveryHold,
  type TPaymentStart,
  type TQuote,
  type TShippingAddress,
  type TShippingTier,
} from '@shop/domain';
import { z } from 'zod';
import type { ISummaryLine } from './OrderSummary';

/** Where a checkout stands: filled in step by step; `start` is set once the order exists and awaits payment. */
export interface ICheckoutState {
  address: TShippingAddress | null;
  quote: TQuote | null;
  /** The way chosen: a carrier speed, or a crew level (by its id): one of the two, or neither yet. */
  tier: TShippingTier | null;
  levelId: number | null;
  /** The crew's window held for the cart at that level (booked when the order is paid). */
  hold: TDeliveryHold | null;
  start: TPaymentStart | null;
  /** The order's lines as they were when it was made (the cart may change or be cleared after). */
  lines: ISummaryLine[];
  /** A guest's email (a customer's is the account's). */
  email?: string;
}

export const EMPTY_CHECKOUT: ICheckoutState = {
  address: null,
  quote: null,
  tier: null,
  levelId: null,
  hold: null,
  start: null,
  lines: [],
};

const KEY = 'shop.checkout.order.v2';

const ZSaved = z.object({
  address: ZShippingAddress,
  quote: ZQuote,
  tier: ZShippingTier.nullable(),
  levelId: z.number().nullable(),
  hold: ZDeliveryHold.nullable().default(null),
  start: ZPaymentStart,
  email: z.string().optional(),
  lines: z.array(
    z.object({
      productId: z.number(),
      name: z.string(),
      image: z.string().nullable(),
      quantity: z.number(),
      lineCents: z.number(),
    }),
  ),
});

/**
 * An order awaiting payment survives a reload of the page (or the way back from a bank's page) in this tab, until
 * its stock reservation runs out: the customer pays or cancels the same order instead of starting another.
 */
export function saveCheckout(state: ICheckoutState): void {
  try {
    if (state.start) window.sessionStorage.setItem(KEY, JSON.stringify(state));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Without storage a reload starts the checkout again; the unpaid order's stock is released when it expires.
  }
}

export function loadCheckout(now = Date.now()): ICheckoutState | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = ZSaved.safeParse(JSON.parse(raw));
    if (parsed.success && Date.parse(parsed.data.start.reservedUntil) > now) return parsed.data;
  } catch {
    // Unreadable: start afresh.
  }
  clearCheckout();
  return null;
}

export function clearCheckout(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
