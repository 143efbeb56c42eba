import type { Page, Request } from '@playwright/test';
import { expect, test } from './test';
import { productsInStock, STAFF_PASSWORD } from './support';

/**
 * Storefront pages arrive drawn by the server and come alive only once their script has loaded and hydrated them.
 * In that window (or with no script at all) forms must post to the form endpoints, never put what was typed in an
 * address, and taps on Menu and Add to cart must not be lost.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const stamp = Date.now().toString(36);
const CUSTOMER = 'customer@shop.test';

/** Every address the page asked for (documents, scripts, calls), to prove that none carries a secret. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

function expectNoneContains(urls: string[], ...secrets: string[]) {
  for (const secret of secrets) {
    const encoded = encodeURIComponent(secret);
    expect(urls.filter((url) => url.includes(secret) || url.includes(encoded))).toEqual([]);
  }
}

/** Holds every script the page asks for until `release` is called: the page stays as the server drew it. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The page has hydrated: the header's search box took its client-side state (its list id is React's). */
async function waitUntilAlive(page: Page) {
  await expect(page.locator('#site-nav')).toHaveAttribute('popover', 'auto');
  // The header's Menu button (hidden on a wide screen, so found among hidden elements too) carries React's fiber.
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', includeHidden: true });
  await expect
    .poll(() => menu.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('login posts the form: a wrong password says so, the right one signs in, nothing lands in an address', async ({
    page,
  }) => {
    const urls = recordUrls(page);
    await page.goto('/login?redirect=/my-account');
    await page.getByLabel('Email').fill(CUSTOMER);
    await page.getByLabel('Password').fill('not-the-Password-7');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?notice=credentials&redirect=%2Fmy-account$/);
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');

    await page.getByLabel('Email').fill(CUSTOMER);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expectNoneContains(urls, STAFF_PASSWORD, 'not-the-Password-7', CUSTOMER);
  });

  test('register posts the form and signs the new customer in', async ({ page }) => {
    const urls = recordUrls(page);
    const email = `nojs-${stamp}@example.com`;
    const password = `Quiet-harbour-${stamp}`;
    await page.goto('/register');
    await page.getByLabel('Name').fill('Nora Noscript');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByText('Nora Noscript')).toBeVisible();
    expectNoneContains(urls, password, email);
  });

  test('a contact message is sent and stored', async ({ page, request }) => {
    const urls = recordUrls(page);
    const subject = `No script ${stamp}`;
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Nora Noscript');
    await page.getByLabel('Email').fill(`nojs-contact-${stamp}@example.com`);
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Is the oak table available in walnut?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact\?notice=sent$/);
    await expect(page.getByRole('status').filter({ hasText: 'your message has been sent' })).toBeVisible();
    expectNoneContains(urls, subject.replace(/ /g, '+'), 'walnut');

    const staff = await request.post('/api/admin/login', {
      headers: XHR,
      data: { email: 'admin@shop.test', password: STAFF_PASSWORD },
    });
    expect(staff.ok()).toBe(true);
    const list = await request.post('/api/contact/get-list', { headers: XHR, data: { search: subject } });
    expect(JSON.stringify(await list.json())).toContain(subject);
  });

  test('forgot-password posts the form and answers the same words', async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto('/forgot');
    await page.getByLabel('Email').fill(CUSTOMER);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/forgot\?notice=sent$/);
    await expect(page.getByRole('status').filter({ hasText: 'No mail after a few minutes' })).toBeVisible();
    expectNoneContains(urls, CUSTOMER);
  });

  test('Add to cart posts the options picked; the cart is drawn from the server, and says checkout needs JavaScript', async ({
    page,
    request,
  }) => {
    // The newest demo products are plain: a page further on has one with options.
    let product: { slug: string; name: string } | undefined;
    for (let n = 1; !product && n <= 10; n++) {
      const list = (await (
        await request.post('/api/product/get-list-customer', {
          headers: XHR,
          data: { page: n, inStock: true },
        })
      ).json()) as { data: { slug: string; name: string; fromPrice?: true }[] };
      product = list.data.find((p) => p.fromPrice);
    }
    expect(product, 'the demo shop has a product with options in stock').toBeTruthy();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/product/${product!.slug}`);
    // The notice says what needs script, in the page, not under the footer. (Playwright's text and role queries
    // leave out what is inside <noscript>, so it is found by its class.)
    const notices = page.locator('main p[class*="needs-script"]');
    await expect(notices.first()).toBeVisible();
    await expect(notices.first()).toContainText('JavaScript is off in your browser.');
    // Another value of the first option, one whose combination is sold, picked without script.
    const firstOption = page
      .getByRole('group')
      .filter({ has: page.getByRole('radio') })
      .first();
    const other = firstOption.getByRole('radio', { checked: false, name: /^(?!.*not available)/ }).first();
    const picked = (await other.locator('xpath=following-sibling::span[1]').innerText()).trim();
    await other.check();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: product!.name }),
    });
    await expect(line).toContainText(picked);
    await expect(page.getByText('1 item ·')).toBeVisible();
    await expect(notices.filter({ hasText: 'Checking out needs JavaScript' })).toBeVisible();
  });

  test('on a phone the menu opens from its button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const rooms = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rooms' });
    await expect(rooms).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(rooms).toBeVisible();
    await rooms.click();
    await expect(page).toHaveURL(/\/rooms$/);
  });
});

test.describe('with the script held back', () => {
  test('a login sent before the page is alive signs in and leaks nothing', async ({ page }) => {
    const urls = recordUrls(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(CUSTOMER);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    release();
    await waitUntilAlive(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    expectNoneContains(urls, STAFF_PASSWORD, CUSTOMER);
  });

  test('a tap on Menu before the page is alive opens it, and the page takes it over', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const rooms = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rooms' });
    await expect(rooms).toBeVisible();
    release();
    await waitUntilAlive(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(rooms).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap on Add to cart before the page is alive puts the product in the cart', async ({
    page,
    request,
  }) => {
    const list = (await (
      await request.post('/api/product/get-list-customer', { headers: XHR, data: {} })
    ).json()) as { data: { slug: string; name: string; inStock: boolean }[] };
    const product = list.data.find((p) => p.inStock)!;
    const release = await holdScripts(page);
    await page.goto(`/product/${product.slug}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    // The server added it to this visitor's cart and drew the cart with it, before any script ran.
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 3, name: product.name })).toBeVisible();
    release();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart,/ })).toHaveAccessibleName(
      'Cart, 1 item',
    );
  });

  test('the quantity buttons wait for the page to come alive; a quantity typed before travels with Add to cart', async ({
    page,
    request,
  }) => {
    const [product] = await productsInStock(request, 2);
    expect(product, 'the demo shop has a product with 2 or more in stock').toBeTruthy();
    const release = await holdScripts(page);
    await page.goto(`/product/${product!.slug}`, { waitUntil: 'commit' });
    const stepper = page.getByRole('group', { name: `Quantity of ${product!.name}` });
    // A tap now could not be acted on: the buttons say so instead of swallowing it.
    await expect(stepper.getByRole('button', { name: 'One more' })).toBeDisabled();
    await expect(stepper.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    await stepper.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('2 items ·')).toBeVisible();
    release();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart,/ })).toHaveAccessibleName(
      'Cart, 2 items',
    );
    await page.goto(`/product/${product!.slug}`);
    await waitUntilAlive(page);
    await expect(stepper.getByRole('button', { name: 'One more' })).toBeEnabled();
  });

  test('what was typed before the page came alive is still there once it is, and sends (hydration keeps it)', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const subject = `Typed early ${stamp}`;
    await page.getByLabel('Your name').fill('Tess Typist');
    await page.getByLabel('Email').fill(`tess-${stamp}@example.com`);
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Typed while the page was still loading.');
    release();
    await waitUntilAlive(page);
    await expect(page.getByLabel('Your name')).toHaveValue('Tess Typist');
    await expect(page.getByLabel('Subject')).toHaveValue(subject);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Typed while the page was still loading.',
    );
    // Sent by the page's script now (the address stays /contact), with the values it took back.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'your message has been sent' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
