import { expect, test } from './test';
import { loginAsAdmin } from './support';

test('an admin registers a webhook endpoint, sees its secret once, rotates it and removes the endpoint', async ({
  page,
}) => {
  await loginAsAdmin(page, '/admin/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Webhooks/);
  const form = page.getByRole('form', { name: 'Register an endpoint' });

  // The browser suite's server keeps the default: private addresses are refused, with the reason.
  await form.getByLabel('Address').fill('http://127.0.0.1:9/hooks');
  await form.getByRole('button', { name: 'Register endpoint' }).click();
  await expect(form.getByText(/This address is private/)).toBeVisible();

  // A public address (removed at the end, before any order of this suite could queue an event for it).
  await form.getByLabel('Address').fill('http://93.184.216.34/e2e-hooks');
  await form.getByLabel('Description').fill('Browser suite');
  await form.getByRole('checkbox', { name: 'order.shipped' }).check();
  await form.getByRole('button', { name: 'Register endpoint' }).click();
  const notice = page.getByTestId('webhook-secret');
  await expect(notice).toContainText('whsec_');
  const secret = await notice.locator('code').first().textContent();
  await notice.getByRole('button', { name: 'I have copied it' }).click();
  await expect(notice).toBeHidden();

  const table = page.getByRole('region', { name: 'Endpoints table' });
  const row = table.getByRole('row').filter({ hasText: 'http://93.184.216.34/e2e-hooks' });
  await expect(row).toContainText('order.paid, order.shipped');
  await expect(page.getByText(secret!)).toHaveCount(0);

  await row.getByRole('button', { name: 'Rotate secret' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate' }).click();
  await expect(notice).toContainText('whsec_');
  await expect(notice.locator('code').first()).not.toHaveText(secret!);
  await notice.getByRole('button', { name: 'I have copied it' }).click();

  await row.getByRole('button', { name: 'Deliveries' }).click();
  await expect(page.getByText('Nothing was sent to this endpoint yet.')).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
