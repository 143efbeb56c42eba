import {
  CHECKOUT_MESSAGES,
  formatTaxRate,
  formatUsd,
  quoteDiscountOf,
  taxWords,
  type IDiscountPlan,
  type TCartLine,
  type TQuote,
  type TQuotedLevel,
  type TQuotedOption,
  type TDeliveryOffer,
  type TShippingAddress,
  type TShippingOption,
  type TShippingTier,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { deliveryPiece, type DeliveryService } from '../delivery/delivery.service.js';
import { FieldValidationError } from '../errors.js';
import type { PromotionService } from '../promotion/promotion.service.js';
import type { ShippingService } from '../shipping/shipping.service.js';
import type { ITaxCalculation } from '../tax/tax-provider.js';
import type { TaxService } from '../tax/tax.service.js';
import { loadCart, type IPricedCart } from './priced-cart.js';
import { cartWait } from './stock-reservation.js';

/*
 * The price of a cart, worked out in one place: the quote shows it and the order is written from it. Goods
 * (lines with their surcharges) first, then the charges beside them (the carrier's shipping, or the fee of the
 * shop's own crew), the promotions on both, the sales tax on what is left, and the total.
 */

/**
 * A charge of the order beside its goods, for one way of delivering it: the carrier's shipping at a speed, or the
 * crew's fee at a delivery level. Either is taxed as the state taxes shipping and added to the total with the rest;
 * free-shipping promotions take off the carrier's shipping only.
 */
interface ICharge {
  kind: 'shipping' | 'delivery';
  cents: number;
  /** What the promotions take off it. */
  discountCents: number;
}

export interface IPriceRequest {
  lines: readonly TCartLine[];
  address: TShippingAddress;
  /** The discount code typed, if any. */
  code?: string | undefined;
  /** Just this tier (the order's), refused when it is not offered; every tier offered when left out (the quote). */
  tier?: TShippingTier | undefined;
  /** Just this crew delivery level (the order's, instead of a tier), refused (422) when it is not offered. */
  delivery?: { levelId: number } | undefined;
}

export interface ICartPrice {
  /** The goods, priced from the products, variants and options as stored. */
  cart: IPricedCart;
  /** What the shopper is shown: per shipping option its charges, discounts, sales tax and total. */
  quote: TQuote;
  /** The sales tax as its provider worked it out; the order's lines keep their share of it. */
  tax: ITaxCalculation;
  /** The promotions applied (none: null or an empty plan). */
  discount: IDiscountPlan | null;
}

export interface ICartPricingDeps {
  db: Db;
  shipping: ShippingService;
  delivery: DeliveryService;
  tax: TaxService;
  promotions: PromotionService;
}

/** The charges of one shipping option: its shipping price, less what free-shipping promotions take off. */
function chargesOf(option: TShippingOption, discount: IDiscountPlan | null): ICharge[] {
  const shipping = option.priceCents;
  return [
    {
      kind: 'shipping',
      cents: shipping,
      discountCents: Math.min(shipping, discount?.shippingDiscountCents ?? 0),
    },
  ];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** What the charges cost once the promotions took their part: the amount the sales tax is asked about. */
const chargedCents = (charges: readonly ICharge[]) => sum(charges.map((c) => c.cents - c.discountCents));

interface IGoodsTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
}

/**
 * The one total formula, for one way of delivering: the goods, plus its charges, less every discount, plus the sales
 * tax on the goods and on the charges. The quote shows it and the order keeps it.
 */
function totalsOf(charges: readonly ICharge[], goods: IGoodsTotals, chargesTaxCents: number) {
  const discountCents = goods.discountCents + sum(charges.map((c) => c.discountCents));
  const taxCents = goods.taxCents + chargesTaxCents;
  const totalCents = goods.subtotalCents + sum(charges.map((c) => c.cents)) - discountCents + taxCents;
  return { discountCents, taxCents, tax: formatUsd(taxCents), totalCents, total: formatUsd(totalCents) };
}

/** One carrier speed with the order's totals for it. */
function pricedOption(
  option: TShippingOption,
  charges: readonly ICharge[],
  goods: IGoodsTotals,
  chargesTaxCents: number,
): TQuotedOption {
  const shippingDiscountCents = sum(charges.filter((c) => c.kind === 'shipping').map((c) => c.discountCents));
  return { ...option, shippingDiscountCents, ...totalsOf(charges, goods, chargesTaxCents) };
}

/**
 * One crew level with the order's totals for it. The crew keeps the pace of the carrier's cheapest speed until a
 * window is booked: its days are that speed's, after the same wait for made-to-order pieces.
 */
function pricedLevel(
  offer: TDeliveryOffer,
  pace: TShippingOption,
  goods: IGoodsTotals,
  feeTaxCents: number,
): TQuotedLevel {
  const charges: ICharge[] = [{ kind: 'delivery', cents: offer.feeCents, discountCents: 0 }];
  const { minDays, maxDays, deliveryBy, shipsIn, estimate } = pace;
  return {
    ...offer,
    minDays,
    maxDays,
    deliveryBy,
    ...(shipsIn ? { shipsIn } : {}),
    estimate,
    ...totalsOf(charges, goods, feeTaxCents),
  };
}

/**
 * Prices a cart for an address and a buyer (`customerId`: their account; null for a guest, whose promotions are
 * those open to anyone): loads and prices its lines (refusing what cannot be sold, 422 on the line's field), works
 * out the promotions, rates its shipping and asks for the sales tax. Outside any transaction: the
 * carrier and the tax provider may be asked over the network. Every tier is rated either way, since whether one is
 * offered depends on the others' prices, and free shipping is worth the cheapest speed offered, whichever is chosen.
 */
export async function priceCart(
  deps: ICartPricingDeps,
  request: IPriceRequest,
  customerId: number | null,
): Promise<ICartPrice> {
  const { address, tier, delivery } = request;
  const cart = await loadCart(deps.db, request.lines);
  const planner = await deps.promotions.planner(cart, customerId, request.code);
  const pieces = cart.lines.map((line) =>
    deliveryPiece(line.variant ?? line.product, line.quantity, Boolean(line.product.needsAssembly)),
  );
  // The one delivery promise (@shop/domain delivery-promise.ts): made-to-order pieces and surcharges' making time.
  const [rates, crew] = await Promise.all([
    deps.shipping.rates(cart.boxes, address, cartWait(cart.lines)),
    deps.delivery.offersFor(address.postalCode, pieces),
  ]);
  // An order goes one way: a crew level when one is chosen, else the carrier at its speed.
  const offers = delivery ? crew.offers.filter((offer) => offer.levelId === delivery.levelId) : crew.offers;
  if (delivery && offers.length === 0)
    throw new FieldValidationError({ 'delivery.levelId': [CHECKOUT_MESSAGES.levelNotOffered] });
  const options = delivery
    ? []
    : tier
      ? rates.options.filter((option) => option.tier === tier)
      : rates.options;
  if (!delivery && options.length === 0)
    throw new FieldValidationError({ tier: [CHECKOUT_MESSAGES.tierNotOffered] });
  const cheapest = rates.options.reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
  const discount = planner(cheapest.priceCents);
  const charges = options.map((option) => chargesOf(option, discount));
  // The tax is on the discounted lines and charges (shipping may be taxed).
  const tax = await deps.tax.calculate({
    address,
    lines: cart.lines.map((line, i) => ({
      ref: `line-${i}`,
      netCents: line.lineTotalCents - (discount?.lineDiscounts[i] ?? 0),
      quantity: line.quantity,
    })),
    // The crew's fees after the carrier's prices: tax.shipping answers in this order.
    shippingCents: [...charges.map(chargedCents), ...offers.map((offer) => offer.feeCents)],
  });
  const goods = {
    subtotalCents: cart.subtotalCents,
    discountCents: discount?.itemsDiscountCents ?? 0,
    taxCents: tax.itemsTaxCents,
  };
  const quoteTax = {
    source: tax.source,
    collected: tax.collected,
    jurisdiction: tax.jurisdiction,
    ratePpm: tax.ratePpm,
    rate: formatTaxRate(tax.ratePpm),
    shippingTaxable: tax.shippingTaxable,
    message: tax.message,
  };
  const quote: TQuote = {
    subtotalCents: cart.subtotalCents,
    subtotal: formatUsd(cart.subtotalCents),
    tax: { ...quoteTax, words: taxWords(quoteTax) },
    discount: quoteDiscountOf(discount),
    freight: rates.freight,
    weightLb: rates.weightLb,
    source: rates.source,
    options: options.map((option, i) => pricedOption(option, charges[i]!, goods, tax.shipping[i]!.taxCents)),
    delivery: {
      zone: crew.zone,
      levels: offers.map((offer, i) =>
        pricedLevel(offer, cheapest, goods, tax.shipping[options.length + i]!.taxCents),
      ),
    },
  };
  return { cart, quote, tax, discount };
}
