import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startFakeStripe, STRIPE_KEYS, type IFakeStripe } from '../packages/api/src/test/fake-stripe';
import { installFakeStripe } from './fake-stripe-js';
import { extraPort, serverEnv, STAFF_PASSWORD } from './support';

/**
 * Checkout with Stripe configured. The suite's own server runs the test gateway, so this file starts a second
 * server of the same build with Stripe keys, talking to a fake Stripe API on 127.0.0.1; the browser gets a fake
 * Stripe.js in place of Stripe's (see fake-stripe-js.ts). What runs for real: our Payment Element screen, the
 * server's Stripe client, and the server asking Stripe whether the intent succeeded before it marks the order paid.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const SUCCESS_CARD = '4242 4242 4242 4242';

let fake: IFakeStripe;
let server: ChildProcess;
let base = '';
let dataDir = '';

test.beforeAll(async ({ server: worker }) => {
  test.setTimeout(150_000);
  fake = await startFakeStripe();
  // Beside the worker's own data folder, so the global teardown removes it even if this file is cut short.
  dataDir = `${worker.dataDir}-stripe`;
  const port = extraPort(worker.index);
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['e2e/start-server.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...serverEnv(port, dataDir),
      STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
      STRIPE_API_URL: fake.url,
    },
  });
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: 120_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  await fake?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Stripe.js from the fake (each load refused while `refuse` says so), and the fake's answers to what Stripe.js would
 * have settled on Stripe's side. Returns the pages that asked for Stripe.js.
 */
async function withFakeStripeJs(page: Page, refuse: () => boolean = () => false): Promise<string[]> {
  const loads: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    loads.push(new URL(page.url()).pathname);
    if (refuse()) await route.abort('internetdisconnected');
    else
      await route.fulfill({ contentType: 'text/javascript', body: `(${installFakeStripe.toString()})();` });
  });
  const intentOf = (clientSecret: string) => fake.intents.get(clientSecret.split('_secret')[0]!)!;
  await page.exposeFunction('fakeStripeConfirm', (clientSecret: string, card: string) => {
    const intent = intentOf(clientSecret);
    if (card.replace(/\s/g, '') === SUCCESS_CARD.replace(/\s/g, '')) {
      fake.settle(intent.id, 'succeeded');
      return { paymentIntent: { ...intent } };
    }
    fake.settle(intent.id, 'requires_payment_method', 'Your card was declined.');
    return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
  });
  await page.exposeFunction('fakeStripeRetrieve', (clientSecret: string) => ({
    paymentIntent: { ...intentOf(clientSecret) },
  }));
  return loads;
}

/** Logs the demo customer in with one product in the cart and goes through address and speed to payment. */
async function toPaymentStep(
  page: Page,
  request: APIRequestContext,
  beforePayment?: () => void,
): Promise<void> {
  const list = (await (
    await request.post(`${base}/api/product/get-list-customer`, { headers: XHR, data: {} })
  ).json()) as { data: { id: number; inStock: boolean }[] };
  const product = list.data.find((p) => p.inStock)!;
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('customer@shop.test');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${base}/`);
  await page.evaluate(
    (id) => window.localStorage.setItem('shop.cart.v1', JSON.stringify([{ productId: id, quantity: 1 }])),
    product.id,
  );
  await page.goto(`${base}/cart`);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByLabel('Phone').fill('+1 503 555 0142');
  await page.getByLabel('Street address').fill('1200 SW Main St');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').selectOption('OR');
  await page.getByLabel('ZIP code').fill('97205');
  await page.getByRole('button', { name: 'Get shipping options' }).click();
  await page.getByRole('radio', { name: /^Standard/ }).check();
  beforePayment?.();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

test('with Stripe configured, the card is taken by the Payment Element and the server confirms with Stripe', async ({
  page,
  request,
}) => {
  const policy = (await request.get(`${base}/cart/payment`)).headers()['content-security-policy']!;
  expect(policy).toContain("script-src 'self' https://js.stripe.com");
  expect(policy).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
  expect(policy).toContain("connect-src 'self' https://api.stripe.com");

  const loads = await withFakeStripeJs(page);
  await toPaymentStep(page, request);

  const card = page.getByLabel('Card number (Stripe)');
  await expect(card).toBeVisible();
  // Once for the visit, for the cart's pay-over-time offers or the payment step, whichever asked first: never on
  // the home or login page.
  expect(loads).toHaveLength(1);
  expect(['/cart', '/cart/payment']).toContain(loads[0]);
  await expect(page.getByText('Test mode — no real card is charged.')).toHaveCount(0);
  const orderNumber = (await page.getByText(/Order HT-\d+ is reserved/).textContent())!.match(/HT-\d+/)![0];
  const intent = [...fake.intents.values()].find((i) => i.metadata.orderNumber === orderNumber)!;
  expect(intent).toBeTruthy();

  await card.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('alert').getByText('Your card was declined.')).toBeVisible();

  await card.fill(SUCCESS_CARD);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(`Order number ${orderNumber}`)).toBeVisible();
  expect(fake.complaints).toEqual([]);
  // The server asked Stripe about the intent before it believed the browser.
  expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intent.id}`)).toBe(
    true,
  );
});

test('with Stripe configured, the product and cart pages show its pay-over-time offers for their amounts', async ({
  page,
  request,
}) => {
  await withFakeStripeJs(page);
  const list = (await (
    await request.post(`${base}/api/product/get-list-customer`, { headers: XHR, data: {} })
  ).json()) as { data: { id: number; slug: string; inStock: boolean; discountedCents: number }[] };
  const product = list.data.find((p) => p.inStock)!;
  const quarter = (cents: number) => `$${(Math.floor(cents / 4) / 100).toFixed(2)}`;
  await page.goto(`${base}/product/${product.slug}`);
  await expect(page.getByTestId('pay-later')).toHaveText(
    `Pay in 4 interest-free payments of ${quarter(product.discountedCents)} with Klarna.`,
  );
  await page.evaluate(
    (id) => window.localStorage.setItem('shop.cart.v1', JSON.stringify([{ productId: id, quantity: 2 }])),
    product.id,
  );
  await page.goto(`${base}/cart`);
  await expect(page.getByTestId('pay-later')).toHaveText(
    `Pay in 4 interest-free payments of ${quarter(2 * product.discountedCents)} with Klarna.`,
  );
  // A new quantity tells the element of the new amount.
  await page.getByRole('button', { name: 'One more' }).first().click();
  await expect(page.getByTestId('pay-later')).toHaveText(
    `Pay in 4 interest-free payments of ${quarter(3 * product.discountedCents)} with Klarna.`,
  );
});

test('when Stripe.js cannot be loaded the payment step says so, and trying again brings the card form', async ({
  page,
  request,
}) => {
  // Refused until the payment step has said so: the cart's pay-over-time offers try Stripe.js first (and show
  // nothing when it fails), and one Stripe.js serves the whole visit.
  let refusing = true;
  await withFakeStripeJs(page, () => refusing);
  await toPaymentStep(page, request);
  await expect(
    page.getByRole('alert').getByText('The secure card form could not be loaded.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId('pay-later')).toHaveCount(0);
  refusing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Card number (Stripe)')).toBeVisible();
});

test('a refund Stripe does not answer leaves the order visibly "refund pending", and the retry refunds it once', async ({
  page,
  playwright,
}) => {
  // A paid Stripe order, made over REST by the demo customer (the browser journey is the test above).
  const customer = await playwright.request.newContext({ baseURL: base, extraHTTPHeaders: XHR });
  await customer.post('/api/customer/login', {
    data: { email: 'customer@shop.test', password: STAFF_PASSWORD },
  });
  const list = (await (await customer.post('/api/product/get-list-customer', { data: {} })).json()) as {
    data: { id: number; inStock: boolean }[];
  };
  const start = (await (
    await customer.post('/api/payment/initiate', {
      data: {
        lines: [{ productId: list.data.find((p) => p.inStock)!.id, quantity: 1 }],
        address: {
          name: 'Refund Tester',
          phone: '+1 503 555 0142',
          addressLine1: '1200 SW Main St',
          city: 'Portland',
          state: 'OR',
          postalCode: '97205',
        },
        tier: 'Standard',
        idempotencyKey: `e2e-refund-${Date.now()}`,
      },
    })
  ).json()) as { orderId: number; orderNumber: string; total: string };
  const intent = [...fake.intents.values()].find((i) => i.metadata.orderNumber === start.orderNumber)!;
  fake.settle(intent.id, 'succeeded');
  const paid = await customer.post('/api/payment/complete', {
    data: { orderNumber: start.orderNumber, idempotencyKey: `e2e-pay-${Date.now()}` },
  });
  expect(paid.status()).toBe(200);
  await customer.dispose();

  await page.goto(`${base}/admin/order/${start.orderId}`);
  await page.getByLabel('Email').fill('admin@shop.test');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${start.orderNumber}` })).toBeVisible();

  // Stripe takes the refund but the answer never arrives (twice: stripe-node retries once by itself).
  fake.refundTrouble = { mode: 'lost', times: 2 };
  await page.getByRole('button', { name: 'Cancel and refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${start.orderNumber}?` });
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText('The payment service did not answer, so the refund is pending')).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Refund pending' });
  await expect(notice).toContainText(`Refund pending: ${start.total}.`);
  await expect(page.getByTestId('order-states')).toContainText('Order: Paid');
  const actions = page.getByRole('group', { name: 'Order actions' });
  await expect(actions.getByRole('button')).toHaveText(['Retry refund']);

  await actions.getByRole('button', { name: 'Retry refund' }).click();
  await expect(
    page.getByText(`Order ${start.orderNumber} cancelled and ${start.total} refunded.`),
  ).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('order-states')).toContainText('Order: Cancelled');
  await expect(page.getByTestId('order-states')).toContainText('Payment: Refunded');
  expect(fake.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
});
