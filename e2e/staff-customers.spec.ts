import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './test';
import {
  KEEP_SCREENSHOTS,
  MANAGER_EMAIL,
  expectAlive,
  loginAsAdmin,
  loginAsStaff,
  mailedLink,
  settled,
} from './support';

/** Unique per run, so the suite passes against a database that already holds an earlier run's changes. */
const stamp = Date.now().toString(36);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The screen at desktop and phone width, for a person to look at (test output folder). */
async function screenshots(page: Page, info: TestInfo, name: string): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Back-office' });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('an admin adds, edits and deletes a manager, and cannot delete or demote themselves', async ({
  page,
}, info) => {
  const email = `mara.${stamp}@shop.test`;
  await loginAsAdmin(page, '/admin/hrm');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const own = row(page, 'admin@shop.test');
  await expect(own.getByText('You', { exact: true })).toBeVisible();
  await expect(
    own.getByRole('button', { name: /Delete Avery Admin: You cannot delete your own account/ }),
  ).toHaveAttribute('aria-disabled', 'true');
  await screenshots(page, info, 'hrm-list');

  await test.step('add a manager with a password', async () => {
    await page.getByRole('link', { name: 'Add staff member' }).click();
    await page.getByLabel('Name').fill(`Mara ${stamp}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Role').selectOption({ label: 'Manager' });
    await page.getByLabel('Set a password now').check();
    await page.getByLabel('Initial password').fill('password1');
    await screenshots(page, info, 'hrm-create');
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await expect(page.getByText(/commonly used passwords/)).toBeVisible();
    await page.getByLabel('Initial password').fill(`walnut-desk-${stamp}`);
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await expect(
      page.getByRole('status').getByText(`“Mara ${stamp}” added. They can log in now.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/hrm$/);
    await expect(row(page, email).getByText('Manager')).toBeVisible();
  });

  await test.step('edit their name', async () => {
    await page.getByRole('link', { name: `Edit Mara ${stamp}` }).click();
    await expect(page.getByRole('heading', { name: `Edit “Mara ${stamp}”` })).toBeVisible();
    await screenshots(page, info, 'hrm-update');
    await page.getByLabel('Name').fill(`Mara Lind ${stamp}`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').getByText(`“Mara Lind ${stamp}” updated.`)).toBeVisible();
    await expect(row(page, email).getByText(`Mara Lind ${stamp}`)).toBeVisible();
  });

  await test.step('own role cannot be changed: the form explains instead of offering it', async () => {
    await own.getByRole('link', { name: 'Edit Avery Admin' }).click();
    await expect(page.getByText('You cannot change your own role.')).toBeVisible();
    await expect(page.getByLabel('Role')).toHaveCount(0);
    await page.getByRole('link', { name: 'Cancel' }).click();
  });

  await test.step('delete them, after confirming', async () => {
    await row(page, email)
      .getByRole('button', { name: `Delete Mara Lind ${stamp}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete this staff member?' });
    await expect(dialog.getByText('They are logged out at once.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete staff member' }).click();
    await expect(
      page.getByRole('status').getByText(`Staff member “Mara Lind ${stamp}” deleted.`),
    ).toBeVisible();
    await expect(row(page, email)).toHaveCount(0);
  });
});

test('an invited member chooses a password through the mailed link, once', async ({
  page,
  browser,
  server,
}, info) => {
  const email = `ivo.${stamp}@shop.test`;
  await loginAsAdmin(page, '/admin/hrm/create');
  await page.getByLabel('Name').fill(`Ivo ${stamp}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Role').selectOption({ label: 'Manager' });
  await expect(page.getByLabel('Send an invitation')).toBeChecked();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByRole('status').getByText(`An invitation is on its way to ${email}.`)).toBeVisible();
  await expect(row(page, email).getByText('Invitation pending')).toBeVisible();

  // The invitation leaves just after the answer: waited for in the outbox, not assumed to be there.
  const link = await mailedLink(server.dataDir, email, /https?:\/\/\S+\/admin\/set-password\?token=[\w-]+/);
  const guest = await browser.newPage();
  await guest.goto(new URL(link).pathname + new URL(link).search);
  await expect(guest.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await screenshots(guest, info, 'set-password');
  await guest.getByLabel('New password').fill(`oak-shelf-${stamp}`);
  await guest.getByLabel('Repeat the password').fill(`oak-shelf-${stamp}`);
  await guest.getByRole('button', { name: 'Set password' }).click();
  await expect(guest).toHaveURL(/\/admin\/login$/);
  await guest.getByLabel('Email').fill(email);
  await guest.getByLabel('Password').fill(`oak-shelf-${stamp}`);
  await guest.getByRole('button', { name: 'Log in' }).click();
  await expect(sidebar(guest)).toBeVisible();
  await guest.close();

  const again = await browser.newPage();
  await again.goto(new URL(link).pathname + new URL(link).search);
  await again.getByLabel('New password').fill(`elm-chair-${stamp}`);
  await again.getByLabel('Repeat the password').fill(`elm-chair-${stamp}`);
  await again.getByRole('button', { name: 'Set password' }).click();
  await expect(again.getByRole('alert')).toHaveText(/invalid, has been used or has expired/);
  await again.close();
});

test('an admin blocks a customer, who can then no longer log in', async ({ page, browser }, info) => {
  const email = `ruth.${stamp}@example.com`;
  const password = `linen-sofa-${stamp}`;
  // A customer of this test's own: the demo customer's login is used by other specs.
  const registered = await page.request.post('/api/customer/register', {
    data: { name: `Ruth ${stamp}`, email, password },
    headers: XHR,
  });
  expect(registered.status()).toBe(200);
  const shopper = await browser.newPage();
  await shopper.goto('/login');
  await shopper.getByLabel('Email').fill(email);
  await shopper.getByLabel('Password').fill(password);
  // The welcome toast is the live page's: a login sent before it is alive goes the form-post way (before-hydration).
  const logIn = shopper.getByRole('button', { name: 'Log in' });
  await expectAlive(logIn);
  await logIn.click();
  await expect(shopper.getByRole('status').getByText(`Welcome back, Ruth ${stamp}.`)).toBeVisible();

  await loginAsAdmin(page, '/admin/customer');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  const casey = row(page, 'customer@shop.test');
  await expect(casey.getByText('Active')).toBeVisible();
  await expect(casey.getByRole('cell', { name: /^\$[\d,]+\.\d\d$/ })).toBeVisible();
  await screenshots(page, info, 'customer-list');

  await casey.getByRole('link', { name: /^Edit / }).click();
  await expect(page.getByRole('heading', { name: /Casey Customer/, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders of this customer' }).getByRole('row')).not.toHaveCount(
    1,
  );
  await screenshots(page, info, 'customer-update');

  await page.getByRole('link', { name: 'Customers' }).first().click();
  await page.getByRole('searchbox').fill(email);
  await row(page, email)
    .getByRole('link', { name: `Edit Ruth ${stamp}` })
    .click();
  await page.getByRole('button', { name: 'Block customer' }).click();
  const dialog = page.getByRole('dialog', { name: `Block “Ruth ${stamp}”?` });
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByRole('status').getByText(`“Ruth ${stamp}” is blocked`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Blocked')).toBeVisible();
  await screenshots(page, info, 'customer-blocked');

  await test.step('the customer is logged out and cannot log in again', async () => {
    const auth = await shopper.request.post('/api/get-customer-auth', { headers: XHR });
    expect(await auth.json()).toEqual({ customer: null });
    await shopper.goto('/login');
    await shopper.getByLabel('Email').fill(email);
    await shopper.getByLabel('Password').fill(password);
    await shopper.getByRole('button', { name: 'Log in' }).click();
    await expect(shopper.getByRole('alert')).toHaveText('This account is blocked. Please contact the shop.');
  });
  await shopper.close();
});

test('the audit log shows who changed what, with the details on demand and no passwords', async ({
  page,
}, info) => {
  await loginAsAdmin(page, '/admin/audit');
  const member = {
    name: `Audited ${stamp}`,
    email: `audited.${stamp}@shop.test`,
    role: 2,
    password: `pine-bed-${stamp}`,
  };
  expect((await page.request.post('/api/hrm/create', { data: member, headers: XHR })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('Record').selectOption({ label: 'Staff' });
  const created = page.getByRole('row').filter({ hasText: 'staff.create' }).first();
  await expect(created.getByText('Avery Admin')).toBeVisible();
  await created.getByText(/\d+ fields?/).click();
  await expect(created.locator('pre')).toContainText('"email"');
  await expect(created.locator('pre')).toContainText(member.email);
  await expect(created.locator('pre')).not.toContainText('password');
  await screenshots(page, info, 'audit');
});

test('a manager is sent away from staff, customers and the audit log, and sees no link to them', async ({
  page,
}) => {
  await loginAsStaff(page, MANAGER_EMAIL, '/admin');
  for (const label of ['Staff', 'Customers', 'Audit log']) {
    await expect(sidebar(page).getByRole('link', { name: label })).toHaveCount(0);
  }
  await expect(sidebar(page).getByRole('link', { name: 'Products' })).toBeVisible();
  for (const target of ['/admin/hrm', '/admin/hrm/create', '/admin/customer', '/admin/audit']) {
    await page.goto(target);
    // Sent to the dashboard, which says why.
    await expect(page).toHaveURL(/\/admin\/?\?reason=admin-only$/);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  }
  // The server refuses as well, whatever the browser does.
  const answer = await page.request.get('/api/hrm/get-list', { headers: XHR });
  expect(answer.status()).toBe(403);
});

test('the new screens have no serious accessibility problems', async ({ page, browser }) => {
  await loginAsAdmin(page, '/admin/hrm');
  const casey = await (await page.request.get('/api/customer/get-list?search=customer%40shop.test')).json();
  for (const target of [
    '/admin/hrm',
    '/admin/hrm/create',
    '/admin/customer',
    `/admin/customer/update/${casey.data[0].id}`,
    '/admin/audit',
  ]) {
    // The login opened the first of them already.
    if (new URL(page.url()).pathname !== target) await page.goto(target);
    await settled(page);
    expect(await seriousViolations(page), target).toEqual([]);
  }
  // Axe needs a page of its own context.
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto('/admin/set-password?token=abc');
  await expect(guest.locator('h1')).toBeVisible();
  expect(await seriousViolations(guest)).toEqual([]);
  await context.close();
});
