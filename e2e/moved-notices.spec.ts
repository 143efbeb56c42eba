import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAlive, loginAsAdmin, loginAsStaff, MANAGER_EMAIL, requestsOf, settled } from './support';

/**
 * People are told why they were moved (as the production-core issue asked): a session that ended, a manager sent away from an
 * admin-only screen, and a logout from the account pages that lands on the home page.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const stamp = Date.now().toString(36);
const SESSION_ENDED = 'Your session ended. Please sign in again.';

/** A new customer, signed in: registration starts the session in this page's browser context. */
async function signedInCustomer(page: Page, name: string): Promise<void> {
  const registered = await page.request.post('/api/customer/register', {
    headers: XHR,
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}-${stamp}@example.com`,
      password: 'a-long-secret-1',
    },
  });
  expect(registered.ok()).toBe(true);
}

test('a customer whose session ended mid-form is told so on the login page', async ({ page, context }) => {
  await signedInCustomer(page, 'Sam Session');
  // The cookies go once the form is React's and the page has no call of its own on the way (one that met the
  // ended session would move the page before the form is sent).
  const calls = requestsOf(page, ['fetch', 'xhr']);
  await page.goto('/my-account/edit/password');
  await settled(page);
  await expectAlive(page.getByRole('button', { name: 'Change password' }));
  await calls.loaded();

  await context.clearCookies();
  await page.getByLabel('Current password').fill('a-long-secret-1');
  await page.getByLabel('New password', { exact: true }).fill('another-long-secret-2');
  await page.getByLabel('Repeat the new password').fill('another-long-secret-2');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('redirect')).toBe('/my-account/edit/password');
  expect(url.searchParams.get('reason')).toBe('session-ended');
  await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();
});

test('a login page opened by hand says nothing about a session', async ({ page }) => {
  await page.goto('/login?redirect=%2Fmy-account');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  // Only the reasons the page knows are shown: anything else in the address is dropped.
  await page.goto('/admin/login?reason=admin-only');
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  await expect(page.getByText('That screen is for administrators.', { exact: false })).toHaveCount(0);
});

test('a staff call refused with 401 brings the staff login with the reason', async ({ page, context }) => {
  await loginAsAdmin(page, '/admin/room');
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();

  await context.clearCookies();
  const firstRoom = (await page.getByRole('row').nth(1).getByRole('rowheader').innerText()).trim();
  await page.getByRole('button', { name: `Delete ${firstRoom}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete room' }).click();

  await expect(page).toHaveURL(/\/admin\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/room');
  await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();
});

test('a manager sent away from an admin-only screen is told it is for administrators', async ({ page }) => {
  // Logged in straight onto the admin-only screen: one page load, the one sent away.
  await loginAsStaff(page, MANAGER_EMAIL, '/admin/hrm');

  await expect(page).toHaveURL(/\/admin\?reason=admin-only$/);
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'That screen is for administrators.' }),
  ).toBeVisible();

  // Moving on clears it: the dashboard reached from the sidebar has nothing to explain.
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Rooms' }).click();
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByText('That screen is for administrators.', { exact: false })).toHaveCount(0);
});

test('a logout from the account pages lands on the home page', async ({ page }) => {
  await signedInCustomer(page, 'Lou Logout');
  await page.goto('/my-account/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  // A click on the server's button before React holds it does nothing.
  await expectAlive(page.getByRole('banner').getByRole('button', { name: 'Log out' }));

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();

  await expect(page.getByRole('status').getByText('You have been logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  // The account really is closed: coming back asks for a login (no session-ended message: nothing was refused).
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
});
