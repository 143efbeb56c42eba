import { describe, expect, it } from 'vitest';
import {
  arrival,
  leavingDays,
  linePromise,
  productArrivals,
  promiseNote,
  slowest,
  waitText,
} from './delivery-promise.js';
import { tierEstimates } from './delivery.js';

// A Monday.
const now = new Date('2026-11-30T15:00:00Z');
const sofa = { stock: 0, leadTimeDays: 42, sellingMode: 'made-to-order' };
const parcel = { weightLb: 20, lengthIn: 30, widthIn: 20, heightIn: 10 };

describe('the delivery promise', () => {
  it('waits a made-to-order part its lead time plus its surcharges, in whole weeks', () => {
    expect(linePromise(sofa, 1)).toEqual({
      fromStock: 0,
      madeToOrder: 1,
      backordered: false,
      wait: { fromDays: 42, byDays: 56 },
    });
    expect(linePromise({ ...sofa, surchargeLeadDays: 14 }, 1)!.wait).toEqual({ fromDays: 56, byDays: 70 });
    expect(linePromise({ ...sofa, sellingMode: 'backorder' }, 1)!.backordered).toBe(true);
    expect(linePromise({ ...sofa, sellingMode: 'stock' }, 1)).toBeNull();
  });

  it("makes a piece from stock wait for its surcharge's days too", () => {
    const inStock = { ...sofa, stock: 3 };
    expect(linePromise(inStock, 1)!.wait).toEqual({ fromDays: 0, byDays: 0 });
    expect(linePromise({ ...inStock, surchargeLeadDays: 14 }, 1)!.wait).toEqual({ fromDays: 14, byDays: 14 });
    expect(promiseNote({ ...inStock, surchargeLeadDays: 14 }, 1, now)).toBe(
      'In stock, made up with your options: ships in 14 days (Dec 14)',
    );
    expect(promiseNote(inStock, 1, now)).toBeNull();
  });

  it('says the same window with its dates on the badge as the order line keeps', () => {
    expect(promiseNote(sofa, 1, now)).toBe('Made to order: ships in 6–8 weeks (Jan 11 – Jan 25)');
    expect(leavingDays(linePromise(sofa, 1)!.wait, now)).toEqual({
      shipsFrom: '2027-01-11',
      shipsBy: '2027-01-25',
    });
    expect(promiseNote({ ...sofa, stock: 2 }, 3, now)).toBe(
      '2 in stock, 1 made to order: ships in 6–8 weeks (Jan 11 – Jan 25)',
    );
    expect(promiseNote({ ...sofa, sellingMode: 'backorder' }, 1, now)).toMatch(
      /^Backordered: ships in 6–8 weeks/,
    );
  });

  it('waits for the slowest part of an order, then adds the speed in business days', () => {
    const wait = slowest([{ fromDays: 14, byDays: 14 }, linePromise(sofa, 1)!.wait]);
    expect(wait).toEqual({ fromDays: 42, byDays: 56 });
    expect(waitText(wait)).toBe('ships in 6–8 weeks');
    const standard = tierEstimates(false)[0]!;
    const promised = arrival(wait, standard, now);
    // Leaves Jan 11 to Jan 25 2027 (Mondays), then 5–7 business days.
    expect(promised).toEqual({
      deliveryFrom: '2027-01-18',
      deliveryBy: '2027-02-03',
      estimate: `ships in 6–8 weeks, then ${standard.minDays}–${standard.maxDays} business days`,
    });
    expect(arrival({ fromDays: 0, byDays: 0 }, standard, now).estimate).toBe(
      `${standard.minDays}–${standard.maxDays} business days`,
    );
  });

  it('gives the product page the dates checkout gives, never the lead time as business days', () => {
    const rows = productArrivals(parcel, sofa, 1, now);
    expect(rows.map((r) => r.tier)).toEqual(['Standard', 'Expedited', 'Express']);
    expect(rows[0]).toMatchObject(arrival({ fromDays: 42, byDays: 56 }, tierEstimates(false)[0]!, now));
    for (const row of rows) expect(row.estimate).toMatch(/^ships in 6–8 weeks, then \d–\d business days$/);
    expect(productArrivals(parcel, { ...sofa, stock: 5 }, 1, now)[0]!.estimate).toBe('5–7 business days');
  });
});
