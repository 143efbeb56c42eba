import { OrderEvent, Product, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import {
  CHECKOUT_MESSAGES,
  RESERVATION_MINUTES,
  addBusinessDays,
  arrival,
  tierEstimates,
} from '@shop/domain';
import { createServices, tableRateCents } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner, memoryHttp, type IRequestHttp } from '../../context.js';
import { createCaller } from '../../router.js';
import { ADDRESS, attemptKey } from '../../test/checkout.js';
import { createHarness, type IHarness } from '../../test/harness.js';

/** A box of the given weight and size (inches), everything else as the factory makes it. */
const boxed = (weightLb: number, lengthIn = 30, widthIn = 20, heightIn = 12) => ({
  packageWeightLb: weightLb,
  packageLengthIn: lengthIn,
  packageWidthIn: widthIn,
  packageHeightIn: heightIn,
  stock: 20,
});

describe.each(testDialects())('shipping quotes on %s', (dialect) => {
  let h: IHarness;
  let customer: IRequestHttp;
  let me: ReturnType<IHarness['caller']>;

  beforeAll(async () => {
    h = await createHarness(dialect);
    customer = await h.loggedIn('customer');
    me = h.caller(customer);
  });
  afterAll(() => h?.close());

  it('quotes for a guest too (their cart session starts here) and for staff shopping without an account', async () => {
    const product = await seedProduct(h.dataSource);
    const input = { lines: [{ productId: product.id, quantity: 1 }], address: ADDRESS };
    const http = memoryHttp('10.62.0.1');
    expect((await h.caller(http).checkout.quote(input)).options.length).toBeGreaterThan(0);
    expect(http.cart).toMatch(/^[\w-]{43}$/);
    const staff = h.caller(await h.loggedIn('admin'));
    expect((await staff.checkout.quote(input)).options.length).toBeGreaterThan(0);
  });

  it('quotes a parcel cart in three tiers with the 2-day and express saver services, from the rate table', async () => {
    const chair = await seedProduct(h.dataSource, boxed(25));
    const lamp = await seedProduct(h.dataSource, boxed(7.5, 20, 12, 12));
    const quote = await me.checkout.quote({
      lines: [
        { productId: chair.id, quantity: 2 },
        { productId: lamp.id, quantity: 1 },
      ],
      address: ADDRESS,
    });
    expect(quote).toMatchObject({ freight: false, weightLb: 57.5, source: 'table' });
    expect(quote.options.map((o) => [o.tier, o.service])).toEqual([
      ['Standard', 'FEDEX_2_DAY'],
      ['Expedited', 'FEDEX_2_DAY'],
      ['Express', 'FEDEX_EXPRESS_SAVER'],
    ]);
    const estimates = tierEstimates(false);
    quote.options.forEach((option, i) => {
      expect(option.priceCents).toBe(tableRateCents(option.tier, false, 57.5));
      expect(option.price).toBe(`$${(option.priceCents / 100).toFixed(2)}`);
      expect([option.minDays, option.maxDays]).toEqual([estimates[i]!.minDays, estimates[i]!.maxDays]);
      expect(option.deliveryBy).toBe(addBusinessDays(new Date(), option.maxDays));
    });
    const [standard, expedited, express] = quote.options.map((o) => o.priceCents) as [number, number, number];
    expect(standard).toBeLessThan(expedited);
    expect(expedited).toBeLessThan(express);
  });

  it('dates the quote and holds the order by the one clock every service is given', async () => {
    const pinned = new Date('2031-03-03T15:00:00Z');
    const services = createServices({ dataSource: h.dataSource, dataDir: h.dataDir, clock: () => pinned });
    const shopper = createCaller(createContextInner({ services, http: customer }));
    const chair = await seedProduct(h.dataSource, boxed(25));
    const lines = [{ productId: chair.id, quantity: 1 }];
    const quote = await shopper.checkout.quote({ lines, address: ADDRESS });
    for (const option of quote.options)
      expect(option.deliveryBy).toBe(addBusinessDays(pinned, option.maxDays));
    const started = await shopper.checkout.initiate({
      lines,
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
    });
    expect(started.reservedUntil).toBe(
      new Date(pinned.getTime() + RESERVATION_MINUTES * 60_000).toISOString(),
    );
  });

  it('dates a cart with a made-to-order piece by the one promise: its window first, then the speed', async () => {
    const made = await seedProduct(h.dataSource, {
      ...boxed(25),
      stock: 0,
      sellingMode: 'made-to-order',
      leadTimeDays: 42,
    });
    const chair = await seedProduct(h.dataSource, boxed(25));
    const quote = await me.checkout.quote({
      lines: [
        { productId: chair.id, quantity: 1 },
        { productId: made.id, quantity: 1 },
      ],
      address: ADDRESS,
    });
    tierEstimates(false).forEach((estimate, i) => {
      const promised = arrival({ fromDays: 42, byDays: 56 }, estimate, new Date());
      expect(quote.options[i]).toMatchObject({
        deliveryBy: promised.deliveryBy,
        shipsIn: 'ships in 6–8 weeks',
        estimate: `ships in 6–8 weeks, then ${estimate.minDays}–${estimate.maxDays} business days`,
      });
    });
  });

  it('goes freight above 150 lb for the whole cart, with the freight services', async () => {
    const sofa = await seedProduct(h.dataSource, boxed(40));
    const justParcel = await me.checkout.quote({
      lines: [{ productId: sofa.id, quantity: 3 }],
      address: ADDRESS,
    });
    expect(justParcel).toMatchObject({ freight: false, weightLb: 120 });
    const quote = await me.checkout.quote({
      lines: [{ productId: sofa.id, quantity: 4 }],
      address: ADDRESS,
    });
    expect(quote).toMatchObject({ freight: true, weightLb: 160 });
    expect(quote.options.map((o) => o.service)).toEqual([
      'FEDEX_2_DAY_FREIGHT',
      'FEDEX_2_DAY_FREIGHT',
      'FEDEX_3_DAY_FREIGHT',
    ]);
    expect(quote.options[0]!.priceCents).toBe(tableRateCents('Standard', true, 160));
    const estimates = tierEstimates(true);
    expect(quote.options.map((o) => o.maxDays)).toEqual(estimates.map((e) => e.maxDays));
  });

  it('goes freight for one oversize box however light the cart', async () => {
    const rug = await seedProduct(h.dataSource, boxed(20, 110, 10, 10));
    const bench = await seedProduct(h.dataSource, boxed(30, 70, 25, 20));
    const long = await me.checkout.quote({ lines: [{ productId: rug.id, quantity: 1 }], address: ADDRESS });
    expect(long).toMatchObject({ freight: true, weightLb: 20 });
    // 70 + 2 x (25 + 20) = 160 in length plus girth: still a parcel.
    const girthOk = await me.checkout.quote({
      lines: [{ productId: bench.id, quantity: 1 }],
      address: ADDRESS,
    });
    expect(girthOk.freight).toBe(false);
  });

  it('refuses archived, unknown and over-stock lines on their fields, and writes nothing', async () => {
    const gone = await seedProduct(h.dataSource, { active: false });
    const few = await seedProduct(h.dataSource, { stock: 2 });
    const events = await h.dataSource.getRepository(OrderEvent).count();
    const error = await me.checkout
      .quote({
        lines: [
          { productId: gone.id, quantity: 1 },
          { productId: few.id, quantity: 3 },
          { productId: 987_654, quantity: 1 },
        ],
        address: ADDRESS,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    const cause = (error as { cause: { fieldErrors: Record<string, string[]> } }).cause;
    expect(cause.fieldErrors).toEqual({
      'lines.0.productId': [CHECKOUT_MESSAGES.inactive],
      'lines.1.quantity': [CHECKOUT_MESSAGES.outOfStock],
      'lines.2.productId': [CHECKOUT_MESSAGES.unknownProduct],
    });
    expect((await h.dataSource.getRepository(Product).findOneByOrFail({ id: few.id })).stock).toBe(2);
    expect(await h.dataSource.getRepository(OrderEvent).count()).toBe(events);
  });

  it('counts a product repeated on two lines against its stock once', async () => {
    const few = await seedProduct(h.dataSource, { stock: 3 });
    const lines = [
      { productId: few.id, quantity: 2 },
      { productId: few.id, quantity: 2 },
    ];
    await expect(me.checkout.quote({ lines, address: ADDRESS })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('takes US states and ZIP codes only', async () => {
    const product = await seedProduct(h.dataSource);
    const lines = [{ productId: product.id, quantity: 1 }];
    for (const [field, address, message] of [
      ['address.state', { ...ADDRESS, state: 'XX' }, CHECKOUT_MESSAGES.stateInvalid],
      ['address.postalCode', { ...ADDRESS, postalCode: '9720' }, CHECKOUT_MESSAGES.zipInvalid],
    ] as const) {
      const error = await me.checkout.quote({ lines, address: address as never }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      expect(JSON.stringify((error as { cause: unknown }).cause)).toContain(message);
      expect(JSON.stringify((error as { cause: unknown }).cause)).toContain(field.split('.')[1]);
    }
  });
});
