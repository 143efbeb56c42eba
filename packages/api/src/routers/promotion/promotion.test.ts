import { Order, OrderLine, Promotion, PromotionUse, openDatabase, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { PROMOTION_MESSAGES, formatUsd, taxOn } from '@shop/domain';
import { createServices, type TServices } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner, memoryHttp, type IRequestHttp } from '../../context.js';
import { createCaller } from '../../router.js';
import { ADDRESS, CARDS, attemptKey, fieldErrorsOf, testCard } from '../../test/checkout.js';
import { createHarness, PASSWORD, type IHarness } from '../../test/harness.js';

const NYC = { ...ADDRESS, city: 'New York', state: 'NY' as const, postalCode: '10016' };
const NYC_PPM = 88_750;

/** Promotions through the procedures: staff screens' calls, the quote and checkout with codes, races, limits. */
describe.each(testDialects())('promotions on %s', (dialect) => {
  let h: IHarness;
  let second: { dataSource: IHarness['dataSource']; services: TServices };
  let customer: IRequestHttp;
  let manager: IRequestHttp;
  let roomTypeId: number;
  let productId: number;
  let otherProductId: number;
  const PRICE = 19_999;

  beforeAll(async () => {
    h = await createHarness(dialect);
    const dataSource =
      dialect === 'mysql' ? await openDatabase(h.database, { migrate: false }) : h.dataSource;
    second = { dataSource, services: createServices({ dataSource, dataDir: h.dataDir }) };
    [customer, manager] = await Promise.all([h.loggedIn('customer'), h.loggedIn('manager')]);
    const product = await seedProduct(h.dataSource, { stock: 500, priceCents: PRICE, discountPercent: 0 });
    productId = product.id;
    roomTypeId = product.roomTypeId;
    otherProductId = (
      await seedProduct(h.dataSource, { stock: 500, priceCents: 10_000, discountPercent: 10 })
    ).id;
  });
  afterAll(async () => {
    if (dialect === 'mysql') await second?.dataSource.destroy();
    await h?.close();
  });

  const staff = () => h.caller(manager).promotion;
  const code = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

  it('a manager creates a room-type promotion; bad amounts and taken codes are field errors', async () => {
    const created = await staff().create({
      name: 'Sofa week',
      kind: 'percent',
      percent: 15,
      roomTypeIds: [roomTypeId],
    });
    expect(created).toMatchObject({ code: '', roomTypeIds: [roomTypeId], summary: '15% off', usedCount: 0 });
    await staff().update({ id: created.id, name: 'Sofa week', kind: 'percent', percent: 15, active: false });
    expect((await staff().detail({ id: created.id })).active).toBe(false);

    const bad = await staff()
      .create({ name: 'x', kind: 'fixed', amountCents: -100 })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(bad).amountCents).toBeDefined();
    const absurd = await staff()
      .create({ name: 'x', kind: 'percent', percent: 500 })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(absurd).percent).toBeDefined();
    const taken = code('DUP');
    await staff().create({ name: 'one', kind: 'fixed', amountCents: 100, code: taken });
    const again = await staff()
      .create({ name: 'two', kind: 'fixed', amountCents: 100, code: taken.toLowerCase() })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(again)).toEqual({ code: [PROMOTION_MESSAGES.codeTaken] });
    expect(await h.dataSource.getRepository(Promotion).countBy({ name: 'two' })).toBe(0);
    const list = await staff().list({ page: 1, search: 'Sofa week' });
    expect(list.data.map((p) => p.id)).toContain(created.id);
    const anonymous = await h
      .caller()
      .promotion.list({ page: 1 })
      .catch((e: unknown) => e);
    expect(anonymous).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('a 10% code: tax on the discounted lines, the discount on the order and its lines, the usage report', async () => {
    const ten = code('TEN');
    const promo = await staff().create({ name: 'Ten off', kind: 'percent', percent: 10, code: ten });
    const lines = [
      { productId, quantity: 2 },
      { productId: otherProductId, quantity: 1 },
    ];
    const quote = await h.caller(customer).checkout.quote({ lines, address: NYC, code: ten.toLowerCase() });
    // 2 x 199.99 + 90.00 (10% sale price) = 489.98; 10% = 49.00 (48.998 half up)
    expect(quote.subtotalCents).toBe(48_998);
    expect(quote.discount).toMatchObject({ codeApplied: true, itemsDiscountCents: 4_900, codeMessage: null });
    expect(quote.discount.promotions[0]!.words).toContain('Ten off');
    const option = quote.options.find((o) => o.tier === 'Standard')!;
    // Allocation: 4900 over 39998 and 9000 -> 4000 and 900
    expect(option.taxCents).toBe(
      taxOn(39_998 - 4_000, NYC_PPM) + taxOn(9_000 - 900, NYC_PPM) + taxOn(option.priceCents, NYC_PPM),
    );
    expect(option.totalCents).toBe(48_998 - 4_900 + option.priceCents + option.taxCents);

    const start = await h
      .caller(customer)
      .checkout.initiate({ lines, address: NYC, tier: 'Standard', idempotencyKey: attemptKey(), code: ten });
    expect(start).toMatchObject({
      discountCents: 4_900,
      totalCents: option.totalCents,
      taxCents: option.taxCents,
    });
    const order = await h.dataSource.getRepository(Order).findOneByOrFail({ id: start.orderId });
    expect(order).toMatchObject({ discountCents: 4_900, shippingDiscountCents: 0 });
    expect(order.promotions).toContain(ten);
    const orderLines = await h.dataSource
      .getRepository(OrderLine)
      .find({ where: { orderId: start.orderId }, order: { id: 'ASC' } });
    expect(orderLines.map((l) => [l.discountCents, l.taxCents])).toEqual([
      [4_000, taxOn(35_998, NYC_PPM)],
      [900, taxOn(8_100, NYC_PPM)],
    ]);
    const pendingUsage = await staff().usage({});
    expect(pendingUsage.rows.find((r) => r.promotionId === promo.id)).toMatchObject({ uses: 0, pending: 1 });
    await h.caller(customer).checkout.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: attemptKey(),
      testCard: testCard(CARDS.success),
    });
    let mail: string | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (await h.deliveredMail()).find((m) => m.subject.includes(start.orderNumber))?.text;
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mail).toContain(`Discounts: -${formatUsd(4_900)}\n`);
    expect(mail).toContain(`Code ${ten}: Ten off, $49.00 off`);
    const detail = await h.caller(customer).order.mineDetail({ number: start.orderNumber });
    expect(detail).toMatchObject({ discountCents: 4_900, discount: '$49.00', shippingDiscountCents: 0 });
    expect(detail.promotions).toEqual([`Code ${ten}: Ten off, $49.00 off`]);
    expect(detail.lines.map((l) => l.discountCents)).toEqual([4_000, 900]);
    const usage = await staff().usage({});
    expect(usage.rows.find((r) => r.promotionId === promo.id)).toMatchObject({
      uses: 1,
      pending: 0,
      discountCents: 4_900,
    });
    const today = new Date().toISOString().slice(0, 10);
    const ranged = await staff().usage({ from: today, to: today });
    expect(ranged.rows.find((r) => r.promotionId === promo.id)).toMatchObject({
      uses: 1,
      discountCents: 4_900,
    });
    const before = await staff().usage({ from: '2020-01-01', to: '2020-01-31' });
    expect(before.rows.find((r) => r.promotionId === promo.id)).toMatchObject({ uses: 0, discountCents: 0 });
    expect(
      await staff()
        .delete({ id: promo.id })
        .catch((e: unknown) => e),
    ).toMatchObject({ code: 'CONFLICT' });
  });

  it('20 checkouts at once with a single-use code over two processes: exactly one discounted order', async () => {
    const once = code('ONCE');
    const promo = await staff().create({
      name: 'Once',
      kind: 'fixed',
      amountCents: 1_000,
      code: once,
      maxUses: 1,
    });
    const callerOn = (services: TServices) => createCaller(createContextInner({ services, http: customer }));
    const processes = [h.services, second.services];
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        callerOn(processes[i % 2]!).checkout.initiate({
          lines: [{ productId, quantity: 1 }],
          address: ADDRESS,
          tier: 'Standard',
          idempotencyKey: attemptKey(),
          code: once,
        }),
      ),
    );
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(won).toHaveLength(1);
    expect(won[0]!.discountCents).toBe(1_000);
    for (const r of results)
      if (r.status === 'rejected')
        expect(fieldErrorsOf(r.reason).code?.[0]).toContain(PROMOTION_MESSAGES.usedUp);
    expect(await h.dataSource.getRepository(PromotionUse).countBy({ promotionId: promo.id })).toBe(1);
    expect((await staff().detail({ id: promo.id })).usedCount).toBe(1);

    // The unpaid order is cancelled: its use comes back, once, and the code can be used again.
    await h.caller(customer).checkout.cancel({ orderNumber: won[0]!.orderNumber });
    await h.caller(customer).checkout.cancel({ orderNumber: won[0]!.orderNumber });
    expect((await staff().detail({ id: promo.id })).usedCount).toBe(0);
    const again = await h.caller(customer).checkout.initiate({
      lines: [{ productId, quantity: 1 }],
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
      code: once,
    });
    expect(again.discountCents).toBe(1_000);
  });

  it('a code that stopped applying between cart and payment is refused, nothing written', async () => {
    const late = code('LATE');
    const promo = await staff().create({ name: 'Late', kind: 'percent', percent: 5, code: late });
    const lines = [{ productId, quantity: 1 }];
    const quote = await h.caller(customer).checkout.quote({ lines, address: ADDRESS, code: late });
    expect(quote.discount.codeApplied).toBe(true);
    await h.dataSource
      .getRepository(Promotion)
      .update({ id: promo.id }, { endsAt: new Date(Date.now() - 1000) });
    const orders = await h.dataSource.getRepository(Order).count();
    const refused = await h
      .caller(customer)
      .checkout.initiate({
        lines,
        address: ADDRESS,
        tier: 'Standard',
        idempotencyKey: attemptKey(),
        code: late,
      })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(refused)).toEqual({ code: [PROMOTION_MESSAGES.expired] });
    expect(await h.dataSource.getRepository(Order).count()).toBe(orders);
    // The quote recomputes without it, and says why.
    const after = await h.caller(customer).checkout.quote({ lines, address: ADDRESS, code: late });
    expect(after.discount).toMatchObject({
      codeApplied: false,
      codeMessage: PROMOTION_MESSAGES.expired,
      itemsDiscountCents: 0,
    });
  });

  it('free shipping and the per-customer limit; an automatic promotion applies without a code', async () => {
    const ship = code('SHIP');
    await staff().create({ name: 'Ship free', kind: 'freeShipping', code: ship, maxUsesPerCustomer: 1 });
    const lines = [{ productId: otherProductId, quantity: 1 }];
    const quote = await h.caller(customer).checkout.quote({ lines, address: ADDRESS, code: ship });
    const cheapest = Math.min(...quote.options.map((o) => o.priceCents));
    for (const o of quote.options) {
      expect(o.shippingDiscountCents).toBe(cheapest);
      expect(o.totalCents).toBe(quote.subtotalCents + o.priceCents - cheapest + o.taxCents);
    }
    await h.caller(customer).checkout.initiate({
      lines,
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
      code: ship,
    });
    const twice = await h
      .caller(customer)
      .checkout.initiate({
        lines,
        address: ADDRESS,
        tier: 'Standard',
        idempotencyKey: attemptKey(),
        code: ship,
      })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(twice)).toEqual({ code: [PROMOTION_MESSAGES.usedByYou] });

    const auto = await staff().create({
      name: 'Everything 3%',
      kind: 'percent',
      percent: 3,
      minSubtotalCents: 1,
    });
    const plain = await h.caller(customer).checkout.quote({ lines, address: ADDRESS });
    expect(plain.discount.promotions.map((p) => p.id)).toContain(auto.id);
    await staff().update({ id: auto.id, name: 'Everything 3%', kind: 'percent', percent: 3, active: false });
  });

  it('a guest gets a 10% code open to anyone; a code limited per customer asks for an account', async () => {
    const open = code('GUEST');
    const once = code('ONCE');
    await staff().create({ name: 'Guests welcome', kind: 'percent', percent: 10, code: open });
    await staff().create({
      name: 'Once each',
      kind: 'percent',
      percent: 15,
      code: once,
      maxUsesPerCustomer: 1,
    });
    const guest = h.caller(memoryHttp('10.79.0.1'));
    const lines = [{ productId: otherProductId, quantity: 1 }];
    const quote = await guest.checkout.quote({ lines, address: NYC, code: open });
    const option = quote.options.find((o) => o.tier === 'Standard') ?? quote.options[0]!;
    // 10% of the sale price (10 000 less 10%), tax on what is left.
    expect(option.discountCents).toBe(900);
    const start = await guest.checkout.initiate({
      lines,
      address: NYC,
      tier: option.tier,
      idempotencyKey: attemptKey(),
      email: `guest-code-${dialect}@test.shop`,
      code: open,
    });
    const order = await h.dataSource.getRepository(Order).findOneByOrFail({ number: start.orderNumber });
    expect([order.customerId, order.discountCents]).toEqual([null, 900]);
    const [use] = await h.dataSource.getRepository(PromotionUse).findBy({ orderId: order.id });
    expect(use?.customerId).toBeNull();

    const refused = await guest.checkout.quote({ lines, address: NYC, code: once });
    expect(refused.discount.codeMessage).toBe(PROMOTION_MESSAGES.accountOnly);
    expect(refused.options.every((o) => o.discountCents === 0)).toBe(true);
  });

  it('rate limits guessed codes per address', async () => {
    const guesser = await h.loggedIn('customer');
    const lines = [{ productId, quantity: 1 }];
    for (let i = 0; i < 10; i++) {
      const quote = await h.caller(guesser).checkout.quote({ lines, address: ADDRESS, code: `GUESS${i}X` });
      expect(quote.discount.codeMessage).toBe(PROMOTION_MESSAGES.unknownCode);
    }
    const held = await h
      .caller(guesser)
      .checkout.quote({ lines, address: ADDRESS, code: 'GUESS99' })
      .catch((e: unknown) => e);
    expect(held).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Without a code the quote still answers.
    await h.caller(guesser).checkout.quote({ lines, address: ADDRESS });
  });

  /** A customer of their own (the harness's signed-in customer is shared by every test), at address `ip`. */
  async function newCustomer(ip: string) {
    const http = memoryHttp(ip);
    const email = `coder${Math.random().toString(36).slice(2, 8)}-${dialect}@test.shop`;
    await h.caller(http).auth.customerRegister({ name: 'Code User', email, password: PASSWORD });
    return http;
  }

  it("counts guesses per guesser: strangers' guesses never refuse another shopper's valid code", async () => {
    const valid = code('MINE');
    await staff().create({ name: 'Mine', kind: 'percent', percent: 5, code: valid });
    const lines = [{ productId, quantity: 1 }];
    const quote = (http: IRequestHttp, c: string) =>
      h.caller(http).checkout.quote({ lines, address: ADDRESS, code: c });
    const refused = (http: IRequestHttp, c: string) =>
      quote(http, c).then(
        () => 'answered',
        (e: unknown) => (e as { code?: string }).code,
      );
    // Ten strangers, each from an address of their own, guess with the very cart the customer has.
    for (let i = 0; i < 10; i++) {
      const stranger = memoryHttp(`10.80.0.${i + 1}`);
      expect((await quote(stranger, `NOPE${i}X`)).discount.codeMessage).toBe(PROMOTION_MESSAGES.unknownCode);
    }
    const shopper = await newCustomer('10.80.0.100');
    expect((await quote(shopper, valid)).discount.code).toBe(valid);
    const start = await h.caller(shopper).checkout.initiate({
      lines,
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
      code: valid,
    });
    expect(start.discountCents).toBeGreaterThan(0);

    // A guest behind one address, starting a new cart session for every guess, is still held by the address.
    const office = '10.80.1.1';
    for (let i = 0; i < 10; i++) await quote(memoryHttp(office), `OFFICE${i}X`);
    expect(await refused(memoryHttp(office), valid)).toBe('TOO_MANY_REQUESTS');
    // A colleague signed in at that address who guessed nothing is not held by the address's count.
    const colleague = await newCustomer(office);
    expect((await quote(colleague, valid)).discount.code).toBe(valid);
    // One guest session moving from address to address is held by its session.
    const roaming = memoryHttp('10.80.2.1');
    for (let i = 0; i < 10; i++) {
      roaming.ip = `10.80.2.${i + 1}`;
      await quote(roaming, `ROAM${i}X`);
    }
    roaming.ip = '10.80.2.99';
    expect(await refused(roaming, valid)).toBe('TOO_MANY_REQUESTS');
  });
});
