import { Order, Payment, Product, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { CHECKOUT_MESSAGES, MAX_LINE_QUANTITY } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, attemptKey, fieldErrorsOf } from '../../test/checkout.js';
import { createHarness, type IHarness } from '../../test/harness.js';

/**
 * The schema refuses more than MAX_LINE_QUANTITY on one line; the server must also refuse it for a product split
 * over several lines, when it prices a cart (the quote) and when it sells one (checkout).
 */
describe.each(testDialects())('the per-product limit over all lines on %s', (dialect) => {
  let h: IHarness;
  let me: ReturnType<IHarness['caller']>;

  beforeAll(async () => {
    h = await createHarness(dialect);
    me = h.caller(await h.loggedIn('customer'));
  });
  afterAll(() => h?.close());

  const split = (productId: number, total: number) => [
    { productId, quantity: Math.ceil(total / 2) },
    { productId, quantity: Math.floor(total / 2) },
  ];
  const overLimit = {
    'lines.0.quantity': [CHECKOUT_MESSAGES.overProductLimit],
    'lines.1.quantity': [CHECKOUT_MESSAGES.overProductLimit],
  };

  it('refuses a quote for one more than the limit split over two lines, and quotes the limit itself', async () => {
    const product = await seedProduct(h.dataSource, { stock: 500, packageWeightLb: 1 });
    const error = await me.checkout
      .quote({ lines: split(product.id, MAX_LINE_QUANTITY + 1), address: ADDRESS })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(fieldErrorsOf(error)).toEqual(overLimit);
    const quote = await me.checkout.quote({
      lines: split(product.id, MAX_LINE_QUANTITY),
      address: ADDRESS,
    });
    expect(quote.options.length).toBeGreaterThan(0);
  });

  it('refuses a checkout of 150 split over two lines of 75 and writes nothing', async () => {
    const product = await seedProduct(h.dataSource, { stock: 500, packageWeightLb: 1 });
    const orders = await h.dataSource.getRepository(Order).count();
    const payments = await h.dataSource.getRepository(Payment).count();
    const error = await me.checkout
      .initiate({
        lines: split(product.id, 150),
        address: ADDRESS,
        tier: 'Standard',
        idempotencyKey: attemptKey(),
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(fieldErrorsOf(error)).toEqual(overLimit);
    expect((await h.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock).toBe(500);
    expect(await h.dataSource.getRepository(Order).count()).toBe(orders);
    expect(await h.dataSource.getRepository(Payment).count()).toBe(payments);
  });
});
