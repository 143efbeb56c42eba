import { expect, test } from './test';
import { mailedLink } from './support';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const stamp = Date.now().toString(36);

test('a shopper changes their email: the password is asked for and the new address confirms it by mail', async ({
  page,
  server,
}) => {
  const email = `mover-${stamp}@example.com`;
  const newEmail = `moved-${stamp}@example.com`;
  const password = 'the-mover-password-1';
  const registered = await page.request.post('/api/customer/register', {
    headers: XHR,
    data: { name: 'Morgan Mover', email, password },
  });
  expect(registered.ok()).toBe(true);

  await test.step('a new email asks for the current password, and refuses to go on without it', async () => {
    await page.goto('/my-account/edit/information');
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveCount(0);
    // The page is drawn by the server: its Save button comes alive with the script (before-hydration.spec.ts covers
    // what is typed before that), and this journey is about the change itself.
    await expect(page.getByRole('button', { name: /^Save/ })).toBeEnabled();
    await page.getByLabel('Email').fill(newEmail);
    await expect(page.getByLabel('Current password')).toBeVisible();
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText('Enter your current password to change your email address.')).toBeVisible();
  });

  await test.step('with it, the account keeps its email and says where the link went', async () => {
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Confirm the link we sent to' })).toContainText(
      newEmail,
    );
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.goto('/my-account');
    await expect(page.getByText('Confirm the link we sent to')).toBeVisible();
  });

  await test.step('the mailed link confirms it with a press of the button', async () => {
    const link = new URL(
      await mailedLink(server.dataDir, newEmail, /https?:\/\/\S+\/confirm-email\?token=\S+/),
    );
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Confirm my new email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
    await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
    await page.goto('/my-account');
    await expect(page.getByText(newEmail)).toBeVisible();
    await expect(page.getByText('Confirm the link we sent to')).toHaveCount(0);
  });
});
