import { Order, OrderEvent, Payment, testDialects } from '@shop/db';
import { seedOrder } from '@shop/db/seed';
import { ConflictError } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type IHarness } from '../../test/harness.js';

/** Refunds as the back-office uses them (services.order.refund), with the built-in test gateway. */
describe.each(testDialects())('refunds with the test gateway on %s', (dialect) => {
  let h: IHarness;

  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  const staff = { type: 'staff' as const, id: 7, name: 'Ada Admin' };

  it('refunds part, then the rest, recording the payment, the order and the timeline', async () => {
    const order = await seedOrder(h.dataSource, { shippingCents: 1_000 });
    const payment = order.payment;
    const part = await h.services.order.refund(payment, 500, staff);
    expect(part).toMatchObject({ paymentId: payment.id, refundedCents: 500, status: 'completed' });
    expect(part.providerRef).toMatch(/^test_re_/);
    const rest = await h.services.order.refund(payment.id, order.totalCents - 500, staff);
    expect(rest).toMatchObject({ refundedCents: order.totalCents, status: 'refunded' });
    expect(await h.dataSource.getRepository(Payment).findOneByOrFail({ id: payment.id })).toMatchObject({
      status: 'refunded',
      refundedCents: order.totalCents,
    });
    expect((await h.dataSource.getRepository(Order).findOneByOrFail({ id: order.id })).paymentStatus).toBe(
      'refunded',
    );
    const events = await h.dataSource
      .getRepository(OrderEvent)
      .find({ where: { orderId: order.id, kind: 'refunded' } });
    expect(events.map((e) => [e.actorType, e.actorId, e.actorName])).toEqual([
      ['staff', 7, 'Ada Admin'],
      ['staff', 7, 'Ada Admin'],
    ]);
    expect(events[0]!.note).toContain('$5.00');
  });

  it('mails the buyer the credit note of a refund and lists it on their order page; no papers before payment', async () => {
    const order = await seedOrder(h.dataSource);
    await h.services.order.refund(order.payment, 300, staff);
    const seen = await h.services.order.lookup(order.number, order.email);
    // The credit note refers to the invoice: a refund of an order paid before invoices issues that first.
    expect(seen.documents).toEqual({
      invoice: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      invoiceAvailable: true,
      creditNotes: [{ number: expect.stringMatching(/^CN-\d{4}-\d{6}$/), refundId: expect.any(Number) }],
    });
    // The buyer is told, with the credit note as a PDF, by a mail queued in the refund's transaction.
    const mail = (await h.deliveredMail()).find(
      (m) => m.subject === `Refund of $3.00 for order ${order.number}`,
    );
    expect(mail).toMatchObject({ to: order.email });
    expect(mail!.text).toContain(`We have refunded $3.00 of your order ${order.number}`);
    expect(mail!.text).toContain(
      `The credit note ${seen.documents.creditNotes[0]!.number} is attached as a PDF.`,
    );
    expect(mail!.files).toEqual([
      expect.objectContaining({
        filename: `credit-note-${seen.documents.creditNotes[0]!.number}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    const pending = await seedOrder(h.dataSource, { status: 'pending' });
    expect((await h.services.order.lookup(pending.number, pending.email)).documents).toEqual({
      invoice: null,
      invoiceAvailable: false,
      creditNotes: [],
    });
  });

  it('refuses more than is left, nothing, and payments that were never completed', async () => {
    const order = await seedOrder(h.dataSource);
    for (const amount of [0, -5, order.totalCents + 1, 1.5]) {
      await expect(h.services.order.refund(order.payment, amount)).rejects.toMatchObject({
        fieldErrors: { amountCents: [expect.stringContaining('Refund between')] },
      });
    }
    const pending = await seedOrder(h.dataSource, { status: 'pending' });
    await expect(h.services.order.refund(pending.payment, 100)).rejects.toMatchObject({
      message: 'Only a completed payment can be refunded.',
    });
    await expect(h.services.order.refund(999_999, 100)).rejects.toMatchObject({
      message: 'Payment not found.',
    });
    expect(
      (await h.dataSource.getRepository(Payment).findOneByOrFail({ id: order.payment.id })).refundedCents,
    ).toBe(0);
  });

  it('refuses a payment made with a provider that is not configured', async () => {
    const order = await seedOrder(h.dataSource, {
      payment: { provider: 'stripe', providerRef: 'pi_elsewhere' },
    });
    await expect(h.services.order.refund(order.payment, 100)).rejects.toBeInstanceOf(ConflictError);
    await expect(h.services.order.refund(order.payment, 100)).rejects.toThrow(
      /stripe, which is not configured/,
    );
  });
});
