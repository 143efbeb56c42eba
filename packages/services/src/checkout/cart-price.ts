import {
  CHECKOUT_MESSAGES,
  formatTaxRate,
  formatUsd,
  quoteDiscountOf,
  taxWords,
  type IDiscountPlan,
  type TCartLine,
  type TQuote,
  type TQuotedOption,
  type TShippingAddress,
  type TShippingOption,
  type TShippingTier,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { FieldValidationError } from '../errors.js';
import type { PromotionService } from '../promotion/promotion.service.js';
import type { ShippingService } from '../shipping/shipping.service.js';
import type { ITaxCalculation } from '../tax/tax-provider.js';
import type { TaxService } from '../tax/tax.service.js';
import { loadCart, type IPricedCart } from './priced-cart.js';
import { cartWait } from './stock-reservation.js';

/*
 * The price of a cart, worked out in one place: the quote shows it and the order is written from it. Goods
 * (lines with their surcharges) first, then the charges beside them (shipping), the promotions on both, the sales
 * tax on what is left, and the total.
 */

/**
 * A charge of the order beside its goods, for one way of delivering it. Shipping is the one charge today; a
 * delivery fee joins the price as one more charge in chargesOf: discounted by the promotions that say so, taxed
 * as the state taxes shipping, and added to the total with the rest.
 */
interface ICharge {
  kind: 'shipping';
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

/**
 * One shipping option with its totals: the goods, plus its charges, less every discount, plus the sales tax on
 * the goods and on the charges. The one total formula: the quote shows it and the order keeps it.
 */
function pricedOption(
  option: TShippingOption,
  charges: readonly ICharge[],
  goods: { subtotalCents: number; discountCents: number; taxCents: number },
  chargesTaxCents: number,
): TQuotedOption {
  const shippingDiscountCents = sum(charges.filter((c) => c.kind === 'shipping').map((c) => c.discountCents));
  const discountCents = goods.discountCents + sum(charges.map((c) => c.discountCents));
  const taxCents = goods.taxCents + chargesTaxCents;
  const totalCents = goods.subtotalCents + sum(charges.map((c) => c.cents)) - discountCents + taxCents;
  return {
    ...option,
    shippingDiscountCents,
    discountCents,
    taxCents,
    tax: formatUsd(taxCents),
    totalCents,
    total: formatUsd(totalCents),
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
  const { address, tier } = request;
  const cart = await loadCart(deps.db, request.lines);
  const planner = await deps.promotions.planner(cart, customerId, request.code);
  // The one delivery promise (@shop/domain delivery-promise.ts): made-to-order pieces and surcharges' making time.
  const rates = await deps.shipping.rates(cart.boxes, address, cartWait(cart.lines));
  const options = tier ? rates.options.filter((option) => option.tier === tier) : rates.options;
  if (options.length === 0) throw new FieldValidationError({ tier: [CHECKOUT_MESSAGES.tierNotOffered] });
  const discount = planner(Math.min(...rates.options.map((option) => option.priceCents)));
  const charges = options.map((option) => chargesOf(option, discount));
  // The tax is on the discounted lines and charges (shipping may be taxed).
  const tax = await deps.tax.calculate({
    address,
    lines: cart.lines.map((line, i) => ({
      ref: `line-${i}`,
      netCents: line.lineTotalCents - (discount?.lineDiscounts[i] ?? 0),
      quantity: line.quantity,
    })),
    shippingCents: charges.map(chargedCents),
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
  };
  return { cart, quote, tax, discount };
}
