import { expect, test } from './test';
import { ADMIN_EMAIL, loginAsAdmin, STAFF_PASSWORD } from './support';

/** Unique per run, so the suite passes against a database that already holds an earlier run's rooms. */
const stamp = Date.now().toString(36);

test('a staff session that ends mid-form keeps the path and what was typed', async ({ page, context }) => {
  const name = `Draft den ${stamp}`;
  const description = 'Typed before the session ended, and still here after logging in again.';

  await test.step('the admin starts a new room', async () => {
    await loginAsAdmin(page, '/admin/room/create');
    await expect(page.getByRole('heading', { name: 'Add a room' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill(description);
  });

  await test.step('the session ends and saving sends them to the login with the form as the way back', async () => {
    await context.clearCookies();
    await page.getByRole('button', { name: 'Create room' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/room/create');
  });

  await test.step('after logging in again the form holds the draft, and saving it works', async () => {
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/room\/create$/);
    await expect(page.getByText('Your unsaved changes from before were restored.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Slug')).toHaveValue(`draft-den-${stamp}`);
    await expect(page.getByLabel('Description')).toHaveValue(description);

    await page.getByRole('button', { name: 'Create room' }).click();
    await expect(page).toHaveURL(/\/admin\/room$/);
    await expect(page.getByRole('status').getByText(`Room “${name}” created.`)).toBeVisible();
  });

  await test.step('a saved draft is gone: the next new room starts empty', async () => {
    await page.getByRole('link', { name: 'Add room' }).click();
    await expect(page.getByRole('heading', { name: 'Add a room' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByText('Your unsaved changes from before were restored.')).toHaveCount(0);
  });
});

test('a logout in another tab closes the back-office here as soon as this tab is looked at', async ({
  page,
  context,
}) => {
  await loginAsAdmin(page, '/admin/room');
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/admin');
  await other.getByRole('button', { name: 'Log out' }).click();
  await expect(other).toHaveURL(/\/admin\/login/);
  await other.close();

  // What the browser tells the page when its tab comes back into view.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/admin\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/room');
});
