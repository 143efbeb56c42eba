/**
 * Made to order and backorder, as plain rules without zod: the storefront's product page, cart line and
 * checkout read them, and so does the server when it reserves stock and records each order line.
 *
 * A product is sold from stock only ('stock'), or, once its stock runs out, made to order in the workshop
 * ('made-to-order') or ordered again from the maker ('backorder'). Either way only what is on hand is reserved;
 * the rest of the quantity waits for the lead time and ships within the promised window.
 */
export const SELLING_MODES = ['stock', 'made-to-order', 'backorder'] as const;
export type TSellingMode = (typeof SELLING_MODES)[number];

export const SELLING_MODE_LABELS: Record<TSellingMode, string> = {
  stock: 'From stock only',
  'made-to-order': 'Made to order when out of stock',
  backorder: 'Backorder when out of stock',
};

import { madeToOrderWord, shipWeeks } from './made-to-order-weeks.js';

export { DEFAULT_WAIT_DAYS, WINDOW_SPREAD_WEEKS, madeToOrderWord, shipWeeks } from './made-to-order-weeks.js';

/** The mode of a stored value; anything unknown sells from stock only. */
export function sellingMode(value: string | null | undefined): TSellingMode {
  return (SELLING_MODES as readonly string[]).includes(value ?? '') ? (value as TSellingMode) : 'stock';
}

export interface IQuantitySplit {
  /** Reserved from the shelf, ships with the rest of the order. */
  fromStock: number;
  /** Made (or ordered again) after the order: ships in the promised window. */
  madeToOrder: number;
}

/**
 * How a wanted quantity is served with `onHand` on the shelf: all of it from stock when there is enough, else what
 * there is from stock and the rest made to order; null when the product sells from stock only and there is not
 * enough.
 */
export function splitQuantity(onHand: number, wanted: number, mode: TSellingMode): IQuantitySplit | null {
  const fromStock = Math.max(0, Math.min(onHand, wanted));
  if (fromStock === wanted) return { fromStock, madeToOrder: 0 };
  if (mode === 'stock') return null;
  return { fromStock, madeToOrder: wanted - fromStock };
}

export interface IShipWindow {
  minWeeks: number;
  maxWeeks: number;
  /** The first and last day it may leave, YYYY-MM-DD (UTC). */
  shipsFrom: string;
  shipsBy: string;
  /** "ships in 6–8 weeks" */
  text: string;
}

function addDays(from: Date, days: number): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The promised window for a piece made after ordering: the lead time rounded to whole weeks (at least one), to two
 * weeks later. 42 days ordered on 1 March ships in 6–8 weeks: from 12 April to 26 April.
 */
export function shipWindow(leadTimeDays: number, from: Date): IShipWindow {
  const { minWeeks, maxWeeks, text } = shipWeeks(leadTimeDays);
  return {
    minWeeks,
    maxWeeks,
    shipsFrom: addDays(from, minWeeks * 7),
    shipsBy: addDays(from, maxWeeks * 7),
    text,
  };
}

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Apr 12 – Apr 26, 2026" from two YYYY-MM-DD days. */
function windowDates(from: string, by: string): string {
  const [a, b] = [DAY.format(new Date(`${from}T00:00:00Z`)), DAY.format(new Date(`${by}T00:00:00Z`))];
  return `${a.replace(/, \d{4}$/, '')} – ${b}`;
}

/**
 * What an order line says about how it is served, on the confirmation page and mail and the order pages: null
 * when all of it came from stock and leaves at once; "Made up with your options: ships in 14 days (Dec 14, 2026)"
 * when it came from stock but waits for its surcharges; "Made to order: ships in 6–8 weeks (Apr 12 – Apr 26, 2026)" when none did;
 * "2 from stock, 1 made to order: ships in ..." when both.
 */
export function orderLineServed(line: {
  fromStockQuantity: number;
  madeToOrderQuantity: number;
  shipWindow: string;
  shipsFrom: string | null;
  shipsBy: string | null;
  /** Backordered (waiting for a restock) rather than made to order; absent on lines sold before it was kept. */
  backordered?: boolean;
}): string | null {
  const dates =
    line.shipsFrom && line.shipsBy
      ? line.shipsFrom === line.shipsBy
        ? ` (${DAY.format(new Date(`${line.shipsBy}T00:00:00Z`))})`
        : ` (${windowDates(line.shipsFrom, line.shipsBy)})`
      : '';
  const window = `${line.shipWindow || 'ships later'}${dates}`;
  // All from stock, but made up with its surcharges first (a fabric grade): it waits for that, and says so.
  if (line.madeToOrderQuantity <= 0) return line.shipWindow ? `Made up with your options: ${window}` : null;
  const word = madeToOrderWord(line.backordered ? 'backorder' : 'made-to-order');
  if (line.fromStockQuantity === 0) return `${word}: ${window}`;
  return `${line.fromStockQuantity} from stock, ${line.madeToOrderQuantity} ${word.toLowerCase()}: ${window}`;
}

/** A product that can still be bought with nothing on the shelf. */
export function sellsBeyondStock(mode: string | null | undefined): boolean {
  return sellingMode(mode) !== 'stock';
}

/**
 * The mode a variant sells in: its own when it has one, else its product's (a variant row's null). A product
 * without variants sells in its own mode.
 */
export function variantSellingMode(
  variant: { sellingMode?: string | null } | null | undefined,
  product: { sellingMode: string | null | undefined },
): TSellingMode {
  return sellingMode(variant?.sellingMode ?? product.sellingMode);
}

/**
 * What one shelf is: a variant's own row, or a product without variants (its implicit one). Reservation counts
 * what it took per shelf, and the lines naming a shelf share that.
 */
export function stockKey(line: { productId: number; variantId?: number | null | undefined }): string {
  return line.variantId === undefined || line.variantId === null
    ? `p${line.productId}`
    : `v${line.variantId}`;
}

/**
 * Shares what each shelf gave (by `stockKey`: a variant, or a product without variants) among the lines naming it,
 * first come first served: a cart may hold the same variant or product twice. Answers each line's split, in the
 * lines' order.
 */
export function shareFromStock(
  lines: readonly { productId: number; variantId?: number | null | undefined; quantity: number }[],
  fromStockByShelf: ReadonlyMap<string, number>,
): IQuantitySplit[] {
  const left = new Map(fromStockByShelf);
  return lines.map((line) => {
    const key = stockKey(line);
    const fromStock = Math.min(line.quantity, left.get(key) ?? 0);
    left.set(key, (left.get(key) ?? 0) - fromStock);
    return { fromStock, madeToOrder: line.quantity - fromStock };
  });
}
