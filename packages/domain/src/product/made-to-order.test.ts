import { describe, expect, it } from 'vitest';
import {
  orderLineServed,
  sellingMode,
  shareFromStock,
  variantSellingMode,
  shipWindow,
  splitQuantity,
} from './made-to-order.js';

describe('made to order', () => {
  it('reads a stored mode, anything unknown selling from stock only', () => {
    expect(sellingMode('made-to-order')).toBe('made-to-order');
    expect(sellingMode('backorder')).toBe('backorder');
    expect(sellingMode('')).toBe('stock');
    expect(sellingMode(undefined)).toBe('stock');
  });

  it('serves from stock what is on hand and makes the rest, or refuses when sold from stock only', () => {
    expect(splitQuantity(5, 3, 'stock')).toEqual({ fromStock: 3, madeToOrder: 0 });
    expect(splitQuantity(2, 3, 'stock')).toBeNull();
    expect(splitQuantity(2, 3, 'made-to-order')).toEqual({ fromStock: 2, madeToOrder: 1 });
    expect(splitQuantity(0, 3, 'backorder')).toEqual({ fromStock: 0, madeToOrder: 3 });
    expect(splitQuantity(-1, 1, 'made-to-order')).toEqual({ fromStock: 0, madeToOrder: 1 });
  });

  it('promises a window in whole weeks from the lead time, with its dates', () => {
    expect(shipWindow(42, new Date('2026-03-01T15:00:00Z'))).toEqual({
      minWeeks: 6,
      maxWeeks: 8,
      shipsFrom: '2026-04-12',
      shipsBy: '2026-04-26',
      text: 'ships in 6–8 weeks',
    });
    expect(shipWindow(3, new Date('2026-03-01')).text).toBe('ships in 1–3 weeks');
    // No lead time given: the default wait of two weeks.
    expect(shipWindow(0, new Date('2026-03-01')).text).toBe('ships in 2–4 weeks');
  });

  it('shares a product reserved over two lines first come first served', () => {
    expect(
      shareFromStock(
        [
          { productId: 1, quantity: 2 },
          { productId: 2, quantity: 1 },
          { productId: 1, quantity: 2 },
        ],
        new Map([
          ['p1', 3],
          ['p2', 0],
        ]),
      ),
    ).toEqual([
      { fromStock: 2, madeToOrder: 0 },
      { fromStock: 0, madeToOrder: 1 },
      { fromStock: 1, madeToOrder: 1 },
    ]);
  });

  it('shares per variant: two variants of one product are two shelves', () => {
    expect(
      shareFromStock(
        [
          { productId: 1, variantId: 11, quantity: 3 },
          { productId: 1, variantId: 12, quantity: 2 },
          { productId: 1, variantId: 11, quantity: 1 },
        ],
        new Map([
          ['v11', 2],
          ['v12', 2],
        ]),
      ),
    ).toEqual([
      { fromStock: 2, madeToOrder: 1 },
      { fromStock: 2, madeToOrder: 0 },
      { fromStock: 0, madeToOrder: 1 },
    ]);
  });

  it('sells a variant in its own mode, or its product’s when it has none', () => {
    const sofa = { sellingMode: 'made-to-order' };
    expect(variantSellingMode({ sellingMode: null }, sofa)).toBe('made-to-order');
    expect(variantSellingMode({ sellingMode: 'stock' }, sofa)).toBe('stock');
    expect(variantSellingMode({ sellingMode: 'backorder' }, { sellingMode: 'stock' })).toBe('backorder');
    expect(variantSellingMode(null, { sellingMode: 'nonsense' })).toBe('stock');
  });

  it('tells the parts of an order line apart, with the dates of the window', () => {
    const line = {
      fromStockQuantity: 2,
      madeToOrderQuantity: 0,
      shipWindow: '',
      shipsFrom: null,
      shipsBy: null,
    };
    expect(orderLineServed(line)).toBeNull();
    const made = {
      ...line,
      madeToOrderQuantity: 1,
      shipWindow: 'ships in 6–8 weeks',
      shipsFrom: '2026-04-12',
      shipsBy: '2026-04-26',
    };
    expect(orderLineServed(made)).toBe(
      '2 from stock, 1 made to order: ships in 6–8 weeks (Apr 12 – Apr 26, 2026)',
    );
    expect(orderLineServed({ ...made, fromStockQuantity: 0 })).toBe(
      'Made to order: ships in 6–8 weeks (Apr 12 – Apr 26, 2026)',
    ); // A backordered line waits for a restock: its words say so.
    expect(orderLineServed({ ...made, backordered: true })).toBe(
      '2 from stock, 1 backordered: ships in 6–8 weeks (Apr 12 – Apr 26, 2026)',
    );
    expect(orderLineServed({ ...made, fromStockQuantity: 0, backordered: true })).toBe(
      'Backordered: ships in 6–8 weeks (Apr 12 – Apr 26, 2026)',
    );
    // From stock, but made up with a surcharge first: the line says how long that takes.
    const madeUp = {
      ...line,
      shipWindow: 'ships in 14 days',
      shipsFrom: '2026-04-12',
      shipsBy: '2026-04-12',
    };
    expect(orderLineServed(madeUp)).toBe('Made up with your options: ships in 14 days (Apr 12, 2026)');
  });
});
