import crypto from 'node:crypto';
import { AuditEntry, Case, CreditNote, OrderLine, Refund, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredOrder } from '../../test/cases.js';
import { ADDRESS, attemptKey } from '../../test/checkout.js';
import { createHarness, type IHarness } from '../../test/harness.js';

/**
 * The policy as sold: checkout freezes the product's own policy, else the shop's, on each line (a made-to-order
 * piece not returnable, a pickup fee only for freight), and a later change leaves sold lines alone. A case's
 * refund shows in the tax report in its own month, with a credit note, and staff moves are in the audit log.
 */
describe.each(testDialects())('return policies on %s', (dialect) => {
  let h: IHarness;
  let admin: ReturnType<IHarness['caller']>;
  let customer: ReturnType<IHarness['caller']>;

  beforeAll(async () => {
    h = await createHarness(dialect);
    admin = h.caller(await h.loggedIn('admin'));
    customer = h.caller(await h.loggedIn('customer'));
  });
  afterAll(() => h?.close());

  it('freezes the policy on each line at checkout', async () => {
    await admin.case.savePolicy({
      returnable: true,
      windowDays: 45,
      restockingFeePercent: 10,
      pickupFeeCents: 9_900,
      note: '',
    });
    const sofa = await seedProduct(h.dataSource, { name: 'Freight sofa', stock: 5, packageWeightLb: 180 });
    const lamp = await seedProduct(h.dataSource, { name: 'Parcel lamp', stock: 5 });
    const made = await seedProduct(h.dataSource, {
      name: 'Made armchair',
      stock: 0,
      sellingMode: 'made-to-order',
      leadTimeDays: 42,
    });
    await admin.case.saveProductPolicy({
      productId: lamp.id,
      returnable: null,
      windowDays: 0,
      restockingFeePercent: null,
      pickupFeeCents: null,
      note: 'Bulbs are not returnable.',
    });
    const start = await customer.checkout.initiate({
      lines: [
        { productId: sofa.id, quantity: 1 },
        { productId: lamp.id, quantity: 1 },
        { productId: made.id, quantity: 1 },
      ],
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
    });
    const lines = await h.dataSource.getRepository(OrderLine).find({
      where: { order: { number: start.orderNumber } },
      order: { id: 'ASC' },
    });
    const policyOf = (productId: number) => {
      const line = lines.find((l) => l.productId === productId)!;
      return [
        Boolean(line.returnable),
        line.returnBlocker,
        line.returnWindowDays,
        line.restockingFeePercent,
        line.pickupFeeCents,
        line.returnNote,
      ];
    };
    expect(policyOf(sofa.id)).toEqual([true, '', 45, 10, 9_900, '']);
    expect(policyOf(lamp.id)).toEqual([true, '', 0, 10, 0, 'Bulbs are not returnable.']);
    expect(policyOf(made.id)).toEqual([false, 'made-to-order', 45, 10, 0, '']);

    // A later change of the shop's policy leaves what was sold as it was sold.
    await admin.case.savePolicy({
      returnable: false,
      windowDays: 7,
      restockingFeePercent: 0,
      pickupFeeCents: 0,
      note: '',
    });
    const again = await h.dataSource.getRepository(OrderLine).findOneByOrFail({ id: lines[0]!.id });
    expect([again.returnWindowDays, again.restockingFeePercent]).toEqual([45, 10]);
    await admin.case.savePolicy({
      returnable: true,
      windowDays: 30,
      restockingFeePercent: 0,
      pickupFeeCents: 0,
      note: '',
    });
    const audit = await h.dataSource.getRepository(AuditEntry).findBy({ action: 'case.savePolicy' });
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it("gives the case's tax back in the tax report in the month of the refund, with a credit note", async () => {
    const { order, chairs } = await deliveredOrder(h, admin);
    await h.dataSource.getRepository(OrderLine).update({ id: chairs.id }, { taxCents: 1_600 });
    const reasons = await admin.case.reasons();
    const created = await customer.case.request({
      number: order.number,
      kind: 'return',
      idempotencyKey: `case-${crypto.randomUUID()}`,
      reasonId: reasons.find((r) => r.label === 'Not as described')!.id,
      lines: [{ lineId: chairs.id, quantity: 1 }],
    });
    const row = await h.dataSource.getRepository(Case).findOneByOrFail({ number: created.number });
    // The order was placed two months ago; the refund is this month.
    const placed = new Date();
    placed.setUTCMonth(placed.getUTCMonth() - 2, 10);
    await h.dataSource.query('UPDATE orders SET created_at = ? WHERE id = ?', [
      placed.toISOString().slice(0, 19).replace('T', ' '),
      order.id,
    ]);
    await admin.case.refund({ id: row.id, idempotencyKey: `k-${crypto.randomUUID()}` });
    const refund = await h.dataSource.getRepository(Refund).findOneByOrFail({ orderId: order.id });
    expect(refund).toMatchObject({ amountCents: 10_800, taxCents: 800 });
    expect(await h.dataSource.getRepository(CreditNote).countBy({ refundId: refund.id })).toBe(1);
    const report = await admin.tax.report({});
    const thisMonth = new Date().toISOString().slice(0, 7);
    const placedMonth = placed.toISOString().slice(0, 7);
    const oregon = (month: string) => report.rows.find((r) => r.month === month && r.state === 'OR');
    expect(oregon(thisMonth)?.refundedTaxCents).toBeGreaterThanOrEqual(800);
    expect(oregon(placedMonth)).toMatchObject({ refundedTaxCents: 0, taxCents: 8_000 });
    expect(await h.dataSource.getRepository(AuditEntry).countBy({ action: 'case.refund' })).toBe(1);
  });
});
