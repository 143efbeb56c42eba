import { testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { CHECKOUT_MESSAGES } from '@shop/domain';
import { TIER_HANDLING_CENTS } from '@shop/services';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, attemptKey, fieldErrorsOf, servicesWith } from '../../test/checkout.js';
import { FEDEX_CREDENTIALS, FEDEX_RATES, startFakeFedex, type IFakeFedex } from '../../test/fake-fedex.js';
import { createHarness, type IHarness } from '../../test/harness.js';
import type { IRequestHttp } from '../../context.js';

// Long enough for the fake on 127.0.0.1 to answer on a machine loaded by the whole suite (300 ms was not, once: a
// token request timed out in a fresh-clone run); the slow fake answers well after it.
const TIMEOUT_MS = 1_500;
const SLOW_MS = 5_000;
const cents = (service: string) => Math.round(FEDEX_RATES[service]! * 100);

describe.each(testDialects())('shipping quotes from FedEx on %s', (dialect) => {
  let h: IHarness;
  let fedex: IFakeFedex;
  let customer: IRequestHttp;
  let productId: number;

  /** A fresh client each time: its token cache starts empty. */
  const shop = () =>
    servicesWith(h, {
      shipping: { fedex: { apiUrl: fedex.url, ...FEDEX_CREDENTIALS, timeoutMs: TIMEOUT_MS } },
    }).caller(customer);
  const cart = () => ({ lines: [{ productId, quantity: 2 }], address: ADDRESS });

  beforeAll(async () => {
    h = await createHarness(dialect);
    fedex = await startFakeFedex();
    fedex.slowMs = SLOW_MS;
    customer = await h.loggedIn('customer');
    productId = (
      await seedProduct(h.dataSource, {
        stock: 10,
        packageWeightLb: 25,
        packageLengthIn: 32,
        packageWidthIn: 22,
        packageHeightIn: 12,
      })
    ).id;
  });
  afterEach(() => {
    fedex.mode = 'normal';
    fedex.expiresIn = 3600;
  });
  afterAll(async () => {
    await fedex?.close();
    await h?.close();
  });

  it("prices each tier with FedEx's account rate for its service, one token for several quotes", async () => {
    const caller = shop();
    const before = fedex.tokensIssued;
    const quote = await caller.checkout.quote(cart());
    expect(quote).toMatchObject({ source: 'fedex', freight: false, weightLb: 50 });
    expect(quote.options.map((o) => [o.tier, o.service, o.priceCents])).toEqual([
      ['Standard', 'FEDEX_2_DAY', cents('FEDEX_2_DAY') + TIER_HANDLING_CENTS.Standard],
      ['Expedited', 'FEDEX_2_DAY', cents('FEDEX_2_DAY') + TIER_HANDLING_CENTS.Expedited],
      ['Express', 'FEDEX_EXPRESS_SAVER', cents('FEDEX_EXPRESS_SAVER') + TIER_HANDLING_CENTS.Express],
    ]);
    expect(quote.options.map((o) => o.label)).toEqual([
      'Standard delivery',
      'Expedited delivery',
      'Express delivery',
    ]);
    await caller.checkout.quote(cart());
    expect(fedex.tokensIssued - before).toBe(1);
    expect(fedex.complaints).toEqual([]);
    const body = fedex.rateBodies.at(-1) as {
      requestedShipment: {
        recipient: { address: { postalCode: string; stateOrProvinceCode: string } };
        requestedPackageLineItems: { groupPackageCount: number; weight: { value: number } }[];
      };
    };
    expect(body.requestedShipment.recipient.address).toMatchObject({
      postalCode: '97201',
      stateOrProvinceCode: 'OR',
    });
    expect(body.requestedShipment.requestedPackageLineItems).toEqual([
      expect.objectContaining({ groupPackageCount: 2, weight: { units: 'LB', value: 25 } }),
    ]);
  });

  it('asks for the freight services, and offers no tier that a cheaper one beats on date', async () => {
    // FedEx's 3-day freight (Express) costs less than its 2-day freight (Standard, Expedited), and Express leaves
    // the warehouse first: with the handling fees it is still the cheapest and the fastest, so it is all there is.
    const heavy = await seedProduct(h.dataSource, { stock: 10, packageWeightLb: 90 });
    const lines = [{ productId: heavy.id, quantity: 2 }];
    const quote = await shop().checkout.quote({ lines, address: ADDRESS });
    expect(quote.freight).toBe(true);
    expect(
      new Set(
        fedex.rateBodies
          .slice(-2)
          .map((b) => (b as { requestedShipment: { serviceType: string } }).requestedShipment.serviceType),
      ),
    ).toEqual(new Set(['FEDEX_2_DAY_FREIGHT', 'FEDEX_3_DAY_FREIGHT']));
    expect(quote.options.map((o) => [o.tier, o.service, o.priceCents, o.label])).toEqual([
      [
        'Express',
        'FEDEX_3_DAY_FREIGHT',
        cents('FEDEX_3_DAY_FREIGHT') + TIER_HANDLING_CENTS.Express,
        'Express freight delivery',
      ],
    ]);
    // Checkout refuses a tier the quote left out, on the tier field, before any order exists.
    const refused = await shop()
      .checkout.initiate({ lines, address: ADDRESS, tier: 'Standard', idempotencyKey: attemptKey() })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'BAD_REQUEST' });
    expect(fieldErrorsOf(refused)).toEqual({ tier: [CHECKOUT_MESSAGES.tierNotOffered] });
  });

  it('renews the token once it is about to expire', async () => {
    const caller = shop();
    fedex.expiresIn = 30;
    const before = fedex.tokensIssued;
    await caller.checkout.quote(cart());
    await caller.checkout.quote(cart());
    expect(fedex.tokensIssued - before).toBe(2);
  });

  it('says rates are unavailable (503) when FedEx is slow past the timeout or failing', async () => {
    for (const mode of ['slow', 'down'] as const) {
      fedex.mode = mode;
      const started = Date.now();
      const error = await shop()
        .checkout.quote(cart())
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: CHECKOUT_MESSAGES.carrierDown });
      expect(Date.now() - started).toBeLessThan(fedex.slowMs);
    }
  });

  it('puts an address FedEx cannot serve on the address fields (422)', async () => {
    fedex.mode = 'unserved';
    const error = await shop()
      .checkout.quote(cart())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect((error as { cause: { fieldErrors: unknown } }).cause.fieldErrors).toEqual({
      'address.postalCode': [CHECKOUT_MESSAGES.addressUnserved],
    });
  });

  it('refuses wrong credentials as the carrier being unavailable, without leaking them', async () => {
    const caller = servicesWith(h, {
      shipping: {
        fedex: { apiUrl: fedex.url, ...FEDEX_CREDENTIALS, clientSecret: 'wrong', timeoutMs: TIMEOUT_MS },
      },
    }).caller(customer);
    const error = await caller.checkout.quote(cart()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: CHECKOUT_MESSAGES.carrierDown });
    expect(JSON.stringify(error)).not.toContain('wrong');
  });
});
