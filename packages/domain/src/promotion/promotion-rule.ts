import { formatUsd } from '../common/money.js';

/**
 * Promotions and discount codes, the pure rule: which promotions a cart gets, the best combination for the buyer,
 * and how each discount is shared out over the lines. Their constants and wire schemas are in promotion.ts.
 *
 * THE RULE
 * - A promotion is a code (the buyer types it) or automatic (no code: it applies by itself). Kinds: a percentage
 *   off the eligible lines, a fixed amount off the eligible lines, or free shipping.
 * - Prices first: a product's own discount percent gives the line's sale price as before; promotions are taken off
 *   the sale-priced lines (so a product on sale and a code combine, the code on the sale price).
 * - Conditions, each one only when set: the time window [startsAt, endsAt), the minimum subtotal (the cart's items
 *   at sale prices, before promotions), the customers (ids) or their group (trade, designer), and the lines: a
 *   line is eligible when it matches EVERY list that is set (products, room types, rooms, materials; a line with
 *   any of the listed materials matches the material list). A percentage or fixed promotion needs an eligible
 *   line. Limits: total uses and uses per customer (an order that uses it is one use).
 * - Stacking: at most one code per order (the input has one field), plus the automatic promotions. A promotion is
 *   stackable (combines with the other stackable ones) or exclusive (applies alone). The combinations tried are
 *   "every stackable candidate together" and "each exclusive candidate alone"; the buyer gets the one that takes
 *   the most off (items and shipping together); on a tie the one with fewer promotions, then the lowest ids. A
 *   typed code that loses is said so in the cart ("the automatic promotions take more off") and is not used.
 * - Within a combination: percentages first, then fixed amounts (each by id), each on what the earlier ones left
 *   of its eligible lines (two 10% promotions take 19%); a fixed amount never takes more than that. Free shipping
 *   takes the price of the cheapest shipping speed offered off whichever speed is chosen (a dearer speed pays the
 *   difference); two free-shipping promotions give it once.
 *
 * ROUNDING (integer cents): a percentage of an amount is rounded half up, on the sum of the eligible lines (not
 * per line). Each promotion's cents are then allocated to its eligible lines in proportion to what is left of
 * each (largest remainder: every line gets the floor of its exact share, and the cents still missing go one each
 * to the lines with the largest remainders, the earlier line on a tie). So the lines' discounts add up exactly
 * to the promotion's, a line never gets more than is left of it, and tax and refunds can work per line.
 */

export const PROMOTION_KINDS = ['percent', 'fixed', 'freeShipping'] as const;
export type TPromotionKind = (typeof PROMOTION_KINDS)[number];
export const CUSTOMER_GROUPS = ['none', 'trade', 'designer'] as const;
export type TCustomerGroup = (typeof CUSTOMER_GROUPS)[number];

/** $100,000: anything above is a typing mistake, not a promotion. */
export const MAX_PROMOTION_AMOUNT_CENTS = 10_000_000;
/** Codes are compared in capitals; letters, digits, - and _. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const MAX_PROMOTION_LIST_IDS = 200;

export const PROMOTION_MESSAGES = {
  unknownCode: 'This code is not valid.',
  inactive: 'This code is not active.',
  notStarted: 'This code is not valid yet.',
  expired: 'This code has expired.',
  usedUp: 'This code has been used up.',
  usedByYou: 'You have already used this code the number of times it allows.',
  notForYou: 'This code is not available for your account.',
  accountOnly: 'Log in or create an account to use this code.',
  minSubtotal: (cents: number) => `This code needs items worth at least ${formatUsd(cents)}.`,
  noEligibleLine: 'This code does not apply to anything in your cart.',
  notBest: 'The automatic promotions take more off than this code, so it is not used.',
  codeInvalid: 'Enter a code of 3 to 32 letters, digits, - or _.',
  codeTaken: 'Another promotion already has this code.',
  percentRange: 'Enter a percentage from 1 to 100.',
  amountRange: `Enter an amount from $0.01 to ${formatUsd(MAX_PROMOTION_AMOUNT_CENTS)}.`,
  endBeforeStart: 'The end must be after the start.',
  codeRefusedAtPayment: 'Your code no longer applies:',
  promotionEnded:
    'A promotion in your cart ended or was used up a moment ago. Review the new total and place the order again.',
  tooManyCodes: 'Too many codes tried. Wait a few minutes before trying another one.',
  inUse: 'This promotion has been used by orders: deactivate it instead of deleting it.',
} as const;

/** What the rule needs of a promotion (the entity as loaded, with its use counts). */
export interface IPromotionRule {
  id: number;
  name: string;
  /** Null for an automatic promotion. */
  code: string | null;
  kind: TPromotionKind;
  /** 1..100, for 'percent'. */
  percent: number;
  /** For 'fixed'. */
  amountCents: number;
  stackable: boolean;
  active: boolean;
  minSubtotalCents: number;
  productIds: readonly number[];
  roomTypeIds: readonly number[];
  roomIds: readonly number[];
  materialIds: readonly number[];
  customerIds: readonly number[];
  /** Null: any customer; else only customers of this group. */
  customerGroup: TCustomerGroup | null;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Null: no limit. */
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  /** Uses so far (orders not cancelled unpaid). */
  usedCount: number;
  /** This buyer's uses so far. */
  customerUses: number;
}

/** A cart line as the rule sees it: what identifies its product, and its amount at the sale price. */
export interface IPromotionLine {
  productId: number;
  roomTypeId: number;
  roomId: number;
  materialIds: readonly number[];
  /** Quantity x sale price, in cents. */
  amountCents: number;
}

export interface IPromotionBuyer {
  /** Null: a guest checking out without an account. */
  id: number | null;
  group: TCustomerGroup;
}

export interface IAppliedPromotion {
  id: number;
  name: string;
  code: string | null;
  kind: TPromotionKind;
  /** Off the items. */
  itemsCents: number;
  /** Off shipping. */
  shippingCents: number;
}

export interface IDiscountPlan {
  applied: IAppliedPromotion[];
  /** Per cart line, in the cart's order: the items discount allocated to it. */
  lineDiscounts: number[];
  itemsDiscountCents: number;
  /** Free shipping's value: at most the cheapest offered speed's price (taken off the chosen one, capped by it). */
  shippingDiscountCents: number;
  /** The code typed, normalised, or null. */
  code: string | null;
  /** Whether the code is in the combination given. */
  codeApplied: boolean;
  /** Why the code typed is not used (null when it is, or none was typed). */
  codeMessage: string | null;
  /** True when no promotion has this code (counted against the guessing limit). */
  codeUnknown: boolean;
}

export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/** Half up, in integers: cents x percent / 100. */
export function percentOf(cents: number, percent: number): number {
  return Number((BigInt(cents) * BigInt(percent) * 2n + 100n) / 200n);
}

/**
 * Shares `amount` cents over `weights` in proportion (largest remainder, the earlier on a tie). With amount at
 * most the weights' sum, no share exceeds its weight.
 */
export function allocateCents(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const shares = weights.map((w) => Number((big * BigInt(w)) / bigTotal));
  const remainders = weights.map((w, i) => ({ i, r: (big * BigInt(w)) % bigTotal }));
  let missing = amount - shares.reduce((sum, s) => sum + s, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (missing <= 0) break;
    shares[i]! += 1;
    missing--;
  }
  return shares;
}

export function lineEligible(promotion: IPromotionRule, line: IPromotionLine): boolean {
  const has = (list: readonly number[], value: number) => list.length === 0 || list.includes(value);
  return (
    has(promotion.productIds, line.productId) &&
    has(promotion.roomTypeIds, line.roomTypeId) &&
    has(promotion.roomIds, line.roomId) &&
    (promotion.materialIds.length === 0 || line.materialIds.some((id) => promotion.materialIds.includes(id)))
  );
}

/** Why this promotion does not apply to this cart and buyer, or null when it does. */
export function promotionProblem(
  promotion: IPromotionRule,
  lines: readonly IPromotionLine[],
  buyer: IPromotionBuyer,
  now: Date,
): string | null {
  if (!promotion.active) return PROMOTION_MESSAGES.inactive;
  if (promotion.startsAt && now < promotion.startsAt) return PROMOTION_MESSAGES.notStarted;
  if (promotion.endsAt && now >= promotion.endsAt) return PROMOTION_MESSAGES.expired;
  if (promotion.maxUses !== null && promotion.usedCount >= promotion.maxUses)
    return PROMOTION_MESSAGES.usedUp;
  // A guest cannot be counted or recognised: a promotion limited per customer, or to some customers, needs an account.
  if (
    buyer.id === null &&
    (promotion.maxUsesPerCustomer !== null ||
      promotion.customerIds.length > 0 ||
      promotion.customerGroup !== null)
  )
    return PROMOTION_MESSAGES.accountOnly;
  if (promotion.maxUsesPerCustomer !== null && promotion.customerUses >= promotion.maxUsesPerCustomer)
    return PROMOTION_MESSAGES.usedByYou;
  if (promotion.customerIds.length > 0 && (buyer.id === null || !promotion.customerIds.includes(buyer.id)))
    return PROMOTION_MESSAGES.notForYou;
  if (promotion.customerGroup !== null && promotion.customerGroup !== buyer.group)
    return PROMOTION_MESSAGES.notForYou;
  const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (subtotal < promotion.minSubtotalCents)
    return PROMOTION_MESSAGES.minSubtotal(promotion.minSubtotalCents);
  if (
    promotion.kind !== 'freeShipping' &&
    !lines.some((line) => line.amountCents > 0 && lineEligible(promotion, line))
  )
    return PROMOTION_MESSAGES.noEligibleLine;
  return null;
}

interface ICombination {
  applied: IAppliedPromotion[];
  lineDiscounts: number[];
  itemsCents: number;
  shippingCents: number;
}

const KIND_ORDER: Record<TPromotionKind, number> = { percent: 0, fixed: 1, freeShipping: 2 };

/** One combination's discounts (see the rule's "within a combination"); promotions giving nothing are left out. */
export function combine(
  promotions: readonly IPromotionRule[],
  lines: readonly IPromotionLine[],
  cheapestShippingCents: number,
): ICombination {
  const left = lines.map((line) => line.amountCents);
  const lineDiscounts = lines.map(() => 0);
  const applied: IAppliedPromotion[] = [];
  let shippingLeft = Math.max(0, cheapestShippingCents);
  const ordered = [...promotions].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id);
  for (const promotion of ordered) {
    let itemsCents = 0;
    let shippingCents = 0;
    if (promotion.kind === 'freeShipping') {
      shippingCents = shippingLeft;
      shippingLeft = 0;
    } else {
      const weights = lines.map((line, i) => (lineEligible(promotion, line) ? left[i]! : 0));
      const base = weights.reduce((sum, w) => sum + w, 0);
      const wanted =
        promotion.kind === 'percent'
          ? percentOf(base, promotion.percent)
          : Math.max(0, promotion.amountCents);
      itemsCents = Math.min(base, wanted);
      allocateCents(itemsCents, weights).forEach((share, i) => {
        left[i]! -= share;
        lineDiscounts[i]! += share;
      });
    }
    if (itemsCents + shippingCents > 0)
      applied.push({
        id: promotion.id,
        name: promotion.name,
        code: promotion.code,
        kind: promotion.kind,
        itemsCents,
        shippingCents,
      });
  }
  return {
    applied,
    lineDiscounts,
    itemsCents: applied.reduce((sum, a) => sum + a.itemsCents, 0),
    shippingCents: applied.reduce((sum, a) => sum + a.shippingCents, 0),
  };
}

/** Fewer promotions, then the lowest ids: the tie-break between combinations taking off the same. */
function better(a: ICombination, b: ICombination): boolean {
  const totalA = a.itemsCents + a.shippingCents;
  const totalB = b.itemsCents + b.shippingCents;
  if (totalA !== totalB) return totalA > totalB;
  if (a.applied.length !== b.applied.length) return a.applied.length < b.applied.length;
  const idsA = a.applied.map((p) => p.id).join(',');
  const idsB = b.applied.map((p) => p.id).join(',');
  return idsA < idsB;
}

export interface IDiscountInput {
  /** Every promotion that could apply: the active automatic ones and the one with the typed code, if any. */
  promotions: readonly IPromotionRule[];
  /** The code typed (any case), or null. */
  code: string | null;
  lines: readonly IPromotionLine[];
  buyer: IPromotionBuyer;
  now: Date;
  /** The cheapest offered shipping speed's price (what free shipping is worth). */
  cheapestShippingCents: number;
}

/** The best combination for the buyer (the rule above), with the per-line allocation and the code's fate. */
export function bestDiscount(input: IDiscountInput): IDiscountPlan {
  const code = input.code ? normalizeCode(input.code) : null;
  const coded = code
    ? input.promotions.find((p) => p.code !== null && normalizeCode(p.code) === code)
    : undefined;
  const candidates = input.promotions.filter(
    (p) =>
      (p.code === null || p === coded) && promotionProblem(p, input.lines, input.buyer, input.now) === null,
  );
  const combinations = [
    combine(
      candidates.filter((p) => p.stackable),
      input.lines,
      input.cheapestShippingCents,
    ),
    ...candidates
      .filter((p) => !p.stackable)
      .map((p) => combine([p], input.lines, input.cheapestShippingCents)),
  ];
  let best = combinations[0]!;
  for (const combination of combinations.slice(1)) if (better(combination, best)) best = combination;
  const codeApplied = coded !== undefined && best.applied.some((p) => p.id === coded.id);
  let codeMessage: string | null = null;
  if (code && !codeApplied) {
    if (!coded) codeMessage = PROMOTION_MESSAGES.unknownCode;
    else
      codeMessage =
        promotionProblem(coded, input.lines, input.buyer, input.now) ??
        // Eligible but nothing to take (a free shipping code on free shipping) or beaten by the automatic ones.
        PROMOTION_MESSAGES.notBest;
  }
  return {
    applied: best.applied,
    lineDiscounts: best.lineDiscounts,
    itemsDiscountCents: best.itemsCents,
    shippingDiscountCents: best.shippingCents,
    code,
    codeApplied,
    codeMessage,
    codeUnknown: code !== null && !coded,
  };
}

/** The sentence a buyer reads for one applied promotion. */
export function promotionWords(
  p: Pick<IAppliedPromotion, 'name' | 'code' | 'kind' | 'itemsCents' | 'shippingCents'>,
) {
  const what = p.kind === 'freeShipping' ? 'free shipping' : `${formatUsd(p.itemsCents)} off`;
  return `${p.code ? `Code ${p.code}` : 'Automatic'}: ${p.name}, ${what}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Wire schemas
