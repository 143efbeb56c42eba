import type { Route } from '@playwright/test';
import { expect, test } from './test';
import { LAZY_SCREEN_TIMEOUT_MS } from '../packages/domain/src/common/constants';
import { ADMIN_EMAIL, loginAsAdmin, loginThroughForm } from './support';

test('a screen whose code does not arrive in 120 s shows an error, and Retry loads it once it does', async ({
  page,
}) => {
  // Fake timers, so the spec's two minutes pass in an instant.
  await page.clock.install();
  await loginAsAdmin(page);

  // The screen's chunk and the form chunk it shares with the customer's password page both match: hold them all.
  const held: Route[] = [];
  await page.route(/\/assets\/change-password-[\w-]+\.js$/, (route) => {
    held.push(route);
  });
  await page.getByRole('link', { name: 'Change password' }).first().click();
  await expect(page.getByRole('status').getByText('Loading page')).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);

  await page.clock.fastForward(LAZY_SCREEN_TIMEOUT_MS - 5_000);
  await expect(page.getByRole('heading', { name: 'This page is taking too long to load' })).toHaveCount(0);
  await page.clock.fastForward(5_000);
  await expect(page.getByRole('heading', { name: 'This page is taking too long to load' })).toBeVisible();

  await page.unroute(/change-password/);
  await Promise.all(held.map((route) => route.continue()));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeVisible();
});

test('a staff call refused with 401 sends the browser back through the staff login', async ({
  page,
  context,
}) => {
  // Through the form: the login page's redirect is what brings the admin to the rooms.
  await loginThroughForm(page, ADMIN_EMAIL, '/admin/login?redirect=/admin/room');
  await expect(page).toHaveURL(/\/admin\/room$/);

  // The session ends behind the page's back (expired, or logged out in another tab).
  await context.clearCookies();
  const firstRoom = (await page.getByRole('row').nth(1).getByRole('rowheader').innerText()).trim();
  await page.getByRole('button', { name: `Delete ${firstRoom}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete room' }).click();

  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
});
