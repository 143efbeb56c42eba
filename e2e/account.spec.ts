import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './test';
import { keepScreenshot, mailedLink, requestsOf, settled, STAFF_PASSWORD } from './support';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const stamp = Date.now().toString(36);
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const;

/** Full-page pictures of a screen at both widths, kept with the test's output for people to look at. */
async function screenshots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const [label, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // Polled: on a busy machine the page may take a moment to lay itself out for the new width.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} fits ${viewport.width}px`,
      })
      .toBeLessThanOrEqual(viewport.width);
    await keepScreenshot(page, test.info().outputPath(`${name}-${label}.png`), { fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a shopper who forgot their password resets it by mail, logs in with it and edits their details', async ({
  page,
  server,
}) => {
  // Eight steps and four axe checks: a hang limit for the busiest machine, not a speed check.
  test.setTimeout(240_000);
  const email = `forgetful-${stamp}@example.com`;
  const registered = await page.request.post('/api/customer/register', {
    headers: XHR,
    data: { name: 'Frankie Forgetful', email, password: 'the-old-password-1' },
  });
  expect(registered.ok()).toBe(true);
  await page.context().clearCookies();
  const problems: string[] = [];

  await test.step('the login page leads to the forgot-password form', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await screenshots(page, 'forgot');
    problems.push(...(await seriousViolations(page)).map((problem) => `${page.url()} ${problem}`));
  });

  await test.step('asking sends a link, with the same answer an unknown email would get', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'If an account exists for that email',
    );
    await screenshots(page, 'forgot-sent');
  });

  const link = new URL(await mailedLink(server.dataDir, email, /https?:\/\/\S+\/reset-password\?token=\S+/));
  const newPassword = `walnut-and-brass-${stamp}`;

  await test.step('the mailed link opens the reset form; a new password logs every session out', async () => {
    expect(link.pathname).toBe('/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await expect(page.getByText(/Strength: /)).toBeVisible();
    await screenshots(page, 'reset-password');
    problems.push(...(await seriousViolations(page)).map((problem) => `${page.url()} ${problem}`));
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
  });

  await test.step('the link works only once', async () => {
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill(`another-${newPassword}`);
    await page.getByLabel('Repeat the new password').fill(`another-${newPassword}`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  });

  await test.step('my account needs a login and comes back after it, with the new password', async () => {
    await page.goto('/my-account/edit/information/');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account%2Fedit%2Finformation/);
    await logIn(page, email, newPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  });

  await test.step('editing my details shows server refusals on their field and saves the rest', async () => {
    await expect(page.getByLabel('Name')).toHaveValue('Frankie Forgetful');
    await page.getByLabel('Email').fill('customer@shop.test');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText('This email is already registered.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Frankie F. Forgetful');
    await page.getByLabel('Street address').fill('400 SW Sixth Ave');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('State').selectOption('OR');
    await page.getByLabel('ZIP code').fill('97204');
    await screenshots(page, 'edit-information');
    problems.push(...(await seriousViolations(page)).map((problem) => `${page.url()} ${problem}`));
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Frankie F\. Forgetful/ })).toBeVisible();
  });

  await test.step('the overview greets me with my details and an empty order list that leads to the shop', async () => {
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Overview' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Frankie' })).toBeVisible();
    await expect(page.getByText('400 SW Sixth Ave')).toBeVisible();
    await expect(page.getByText('No orders yet')).toBeVisible();
    await page.goto('/my-account/order');
    await expect(page.getByRole('link', { name: 'Start shopping' })).toBeVisible();
    await screenshots(page, 'orders-empty');
  });

  await test.step('changing the password needs the current one', async () => {
    await page.goto('/my-account/edit/password');
    await page.getByLabel('Current password').fill('not-it-at-all');
    await page.getByLabel('New password', { exact: true }).fill(`${newPassword}-2`);
    await page.getByLabel('Repeat the new password').fill(`${newPassword}-2`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is incorrect.')).toBeVisible();
    await screenshots(page, 'edit-password');
    problems.push(...(await seriousViolations(page)).map((problem) => `${page.url()} ${problem}`));
    await page.getByLabel('Current password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
  });

  expect(problems).toEqual([]);
});

test('the demo customer follows an order and reviews a piece they bought', async ({ page }) => {
  const problems: string[] = [];
  await page.goto('/my-account/order');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account%2Forder/);
  await logIn(page, 'customer@shop.test', STAFF_PASSWORD);

  await test.step('the order list shows each order with its state', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
    const shipped = page.getByRole('link', { name: /Order HT-10264/ });
    await expect(shipped).toContainText('Shipped');
    await expect(page.getByRole('link', { name: /Order HT-10251/ })).toContainText('Failed');
    await screenshots(page, 'orders');
    problems.push(...(await seriousViolations(page)).map((problem) => `${page.url()} ${problem}`));
    // Orders placed as a guest with the account's address: the claim link can be asked for again.
    await page.getByRole('button', { name: 'Mail me a link to add those orders' }).click();
    await expect(
      page.getByText(/If orders were placed as a guest with your email address, we sent a link/),
    ).toBeVisible();
    await shipped.click();
  });

  let productName = '';
  await test.step('an order shows its lines, delivery, tracking, payment and history', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Order HT-10264' })).toBeVisible();
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('listitem')).toHaveCount(2);
    productName = (await items.getByRole('link').first().textContent())!;
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery.getByRole('link', { name: /^\d{12}/ })).toBeVisible();
    await expect(delivery).toContainText('Express');
    await expect(delivery).toContainText(/business days, expected by/);
    await expect(delivery).toContainText('Casey Customer');
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Payment: Completed');
    const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
    await expect(history).toHaveText([/Order placed/, /Payment received/, /Being prepared/, /Shipped/]);
    await screenshots(page, 'order-detail');
    problems.push(...(await seriousViolations(page)).map((problem) => `${page.url()} ${problem}`));
  });

  await test.step('the overview greets the customer and lists recent orders', async () => {
    await page.getByRole('link', { name: 'Your account' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Casey' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent orders' }).getByRole('listitem')).toHaveCount(3);
    await screenshots(page, 'overview');
    problems.push(...(await seriousViolations(page)).map((problem) => `${page.url()} ${problem}`));
  });

  await test.step('a review of a bought piece is sent, and waits for approval before it appears', async () => {
    await page.goto('/my-account/order/detail/HT-10264');
    await page.getByRole('region', { name: 'Items' }).getByRole('link', { name: productName }).click();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    const form = page.getByRole('region', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form.getByText('Choose 1 to 5 stars.')).toBeVisible();
    await form.getByRole('radio', { name: /^4 stars/ }).check();
    await form
      .getByLabel('Your review')
      .fill(`Looks lovely in our hall and was easy to assemble (${stamp}).`);
    await screenshots(page, 'review-form');
    problems.push(...(await seriousViolations(page)).map((problem) => `${page.url()} ${problem}`));
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByText('It appears on this page once we have checked it.')).toBeVisible();
    await expect(page.getByText('Thank you for reviewing this piece.')).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText(`was easy to assemble (${stamp})`)).toHaveCount(0);
    await expect(form).toHaveCount(0);
  });

  await test.step("another customer's order number is a page that does not exist", async () => {
    await page.goto('/my-account/order/detail/HT-99999');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  });

  expect(problems).toEqual([]);
});

test('a visitor on a product page is invited to log in to review, without loading any form code', async ({
  page,
}) => {
  const scripts = requestsOf(page, ['script']);
  await page.goto('/rooms');
  await page.locator('main a[href^="/rooms/"]').first().click();
  await page.locator('main a[href^="/room/"]').first().click();
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page.getByText('Bought this piece?')).toBeVisible();
  // Drawn and hydrated with nothing left loading (a lazy form shows a spinner while its code comes), and every
  // script asked for has arrived: whatever the page would load is in the list.
  await settled(page);
  await scripts.loaded();
  expect([...scripts.paths].filter((file) => /ReviewForm|FormField|\/form-/.test(file))).toEqual([]);
});

test('the staff login explains that staff passwords are reset by an administrator', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByText('Forgot password?').click();
  await expect(page.getByText(/Staff passwords are not reset by email/)).toBeVisible();
  await screenshots(page, 'admin-login-forgot');
});
