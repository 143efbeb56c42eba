import { expect, test } from './test';
import { CART_KEY, XHR, cartLink, fillAddress, payWith } from './checkout-steps';
import { expectAccessible } from './axe';
import {
  emptyAccountCart,
  loginAsAdmin,
  mailedLink,
  outboxMails,
  productsInStock,
  settled,
  STAFF_PASSWORD,
  stockOf,
} from './support';

const stamp = Date.now().toString(36);

test('a new customer fills a cart, is declined once, pays, then cancels a second order and its stock returns', async ({
  page,
  request,
  server,
}) => {
  const [first] = await productsInStock(request, 3);
  expect(first, 'the demo seed has a product with 3 or more in stock').toBeTruthy();
  let cardProduct = '';

  await test.step('register a new customer', async () => {
    await page.goto('/register');
    await page.getByLabel('Name').fill('Ada Checkout');
    await page.getByLabel('Email').fill(`checkout-${stamp}@example.com`);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('banner').getByText('Ada Checkout')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
  });

  await test.step('add two from the product page, and one product from a card', async () => {
    await page.goto(`/product/${first!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    await page
      .getByRole('group', { name: `Quantity of ${first!.name}` })
      .getByRole('button', { name: 'One more' })
      .click();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('status').getByText(`Added 2 × ${first!.name} to your cart.`)).toBeVisible();
    // This server has no Stripe keys: no pay-over-time offers (checkout-stripe.spec.ts shows them with keys).
    await expect(page.getByTestId('pay-later')).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(page.getByText('2 in your cart')).toBeVisible();

    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Add to cart: / }) })
      .first();
    cardProduct = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: `Add to cart: ${cardProduct}` }).click();
    await expect(page.getByRole('status').getByText(`Added ${cardProduct} to your cart.`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  });

  await test.step('the cart lists both, priced by the server, and leads to checkout', async () => {
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: first!.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: cardProduct })).toBeVisible();
    await expect(page.getByText('Subtotal (3 items)')).toBeVisible();
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await expect(page).toHaveURL(/\/cart\/payment$/);
  });

  await test.step('an address gets a quote of three speeds; Express is chosen', async () => {
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Checkout');
    await page.getByLabel('ZIP code').fill('9720');
    await page.getByRole('button', { name: 'Get shipping options' }).click();
    await expect(page.getByText('Enter a 5-digit ZIP code (or ZIP+4).')).toBeVisible();
    await expectAccessible(page);
    await fillAddress(page);
    await page.getByRole('button', { name: 'Get shipping options' }).click();
    const speeds = page.getByRole('group', { name: 'Shipping speed' });
    for (const tier of ['Standard', 'Expedited', 'Express'])
      await expect(speeds.getByRole('radio', { name: new RegExp(`^${tier}`) })).toBeVisible();
    await expect(speeds.getByText(/ships (by freight|as parcels)/)).toBeVisible();
    await speeds.getByRole('radio', { name: /^Express/ }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('Test mode — no real card is charged.')).toBeVisible();
    await expect(page.getByText(/Order HT-\d+ is reserved for you until/)).toBeVisible();
  });

  const orderNumber = (await page.getByText(/Order HT-\d+ is reserved/).textContent())!.match(/HT-\d+/)![0];

  await test.step('a declined card says so and the customer tries again with a good one', async () => {
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert').getByText(/declined/i)).toBeVisible();
    await expectAccessible(page);
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(`Order number ${orderNumber}`)).toBeVisible();
    await expect(page.getByText(`We sent a confirmation to checkout-${stamp}@example.com.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/my-account/order/detail/${orderNumber}`,
    );
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
    await expectAccessible(page);
    // The order confirmation mail, written to the outbox just after the answer.
    const mentions = async () =>
      (await outboxMails(server.dataDir)).some((mail) => JSON.stringify(mail).includes(orderNumber));
    await expect.poll(mentions, { timeout: 10_000 }).toBe(true);
  });

  await test.step('the order is in the account, paid, with the Express option it was sold with', async () => {
    await page.goto('/my-account/order');
    await page
      .getByRole('link', { name: new RegExp(orderNumber) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/my-account/order/detail/${orderNumber}$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
    await expect(page.getByText(/Express/).first()).toBeVisible();
    // The invoice was issued with the payment: its number names the download.
    const invoice = page
      .getByRole('list', { name: 'Documents' })
      .getByRole('link', { name: /^Download invoice/ });
    await expect(invoice).toHaveText(/^Download invoice INV-\d{4}-\d{6} \(PDF\)$/);
    const download = await page.request.get((await invoice.getAttribute('href'))!);
    expect(download.headers()['content-type']).toBe('application/pdf');
  });

  await test.step('a second order is cancelled and its stock goes back on the shelf', async () => {
    const [before] = await stockOf(request, [first!.id]);
    await page.goto(`/product/${first!.slug}`);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await cartLink(page).click();
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await fillAddress(page);
    await page.getByRole('button', { name: 'Get shipping options' }).click();
    await page.getByRole('radio', { name: /^Standard/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('Test mode — no real card is charged.')).toBeVisible();
    expect((await stockOf(request, [first!.id]))[0]!.stock).toBe(before!.stock - 1);
    // A reload comes back to the same order, still to be paid or cancelled.
    const reserved = await page.getByText(/Order HT-\d+ is reserved/).textContent();
    await page.reload();
    await expect(page.getByText(reserved!)).toBeVisible();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cancel order HT-\d+\?$/ });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order cancelled' })).toBeVisible();
    await expect(page.getByText(/released back to stock/)).toBeVisible();
    expect((await stockOf(request, [first!.id]))[0]!.stock).toBe(before!.stock);
    // The cart is kept for another try.
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });

  await test.step("a sofa to Portland is offered the shop's own crew beside the carrier, each level with its fee", async () => {
    // The demo shop delivers around Portland itself; a sectional sofa goes as freight.
    await page.goto('/product/bexley-leather-sectional-sofa');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await cartLink(page).click();
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await fillAddress(page);
    await page.getByRole('button', { name: 'Get shipping options' }).click();
    const crew = page.getByRole('group', { name: 'Or delivered by our own crew' });
    for (const level of ['Curbside', 'Room of choice', 'White glove'])
      await expect(crew.getByRole('radio', { name: new RegExp(`^${level}`) })).toBeVisible();
    await crew.getByRole('radio', { name: /^White glove/ }).check();
    // One group over both: choosing the crew leaves no carrier speed chosen, and the fee stands for shipping.
    await expect(page.getByRole('radio', { name: /^Standard/ })).not.toBeChecked();
    const summary = page.getByRole('complementary', { name: 'Your order' });
    await expect(summary.getByText('Delivery (White glove)')).toBeVisible();
    await expect(summary.getByText('Shipping', { exact: true })).toHaveCount(0);
    // The crew's days, loaded on demand: a window picked is held while the order is paid, then booked.
    const window = page
      .getByRole('group', { name: 'Time window (local time)' })
      .getByRole('radio', { disabled: false })
      .first();
    await window.check();
    await expect(window).toBeChecked();
    await expect(page.getByText('Keeping this window for you…')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(/White glove delivery by our crew/)).toBeVisible();
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page.getByText('Delivery day', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change the delivery day' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('a guest buys without an account, then finds the order by number and email; logging in is offered too', async ({
  page,
  request,
  server,
}) => {
  const [product] = await productsInStock(request, 1);
  const email = `guest-${stamp}@example.com`;
  await page.addInitScript(
    ([key, id]) => {
      // Only the first page load fills the cart; paying empties it.
      if (!window.sessionStorage.getItem('cart-filled')) {
        window.sessionStorage.setItem('cart-filled', '1');
        window.localStorage.setItem(key as string, JSON.stringify([{ productId: id, quantity: 1 }]));
      }
    },
    [CART_KEY, product!.id],
  );

  await test.step('the cart offers guest checkout, and login or registration coming back to it', async () => {
    await page.goto('/cart');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcart',
    );
    await expect(summary.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fcart',
    );
    await summary.getByRole('link', { name: 'Checkout as guest' }).click();
    await expect(page).toHaveURL(/\/cart\/payment$/);
    await expect(page.getByText('Checking out as a guest: no account needed.')).toBeVisible();
  });

  let orderNumber = '';
  await test.step('an email and an address, a speed, then the card', async () => {
    await fillAddress(page);
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Get shipping options' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    // The reminder's consent is kept as soon as it is given, whether or not a quote follows.
    const consentKept = page.waitForResponse((r) => r.url().includes('cart.reminders') && r.ok());
    await page.getByLabel('Email me my cart once if I leave before paying').check();
    await consentKept;
    await page.getByRole('button', { name: 'Get shipping options' }).click();
    await page.getByRole('radio', { name: /^Standard/ }).check();
    // On a phone the summary is below the steps: a bar keeps the total in view while the speed is chosen.
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    const bar = page.getByRole('group', { name: 'Your order total' });
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(/^Total \$[\d,]+\.\d\d/);
    await page.setViewportSize(wide);
    await expect(bar).toBeHidden();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const reserved = page.getByText(/Order HT-\d+ is reserved for you until/);
    await expect(reserved).toBeVisible();
    orderNumber = (await reserved.textContent())!.match(/HT-\d+/)![0];
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(`Order number ${orderNumber}`)).toBeVisible();
    await expect(page.getByText(`We sent a confirmation to ${email}.`)).toBeVisible();
    // A guest's confirmation survives a reload too (the cart session it was placed from reads it).
    await expect(page).toHaveURL(new RegExp(`/checkout/complete/${orderNumber}$`));
    await page.reload();
    await expect(page.getByText(`Order number ${orderNumber}`)).toBeVisible();
    await expectAccessible(page);
    const mail = async () =>
      (await outboxMails(server.dataDir)).find((m) => m.to === email && m.subject.includes(orderNumber));
    await expect.poll(async () => (await mail())?.text ?? '', { timeout: 10_000 }).toContain('Find an order');
  });

  await test.step('later, the order is found by its number and email; a wrong email finds nothing', async () => {
    await page.getByRole('link', { name: 'Find your order later' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/find\\?number=${orderNumber}$`));
    await expect(page.getByLabel('Order number')).toHaveValue(orderNumber);
    await page.getByLabel('Email').fill(`other-${email}`);
    await page.getByRole('button', { name: 'Find order' }).click();
    await expect(page.getByRole('alert').getByText(/No order matches this number and email/)).toBeVisible();
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find order' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByText(product!.name).first()).toBeVisible();
    // The items card takes the row's width, not a third of it.
    const items = page.getByRole('region', { name: 'Items' });
    const found = page.getByRole('region', { name: `Order ${orderNumber}` });
    expect((await items.boundingBox())!.width).toBeGreaterThan((await found.boundingBox())!.width * 0.9);
    await expectAccessible(page);
  });

  await test.step('registering with that email mails a link that adds the order, in words of its own', async () => {
    const registered = await page.request.post('/api/customer/register', {
      headers: XHR,
      data: { name: 'Ada Checkout', email, password: 'guest-turned-customer-7' },
    });
    expect(registered.ok()).toBe(true);
    const link = new URL(await mailedLink(server.dataDir, email, /https?:\/\/\S+\/confirm-email\?\S+/));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add your earlier orders' })).toBeVisible();
    await expect(page.getByText('Your account moves')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add them to my account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders added' })).toBeVisible();
    await expect(page.getByText('1 earlier order is now in your account.')).toBeVisible();
    await page.getByRole('link', { name: 'Your orders' }).click();
    await expect(page.getByText(orderNumber).first()).toBeVisible();
  });
});

test('a made-to-order piece sells beyond its stock: which is which in the order, then production and ready to ship', async ({
  page,
  browser,
  request,
  server,
}) => {
  const [kept, made] = await productsInStock(request, 2);
  const staff = await browser.newPage();
  await test.step('the admin makes a product made to order in 6 weeks, with 1 left', async () => {
    await loginAsAdmin(staff, `/admin/product/update/${made!.id}`);
    await staff.getByLabel('In stock').fill('1');
    await staff.getByLabel('Lead time (days)').fill('42');
    await staff.getByLabel('When out of stock').selectOption('made-to-order');
    await staff.getByRole('button', { name: 'Save changes' }).click();
    await expect(staff.getByRole('status').first()).toBeVisible();
  });
  await test.step('the cart says which is made to order, and so do the confirmation and the order', async () => {
    await emptyAccountCart(request);
    await page.goto('/login?redirect=%2Fcart');
    await page.getByLabel('Email').fill('customer@shop.test');
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/cart');
    // The cart follows the customer (other journeys of this worker leave lines in the account's cart): this
    // journey's cart is set on the account to exactly these two lines, and the cart page shows the account's.
    await page.request.post('/api/cart', {
      headers: XHR,
      data: {
        lines: [
          { productId: kept!.id, quantity: 1 },
          { productId: made!.id, quantity: 2 },
        ],
      },
    });
    await page.goto('/cart');
    // Hydrated first: the server cart arriving redraws the page, and a click in that moment went nowhere.
    await settled(page);
    await expect(page.getByText('1 in stock, 1 made to order: ships in 6–8 weeks')).toBeVisible();
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await expect(page).toHaveURL(/\/cart\/payment$/);
    await fillAddress(page);
    await page.getByRole('button', { name: 'Get shipping options' }).click();
    await page.getByRole('radio', { name: /^Standard/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payWith(page, '4242 4242 4242 4242');
    // The confirmation has its own address: a reload shows it again, with the one promise for the whole order.
    await expect(page).toHaveURL(/\/checkout\/complete\/HT-\d+$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(
      page.getByText(
        /Standard shipping \(ships in 6–8 weeks, then \d–\d business days\): it should arrive by/,
      ),
    ).toBeVisible();
    await expect(page.getByText(/^1 from stock, 1 made to order: ships in 6–8 weeks \(/)).toBeVisible();
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page.getByTestId('line-served')).toHaveCount(1);
    await expect(page.getByTestId('line-served')).toContainText('1 from stock, 1 made to order');
  });
  const number = page.url().match(/HT-\d+/)![0];
  await test.step('staff move it into production and to ready to ship; the customer sees both and is mailed', async () => {
    await staff.goto(`/admin/order?search=${number}`);
    await staff.getByRole('link', { name: number }).click();
    const actions = staff.getByRole('group', { name: 'Order actions' });
    await actions.getByRole('button', { name: 'Start production' }).click();
    await actions.getByRole('button', { name: 'Mark as ready to ship' }).click();
    await expect(actions.getByRole('button')).toHaveText([
      'Mark as shipped',
      'Cancel and refund',
      'Refund part',
    ]);
    await page.reload();
    const timeline = page.getByRole('region', { name: 'History' });
    await expect(timeline).toContainText('In production');
    await expect(timeline).toContainText('Ready to ship');
    await expect
      .poll(async () => (await outboxMails(server.dataDir)).map((m) => m.subject))
      .toEqual(
        expect.arrayContaining([
          `Your order ${number} is in production`,
          `Your order ${number} is ready to ship`,
        ]),
      );
  });
  await staff.close();
});
