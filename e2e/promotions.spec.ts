import { expect, test } from './test';
import { fillAddress, NEW_YORK } from './checkout-steps';
import { emptyAccountCart, loginAsStaff, MANAGER_EMAIL, productsInStock, STAFF_PASSWORD } from './support';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const stamp = Date.now().toString(36).toUpperCase();
/** The shop's one tax rounding rule (@shop/domain taxOn): cents x ppm / 1 000 000, half up. */
const taxOn = (cents: number, ppm: number) => Math.floor((cents * ppm + 500_000) / 1_000_000);

test('a manager makes a 10% code for a room type; a buyer pays with it, taxed on the discounted line; the use shows', async ({
  page,
  request,
}) => {
  const [product] = await productsInStock(page.request, 2);
  expect(product, 'the demo seed has a product in stock').toBeTruthy();
  const detail = (await (
    await page.request.post(`/api/product/product-detail/${product!.id}`, { headers: XHR, data: {} })
  ).json()) as { roomType: { name: string }; room: { name: string } };
  const code = `TEN${stamp}`;
  const name = `Ten on ${detail.roomType.name} ${stamp}`;

  await loginAsStaff(page, MANAGER_EMAIL, '/admin/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await page.getByRole('link', { name: 'Add promotion' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('Percentage').fill('10');
  // Money in dollars and products by name, as any shop admin has them.
  await page.getByLabel('Minimum subtotal (USD)').fill('1.50');
  await page.getByRole('combobox', { name: 'Add to products' }).fill(product!.name);
  await page.getByRole('option', { name: product!.name }).first().click();
  await expect(page.getByRole('list', { name: 'Products: chosen' })).toContainText(product!.name);
  await page
    .getByRole('group', { name: /Room types/ })
    .locator('div', { hasText: detail.room.name })
    .getByLabel(detail.roomType.name, { exact: true })
    .check();
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page.getByText(`Promotion “${name}” created.`)).toBeVisible();
  // The list's row (the usage report below names it too).
  await expect(page.getByRole('row', { name: new RegExp(name) }).first()).toContainText('10% off');

  // The buyer, in the same browser (customer and staff sessions are separate cookies).
  await emptyAccountCart(request);
  const login = await page.request.post('/api/customer/login', {
    headers: XHR,
    data: { email: 'customer@shop.test', password: STAFF_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.addInitScript(
    ([key, id]) =>
      window.localStorage.setItem(key as string, JSON.stringify([{ productId: id, quantity: 2 }])),
    ['shop.cart.v1', product!.id],
  );
  await page.goto('/cart/payment');
  await fillAddress(page, { ...NEW_YORK, name: 'Dee Discount', phone: '+1 212 555 0143' });
  await page.getByRole('button', { name: 'Get shipping options' }).click();
  await page.getByLabel('Discount code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('list', { name: 'Promotions applied' })).toContainText(`Code ${code}: ${name}`);
  await page
    .getByRole('group', { name: 'Shipping speed' })
    .getByRole('radio', { name: /^Standard/ })
    .check();

  // The server's quote for the same cart: tax on the discounted line and on shipping, as the page shows.
  const quote = (await (
    await page.request.post('/api/fedex/prepare', {
      headers: XHR,
      data: {
        lines: [{ productId: product!.id, quantity: 2 }],
        address: {
          name: 'Dee Discount',
          phone: '+1 212 555 0143',
          addressLine1: '350 Fifth Avenue',
          city: 'New York',
          state: 'NY',
          postalCode: '10001',
        },
        code,
      },
    })
  ).json()) as {
    subtotalCents: number;
    tax: { ratePpm: number };
    discount: { itemsDiscountCents: number };
    options: { tier: string; priceCents: number; taxCents: number; tax: string; total: string }[];
  };
  const standard = quote.options.find((o) => o.tier === 'Standard')!;
  expect(quote.discount.itemsDiscountCents).toBe(Math.floor((quote.subtotalCents * 10 * 2 + 100) / 200));
  expect(standard.taxCents).toBe(
    taxOn(quote.subtotalCents - quote.discount.itemsDiscountCents, quote.tax.ratePpm) +
      taxOn(standard.priceCents, quote.tax.ratePpm),
  );
  const summary = page.getByRole('complementary', { name: 'Your order' });
  const row = (label: string) =>
    summary
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .getByRole('definition');
  await expect(row('Discounts')).toHaveText(/^−\$\d/);
  await expect(row('Sales tax')).toHaveText(standard.tax);
  await expect(row('Total')).toHaveText(standard.total);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Discounts', { exact: true })).toBeVisible();

  await page.goto('/admin/promotions');
  const usage = page.getByRole('region', { name: 'Usage' });
  // Code, paid orders, discount given, unpaid orders holding a use.
  await expect(usage.getByRole('row', { name: new RegExp(name) }).getByRole('cell')).toHaveText([
    code,
    '1',
    /^\$\d/,
    '0',
  ]);
});
