import { Order, OrderEvent, OrderLine, Payment, Product, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { CHECKOUT_MESSAGES, RESERVATION_MINUTES, ZShippingOption, discountedCents } from '@shop/domain';
import { tableRateCents } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, attemptKey, fieldErrorsOf, testCard } from '../../test/checkout.js';
import { createHarness, PASSWORD, type IHarness } from '../../test/harness.js';
import { memoryHttp } from '../../context.js';

describe.each(testDialects())('payment with the test gateway on %s', (dialect) => {
  let h: IHarness;
  let me: ReturnType<IHarness['caller']>;

  beforeAll(async () => {
    h = await createHarness(dialect);
    me = h.caller(await h.loggedIn('customer'));
  });
  afterAll(() => h?.close());

  const stockOf = async (id: number) =>
    (await h.dataSource.getRepository(Product).findOneByOrFail({ id })).stock;
  const orderOf = (number: string) => h.dataSource.getRepository(Order).findOneByOrFail({ number });
  const eventsOf = async (orderId: number) =>
    (await h.dataSource.getRepository(OrderEvent).find({ where: { orderId }, order: { id: 'ASC' } })).map(
      (e) => e.kind,
    );
  const paymentsOf = (orderId: number) =>
    h.dataSource.getRepository(Payment).find({ where: { orderId }, order: { id: 'ASC' } });

  /** A product in stock and an initiated order of `quantity` of it. */
  async function checkout(quantity = 1, over: Parameters<typeof seedProduct>[1] = {}) {
    const product = await seedProduct(h.dataSource, { stock: 10, ...over });
    const start = await me.checkout.initiate({
      lines: [{ productId: product.id, quantity }],
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
    });
    return { product, start };
  }

  const pay = (orderNumber: string, card = CARDS.success, idempotencyKey = attemptKey()) =>
    me.checkout.complete({ orderNumber, idempotencyKey, testCard: testCard(card) });

  it('treats a caller without a customer session as a guest: an email to order, and no order of anyone else', async () => {
    const staff = h.caller(await h.loggedIn('admin'));
    for (const caller of [h.caller(), staff]) {
      const started = caller.checkout.initiate({
        lines: [{ productId: 1, quantity: 1 }],
        address: ADDRESS,
        tier: 'Standard',
        idempotencyKey: attemptKey(),
      });
      expect(fieldErrorsOf(await started.catch((e: unknown) => e))).toEqual({
        email: [CHECKOUT_MESSAGES.guestEmail],
      });
      for (const call of [
        () => caller.checkout.complete({ orderNumber: 'HT-10001', idempotencyKey: attemptKey() }),
        () => caller.checkout.failure({ orderNumber: 'HT-10001', reason: '' }),
        () => caller.checkout.cancel({ orderNumber: 'HT-10001' }),
      ])
        await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('creates the pending order from server prices: lines, quote, address, reservation, event, payment, stock', async () => {
    const sofa = await seedProduct(h.dataSource, {
      stock: 5,
      priceCents: 129_900,
      discountPercent: 15,
      packageWeightLb: 30,
      image: 'products/sofa.jpg',
    });
    const lamp = await seedProduct(h.dataSource, { stock: 3, priceCents: 4_999, packageWeightLb: 6 });
    const lines = [
      { productId: sofa.id, quantity: 2 },
      { productId: lamp.id, quantity: 1 },
    ];
    const quote = await me.checkout.quote({ lines, address: ADDRESS });
    const expedited = quote.options.find((o) => o.tier === 'Expedited')!;
    const key = attemptKey();
    const before = Date.now();
    const start = await me.checkout.initiate({
      lines,
      address: ADDRESS,
      tier: 'Expedited',
      idempotencyKey: key,
    });

    const subtotal = discountedCents(129_900, 15) * 2 + 4_999;
    expect(start).toMatchObject({
      subtotalCents: subtotal,
      shippingCents: tableRateCents('Expedited', false, 66),
      totalCents: subtotal + expedited.priceCents,
      provider: 'test',
      clientSecret: null,
      publishableKey: null,
    });
    expect(start.total).toBe(
      `$${((subtotal + expedited.priceCents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    const reservedUntil = Date.parse(start.reservedUntil);
    expect(reservedUntil).toBeGreaterThanOrEqual(before + RESERVATION_MINUTES * 60_000 - 1_000);
    expect(reservedUntil).toBeLessThanOrEqual(Date.now() + RESERVATION_MINUTES * 60_000 + 1_000);

    expect([await stockOf(sofa.id), await stockOf(lamp.id)]).toEqual([3, 2]);
    const order = await orderOf(start.orderNumber);
    expect(order).toMatchObject({
      id: start.orderId,
      status: 'pending',
      paymentStatus: 'initiated',
      fulfilmentStatus: 'unfulfilled',
      email: 'customer@test.shop',
      shipName: ADDRESS.name,
      city: 'Portland',
      state: 'OR',
      postalCode: '97201',
      shippingTier: 'Expedited',
      shippingService: 'FEDEX_2_DAY',
    });
    // The order keeps the shipping option as sold; the quote's tax and total for it are the order's own columns.
    expect(JSON.parse(order.shippingQuote!)).toEqual(ZShippingOption.parse(expedited));
    const saved = await h.dataSource
      .getRepository(OrderLine)
      .find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    expect(
      saved.map((l) => [
        l.productId,
        l.productName,
        l.productSlug,
        l.productImage,
        l.unitPriceCents,
        l.discountPercent,
        l.unitPaidCents,
        l.quantity,
        l.lineTotalCents,
      ]),
    ).toEqual([
      [
        sofa.id,
        sofa.name,
        sofa.slug,
        'products/sofa.jpg',
        129_900,
        15,
        discountedCents(129_900, 15),
        2,
        discountedCents(129_900, 15) * 2,
      ],
      [lamp.id, lamp.name, lamp.slug, lamp.image, 4_999, 0, 4_999, 1, 4_999],
    ]);
    expect(await eventsOf(order.id)).toEqual(['created']);
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({
      provider: 'test',
      status: 'initiated',
      amountCents: start.totalCents,
      idempotencyKey: key,
    });
  });

  it('answers a repeated initiate with the first attempt and changes nothing', async () => {
    const product = await seedProduct(h.dataSource, { stock: 6 });
    const input = {
      lines: [{ productId: product.id, quantity: 2 }],
      address: ADDRESS,
      tier: 'Express' as const,
      idempotencyKey: attemptKey(),
    };
    const first = await me.checkout.initiate(input);
    const again = await me.checkout.initiate(input);
    const together = await Promise.all([1, 2, 3].map(() => me.checkout.initiate(input)));
    for (const answer of [again, ...together]) expect(answer).toEqual(first);
    expect(await stockOf(product.id)).toBe(4);
    expect(await h.dataSource.getRepository(Order).countBy({ number: first.orderNumber })).toBe(1);
    expect(await h.dataSource.getRepository(Payment).countBy({ idempotencyKey: input.idempotencyKey })).toBe(
      1,
    );
  });

  it('refuses archived and over-stock lines on their fields and writes nothing', async () => {
    const gone = await seedProduct(h.dataSource, { active: false, stock: 5 });
    const few = await seedProduct(h.dataSource, { stock: 1 });
    const fine = await seedProduct(h.dataSource, { stock: 5 });
    const counts = async () => [
      await h.dataSource.getRepository(Order).count(),
      await h.dataSource.getRepository(Payment).count(),
      await h.dataSource.getRepository(OrderEvent).count(),
      await stockOf(gone.id),
      await stockOf(few.id),
      await stockOf(fine.id),
    ];
    const before = await counts();
    for (const [lines, expected] of [
      [
        [
          { productId: fine.id, quantity: 1 },
          { productId: gone.id, quantity: 1 },
        ],
        { 'lines.1.productId': [CHECKOUT_MESSAGES.inactive] },
      ],
      [
        [
          { productId: fine.id, quantity: 2 },
          { productId: few.id, quantity: 2 },
        ],
        { 'lines.1.quantity': [CHECKOUT_MESSAGES.outOfStock] },
      ],
    ] as const) {
      const error = await me.checkout
        .initiate({ lines: [...lines], address: ADDRESS, tier: 'Standard', idempotencyKey: attemptKey() })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      expect(fieldErrorsOf(error)).toEqual(expected);
    }
    expect(await counts()).toEqual(before);
  });

  it('pays with 4242, once: a replayed complete answers the same and charges nothing more; the confirmation is mailed', async () => {
    const { start } = await checkout(2);
    const key = attemptKey();
    const paid = await pay(start.orderNumber, CARDS.success, key);
    expect(paid).toMatchObject({
      orderNumber: start.orderNumber,
      status: 'paid',
      paymentStatus: 'completed',
    });
    expect(await pay(start.orderNumber, CARDS.success, key)).toEqual(paid);
    expect(await pay(start.orderNumber, CARDS.declined, key)).toEqual(paid);
    const order = await orderOf(start.orderNumber);
    expect(order).toMatchObject({ status: 'paid', paymentStatus: 'completed', reservedUntil: null });
    expect(await eventsOf(order.id)).toEqual(['created', 'paid']);
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['completed']);

    const mail = (await h.deliveredMail()).find((m) => m.subject.includes(start.orderNumber));
    expect(mail).toMatchObject({ to: 'customer@test.shop' });
    expect(mail!.text).toContain(start.total);
    expect(mail!.text).toContain(ADDRESS.addressLine1);
    expect(mail!.text).toContain('2 x Product');
    // The mail links the order page absolutely; the confirmation page reads the order again by its number.
    expect(mail!.text).toContain(`http://localhost:3000/my-account/order/detail/${start.orderNumber}`);
    // The invoice issued with the payment travels with the mail as a PDF, drawn when the mail is sent.
    expect(mail!.files).toEqual([
      expect.objectContaining({
        filename: expect.stringMatching(/^invoice-INV-\d{4}-\d{6}\.pdf$/),
        contentType: 'application/pdf',
      }),
    ]);
    expect(mail!.files![0]!.bytes).toBeGreaterThan(1_000);
    expect(await me.order.placed({ number: start.orderNumber })).toMatchObject({
      number: start.orderNumber,
      status: 'paid',
    });
  });

  it('records declines with their reason and lets the customer try again until paid', async () => {
    const { start, product } = await checkout(1);
    const declinedKey = attemptKey();
    const declined = await pay(start.orderNumber, CARDS.declined, declinedKey);
    expect(declined).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      message: CHECKOUT_MESSAGES.declined,
    });
    expect(await pay(start.orderNumber, CARDS.insufficientFunds)).toMatchObject({
      status: 'pending',
      message: CHECKOUT_MESSAGES.insufficientFunds,
    });
    expect(await pay(start.orderNumber, '4111 1111 1111 1111')).toMatchObject({
      status: 'pending',
      message: CHECKOUT_MESSAGES.testCardOnly,
    });
    expect(await stockOf(product.id)).toBe(9);
    expect((await pay(start.orderNumber)).status).toBe('paid');
    // The declined attempt's replay still answers what it answered.
    expect(await pay(start.orderNumber, CARDS.success, declinedKey)).toEqual(declined);
    const order = await orderOf(start.orderNumber);
    expect(await eventsOf(order.id)).toEqual([
      'created',
      'payment_failed',
      'payment_failed',
      'payment_failed',
      'paid',
    ]);
    const payments = await paymentsOf(order.id);
    expect(payments.map((p) => [p.status, p.failureReason])).toEqual([
      ['failed', CHECKOUT_MESSAGES.declined],
      ['failed', CHECKOUT_MESSAGES.insufficientFunds],
      ['failed', CHECKOUT_MESSAGES.testCardOnly],
      ['completed', null],
    ]);
    expect(await stockOf(product.id)).toBe(9);
  });

  it('asks for a card number in test mode', async () => {
    const { start } = await checkout();
    const error = await me.checkout
      .complete({ orderNumber: start.orderNumber, idempotencyKey: attemptKey() })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(error)).toEqual({ 'testCard.number': ['Enter the card number.'] });
  });

  it('records a reported failure and keeps the order open', async () => {
    const { start } = await checkout();
    const result = await me.checkout.failure({
      orderNumber: start.orderNumber,
      reason: 'Your card was declined by the bank.',
    });
    expect(result).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      message: 'Your card was declined by the bank.',
    });
    const order = await orderOf(start.orderNumber);
    expect(await eventsOf(order.id)).toEqual(['created', 'payment_failed']);
    expect((await pay(start.orderNumber)).status).toBe('paid');
  });

  it('cancels: stock back once however often, then the order can no longer be paid', async () => {
    const { start, product } = await checkout(3);
    expect(await stockOf(product.id)).toBe(7);
    const first = await me.checkout.cancel({ orderNumber: start.orderNumber });
    expect(first).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await me.checkout.cancel({ orderNumber: start.orderNumber })).toEqual(first);
    expect(await stockOf(product.id)).toBe(10);
    const order = await orderOf(start.orderNumber);
    expect(await eventsOf(order.id)).toEqual(['created', 'cancelled']);
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['cancelled']);
    await expect(pay(start.orderNumber)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CHECKOUT_MESSAGES.notPayable,
    });
    await expect(me.checkout.failure({ orderNumber: start.orderNumber, reason: '' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('refuses to cancel a paid order (the back-office refunds those)', async () => {
    const { start, product } = await checkout(1);
    await pay(start.orderNumber);
    await expect(me.checkout.cancel({ orderNumber: start.orderNumber })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await stockOf(product.id)).toBe(9);
  });

  it("answers 404 for another customer's order number and for unknown ones", async () => {
    const { start } = await checkout();
    const http = memoryHttp('10.40.0.1');
    await h.caller(http).auth.customerRegister({
      name: 'Other Shopper',
      email: `other-pay-${dialect}@test.shop`,
      password: PASSWORD,
    });
    const other = h.caller(http);
    for (const orderNumber of [start.orderNumber, 'HT-99999999']) {
      await expect(
        other.checkout.complete({
          orderNumber,
          idempotencyKey: attemptKey(),
          testCard: testCard(CARDS.success),
        }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(other.checkout.failure({ orderNumber, reason: '' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(other.checkout.cancel({ orderNumber })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await orderOf(start.orderNumber)).status).toBe('pending');
  });

  it('expires unpaid orders past their reservation: stock back, cancelled with an expired event, once', async () => {
    const { start, product } = await checkout(4);
    const { start: fresh } = await checkout(1);
    await h.dataSource
      .getRepository(Order)
      .update({ number: start.orderNumber }, { reservedUntil: new Date(Date.now() - 60_000) });
    await expect(pay(start.orderNumber)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CHECKOUT_MESSAGES.notPayable,
    });
    expect(await h.services.checkout.expireReservations()).toBeGreaterThanOrEqual(1);
    expect(await h.services.checkout.expireReservations()).toBe(0);
    const order = await orderOf(start.orderNumber);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled', reservedUntil: null });
    expect(await stockOf(product.id)).toBe(10);
    const events = await h.dataSource
      .getRepository(OrderEvent)
      .find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    expect(events.map((e) => [e.kind, e.actorType])).toEqual([
      ['created', 'customer'],
      ['expired', 'system'],
    ]);
    expect((await orderOf(fresh.orderNumber)).status).toBe('pending');
  });
});
