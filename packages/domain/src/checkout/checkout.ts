import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../cart/cart-limits.js';
import { SHIPPING_TIERS } from '../shipping/shipping.js';
import { US_STATE_CODES, US_ZIP_PATTERN } from '../common/us-states.js';
import { refineZipInState } from '../common/zip-prefixes.js';
import { ZEmail, ZId } from '../common/fields.js';
import { ZQuoteTax } from '../tax/tax.js';
import { ZPromotionCode, ZQuoteDiscount } from '../promotion/promotion.js';
import { DELIVERY_LEVEL_KINDS } from '../delivery/delivery-levels.js';
import { formatUsd } from '../common/money.js';

export { MAX_CART_LINES, MAX_LINE_QUANTITY };
/** Minutes an unpaid order holds its stock before the background sweep releases it. */
export const RESERVATION_MINUTES = 30;

export const CHECKOUT_MESSAGES = {
  stateInvalid: 'Choose a US state.',
  zipInvalid: 'Enter a 5-digit ZIP code (or ZIP+4).',
  outOfStock: 'Not enough stock for this quantity.',
  /** The same product on several lines counts once against the per-order limit. */
  overProductLimit: `At most ${MAX_LINE_QUANTITY} of one product per order, over all its lines.`,
  inactive: 'This product is no longer sold.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  carrierDown: 'Shipping rates are not available right now. Please try again in a few minutes.',
  addressUnserved: 'The carrier cannot deliver to this address. Check the ZIP code and the state.',
  tierNotOffered:
    'This shipping speed is not offered for this order: a cheaper one arrives as soon. Choose another speed.',
  notPayable: 'This order can no longer be paid',
  testCardOnly: 'Use a test card number',
  testCardRefused: 'Card numbers are not accepted here: pay in the card form.',
  unknownProduct: 'This product is not in the shop.',
  providerDown: 'The payment service is not answering right now. Nothing was charged; please try again.',
  pricesChanged: 'A price in your cart changed a moment ago. Review the cart and place the order again.',
  taxAddressInvalid: 'Sales tax cannot be worked out for this address. Check the ZIP code and the state.',
  guestEmail: 'Enter your email address: the confirmation and the order number go there.',
  guestSession: 'Your browser did not keep the checkout cookie. Allow cookies for this shop and try again.',
  chooseDelivery: 'Choose a shipping speed or a delivery level.',
  levelNotOffered:
    'This delivery level is not offered for this cart and address any more. Choose another way to deliver it.',
} as const;

/** A crew delivery level whose price changed between the quote and the order: never charged in silence. */
export const levelRepriced = (name: string, feeCents: number) =>
  `The price of ${name} changed to ${formatUsd(feeCents)} a moment ago. Check the new total and place the order again.`;

const text = (max: number, required?: string) =>
  required
    ? z.string().trim().min(1, required).max(max, `At most ${max} characters.`)
    : z.string().trim().max(max, `At most ${max} characters.`);

/** A US delivery address; the carrier serves the states and DC only. Its ZIP must be its state's (tax follows it). */
export const ZShippingAddress = z
  .object({
    name: text(120, 'Name is required.'),
    phone: z
      .string()
      .trim()
      .regex(/^[+(\d][\d\s().-]{6,24}$/, 'Enter a phone number the carrier can call.'),
    addressLine1: text(120, 'Street address is required.'),
    addressLine2: text(120).default(''),
    city: text(80, 'City is required.'),
    state: z.enum(US_STATE_CODES, CHECKOUT_MESSAGES.stateInvalid),
    postalCode: z.string().trim().regex(US_ZIP_PATTERN, CHECKOUT_MESSAGES.zipInvalid),
    country: z.literal('US').default('US'),
  })
  .superRefine(refineZipInState);
export type TShippingAddress = z.infer<typeof ZShippingAddress>;

export const ZCartLine = z.object({
  productId: ZId,
  quantity: z.coerce
    .number<number>()
    .int()
    .min(1, 'Quantity must be at least 1.')
    .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one product.`),
  /** The chosen variant of a product with variant options; left out for a product without (its implicit one). */
  variantId: ZId.optional(),
  /** One value id of each of the product's surcharge options (a fabric grade, a finish made to order). */
  surcharges: z
    .array(ZId)
    .max(3)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each value once.')
    .optional(),
});
export type TCartLine = z.infer<typeof ZCartLine>;
export const ZCartLines = z
  .array(ZCartLine)
  .min(1, 'Your cart is empty.')
  .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} products per order.`);

export const ZShippingTier = z.enum(SHIPPING_TIERS);

/** POST /api/fedex/prepare: the cart and where it goes. Prices come from the server, never from the client. */
export const ZQuoteInput = z.object({
  lines: ZCartLines,
  address: ZShippingAddress,
  /** A discount code (any case; empty or left out: none). One per order. */
  code: ZPromotionCode,
});
export type TQuoteInput = z.infer<typeof ZQuoteInput>;

/** A shipping option as an order stores it (orders sold before the words were added have only these). */
export const ZStoredShippingOption = z.object({
  tier: ZShippingTier,
  /** The carrier service code of the spec's business constants (FEDEX_2_DAY, FEDEX_EXPRESS_SAVER, ...): for staff, not customers. */
  service: z.string(),
  priceCents: z.number().int(),
  price: z.string(),
  /** Business days from ordering to the door. */
  minDays: z.number().int(),
  maxDays: z.number().int(),
  /**
   * The latest expected delivery date, YYYY-MM-DD: after the wait before the order can leave (made-to-order
   * pieces, a surcharge's making time), then `maxDays` (`arrival` in delivery-promise.ts).
   */
  deliveryBy: z.string(),
  /** The wait before the order can leave, in words ("ships in 6–8 weeks"); absent when it leaves at once. */
  shipsIn: z.string().optional(),
});
export type TStoredShippingOption = z.infer<typeof ZStoredShippingOption>;

/** An option as quoted: the stored facts plus the words a customer is shown (`shippingWords`). */
export const ZShippingOption = ZStoredShippingOption.extend({
  /** The tier's plain name: "Express delivery", "Standard freight delivery". */
  label: z.string(),
  /** The delivery window in words: "3–4 business days". */
  estimate: z.string(),
});
export type TShippingOption = z.infer<typeof ZShippingOption>;

/** An option as quoted with the order's tax for it (shipping may be taxed, so the tax depends on the tier). */
export const ZQuotedOption = ZShippingOption.extend({
  /** Free shipping's part of this option's price (priceCents stays the speed's own price). */
  shippingDiscountCents: z.number().int(),
  /** Everything promotions take off with this option: items and shipping. */
  discountCents: z.number().int(),
  /** Sales tax of the items and, where the state taxes it, this shipping. */
  taxCents: z.number().int(),
  tax: z.string(),
  /** Items + shipping - discount + tax: what the order costs with this option. */
  totalCents: z.number().int(),
  total: z.string(),
});
export type TQuotedOption = z.infer<typeof ZQuotedOption>;

/**
 * A delivery level of the shop's own crew as quoted for a cart (instead of the carrier): its fee, what it
 * includes, when it can arrive, and the order's tax and total with it. The fee is taxed as the state taxes shipping.
 */
export const ZQuotedLevel = z.object({
  levelId: z.number().int(),
  kind: z.enum(DELIVERY_LEVEL_KINDS),
  name: z.string(),
  /** What the level includes, in the shop's words. */
  description: z.string(),
  feeCents: z.number().int(),
  fee: z.string(),
  /** Business days from ordering to the door, and the latest expected day (YYYY-MM-DD), as for a carrier speed. */
  minDays: z.number().int(),
  maxDays: z.number().int(),
  deliveryBy: z.string(),
  shipsIn: z.string().optional(),
  estimate: z.string(),
  /** What promotions take off the items with this level (a free-shipping promotion does not cover the crew). */
  discountCents: z.number().int(),
  /** Sales tax of the items and, where the state taxes shipping, of the fee. */
  taxCents: z.number().int(),
  tax: z.string(),
  /** Items + fee - discount + tax. */
  totalCents: z.number().int(),
  total: z.string(),
});
export type TQuotedLevel = z.infer<typeof ZQuotedLevel>;

/** The crew's levels for a cart: only freight carts going to a ZIP in a delivery zone are offered any. */
export const ZQuoteDelivery = z.object({
  zone: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string() }).nullable(),
  levels: z.array(ZQuotedLevel),
});
export type TQuoteDelivery = z.infer<typeof ZQuoteDelivery>;

export const ZQuote = z.object({
  /** The items as priced now (sale prices), before shipping and tax. */
  subtotalCents: z.number().int(),
  subtotal: z.string(),
  /** Sales tax for the address: computed on the server, per option in `options[].taxCents`. */
  tax: ZQuoteTax,
  /** Promotions applied (the best combination for the buyer) and what became of a typed code. */
  discount: ZQuoteDiscount,
  /** Freight when the packaged weight or a box is beyond the carrier's parcel limits. */
  freight: z.boolean(),
  weightLb: z.number(),
  /** 'fedex' when the carrier's rate API answered, 'table' for the shop's own rate table. */
  source: z.enum(['fedex', 'table']),
  options: z.array(ZQuotedOption),
  /** The shop's own delivery levels offered beside the carrier's speeds (none outside every zone). */
  delivery: ZQuoteDelivery,
});
export type TQuote = z.infer<typeof ZQuote>;
/** A whole quote as the demo orders store it: only its options' facts are read back. */
export const ZStoredQuote = z.object({ options: z.array(ZStoredShippingOption) });

/** One key per checkout attempt, made by the client: a double click or a replayed request repeats it. */
export const ZIdempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'A payment attempt key of 16 to 64 letters, digits, - or _.');

/** A delivery level of the shop's crew, chosen with the fee the shopper was shown (another fee now answers 409). */
export const ZDeliveryChoice = z.object({
  levelId: ZId,
  feeCents: z.coerce.number<number>().int('Enter a whole number of cents.').min(0, 'Cannot be negative.'),
  /** The delivery window held for this cart (POST /api/delivery/windows/hold); booked when the order is paid. */
  holdId: ZId.optional(),
});
export type TDeliveryChoice = z.infer<typeof ZDeliveryChoice>;

/**
 * POST /api/payment/initiate: creates the pending order, reserves its stock and starts the payment. The order is
 * delivered either by the carrier at a speed (`tier`) or by the shop's crew at a level (`delivery`, which wins
 * when both are sent).
 */
export const ZInitiateInput = z
  .object({
    lines: ZCartLines,
    address: ZShippingAddress,
    tier: ZShippingTier.optional(),
    delivery: ZDeliveryChoice.optional(),
    idempotencyKey: ZIdempotencyKey,
    /** A guest's email (required without a customer session; a customer's order uses the account's). */
    email: ZEmail.optional(),
    /** The discount code the cart showed as applied; refused (422 on code) if it no longer applies. */
    code: ZPromotionCode,
  })
  .superRefine((input, ctx) => {
    if (!input.tier && !input.delivery)
      ctx.addIssue({ code: 'custom', path: ['tier'], message: CHECKOUT_MESSAGES.chooseDelivery });
  });
export type TInitiateInput = z.infer<typeof ZInitiateInput>;

export const ZOrderNumber = z
  .string()
  .trim()
  .regex(/^HT-\d{5,9}$/, 'Unknown order number.');

export const ZPaymentStart = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  /** The crew's delivery fee (0 when the carrier delivers). */
  deliveryFeeCents: z.number().int(),
  /** Promotions (items and shipping), taken off totalCents. */
  discountCents: z.number().int(),
  /** Sales tax, included in totalCents. */
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  total: z.string(),
  /** When the reserved stock is released if the order is still unpaid (ISO). */
  reservedUntil: z.string(),
  /** 'test': the built-in test gateway takes the card on our page; 'stripe': Stripe's Payment Element does. */
  provider: z.enum(['test', 'stripe']),
  /** Stripe only: the PaymentIntent's client secret and the publishable key for Stripe.js. */
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
});
export type TPaymentStart = z.infer<typeof ZPaymentStart>;

/**
 * The built-in test gateway's card (test mode only: with Stripe configured the card never reaches our server and
 * this field is refused).
 */
export const ZTestCard = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number.')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry as MM/YY.'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
});
export type TTestCard = z.infer<typeof ZTestCard>;

/** POST /api/payment/complete. */
export const ZCompleteInput = z.object({
  orderNumber: ZOrderNumber,
  /** One key per attempt to pay (each press of "Pay"). */
  idempotencyKey: ZIdempotencyKey,
  testCard: ZTestCard.optional(),
});
export type TCompleteInput = z.infer<typeof ZCompleteInput>;

/** POST /api/payment/failure: the client reports what the payment form said (Stripe.js errors). */
export const ZFailureInput = z.object({
  orderNumber: ZOrderNumber,
  reason: z.string().trim().max(255).default(''),
});
/** POST /api/payment/cancel. */
export const ZCancelInput = z.object({ orderNumber: ZOrderNumber });

/** What each payment outcome call answers. */
export const ZPaymentResult = z.object({
  orderNumber: z.string(),
  /** The order's state after the call: paid, still pending (retry possible until reservedUntil), or cancelled. */
  status: z.enum(['paid', 'pending', 'cancelled']),
  paymentStatus: z.string(),
  /** A sentence for the customer (the decline reason, "Payment received", ...). */
  message: z.string(),
});
export type TPaymentResult = z.infer<typeof ZPaymentResult>;
