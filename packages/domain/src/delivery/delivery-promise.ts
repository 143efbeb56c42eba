/**
 * The one delivery promise: how long before a cart (or one piece on the product page) can leave the warehouse, and
 * when it arrives with each shipping speed. The badge, the product page's delivery table, checkout's shipping
 * options, the confirmation page, the order pages and the mails all show what this answers, so a piece is never
 * promised for December on one page and for February on another.
 *
 * A line waits for the slower of its parts:
 * - the part from stock leaves at once, unless a surcharge ("Grade C, adds 14 days") needs that long to make it up;
 * - the part made to order (or backordered) waits its lead time plus its surcharges', rounded to whole weeks, in a
 *   window two weeks wide ("ships in 6–8 weeks"), as `shipWindow` says.
 * An order ships whole, so it waits for its slowest line; then the speed's business days in transit follow.
 */
import { addBusinessDays, shippingWords, tierEstimates, type IDeliveryEstimate } from './delivery.js';
import { needsFreight, type IPackage } from '../shipping/shipping.js';
import {
  madeToOrderWord,
  sellingMode,
  shareFromStock,
  splitQuantity,
  type IQuantitySplit,
} from '../product/made-to-order.js';
import { shipWeeks } from '../product/made-to-order-weeks.js';

/** Calendar days from ordering before something can leave: the first and the last day of its window. */
export interface IWait {
  fromDays: number;
  byDays: number;
}

export const NO_WAIT: IWait = { fromDays: 0, byDays: 0 };

/** A shelf as the promise needs it: what is on hand, how it sells beyond that, and the chosen surcharges' days. */
export interface IPromiseShelf {
  stock: number;
  /** The variant's (or the product's) own lead time, without surcharges. */
  leadTimeDays: number;
  sellingMode: string | null | undefined;
  /** What the chosen surcharges add: a piece from stock is made up with them first. */
  surchargeLeadDays?: number | undefined;
}

/** How a wanted quantity of one shelf is served, and how long it waits. Null: more than a stock-only shelf has. */
export interface ILinePromise extends IQuantitySplit {
  backordered: boolean;
  wait: IWait;
}

/** The wait of a quantity served as `split` from a shelf with these lead times. */
export function splitWait(
  split: IQuantitySplit,
  shelf: Pick<IPromiseShelf, 'leadTimeDays' | 'surchargeLeadDays'>,
): IWait {
  const extra = Math.max(0, shelf.surchargeLeadDays ?? 0);
  let wait = NO_WAIT;
  if (split.fromStock > 0 && extra > 0) wait = { fromDays: extra, byDays: extra };
  if (split.madeToOrder > 0) {
    const { minWeeks, maxWeeks } = shipWeeks(Math.max(0, shelf.leadTimeDays) + extra);
    wait = slowest([wait, { fromDays: minWeeks * 7, byDays: maxWeeks * 7 }]);
  }
  return wait;
}

export function linePromise(shelf: IPromiseShelf, wanted: number): ILinePromise | null {
  const mode = sellingMode(shelf.sellingMode);
  const split = splitQuantity(shelf.stock, Math.max(1, wanted), mode);
  if (!split) return null;
  return {
    ...split,
    backordered: split.madeToOrder > 0 && mode === 'backorder',
    wait: splitWait(split, shelf),
  };
}

/** A cart or order line as the promise needs it: its shelf (`stockKey`), quantity, mode and lead times. */
export interface IPromiseLine extends Omit<IPromiseShelf, 'stock'> {
  productId: number;
  variantId?: number | null | undefined;
  quantity: number;
}

/**
 * Each line's split and wait when its shelf gives what `fromStockByShelf` says (by `stockKey`), shared first come
 * first served: what is on hand when quoting, what was taken when the order is placed.
 */
export function servedLines(
  lines: readonly IPromiseLine[],
  fromStockByShelf: ReadonlyMap<string, number>,
): ILinePromise[] {
  return shareFromStock(lines, fromStockByShelf).map((split, i) => {
    const line = lines[i]!;
    const backordered = split.madeToOrder > 0 && sellingMode(line.sellingMode) === 'backorder';
    return { ...split, backordered, wait: splitWait(split, line) };
  });
}

/** An order ships whole: it waits for its slowest part. */
export function slowest(waits: readonly IWait[]): IWait {
  return waits.reduce(
    (all, wait) => ({
      fromDays: Math.max(all.fromDays, wait.fromDays),
      byDays: Math.max(all.byDays, wait.byDays),
    }),
    NO_WAIT,
  );
}

/** "ships in 6–8 weeks", "ships in 14 days"; null when it leaves at once. */
export function waitText(wait: IWait): string | null {
  if (wait.byDays <= 0) return null;
  if (wait.fromDays === wait.byDays) return `ships in ${wait.byDays} ${wait.byDays === 1 ? 'day' : 'days'}`;
  if (wait.fromDays % 7 === 0 && wait.byDays % 7 === 0)
    return `ships in ${wait.fromDays / 7}–${wait.byDays / 7} weeks`;
  return `ships in ${wait.fromDays}–${wait.byDays} days`;
}

function addDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/** The days it may leave, YYYY-MM-DD (UTC): null when it leaves at once. */
export function leavingDays(wait: IWait, now: Date): { shipsFrom: string; shipsBy: string } | null {
  if (wait.byDays <= 0) return null;
  return {
    shipsFrom: addDays(now, wait.fromDays).toISOString().slice(0, 10),
    shipsBy: addDays(now, wait.byDays).toISOString().slice(0, 10),
  };
}

export interface IArrival {
  /** The first and the last day it may arrive, YYYY-MM-DD (UTC). */
  deliveryFrom: string;
  deliveryBy: string;
  /** "5–7 business days", or "ships in 6–8 weeks, then 5–7 business days" when it waits first. */
  estimate: string;
}

/** When an order waiting `wait` arrives with a speed taking `minDays`–`maxDays` business days once it leaves. */
export function arrival(
  wait: IWait,
  speed: Pick<IDeliveryEstimate, 'tier' | 'service' | 'minDays' | 'maxDays'>,
  now: Date,
): IArrival {
  return {
    deliveryFrom: addBusinessDays(addDays(now, wait.fromDays), speed.minDays),
    deliveryBy: addBusinessDays(addDays(now, wait.byDays), speed.maxDays),
    estimate: shippingWords({ ...speed, shipsIn: waitText(wait) }).estimate,
  };
}

/**
 * A shipping option's delivery facts for an order that waits `wait` first: its latest day and the wait in words
 * (the option's `estimate` is worked out from them by `shippingWords`).
 */
export function promisedDelivery(
  speed: Pick<IDeliveryEstimate, 'tier' | 'service' | 'minDays' | 'maxDays'>,
  wait: IWait,
  now: Date,
): { deliveryBy: string; shipsIn?: string } {
  const shipsIn = waitText(wait);
  return { deliveryBy: arrival(wait, speed, now).deliveryBy, ...(shipsIn ? { shipsIn } : {}) };
}

/**
 * What the product page's delivery table says per speed for `wanted` pieces of a shelf in this box: the same
 * dates checkout quotes for a cart holding only them.
 */
export function productArrivals(
  pkg: IPackage,
  shelf: IPromiseShelf,
  wanted: number,
  now: Date,
): (IDeliveryEstimate & IArrival)[] {
  const wait = linePromise(shelf, wanted)?.wait ?? NO_WAIT;
  return tierEstimates(needsFreight(pkg)).map((estimate) => ({
    ...estimate,
    ...arrival(wait, estimate, now),
  }));
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Jan 13" from YYYY-MM-DD. */
export function shortDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

/**
 * What the product page's badge says of one piece (or the quantity wanted) beyond plain "in stock": "Made to order:
 * ships in 6–8 weeks (Jan 13 – Jan 27)", "2 in stock, 1 made to order: …", "In stock, made up with your options:
 * ships in 14 days (Dec 16)"; null when it leaves at once or cannot be sold.
 */
export function promiseNote(shelf: IPromiseShelf, wanted: number, now: Date): string | null {
  const line = linePromise(shelf, wanted);
  if (!line) return null;
  const text = waitText(line.wait);
  const days = leavingDays(line.wait, now);
  if (!text || !days) return null;
  const dates =
    days.shipsFrom === days.shipsBy
      ? ` (${shortDay(days.shipsBy)})`
      : ` (${shortDay(days.shipsFrom)} – ${shortDay(days.shipsBy)})`;
  if (line.madeToOrder === 0) return `In stock, made up with your options: ${text}${dates}`;
  const word = madeToOrderWord(line.backordered ? 'backorder' : 'made-to-order');
  if (line.fromStock === 0) return `${word}: ${text}${dates}`;
  return `${line.fromStock} in stock, ${line.madeToOrder} ${word.toLowerCase()}: ${text}${dates}`;
}
