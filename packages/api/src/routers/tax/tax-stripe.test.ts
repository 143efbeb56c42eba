import { Order, Product, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { TAX_MESSAGES } from '@shop/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, attemptKey, servicesWith } from '../../test/checkout.js';
import { startFakeServer, type IFakeServer } from '../../test/fake-server.js';
import { createHarness, type IHarness } from '../../test/harness.js';
import type { IRequestHttp } from '../../context.js';

const SECRET = 'sk_test_fake_tax';
// Long enough for the fake on 127.0.0.1 to answer on a machine loaded by the whole suite.
const TIMEOUT_MS = 1_000;
// The slow fake answers this late: far past the deadline, so a call that waited for it shows whatever the machine's
// load (closing the fake cuts the connections it still holds).
const SLOW_ANSWER_MS = 30_000;
const NYC = {
  ...ADDRESS,
  addressLine1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY' as const,
  postalCode: '10118',
};

/**
 * Stripe Tax's calculation as far as the shop reads it: 8.875 % on each line and on shipping, rounded as Stripe
 * does (to the cent), with the line items expanded.
 */
function calculation(form: URLSearchParams) {
  const rate = 0.08875;
  const items: { amount: number; amount_tax: number; reference: string; quantity: number }[] = [];
  for (let i = 0; form.has(`line_items[${i}][amount]`); i++) {
    const amount = Number(form.get(`line_items[${i}][amount]`));
    items.push({
      amount,
      amount_tax: Math.round(amount * rate),
      reference: form.get(`line_items[${i}][reference]`) ?? '',
      quantity: Number(form.get(`line_items[${i}][quantity]`)),
    });
  }
  const shipping = Number(form.get('shipping_cost[amount]'));
  const shippingTax = Math.round(shipping * rate);
  const tax = items.reduce((sum, item) => sum + item.amount_tax, shippingTax);
  return {
    id: 'taxcalc_fake',
    object: 'tax.calculation',
    currency: 'usd',
    amount_total: items.reduce((sum, item) => sum + item.amount, shipping) + tax,
    tax_amount_exclusive: tax,
    tax_amount_inclusive: 0,
    line_items: {
      object: 'list',
      data: items,
      has_more: false,
      url: '/v1/tax/calculations/taxcalc_fake/line_items',
    },
    shipping_cost: { amount: shipping, amount_tax: shippingTax },
    tax_breakdown: [
      {
        amount: tax,
        inclusive: false,
        taxability_reason: 'standard_rated',
        taxable_amount: tax > 0 ? Math.round(tax / rate) : 0,
        tax_rate_details: { country: 'US', state: 'NY', percentage_decimal: '8.875', tax_type: 'sales_tax' },
      },
    ],
  };
}

describe.each(testDialects())('sales tax from Stripe Tax on %s', (dialect) => {
  let h: IHarness;
  let stripe: IFakeServer;
  let customer: IRequestHttp;
  let productId: number;
  let mode: 'normal' | 'slow' | 'down' = 'normal';
  const complaints: string[] = [];

  const shop = () =>
    servicesWith(h, {
      tax: { stripe: { secretKey: SECRET, apiBase: stripe.url, timeoutMs: TIMEOUT_MS } },
    }).caller(customer);

  beforeAll(async () => {
    h = await createHarness(dialect);
    customer = await h.loggedIn('customer');
    productId = (await seedProduct(h.dataSource, { stock: 10, priceCents: 45_000, discountPercent: 0 })).id;
    stripe = await startFakeServer(async (req) => {
      if (req.headers.authorization !== `Bearer ${SECRET}`) complaints.push('no secret key');
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        complaints.push(`sent as ${req.headers['content-type']}`);
      if (req.method !== 'POST' || req.path !== '/v1/tax/calculations')
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
        };
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      if (mode === 'down')
        return { status: 500, body: { error: { type: 'api_error', message: 'Stripe broke' } } };
      return { status: 200, body: calculation(new URLSearchParams(req.body)) };
    });
  });
  afterEach(() => {
    mode = 'normal';
  });
  afterAll(async () => {
    await stripe?.close();
    await h?.close();
  });

  it('sends the lines, the delivery address and each shipping charge, form-encoded, and shows what Stripe says', async () => {
    const sent = stripe.requests.length;
    const quote = await shop().checkout.quote({ lines: [{ productId, quantity: 2 }], address: NYC });
    const calls = stripe.requests.slice(sent);
    // One calculation per shipping option (shipping is taxed in New York).
    expect(calls).toHaveLength(quote.options.length);
    const form = new URLSearchParams(calls[0]!.body);
    expect(Object.fromEntries(form)).toMatchObject({
      currency: 'usd',
      'line_items[0][amount]': '90000',
      'line_items[0][quantity]': '2',
      'line_items[0][reference]': 'line-0',
      'line_items[0][tax_behavior]': 'exclusive',
      'customer_details[address][line1]': '350 Fifth Avenue',
      'customer_details[address][city]': 'New York',
      'customer_details[address][state]': 'NY',
      'customer_details[address][postal_code]': '10118',
      'customer_details[address][country]': 'US',
      'customer_details[address_source]': 'shipping',
      'expand[0]': 'line_items',
    });
    expect(calls.map((c) => Number(new URLSearchParams(c.body).get('shipping_cost[amount]')))).toEqual(
      quote.options.map((o) => o.priceCents),
    );
    expect(complaints).toEqual([]);
    expect(quote.tax).toMatchObject({
      source: 'stripe',
      collected: true,
      ratePpm: 88_750,
      shippingTaxable: true,
    });
    for (const option of quote.options)
      expect(option.taxCents).toBe(Math.round(90_000 * 0.08875) + Math.round(option.priceCents * 0.08875));

    const start = await shop().checkout.initiate({
      lines: [{ productId, quantity: 2 }],
      address: NYC,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
    });
    const order = await h.dataSource.getRepository(Order).findOneByOrFail({ id: start.orderId });
    expect(order).toMatchObject({
      taxSource: 'stripe',
      taxJurisdiction: 'NY (Stripe Tax)',
      taxCents: start.taxCents,
    });
    expect(order.totalCents).toBe(90_000 + order.shippingCents + order.taxCents);
  });

  it.each(['slow', 'down'] as const)(
    'a Stripe Tax that is %s answers 503 with a clear sentence, and no order is written',
    async (trouble) => {
      mode = trouble;
      const orders = await h.dataSource.getRepository(Order).count();
      const stock = (await h.dataSource.getRepository(Product).findOneByOrFail({ id: productId })).stock;
      const started = Date.now();
      await expect(
        shop().checkout.quote({ lines: [{ productId, quantity: 1 }], address: NYC }),
      ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: TAX_MESSAGES.providerDown });
      await expect(
        shop().checkout.initiate({
          lines: [{ productId, quantity: 1 }],
          address: NYC,
          tier: 'Standard',
          idempotencyKey: attemptKey(),
        }),
      ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: TAX_MESSAGES.providerDown });
      // Given up at the deadline, not after Stripe finally answered: two calls, each well before the slow answer.
      expect(Date.now() - started).toBeLessThan(SLOW_ANSWER_MS);
      expect(await h.dataSource.getRepository(Order).count()).toBe(orders);
      expect((await h.dataSource.getRepository(Product).findOneByOrFail({ id: productId })).stock).toBe(
        stock,
      );
    },
  );
});
