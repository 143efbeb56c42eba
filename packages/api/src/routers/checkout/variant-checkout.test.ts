import { OrderLine, Product, ProductVariant, openDatabase, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { CHECKOUT_MESSAGES, VARIANT_MESSAGES, type TCartLine } from '@shop/domain';
import { createServices, type TServices } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner, type IRequestHttp } from '../../context.js';
import { createCaller } from '../../router.js';
import { ADDRESS, attemptKey, fieldErrorsOf } from '../../test/checkout.js';
import { createHarness, type IHarness } from '../../test/harness.js';

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
    const mine = await callerOn(h.services).order.mineDetail({ number: started.orderNumber });
    expect(mine.lines[0]).toMatchObject({
      sku: blue.sku,
      optionsText: 'Colour: Blue · Finish: Lacquer (+$50.00)',
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
});
