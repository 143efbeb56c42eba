// The cart across devices and logins, and what it says when stock or products change under it.
import { expect, test } from './test';
import { CART_KEY, XHR, cartLink, fillAddress } from './checkout-steps';
import { expectAccessible } from './axe';
import { emptyAccountCart, expectAlive, productsInStock, STAFF_PASSWORD, stockOf } from './support';

const stamp = Date.now().toString(36);

test("a customer's phone cart shows on their laptop, and a guest's cart joins the account at login", async ({
  browser,
  page,
  request,
  server,
}) => {
  const [onPhone, asGuest] = await productsInStock(request, 2);
  const email = `follow-${stamp}@example.com`;
  const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  const serverCart = async () =>
    (
      (await (await phonePage.request.get('/api/cart')).json()) as { lines: { productId: number }[] }
    ).lines.map((l) => l.productId);

  await test.step('on the phone, a new customer adds a product: the server keeps it on the account', async () => {
    const registered = await phonePage.request.post('/api/customer/register', {
      headers: XHR,
      data: { name: 'Fay Follow', email, password: STAFF_PASSWORD },
    });
    expect(registered.ok()).toBe(true);
    await phonePage.goto(`/product/${onPhone!.slug}`);
    // Clicked once the page's script has taken the button over: before, the button is the no-script form's.
    await expectAlive(phonePage.getByRole('button', { name: 'Add to cart', exact: true }));
    await phonePage.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(phonePage.getByRole('status').getByText(/to your cart\./)).toBeVisible();
    await expect.poll(serverCart).toEqual([onPhone!.id]);
  });

  await test.step('on the laptop, a guest adds another, logs in, and the cart has both', async () => {
    await page.goto(`/product/${asGuest!.slug}`);
    await expectAlive(page.getByRole('button', { name: 'Add to cart', exact: true }));
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/login?redirect=%2Fcart');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    for (const product of [onPhone!, asGuest!])
      await expect(page.getByRole('heading', { level: 3, name: product.name })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  });

  await test.step('the phone shows the merged cart too', async () => {
    await expect.poll(async () => (await serverCart()).sort()).toEqual([onPhone!.id, asGuest!.id].sort());
    await phonePage.goto('/cart');
    await expect(phonePage.getByRole('heading', { level: 3, name: asGuest!.name })).toBeVisible();
  });
  await phone.close();
});

test('the cart flags a line beyond the stock and a product that is gone, and fixes them on request', async ({
  page,
  request,
}) => {
  const [product] = await productsInStock(request, 1);
  const over = Math.min(product!.stock + 2, 99);
  await page.addInitScript(
    ([key, lines]) => window.localStorage.setItem(key as string, lines as string),
    [
      CART_KEY,
      JSON.stringify([
        { productId: product!.id, quantity: over },
        { productId: 2_000_000_000, quantity: 1 },
      ]),
    ],
  );
  await page.goto('/cart');
  await expect(page.getByText('2 items need your attention before you can check out.')).toBeVisible();
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product!.name }) });
  const only = product!.stock === 1 ? 'Only 1 left in stock.' : `Only ${product!.stock} left in stock.`;
  await expect(line.getByText(only)).toBeVisible();
  const gone = page.getByRole('listitem').filter({ hasText: 'This product is no longer available.' });
  await expect(gone).toBeVisible();
  await expectAccessible(page);

  await line.getByRole('button', { name: `Reduce to ${product!.stock}` }).click();
  await expect(line.getByText(only)).toBeHidden();
  await expect(line.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(product!.stock));
  await gone.getByRole('button', { name: 'Remove from cart' }).click();
  await expect(gone).toBeHidden();
  await expect(page.getByText(/need your attention/)).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName(
    `Cart, ${product!.stock} ${product!.stock === 1 ? 'item' : 'items'}`,
  );
});

test('stock bought by someone else during checkout is caught when the order is placed, pointing back to the cart', async ({
  page,
  request,
}) => {
  const [product] = await productsInStock(request, 1);
  await page.addInitScript(
    ([key, id]) => {
      // Only the first page load fills the cart; the page under test must see what checkout left in it.
      if (!window.sessionStorage.getItem('cart-filled')) {
        window.sessionStorage.setItem('cart-filled', '1');
        window.localStorage.setItem(key as string, JSON.stringify([{ productId: id, quantity: 1 }]));
      }
    },
    [CART_KEY, product!.id],
  );
  await emptyAccountCart(request);
  await page.goto('/login?redirect=%2Fcart%2Fpayment');
  await page.getByLabel('Email').fill('customer@shop.test');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/cart\/payment$/);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Get shipping options' }).click();
  await page.getByRole('radio', { name: /^Standard/ }).check();

  // Another customer's order takes every unit meanwhile.
  const [now] = await stockOf(request, [product!.id]);
  const register = await request.post('/api/customer/register', {
    headers: XHR,
    data: { name: 'Quick Buyer', email: `quick-${stamp}@example.com`, password: STAFF_PASSWORD },
  });
  expect(register.ok()).toBe(true);
  const taken = await request.post('/api/payment/initiate', {
    headers: XHR,
    data: {
      lines: [{ productId: product!.id, quantity: now!.stock }],
      address: {
        name: 'Quick Buyer',
        phone: '+1 212 555 0100',
        addressLine1: '1 Main St',
        city: 'Albany',
        state: 'NY',
        postalCode: '12207',
      },
      tier: 'Standard',
      idempotencyKey: `quick-buyer-${stamp}-0001`,
    },
  });
  expect(taken.ok()).toBe(true);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Not enough stock for this quantity.' });
  await expect(refused).toBeVisible();
  await refused.getByRole('link', { name: 'Review your cart' }).click();
  await expect(page.getByText('Out of stock for now.')).toBeVisible();
});

test('with the test gateway, the content security policy lets no outside script, frame or API in', async ({
  request,
}) => {
  const policy = (await request.get('/cart/payment')).headers()['content-security-policy']!;
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/stripe/);
});
