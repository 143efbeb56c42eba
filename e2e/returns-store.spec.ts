import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { XHR } from './checkout-steps';
import { expectAccessible } from './axe';
import {
  ADMIN_EMAIL,
  STAFF_PASSWORD,
  expectAlive,
  keepScreenshot,
  productsInStock,
  settled,
} from './support';
import { expect, test } from './test';

const stamp = Date.now().toString(36);
const PHOTO = fileURLToPath(new URL('./fixtures/living-room.jpg', import.meta.url));
const ADDRESS = {
  name: 'Rhea Returns',
  phone: '+1 503 555 0177',
  addressLine1: '1200 SW Main St',
  city: 'Portland',
  state: 'OR',
  postalCode: '97205',
};
const key = (what: string) => `returns-${what}-${stamp}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * A paid order of `quantity` pieces of one product, bought over the API by the client on `request` (a customer's
 * session, or a guest's cart session with `email`): the checkout screens are other journeys' business.
 */
async function buy(
  request: APIRequestContext,
  productId: number,
  quantity: number,
  email?: string,
): Promise<string> {
  const lines = [{ productId, quantity }];
  // The quote starts a guest's cart session, which owns the order it pays.
  expect(
    (await request.post('/api/fedex/prepare', { headers: XHR, data: { lines, address: ADDRESS } })).ok(),
  ).toBe(true);
  const started = await request.post('/api/payment/initiate', {
    headers: XHR,
    data: {
      lines,
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: key('order'),
      ...(email ? { email } : {}),
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { orderNumber } = (await started.json()) as { orderNumber: string };
  const paid = await request.post('/api/payment/complete', {
    headers: XHR,
    data: {
      orderNumber,
      idempotencyKey: key('pay'),
      testCard: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return orderNumber;
}

/** What staff do before a return can be asked: prepare, ship with a tracking number, mark delivered. */
async function deliver(baseURL: string, orderNumber: string): Promise<void> {
  const staff = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: XHR });
  try {
    expect(
      (
        await staff.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: STAFF_PASSWORD } })
      ).status(),
    ).toBe(200);
    const list = (await (await staff.get(`/api/order/get-list?q=${orderNumber}`)).json()) as {
      data: { id: number; number: string }[];
    };
    const id = list.data.find((order) => order.number === orderNumber)!.id;
    for (const [move, data] of [
      ['process', undefined],
      ['ship', { trackingNumber: `1Z${stamp.toUpperCase()}RT` }],
      ['deliver', undefined],
    ] as const) {
      const answer = await staff.post(`/api/order/${move}/${id}`, data ? { data } : {});
      expect(answer.status(), `${move}: ${await answer.text()}`).toBe(200);
    }
  } finally {
    await staff.dispose();
  }
}

/** The page fits a phone's width: nothing scrolls sideways at 390 px. Kept as a picture with E2E_SCREENSHOTS=1. */
async function fitsPhone(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'fits 390 px' })
    .toBeLessThanOrEqual(390);
  await keepScreenshot(page, test.info().outputPath(`${name}-phone.png`), { fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('a customer returns a piece, cancels it, reports a damaged one with a photo, and hears when the last piece was taken', async ({
  page,
  server,
}) => {
  const [product] = await productsInStock(page.request, 3);
  expect(product, 'the demo seed has a product with 3 or more in stock').toBeTruthy();
  const email = `returns-${stamp}@example.com`;
  // The page's own request context: the session it makes is the page's.
  const registered = await page.request.post('/api/customer/register', {
    headers: XHR,
    data: { name: 'Rhea Returns', email, password: STAFF_PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const orderNumber = await buy(page.request, product!.id, 2);
  const productLabel = new RegExp(`^${product!.name}`);

  await test.step('before delivery the order page offers no return', async () => {
    await page.goto(`/my-account/order/detail/${orderNumber}`);
    await settled(page);
    await expect(page.getByRole('button', { name: 'Return or report a problem' })).toHaveCount(0);
  });

  await deliver(server.url, orderNumber);

  await test.step('the delivered order opens its returns, which say what each line allows', async () => {
    await page.reload();
    await settled(page);
    const open = page.getByRole('button', { name: 'Return or report a problem' });
    // The page is drawn by the server: the button works once React holds it. By keyboard, as anyone may.
    await expectAlive(open);
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await settled(page);
    const items = page.getByRole('list', { name: 'Items on this order' });
    await expect(items.getByText('You received 2.')).toBeVisible();
    await expect(items.getByText(/You can return up to 2 until /)).toBeVisible();
    await expect(page.getByText('None for this order yet.')).toBeVisible();
    await expectAccessible(page);
    await fitsPhone(page, 'options');
  });

  const returnNumber = `${orderNumber}-R1`;
  await test.step('a return of one piece with a reason answers its number and the refund it would make', async () => {
    await page.getByRole('button', { name: 'Return items' }).click();
    const form = page.getByRole('form', { name: 'Return items' });
    await expect(form.getByRole('heading', { name: 'Return items' })).toBeFocused();
    await form.getByRole('button', { name: 'Send return request' }).click();
    await expect(form.getByRole('alert')).toHaveText('Choose at least one item.');
    await expect(form.getByText('Choose one of the reasons.')).toBeVisible();
    await form.getByLabel(productLabel).fill('1');
    await form.getByLabel('Reason').selectOption({ index: 1 });
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Send return request' }).click();
    const sent = page.getByRole('heading', { name: `Request ${returnNumber} sent` });
    await expect(sent).toBeFocused();
    const preview = page.getByRole('group', { name: `Refund preview of ${returnNumber}` });
    for (const row of ['Items', 'Sales tax', 'Refund'])
      await expect(preview.getByText(row, { exact: true })).toBeVisible();
    await expect(preview).toContainText(/Refund\s*\$\d/);
    const listed = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Return ${returnNumber}` }) });
    await expect(listed).toContainText('Requested');
    await expect(listed).toContainText(`1 piece of ${product!.name}`);
    await expect(
      page.getByRole('list', { name: 'Items on this order' }).getByText(/You can return up to 1 /),
    ).toBeVisible();
    await expectAccessible(page);
    await fitsPhone(page, 'return-sent');
  });

  await test.step('the customer cancels the return while it may still be cancelled', async () => {
    const listed = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Return ${returnNumber}` }) });
    await listed.getByRole('button', { name: /^Cancel this request/ }).click();
    await expect(listed).toContainText('Cancelled');
    await expect(listed.getByRole('button', { name: /^Cancel this request/ })).toHaveCount(0);
    await expect(
      page.getByRole('list', { name: 'Items on this order' }).getByText(/You can return up to 2 /),
    ).toBeVisible();
  });

  const claimNumber = `${orderNumber}-R2`;
  await test.step('a problem report needs a description and a photo, and lists the photo it was sent with', async () => {
    await page.getByRole('button', { name: 'Report a problem', exact: true }).click();
    const form = page.getByRole('form', { name: 'Report a problem' });
    await form.getByLabel(productLabel).fill('1');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(form.getByText('Describe the problem (at least 10 characters).')).toBeVisible();
    await expect(form.getByText('Add at least one photo of the problem.')).toBeVisible();
    await form.getByLabel('What is wrong').fill('The left leg arrived cracked through.');
    await form.getByLabel('Photos of the problem').setInputFiles(PHOTO);
    await expect(form.getByText('1 of 1 photo uploaded.')).toBeVisible();
    await expect(form.getByRole('img', { name: /^Photo 1: living-room\.jpg/ })).toBeVisible();
    await expectAccessible(page);
    await fitsPhone(page, 'claim-form');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('heading', { name: `Request ${claimNumber} sent` })).toBeFocused();
    const listed = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Problem report ${claimNumber}` }) });
    await expect(listed).toContainText('Requested');
    const photo = listed.getByRole('img', { name: `Photo 1 of ${claimNumber}` });
    await expect(photo).toBeVisible();
    // The photo is private: the browser fetches it with the session cookie, and it arrives.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  await test.step('when another request takes the last piece meanwhile, the page says so and shows what is left', async () => {
    await page.getByRole('button', { name: 'Return items' }).click();
    const form = page.getByRole('form', { name: 'Return items' });
    await form.getByLabel(productLabel).fill('1');
    await form.getByLabel('Reason').selectOption({ index: 1 });
    // The same customer in another tab returns the last piece first, through the REST call.
    const options = (await (
      await page.request.get(`/api/my-account/orders/${orderNumber}/returns`)
    ).json()) as {
      lines: { lineId: number }[];
      reasons: { id: number }[];
    };
    const taken = await page.request.post(`/api/my-account/orders/${orderNumber}/cases`, {
      headers: XHR,
      data: {
        kind: 'return',
        idempotencyKey: key('other-tab'),
        lines: [{ lineId: options.lines[0]!.lineId, quantity: 1 }],
        reasonId: options.reasons[0]!.id,
      },
    });
    expect(taken.status(), await taken.text()).toBe(200);
    await form.getByRole('button', { name: 'Send return request' }).click();
    await expect(page.getByRole('alert')).toHaveText(/already in a return or claim/);
    // Read again: nothing is left to return, so the form and its button are gone, and the new case is listed.
    await expect(page.getByRole('button', { name: 'Return items' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `Return ${orderNumber}-R3` })).toBeVisible();
  });
});

test('a guest finds an order by number and email, and reports a problem from there', async ({
  page,
  server,
}) => {
  const [product] = await productsInStock(page.request, 2);
  const email = `guest-returns-${stamp}@example.com`;
  const orderNumber = await buy(page.request, product!.id, 1, email);
  await deliver(server.url, orderNumber);

  await page.goto(`/orders/find?number=${orderNumber}`);
  await settled(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
  const open = page.getByRole('button', { name: 'Return or report a problem' });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('list', { name: 'Items on this order' }).getByText('You received 1.'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orders/find\\?number=${orderNumber}$`));
  await page.getByRole('button', { name: 'Report a problem', exact: true }).click();
  const form = page.getByRole('form', { name: 'Report a problem' });
  await form.getByLabel(new RegExp(`^${product!.name}`)).fill('1');
  await form.getByLabel('What is wrong').fill('The box was crushed and a corner is split.');
  await form.getByLabel('Photos of the problem').setInputFiles(PHOTO);
  await expect(form.getByText('1 of 1 photo uploaded.')).toBeVisible();
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('heading', { name: `Request ${orderNumber}-R1 sent` })).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Problem report ${orderNumber}-R1` }) }),
  ).toContainText('Requested');
  await expectAccessible(page);
  await fitsPhone(page, 'guest-claim');
});
