import { Invoice, Order, Product, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { CHECKOUT_MESSAGES, formatUsd, levelRepriced, taxOn } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, attemptKey, fieldErrorsOf, testCard } from '../../test/checkout.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const NYC = { ...ADDRESS, city: 'New York', state: 'NY' as const, postalCode: '10016' };
/** New York City's rate, on the items and on shipping (the fee is taxed as shipping). */
const NYC_PPM = 88_750;
const FREIGHT_BOX = { packageLengthIn: 90, packageWidthIn: 40, packageHeightIn: 36, packageWeightLb: 160 };

/**
 * The crew's delivery levels at checkout: offered beside the carrier's speeds for a freight cart in a zone, the fee
 * a charge of the order taxed as shipping, the price paid the price shown (409 on a repriced level), and the fee
 * on the order, its mail, its invoice and the tax report.
 */
describe.each(testDialects())('checkout with a crew delivery level on %s', (dialect) => {
  let h: IHarness;
  let me: ReturnType<IHarness['caller']>;
  let admin: ReturnType<IHarness['caller']>;
  let zoneId: number;
  let cart: { productId: number; quantity: number }[];
  let lampOnly: { productId: number; quantity: number }[];
  const whiteGlove = {
    kind: 'white_glove' as const,
    name: 'White glove',
    description: 'Carried in, assembled and placed; packaging taken away.',
    baseCents: 19_900,
    perExtraItemCents: 4_000,
    assemblyPerItemCents: 2_500,
  };

  beforeAll(async () => {
    h = await createHarness(dialect);
    me = h.caller(await h.loggedIn('customer'));
    admin = h.caller(await h.loggedIn('admin'));
    zoneId = (await admin.delivery.createZone({ name: 'NYC', timeZone: 'America/New_York', zips: '100' })).id;
    await admin.delivery.saveLevel({ zoneId, ...whiteGlove });
    await admin.delivery.saveLevel({
      zoneId,
      kind: 'curbside',
      name: 'Curbside',
      description: 'At the curb.',
      baseCents: 4_900,
      perExtraItemCents: 1_000,
      assemblyPerItemCents: 0,
    });
    const sofa = await seedProduct(h.dataSource, { ...FREIGHT_BOX, stock: 20, priceCents: 150_000 });
    const chair = await seedProduct(h.dataSource, { ...FREIGHT_BOX, stock: 20, priceCents: 30_000 });
    await h.dataSource.getRepository(Product).update({ id: chair.id }, { needsAssembly: true });
    const lamp = await seedProduct(h.dataSource, {
      stock: 20,
      priceCents: 5_000,
      packageLengthIn: 20,
      packageWidthIn: 10,
      packageHeightIn: 10,
      packageWeightLb: 5,
    });
    cart = [
      { productId: sofa.id, quantity: 1 },
      { productId: chair.id, quantity: 2 },
      { productId: lamp.id, quantity: 1 },
    ];
    lampOnly = [{ productId: lamp.id, quantity: 1 }];
  });
  afterAll(() => h?.close());

  const SUBTOTAL = 150_000 + 2 * 30_000 + 5_000;
  const WHITE_GLOVE_FEE = 19_900 + 2 * 4_000 + 2 * 2_500;

  it('offers the zone’s levels beside the carrier for a freight cart, taxed as shipping; none outside or for parcels', async () => {
    const quote = await me.checkout.quote({ lines: cart, address: NYC });
    expect(quote.options.length).toBeGreaterThan(0);
    expect(quote.delivery.zone).toMatchObject({ id: zoneId, name: 'NYC', timeZone: 'America/New_York' });
    expect(quote.delivery.levels.map((l) => [l.kind, l.feeCents])).toEqual([
      ['curbside', 4_900 + 2 * 1_000],
      ['white_glove', WHITE_GLOVE_FEE],
    ]);
    const level = quote.delivery.levels[1]!;
    expect(level.description).toBe(whiteGlove.description);
    // Each line is taxed on its own, and the fee as shipping.
    const itemsTax = [150_000, 2 * 30_000, 5_000].reduce((sum, cents) => sum + taxOn(cents, NYC_PPM), 0);
    expect(level.taxCents).toBe(itemsTax + taxOn(WHITE_GLOVE_FEE, NYC_PPM));
    expect(level.totalCents).toBe(SUBTOTAL + WHITE_GLOVE_FEE + level.taxCents);
    expect(level.total).toBe(formatUsd(level.totalCents));
    expect(level.deliveryBy).toMatch(/^\d{4}-\d\d-\d\d$/);

    const outside = await me.checkout.quote({ lines: cart, address: ADDRESS });
    expect(outside.delivery).toEqual({ zone: null, levels: [] });
    expect(outside.options.length).toBeGreaterThan(0);
    const parcels = await me.checkout.quote({ lines: lampOnly, address: NYC });
    expect(parcels.delivery.levels).toEqual([]);
  });

  it('orders at a level: the fee is its own charge, on the order, the mail, the invoice and the tax report', async () => {
    const quote = await me.checkout.quote({ lines: cart, address: NYC });
    const level = quote.delivery.levels.find((l) => l.kind === 'white_glove')!;
    const start = await me.checkout.initiate({
      lines: cart,
      address: NYC,
      delivery: { levelId: level.levelId, feeCents: level.feeCents },
      idempotencyKey: attemptKey(),
    });
    expect(start).toMatchObject({
      shippingCents: 0,
      deliveryFeeCents: WHITE_GLOVE_FEE,
      taxCents: level.taxCents,
      totalCents: level.totalCents,
    });
    const row = await h.dataSource.getRepository(Order).findOneByOrFail({ number: start.orderNumber });
    expect(row).toMatchObject({
      deliveryLevelId: level.levelId,
      deliveryZoneId: zoneId,
      deliveryLevelKind: 'white_glove',
      deliveryLevelName: 'White glove',
      deliveryFeeCents: WHITE_GLOVE_FEE,
      deliveryFeeTaxCents: taxOn(WHITE_GLOVE_FEE, NYC_PPM),
      shippingService: 'CREW',
      shippingTaxCents: 0,
    });
    const paid = await me.checkout.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: attemptKey(),
      testCard: testCard(CARDS.success),
    });
    expect(paid.status).toBe('paid');

    const detail = await me.order.mineDetail({ number: start.orderNumber });
    expect(detail.delivery).toEqual({
      kind: 'white_glove',
      name: 'White glove',
      zoneId,
      feeCents: WHITE_GLOVE_FEE,
      fee: formatUsd(WHITE_GLOVE_FEE),
      taxCents: taxOn(WHITE_GLOVE_FEE, NYC_PPM),
    });
    expect(detail.quote?.label).toBe('White glove delivery by our crew');

    const mail = (await h.deliveredMail()).find((m) => m.subject.includes(start.orderNumber));
    expect(mail?.text).toContain(
      `Delivery (White glove delivery by our crew): ${formatUsd(WHITE_GLOVE_FEE)}`,
    );
    expect(mail?.text).not.toContain('Shipping (');

    await h.services.documents.invoice({ kind: 'staff' }, start.orderNumber);
    const invoice = await h.dataSource.getRepository(Invoice).findOneByOrFail({ orderId: start.orderId });
    const snapshot = JSON.parse(invoice.snapshot);
    expect(snapshot.delivery).toEqual({
      label: 'White glove delivery by our crew',
      feeCents: WHITE_GLOVE_FEE,
    });
    expect(snapshot.taxes).toContainEqual({
      jurisdiction: 'NY New York City',
      ratePpm: NYC_PPM,
      on: 'delivery',
      taxCents: taxOn(WHITE_GLOVE_FEE, NYC_PPM),
    });

    const report = await admin.tax.report({});
    const ny = report.rows.find((r) => r.state === 'NY')!;
    expect(ny).toMatchObject({
      deliveryFeesCents: WHITE_GLOVE_FEE,
      deliveryTaxCents: taxOn(WHITE_GLOVE_FEE, NYC_PPM),
      salesCents: SUBTOTAL + WHITE_GLOVE_FEE,
    });
  });

  it('answers 409 with the new price when the level was repriced since the quote, and writes nothing', async () => {
    const quote = await me.checkout.quote({ lines: cart, address: NYC });
    const level = quote.delivery.levels.find((l) => l.kind === 'white_glove')!;
    await admin.delivery.saveLevel({ zoneId, ...whiteGlove, baseCents: 24_900 });
    const orders = await h.dataSource.getRepository(Order).count();
    const refused = await me.checkout
      .initiate({
        lines: cart,
        address: NYC,
        delivery: { levelId: level.levelId, feeCents: level.feeCents },
        idempotencyKey: attemptKey(),
      })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      message: levelRepriced('White glove', WHITE_GLOVE_FEE + 5_000),
    });
    expect(await h.dataSource.getRepository(Order).count()).toBe(orders);
    const again = await me.checkout.initiate({
      lines: cart,
      address: NYC,
      delivery: { levelId: level.levelId, feeCents: WHITE_GLOVE_FEE + 5_000 },
      idempotencyKey: attemptKey(),
    });
    expect(again.deliveryFeeCents).toBe(WHITE_GLOVE_FEE + 5_000);
    await admin.delivery.saveLevel({ zoneId, ...whiteGlove });
  });

  it('refuses a level not offered to the cart or the address (422), and an order with no way to deliver it', async () => {
    const quote = await me.checkout.quote({ lines: cart, address: NYC });
    const level = quote.delivery.levels[0]!;
    const refusals = [
      me.checkout.initiate({
        lines: cart,
        address: ADDRESS,
        delivery: { levelId: level.levelId, feeCents: level.feeCents },
        idempotencyKey: attemptKey(),
      }),
      me.checkout.initiate({
        lines: lampOnly,
        address: NYC,
        delivery: { levelId: level.levelId, feeCents: level.feeCents },
        idempotencyKey: attemptKey(),
      }),
    ].map((p) => p.catch((e: unknown) => e));
    for (const refusal of refusals)
      expect(fieldErrorsOf(await refusal)).toEqual({
        'delivery.levelId': [CHECKOUT_MESSAGES.levelNotOffered],
      });
    const neither = await me.checkout
      .initiate({ lines: cart, address: NYC, idempotencyKey: attemptKey() })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(neither)).toEqual({ tier: [CHECKOUT_MESSAGES.chooseDelivery] });
  });
});
