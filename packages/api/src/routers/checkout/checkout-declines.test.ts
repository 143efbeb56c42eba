import { Order, OrderEvent, Payment, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { EXPIRED_CARD_MESSAGE, MAX_FAILURE_REASON } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, attemptKey, testCard } from '../../test/checkout.js';
import { createHarness, type IHarness } from '../../test/harness.js';

/** Declines as the customer and staff see them: expired cards, and failure reasons sent by the browser. */
describe.each(testDialects())('payment declines on %s', (dialect) => {
  let h: IHarness;
  let me: ReturnType<IHarness['caller']>;

  beforeAll(async () => {
    h = await createHarness(dialect);
    me = h.caller(await h.loggedIn('customer'));
  });
  afterAll(() => h?.close());

  async function checkout() {
    const product = await seedProduct(h.dataSource, { stock: 5 });
    return me.checkout.initiate({
      lines: [{ productId: product.id, quantity: 1 }],
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
    });
  }
  const orderOf = (number: string) => h.dataSource.getRepository(Order).findOneByOrFail({ number });
  const eventsOf = (orderId: number) =>
    h.dataSource.getRepository(OrderEvent).find({ where: { orderId }, order: { id: 'ASC' } });

  it('declines an expired card (01/20) whatever its number, and keeps the order open for a good one', async () => {
    const start = await checkout();
    const thisMonth = new Date();
    const mm = String(thisMonth.getUTCMonth() + 1).padStart(2, '0');
    const yy = String(thisMonth.getUTCFullYear() % 100).padStart(2, '0');
    const lastYear = String((thisMonth.getUTCFullYear() - 1) % 100).padStart(2, '0');
    for (const expiry of ['01/20', `${mm}/${lastYear}`]) {
      const declined = await me.checkout.complete({
        orderNumber: start.orderNumber,
        idempotencyKey: attemptKey(),
        testCard: { ...testCard(CARDS.success), expiry },
      });
      expect(declined).toMatchObject({
        status: 'pending',
        paymentStatus: 'failed',
        message: EXPIRED_CARD_MESSAGE,
      });
    }
    expect((await orderOf(start.orderNumber)).status).toBe('pending');
    // A card is good through the last day of its month.
    const paid = await me.checkout.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: attemptKey(),
      testCard: { ...testCard(CARDS.success), expiry: `${mm}/${yy}` },
    });
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'completed' });
  });

  it('stores a reported failure reason cleaned and limited, and records a repeated report once', async () => {
    const start = await checkout();
    const order = await orderOf(start.orderNumber);
    const sent = `Declined\u0000 by\tthe \u202Ebank\u200B.\n${'Call 555-0100 now '.repeat(12)}`;
    const first = await me.checkout.failure({ orderNumber: start.orderNumber, reason: sent.slice(0, 255) });
    const stored = await h.dataSource.getRepository(Payment).findOneByOrFail({ orderId: order.id });
    expect(stored.failureReason!.length).toBeLessThanOrEqual(MAX_FAILURE_REASON);
    expect(stored.failureReason).toMatch(/^Declined by the bank \. Call 555-0100 now .*…$/);
    expect(stored.failureReason).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(first).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      message: stored.failureReason,
    });

    // The same report again (a retried request): nothing more is recorded.
    await me.checkout.failure({ orderNumber: start.orderNumber, reason: sent.slice(0, 255) });
    const failures = (await eventsOf(order.id)).filter((e) => e.kind === 'payment_failed');
    expect(failures.map((e) => e.note)).toEqual([stored.failureReason]);

    // Another failure is another event; an empty or invisible reason becomes the shop's own sentence.
    await me.checkout.failure({ orderNumber: start.orderNumber, reason: '\u200B\u0007  ' });
    const notes = (await eventsOf(order.id)).filter((e) => e.kind === 'payment_failed').map((e) => e.note);
    expect(notes).toEqual([stored.failureReason, 'Your card was declined.']);
    const detail = await h.caller(await h.loggedIn('admin')).order.detail({ id: order.id });
    expect(detail.payments[0]!.failureReason).toBe('Your card was declined.');
  });
});
