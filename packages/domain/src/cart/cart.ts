import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-limits.js';

export { CART_ADD_PATH, CHOOSE_OPTIONS_NOTICE } from './cart-limits.js';
import { ZCartLine, type TCartLine } from '../checkout/checkout.js';
import { ZEmail } from '../common/fields.js';

/** GET /api/cart: the shopper's cart as the server keeps it (a guest's by their cart session, a customer's). */
export const ZServerCart = z.object({
  /** Whose cart this is: a guest's (cart session) or the logged-in customer's. */
  owner: z.enum(['guest', 'customer']),
  /** The customer's id, so that a browser knows whose cart its own lines were merged into; null for a guest. */
  customerId: z.number().int().nullable(),
  lines: z.array(ZCartLine),
  /** False when the server has no cart for this shopper yet (the browser's lines are then the cart). */
  saved: z.boolean(),
});
export type TServerCart = z.infer<typeof ZServerCart>;

const ZLines = z.array(ZCartLine).max(MAX_CART_LINES, `At most ${MAX_CART_LINES} products per order.`);

/** POST /api/cart: the browser's lines replace the server's. */
export const ZCartPutInput = z.object({ lines: ZLines });
/** POST /api/cart/merge (at login): the browser's lines are added to the account's cart. */
export const ZCartMergeInput = z.object({ lines: ZLines });

/** Lines are the same line when everything but the quantity is the same (product, and later its variant). */
const lineKey = ({ quantity: _quantity, ...rest }: TCartLine) =>
  JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The union of two carts: the same line's quantities summed, each capped at the per-product limit; lines beyond the
 * cart's limit are left out (the first cart's lines first).
 */
export function mergeCartLines(first: readonly TCartLine[], second: readonly TCartLine[]): TCartLine[] {
  const merged = new Map<string, TCartLine>();
  for (const line of [...first, ...second]) {
    const key = lineKey(line);
    const earlier = merged.get(key);
    if (earlier) earlier.quantity = Math.min(MAX_LINE_QUANTITY, earlier.quantity + line.quantity);
    else if (merged.size < MAX_CART_LINES) merged.set(key, { ...line });
  }
  return [...merged.values()];
}

/** POST /api/cart/reminders: a guest's email (a customer's is the account's) and their word on one reminder. */
export const ZCartRemindersInput = z.object({ email: ZEmail.optional(), reminders: z.boolean() });
/** The reminder mail's restore and unsubscribe links carry this token. */
export const ZCartLinkInput = z.object({
  token: z.string().trim().min(20, 'This link is incomplete.').max(200, 'This link is incomplete.'),
});
export const CART_MESSAGES = {
  reminderEmail: 'Enter your email address for the reminder.',
  unsubscribed: 'You will get no more cart reminders.',
  linkGone: 'This link no longer opens a cart.',
} as const;
