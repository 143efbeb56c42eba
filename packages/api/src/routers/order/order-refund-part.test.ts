import { AuditEntry, Order, OrderLine, Payment, Product, testDialects } from '@shop/db';
import { seedOrder, seedProduct } from '@shop/db/seed';
import { REFUND_PART_MESSAGES, refundTaxShare } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';
import { ordersAtOnce } from '../../test/orders-at-once.js';

const key = (name: string) => `refund-part-${name}-${Math.random().toString(36).slice(2, 12)}`;

/** Part of a paid order's money back while the order goes on: by items with their tax, or by an amount. */
describe.each(testDialects())('partial refunds on %s', (dialect) => {
  let h: IHarness;
  let admin: ReturnType<IHarness['caller']>;

  beforeAll(async () => {
    h = await createHarness(dialect);
    admin = h.caller(await h.loggedIn('admin'));
  });
  afterAll(() => h?.close());

  /** A paid order of 3 chairs at $100 (8 % tax on them: $24) and one other piece, its payment all of it. */
  async function taxedOrder() {
    const chair = await seedProduct(h.dataSource, { priceCents: 10_000, discountPercent: 0, stock: 5 });
    const order = await seedOrder(h.dataSource, { lines: [{ productId: chair.id, quantity: 3 }, {}] });
    const [chairs] = order.lines;
    await h.dataSource
      .getRepository(OrderLine)
      .update({ id: chairs!.id }, { taxCents: 2_400, taxRatePpm: 80_000 });
    const totalCents = order.totalCents + 2_400;
    await h.dataSource.getRepository(Order).update({ id: order.id }, { taxCents: 2_400, totalCents });
    await h.dataSource.getRepository(Payment).update({ id: order.payment.id }, { amountCents: totalCents });
    return { order, chair, chairs: chairs!, totalCents };
  }

  it('gives back items with their tax or an amount with its share, once per request, and the order goes on', async () => {
    const { order, chair, chairs, totalCents } = await taxedOrder();
    const oneChair = { id: order.id, idempotencyKey: key('a'), lines: [{ lineId: chairs.id, quantity: 1 }] };
    const after = await admin.order.refundPart(oneChair);
    // One chair: a third of the line and a third of its tax.
    expect(after).toMatchObject({
      status: 'paid',
      paymentStatus: 'completed',
      fulfilmentStatus: 'unfulfilled',
    });
    expect(after.actions).toContain('process');
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amountCents: 10_800,
        taxCents: 800,
        tax: '$8.00',
        status: 'succeeded',
        purpose: 'refund',
        lines: [{ lineId: chairs.id, quantity: 1 }],
      }),
    ]);
    expect(after.payments[0]).toMatchObject({ status: 'completed', refundedCents: 10_800 });
    expect(after.refundableCents).toBe(totalCents - 10_800);
    // The same request again (a lost answer, a second click) is the same refund.
    expect((await admin.order.refundPart(oneChair)).refunds).toHaveLength(1);
    // The stock stays: the order still ships.
    expect((await h.dataSource.getRepository(Product).findOneByOrFail({ id: chair.id })).stock).toBe(5);

    // Three more chairs than are left: 409 naming what is left; nothing changes.
    const tooMany = await admin.order
      .refundPart({ id: order.id, idempotencyKey: key('b'), lines: [{ lineId: chairs.id, quantity: 3 }] })
      .catch((e: unknown) => e);
    expect(tooMany).toMatchObject({
      code: 'CONFLICT',
      message: REFUND_PART_MESSAGES.lineLeft(chairs.productName, 2),
    });

    // An amount carries its share of the tax still owed.
    const payment = await h.dataSource.getRepository(Payment).findOneByOrFail({ id: order.payment.id });
    const share = refundTaxShare({
      amountCents: 5_000,
      paidCents: totalCents,
      refundedCents: payment.refundedCents,
      taxCents: 2_400,
      taxRefundedCents: 800,
    });
    const byAmount = await admin.order.refundPart({
      id: order.id,
      idempotencyKey: key('c'),
      amountCents: 5_000,
    });
    expect(byAmount.refunds[1]).toMatchObject({ amountCents: 5_000, taxCents: share, lines: [] });
    expect(byAmount.events.filter((e) => e.kind === 'refunded')).toHaveLength(2);
    const left = totalCents - 15_800;
    const over = await admin.order
      .refundPart({ id: order.id, idempotencyKey: key('d'), amountCents: left + 1 })
      .catch((e: unknown) => e);
    expect(over).toMatchObject({ code: 'CONFLICT', message: REFUND_PART_MESSAGES.amountLeft(left) });

    // The staff member's call is in the audit log.
    const audit = await h.dataSource.getRepository(AuditEntry).findBy({ action: 'order.refundPart' });
    expect(audit.filter((entry) => entry.entityId === order.id).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses both kinds at once or neither (422), unknown lines, cancelled orders and managers', async () => {
    const { order, chairs } = await taxedOrder();
    const both = await admin.order
      .refundPart({
        id: order.id,
        idempotencyKey: key('e'),
        lines: [{ lineId: chairs.id, quantity: 1 }],
        amountCents: 1,
      })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(both as never)).toEqual({ amountCents: [REFUND_PART_MESSAGES.chooseOne] });
    const neither = await admin.order
      .refundPart({ id: order.id, idempotencyKey: key('f') })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(neither as never)).toEqual({ lines: [REFUND_PART_MESSAGES.chooseSomething] });
    const foreign = await admin.order
      .refundPart({ id: order.id, idempotencyKey: key('g'), lines: [{ lineId: 999_999, quantity: 1 }] })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(foreign as never)).toEqual({ 'lines.0.lineId': [REFUND_PART_MESSAGES.unknownLine] });
    const manager = h.caller(await h.loggedIn('manager'));
    await expect(
      manager.order.refundPart({ id: order.id, idempotencyKey: key('h'), amountCents: 100 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      admin.order.refundPart({ id: 999_999, idempotencyKey: key('i'), amountCents: 100 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const cancelled = await seedOrder(h.dataSource, { status: 'cancelled' });
    await expect(
      admin.order.refundPart({ id: cancelled.id, idempotencyKey: key('j'), amountCents: 100 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: REFUND_PART_MESSAGES.notPaid });
  });

  it('of two refunds at once that together pass what was paid, one goes through and the other hears 409', async () => {
    const { order, totalCents } = await taxedOrder();
    const part = Math.ceil(totalCents * 0.6);
    const results = await ordersAtOnce(h, dialect, order.id, [
      () => admin.order.refundPart({ id: order.id, idempotencyKey: key('k'), amountCents: part }),
      () => admin.order.refundPart({ id: order.id, idempotencyKey: key('l'), amountCents: part }),
    ]);
    expect(
      results.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { code: string }).code)).sort(),
    ).toEqual(['CONFLICT', 'ok']);
    const payment = await h.dataSource.getRepository(Payment).findOneByOrFail({ id: order.payment.id });
    expect(payment.refundedCents).toBe(part);
  });
});
