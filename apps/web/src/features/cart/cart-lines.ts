import { discountedCents, type TCartProduct } from '@shop/domain';
import { orderableLimit } from './availability';
import type { ICartLine } from './cart-store';

/*
 * Only types from @shop/domain here: the cart page is a browsing page, and the checkout schemas' module would
 * bring zod along with any value imported from it.
 */

type TLineProblem =
  | { kind: 'unavailable'; message: string }
  | { kind: 'inactive'; message: string }
  /** The line names no variant, or not one of each surcharge option, or a choice no longer sold: choose again. */
  | { kind: 'choose-options'; message: string }
  | { kind: 'out-of-stock'; message: string }
  | { kind: 'over-stock'; message: string; available: number };

export interface ICartRow {
  /** The cart line this row prices (its product, variant and surcharges). */
  line: ICartLine;
  productId: number;
  /** The variant's and surcharges' words ("Large / Oak, Grade C"); null for a plain product. */
  title: string | null;
  quantity: number;
  /** Null when the server no longer knows the product (deleted). */
  product: TCartProduct | null;
  /** Most this line may hold now. */
  limit: number;
  problem: TLineProblem | null;
  /** What the customer pays per unit and for the line, by the spec's discount rule. */
  unitCents: number;
  lineCents: number;
  /** The line at list price, for the struck-through original. */
  listCents: number;
  /**
   * The shelf the line is served from, for its "Made to order: ships in 6–8 weeks" note: its variant's stock, lead
   * time (with what its surcharges add) and selling mode, or the product's; null when the product is gone.
   */
  /** The line's shelf as the delivery promise reads it (@shop/domain delivery-promise.ts). */
  shelf: { stock: number; leadTimeDays: number; sellingMode: string; surchargeLeadDays: number } | null;
}

export interface IPricedCart {
  rows: ICartRow[];
  /** Lines that can be ordered as they are: their items and what they cost. */
  itemCount: number;
  subtotalCents: number;
  listSubtotalCents: number;
  /** Lines that must be fixed (removed or reduced) before checkout. */
  problemCount: number;
}

function problemOf(
  line: ICartLine,
  product: TCartProduct | null,
  limit: number,
  choice: 'missing' | 'gone' | null,
): TLineProblem | null {
  if (!product) return { kind: 'unavailable', message: 'This product is no longer available.' };
  if (!product.active) return { kind: 'inactive', message: 'This product is no longer sold.' };
  if (choice === 'missing')
    return { kind: 'choose-options', message: 'Choose the options of this product to buy it.' };
  if (choice === 'gone')
    return {
      kind: 'choose-options',
      message: 'This choice of options is no longer sold. Choose other options.',
    };
  if (limit === 0) return { kind: 'out-of-stock', message: 'Out of stock for now.' };
  if (line.quantity > limit) {
    const message = limit === 1 ? 'Only 1 left in stock.' : `Only ${limit} left in stock.`;
    return { kind: 'over-stock', message, available: limit };
  }
  return null;
}

/**
 * What is wrong with a line's choice of options, as the server's cart check sees it: a product sold by variants
 * needs one of its variants, and a product with surcharge options one value of each ('missing'); a variant or value
 * since withdrawn is 'gone'. Either way the buyer chooses on the product page.
 */
function choiceProblem(line: ICartLine, product: TCartProduct): 'missing' | 'gone' | null {
  const chosen = line.surcharges ?? [];
  const values = chosen.map((id) => product.surcharges?.find((s) => s.id === id));
  if (line.variantId !== undefined) {
    const variant = product.variants?.find((v) => v.id === line.variantId);
    if (!variant?.active) return 'gone';
  } else if (product.variants?.length) return 'missing';
  if (values.some((value) => !value)) return 'gone';
  const needed = new Set((product.surcharges ?? []).map((s) => s.optionName));
  const named = new Set(values.map((value) => value!.optionName));
  if (named.size !== chosen.length) return 'gone';
  return named.size < needed.size ? 'missing' : null;
}

/**
 * The cart as the server prices it now. Every line stays, in the customer's order: a line whose product is gone,
 * no longer sold, out of stock or short of the quantity is flagged with what to do, never dropped silently.
 */
export function priceCart(lines: readonly ICartLine[], products: readonly TCartProduct[]): IPricedCart {
  const byId = new Map(products.map((product) => [product.id, product]));
  const rows = lines.map((line): ICartRow => {
    const product = byId.get(line.productId) ?? null;
    // A variant line is priced and stocked by its variant; surcharges add to its unit price before the discount.
    const variant = line.variantId ? product?.variants?.find((v) => v.id === line.variantId) : undefined;
    const surcharges = (line.surcharges ?? []).map((id) => product?.surcharges?.find((s) => s.id === id));
    const choice = product ? choiceProblem(line, product) : null;
    const base = variant ?? product;
    const extraCents = surcharges.reduce((sum, s) => sum + (s?.surchargeCents ?? 0), 0);
    const limit = base
      ? orderableLimit({
          active: product?.active,
          stock: base.stock,
          inStock: base.stock > 0,
          // A variant sells in its own mode (else its product's): made to order or backordered beyond its stock.
          ...(variant
            ? { sellingMode: variant.sellsAs }
            : product
              ? { sellingMode: product.sellingMode }
              : {}),
        })
      : 0;
    const listUnit = (base?.priceCents ?? 0) + extraCents;
    const unitCents = extraCents
      ? discountedCents(listUnit, base?.discountPercent ?? 0)
      : (base?.discountedCents ?? 0);
    const extraDays = surcharges.reduce((sum, s) => sum + (s?.surchargeLeadDays ?? 0), 0);
    const shelf =
      base && product
        ? {
            stock: base.stock,
            leadTimeDays: base.leadTimeDays,
            surchargeLeadDays: extraDays,
            sellingMode: variant ? variant.sellsAs : product.sellingMode,
          }
        : null;
    const words = [variant?.title, ...surcharges.map((s) => s?.label)].filter(Boolean).join(', ');
    return {
      line,
      productId: line.productId,
      title: words || null,
      quantity: line.quantity,
      product,
      limit,
      problem: problemOf(line, product, limit, choice),
      unitCents,
      lineCents: unitCents * line.quantity,
      listCents: listUnit * line.quantity,
      shelf,
    };
  });
  const ready = rows.filter((row) => !row.problem);
  return {
    rows,
    itemCount: ready.reduce((sum, row) => sum + row.quantity, 0),
    subtotalCents: ready.reduce((sum, row) => sum + row.lineCents, 0),
    listSubtotalCents: ready.reduce((sum, row) => sum + row.listCents, 0),
    problemCount: rows.length - ready.length,
  };
}
