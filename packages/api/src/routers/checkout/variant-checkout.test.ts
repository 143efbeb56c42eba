import { Order, OrderLine, Product, ProductVariant, openDatabase, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { CHECKOUT_MESSAGES, VARIANT_MESSAGES, arrival, tierEstimates, type TCartLine } from '@shop/domain';
import { createServices, type TServices } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner, type IRequestHttp } from '../../context.js';
import { createCaller } from '../../router.js';
import { ADDRESS, CARDS, attemptKey, fieldErrorsOf, testCard } from '../../test/checkout.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const NYC = { ...ADDRESS, city: 'New York', state: 'NY' as const, postalCode: '10016' };

/**
 * Checkout of products with variants and surcharges: priced by the server, refused per line field, reserved per
 * variant with the same conditional update as a product (raced from two app processes on MySQL), snapshotted on
 * the order line, and put back on the variant when the order is cancelled.
 */
describe.each(testDialects())('checkout with variants on %s', (dialect) => {
  let h: IHarness;
  let second: { dataSource: IHarness['dataSource']; services: TServices };
  let customer: IRequestHttp;
  const callerOn = (services: TServices) => createCaller(createContextInner({ services, http: customer }));

  beforeAll(async () => {
    h = await createHarness(dialect);
    const dataSource =
      dialect === 'mysql' ? await openDatabase(h.database, { migrate: false }) : h.dataSource;
    second = { dataSource, services: createServices({ dataSource, dataDir: h.dataDir }) };
    customer = await h.loggedIn('customer');
  });
  afterAll(async () => {
    if (dialect === 'mysql') await second?.dataSource.destroy();
    await h?.close();
  });

  /** A chair in two colours (5 red, 2 blue) with a finish surcharge, and its ids. */
  const arrangeChair = async () => {
    const product = await seedProduct(h.dataSource, { priceCents: 20_000, discountPercent: 10, stock: 0 });
    const manager = h.caller(await h.loggedIn('manager'));
    const saved = await manager.product.saveOptions({
      id: product.id,
      options: [
        { name: 'Colour', kind: 'variant', values: [{ label: 'Red' }, { label: 'Blue' }] },
        {
          name: 'Finish',
          kind: 'surcharge',
          values: [{ label: 'Matte' }, { label: 'Lacquer', surchargeCents: 5_000, surchargeLeadDays: 10 }],
        },
      ],
    });
    const { variants } = await manager.product.generateVariants({ id: product.id });
    const [red, blue] = variants;
    await manager.product.updateVariant({ id: product.id, variantId: red!.id, stock: 5 });
    await manager.product.updateVariant({
      id: product.id,
      variantId: blue!.id,
      stock: 2,
      priceCents: 24_000,
    });
    const [matte, lacquer] = saved.options[1]!.values;
    return { product, red: red!, blue: blue!, matte: matte!.id, lacquer: lacquer!.id };
  };
  const initiate = (services: TServices, lines: TCartLine[]) =>
    callerOn(services).checkout.initiate({
      lines,
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
    });
  const stockOf = async (id: number) =>
    (await h.dataSource.getRepository(ProductVariant).findOneByOrFail({ id })).stock;
  const productStock = async (id: number) =>
    (await h.dataSource.getRepository(Product).findOneByOrFail({ id })).stock;

  it('prices a variant with its surcharge and snapshots SKU and options on the order line', async () => {
    const { product, blue, lacquer } = await arrangeChair();
    const started = await initiate(h.services, [
      { productId: product.id, variantId: blue.id, surcharges: [lacquer], quantity: 2 },
    ]);
    // (24 000 + 5 000) less 10 % = 26 100 a chair.
    expect(started.subtotalCents).toBe(52_200);
    const [line] = await h.dataSource.getRepository(OrderLine).findBy({ orderId: started.orderId });
    expect(line).toMatchObject({
      variantId: blue.id,
      sku: blue.sku,
      unitPriceCents: 29_000,
      discountPercent: 10,
      unitPaidCents: 26_100,
      lineTotalCents: 52_200,
    });
    expect(JSON.parse(line!.options)).toEqual([
      { name: 'Colour', value: 'Blue', surchargeCents: 0, surchargeLeadDays: 0 },
      { name: 'Finish', value: 'Lacquer', surchargeCents: 5_000, surchargeLeadDays: 10 },
    ]);
    // The customer's order and the staff's list read the snapshot; staff find the order by the SKU sold.
    // From stock, but the lacquer takes its 10 days first: the line, the quote and the order's date all wait.
    expect(line!.shipWindow).toBe('ships in 10 days');
    const standard = tierEstimates(false)[0]!;
    const promised = arrival({ fromDays: 10, byDays: 10 }, standard, new Date());
    const mine = await callerOn(h.services).order.mineDetail({ number: started.orderNumber });
    expect(mine.lines[0]).toMatchObject({
      sku: blue.sku,
      optionsText: 'Colour: Blue · Finish: Lacquer (+$50.00)',
    });
    expect(mine.quote).toMatchObject({
      deliveryBy: promised.deliveryBy,
      shipsIn: 'ships in 10 days',
      estimate: promised.estimate,
    });
    const staff = h.caller(await h.loggedIn('admin'));
    const found = await staff.order.getList({ search: blue.sku.toLowerCase() });
    expect(found.data.map((o) => o.number)).toEqual([started.orderNumber]);
    expect(await stockOf(blue.id)).toBe(0);
    expect(await productStock(product.id)).toBe(5);
    await callerOn(h.services).checkout.cancel({ orderNumber: started.orderNumber });
    expect(await stockOf(blue.id)).toBe(2);
    expect(await productStock(product.id)).toBe(7);
  });

  it('writes the order at the price its quote showed, to the cent: surcharge, promotions, shipping and tax', async () => {
    const { product, blue, lacquer } = await arrangeChair();
    const manager = h.caller(await h.loggedIn('manager'));
    // 15% off this chair for everyone, and shipping free with a code: worth the cheapest tier, whichever is chosen.
    await manager.promotion.create({
      name: 'Chair week',
      kind: 'percent',
      percent: 15,
      productIds: [product.id],
    });
    const code = `SHIPCHAIR${product.id}`;
    await manager.promotion.create({ name: 'Chair ships free', kind: 'freeShipping', code });
    const lines = [{ productId: product.id, variantId: blue.id, surcharges: [lacquer], quantity: 2 }];
    const quote = await callerOn(h.services).checkout.quote({ lines, address: NYC, code });
    // The dearest tier offered: what is left of its shipping after the cheapest tier's price is taxed too.
    const option = quote.options.at(-1)!;
    expect(quote.options.length).toBeGreaterThan(1);
    expect(quote.subtotalCents).toBe(52_200);
    expect(quote.discount).toMatchObject({ codeApplied: true, itemsDiscountCents: 7_830 });
    expect(option.shippingDiscountCents).toBe(quote.options[0]!.priceCents);
    expect(option.priceCents).toBeGreaterThan(option.shippingDiscountCents);
    expect(option.taxCents).toBeGreaterThan(0);

    const started = await callerOn(h.services).checkout.initiate({
      lines,
      address: NYC,
      code,
      tier: option.tier,
      idempotencyKey: attemptKey(),
    });
    const order = await h.dataSource.getRepository(Order).findOneByOrFail({ id: started.orderId });
    const { subtotalCents, shippingCents, shippingDiscountCents, discountCents, taxCents, totalCents } =
      order;
    expect({
      subtotalCents,
      shippingCents,
      shippingDiscountCents,
      discountCents,
      taxCents,
      totalCents,
    }).toEqual({
      subtotalCents: quote.subtotalCents,
      shippingCents: option.priceCents,
      shippingDiscountCents: option.shippingDiscountCents,
      discountCents: option.discountCents,
      taxCents: option.taxCents,
      totalCents: option.totalCents,
    });
    expect(started.totalCents).toBe(option.totalCents);
    // The order's lines and shipping add up to the same figures.
    const sold = await h.dataSource.getRepository(OrderLine).findBy({ orderId: order.id });
    const sum = (cents: (line: OrderLine) => number) => sold.reduce((total, line) => total + cents(line), 0);
    expect(sum((line) => line.lineTotalCents)).toBe(quote.subtotalCents);
    expect(sum((line) => line.discountCents)).toBe(quote.discount.itemsDiscountCents);
    expect(sum((line) => line.taxCents) + order.shippingTaxCents).toBe(option.taxCents);
  });

  it('refuses a line without its variant or surcharge, a foreign variant, and more than the variant holds', async () => {
    const { product, red, blue, matte } = await arrangeChair();
    const other = await arrangeChair();
    const refusal = (lines: TCartLine[]) =>
      initiate(h.services, lines).then(
        () => undefined,
        (e: unknown) => fieldErrorsOf(e),
      );
    expect(await refusal([{ productId: product.id, quantity: 1, surcharges: [matte] }])).toEqual({
      'lines.0.variantId': [VARIANT_MESSAGES.chooseVariant],
    });
    expect(await refusal([{ productId: product.id, variantId: red.id, quantity: 1 }])).toEqual({
      'lines.0.surcharges': [VARIANT_MESSAGES.chooseSurcharge],
    });
    expect(
      await refusal([{ productId: product.id, variantId: other.red.id, surcharges: [matte], quantity: 1 }]),
    ).toEqual({ 'lines.0.variantId': [VARIANT_MESSAGES.unknownVariant] });
    expect(
      await refusal([
        { productId: product.id, variantId: blue.id, surcharges: [matte], quantity: 1 },
        { productId: product.id, variantId: blue.id, surcharges: [other.lacquer], quantity: 1 },
      ]),
    ).toEqual({ 'lines.1.surcharges': [VARIANT_MESSAGES.chooseSurcharge] });
    expect(
      await refusal([
        { productId: product.id, variantId: blue.id, surcharges: [matte], quantity: 2 },
        { productId: product.id, variantId: blue.id, surcharges: [matte], quantity: 1 },
      ]),
    ).toEqual({
      'lines.0.quantity': [CHECKOUT_MESSAGES.outOfStock],
      'lines.1.quantity': [CHECKOUT_MESSAGES.outOfStock],
    });
  });

  it('30 checkouts at once for a variant with 5 in stock: exactly 5 orders, its sibling untouched', async () => {
    const { product, red, blue, matte } = await arrangeChair();
    const processes = [h.services, second.services];
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        initiate(processes[i % 2]!, [
          { productId: product.id, variantId: red.id, surcharges: [matte], quantity: 1 },
        ]),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(5);
    for (const r of results)
      if (r.status === 'rejected')
        expect(fieldErrorsOf(r.reason)).toEqual({ 'lines.0.quantity': [CHECKOUT_MESSAGES.outOfStock] });
    expect(await stockOf(red.id)).toBe(0);
    expect(await stockOf(blue.id)).toBe(2);
    expect(await productStock(product.id)).toBe(2);
    expect(await h.dataSource.getRepository(OrderLine).countBy({ variantId: red.id })).toBe(5);
  });

  // Made to order per variant: a variant sells in its own mode, else its product's.

  /** The chair with its red variant made to order (its own mode) with a 42-day lead time, 5 on hand. */
  const arrangeMadeRed = async () => {
    const chair = await arrangeChair();
    const manager = h.caller(await h.loggedIn('manager'));
    const red = await manager.product.updateVariant({
      id: chair.product.id,
      variantId: chair.red.id,
      sellingMode: 'made-to-order',
      leadTimeDays: 42,
    });
    expect(red).toMatchObject({
      sellingMode: 'made-to-order',
      sellsAs: 'made-to-order',
      availability: 'InStock',
    });
    return { ...chair, manager };
  };

  it('takes only what a made-to-order variant has on hand; the rest is made, put back on cancel from stock only', async () => {
    const { product, red, matte, lacquer } = await arrangeMadeRed();
    const started = await initiate(h.services, [
      { productId: product.id, variantId: red.id, surcharges: [matte], quantity: 4 },
      { productId: product.id, variantId: red.id, surcharges: [lacquer], quantity: 3 },
    ]);
    expect(await stockOf(red.id)).toBe(0);
    // The product's sum follows: 5 red + 2 blue, less the 5 red taken.
    expect(await productStock(product.id)).toBe(2);
    const lines = await h.dataSource
      .getRepository(OrderLine)
      .find({ where: { orderId: started.orderId }, order: { id: 'ASC' } });
    expect(lines.map((l) => [l.fromStockQuantity, l.madeToOrderQuantity, l.shipWindow])).toEqual([
      [4, 0, ''],
      // 42 days and the lacquer's 10: 52 days, about 7 weeks.
      [1, 2, 'ships in 7–9 weeks'],
    ]);
    // The confirmation says which is which, and its date waits for the made-to-order part.
    const mine = await callerOn(h.services).order.mineDetail({ number: started.orderNumber });
    expect(mine.lines[1]).toMatchObject({ fromStockQuantity: 1, madeToOrderQuantity: 2 });
    const promised = arrival({ fromDays: 49, byDays: 63 }, tierEstimates(false)[0]!, new Date());
    expect(mine.quote).toMatchObject({ deliveryBy: promised.deliveryBy, shipsIn: 'ships in 7–9 weeks' });
    await callerOn(h.services).checkout.cancel({ orderNumber: started.orderNumber });
    expect(await stockOf(red.id)).toBe(5);
    expect(await productStock(product.id)).toBe(7);
  });

  it('follows the product’s mode when the variant has none, and its own “stock only” over the product’s', async () => {
    const { product, red, blue, matte, manager } = await arrangeMadeRed();
    await h.dataSource.getRepository(Product).update(product.id, { sellingMode: 'backorder' });
    const listed = await manager.product.variants({ id: product.id });
    expect(listed.variants.map((v) => [v.sellingMode, v.sellsAs])).toEqual([
      ['made-to-order', 'made-to-order'],
      [null, 'backorder'],
    ]);
    // Blue (no mode of its own) is backordered like its product: 2 from stock, 1 backordered.
    const started = await initiate(h.services, [
      { productId: product.id, variantId: blue.id, surcharges: [matte], quantity: 3 },
    ]);
    const [line] = await h.dataSource.getRepository(OrderLine).findBy({ orderId: started.orderId });
    expect([line!.fromStockQuantity, line!.madeToOrderQuantity]).toEqual([2, 1]);
    // Red set to stock only refuses beyond its stock, whatever the product says, and takes nothing.
    await manager.product.updateVariant({ id: product.id, variantId: red.id, sellingMode: 'stock' });
    const refused = await initiate(h.services, [
      { productId: product.id, variantId: red.id, surcharges: [matte], quantity: 6 },
    ]).then(
      () => undefined,
      (e: unknown) => fieldErrorsOf(e),
    );
    expect(refused).toEqual({ 'lines.0.quantity': [CHECKOUT_MESSAGES.outOfStock] });
    expect(await stockOf(red.id)).toBe(5);
    // Blank again: it follows the product.
    const back = await manager.product.updateVariant({
      id: product.id,
      variantId: red.id,
      sellingMode: null,
    });
    expect([back.sellingMode, back.sellsAs, back.availability]).toEqual([null, 'backorder', 'InStock']);
  });

  it('puts back only what came from stock when staff cancel a paid order with a refund', async () => {
    const { product, red, matte } = await arrangeMadeRed();
    const started = await initiate(h.services, [
      { productId: product.id, variantId: red.id, surcharges: [matte], quantity: 7 },
    ]);
    await callerOn(h.services).checkout.complete({
      orderNumber: started.orderNumber,
      idempotencyKey: attemptKey(),
      testCard: testCard(CARDS.success),
    });
    expect(await stockOf(red.id)).toBe(0);
    const admin = h.caller(await h.loggedIn('admin'));
    await admin.order.cancel({ id: started.orderId });
    expect(await stockOf(red.id)).toBe(5);
    expect(await productStock(product.id)).toBe(7);
  });

  it('8 checkouts at once of a made-to-order variant with 5 on hand: all sold, exactly 5 from stock', async () => {
    const { product, red, blue, matte } = await arrangeMadeRed();
    const processes = [h.services, second.services];
    const starts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        initiate(processes[i % 2]!, [
          { productId: product.id, variantId: red.id, surcharges: [matte], quantity: 1 },
        ]),
      ),
    );
    expect(await stockOf(red.id)).toBe(0);
    expect(await stockOf(blue.id)).toBe(2);
    expect(await productStock(product.id)).toBe(2);
    const lines = await h.dataSource.getRepository(OrderLine).findBy({ variantId: red.id });
    expect(lines).toHaveLength(8);
    expect(lines.reduce((sum, l) => sum + l.fromStockQuantity, 0)).toBe(5);
    expect(lines.reduce((sum, l) => sum + l.madeToOrderQuantity, 0)).toBe(3);
    for (const line of lines)
      expect(line.shipWindow).toBe(line.madeToOrderQuantity > 0 ? 'ships in 6–8 weeks' : '');
    // Expired, the orders give back only what came from the shelf.
    await h.dataSource.getRepository(Order).update(
      starts.map((s) => s.orderId),
      { reservedUntil: new Date(Date.now() - 1_000) },
    );
    await Promise.all(processes.map((s) => s.checkout.expireReservations()));
    expect(await stockOf(red.id)).toBe(5);
    expect(await productStock(product.id)).toBe(7);
  });
});
