import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_EMAIL, STAFF_PASSWORD } from './support';

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'living-room.jpg');

/** Unique per run, so the suite passes against a database that already holds an earlier run's rooms. */
const stamp = Date.now().toString(36);
const roomName = `Sunroom ${stamp}`;
const roomSlug = `sunroom-${stamp}`;

/** True once the browser has decoded the image (not just started fetching it). */
async function expectLoadedImage(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** Walks the storefront's pages until a room card with this name shows, the way a shopper would. */
async function findRoomCard(page: Page, name: string): Promise<Locator> {
  for (;;) {
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    if (await card.count()) return card;
    const next = page.getByRole('navigation', { name: 'Rooms pages' }).getByRole('link', { name: /next/i });
    if (!(await next.count())) throw new Error(`No room card named "${name}" on any page`);
    await next.click();
    await expect(page.getByText(/^Showing/)).toBeVisible();
  }
}

test('staff manage rooms behind the guard, shoppers see them, a customer registers', async ({
  page,
  browser,
}) => {
  await test.step('a visitor opening /admin/room is sent to the staff login with a way back', async () => {
    await page.goto('/admin/room');
    await expect(page).toHaveURL(/\/admin\/login\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/room');
    await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
    await expect(page).toHaveTitle(/Staff login/);
  });

  await test.step('a wrong password is refused on the page', async () => {
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  await test.step('logging in as the admin lands on the page that was asked for', async () => {
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/room$/);
    await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  });

  await test.step('with a staff session, the login page passes straight on to the back-office', async () => {
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Rooms' }).click();
    await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
  });

  const firstRow = page.getByRole('row').nth(1);
  const existingName = (await firstRow.getByRole('rowheader').innerText()).trim();
  const existingSlug = (await firstRow.locator('code').innerText()).trim();

  await test.step('the form fills the slug from the name and refuses one that is taken', async () => {
    await page.getByRole('link', { name: 'Add room' }).click();
    await expect(page.getByRole('heading', { name: 'Add a room' })).toBeVisible();
    await page.getByLabel('Name').fill(existingName);
    await expect(page.getByLabel('Slug')).toHaveValue(existingSlug);
    await expect(page.getByText('This slug is already taken')).toBeVisible();

    await page.getByRole('button', { name: 'Create room' }).click();
    await expect(page).toHaveURL(/\/admin\/room\/create$/);
    await expect(page.getByLabel('Slug')).toBeFocused();
  });

  await test.step('a slug typed by hand stays, and one that breaks the rule is flagged at once', async () => {
    await page.getByLabel('Slug').fill('Sun Room!');
    await expect(page.getByText(/^Not valid/)).toBeVisible();
    await page.getByLabel('Slug').fill('my-own-slug');
    await page.getByLabel('Name').fill('Something else');
    await expect(page.getByLabel('Slug')).toHaveValue('my-own-slug');
    // Emptying the slug hands it back to the name.
    await page.getByLabel('Slug').fill('');
  });

  await test.step('the admin creates a room with a photo', async () => {
    await page.getByLabel('Name').fill(roomName);
    await expect(page.getByLabel('Slug')).toHaveValue(roomSlug);
    await expect(page.getByText('Available', { exact: true })).toBeVisible();
    await expect(page.getByText('This slug is already taken')).toHaveCount(0);
    await page.getByLabel('Description').fill('A bright room for plants, a reading chair and slow mornings.');

    const fileInput = page.getByLabel('Image', { exact: true });
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText(/Choose a JPEG or PNG image/)).toBeVisible();

    await fileInput.setInputFiles(PHOTO);
    await expectLoadedImage(page.getByRole('img', { name: 'Preview of the room image' }));
    await expect(page.getByText(/Choose a JPEG or PNG image/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Create room' }).click();
    await expect(page).toHaveURL(/\/admin\/room$/);
    await expect(page.getByRole('status').getByText(`Room “${roomName}” created.`)).toBeVisible();
  });

  await test.step('the admin finds it with the search box and edits it', async () => {
    await page.getByRole('searchbox', { name: 'Search rooms' }).fill(stamp);
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: `Edit ${roomName}` }).click();

    await expect(page.getByRole('heading', { name: `Edit “${roomName}”` })).toBeVisible();
    await expect(page.getByLabel('Slug')).toHaveValue(roomSlug);
    // A saved room's slug is its address: renaming the room leaves it alone.
    await page.getByLabel('Name').fill(`${roomName} with plants`);
    await expect(page.getByLabel('Slug')).toHaveValue(roomSlug);
    await page.getByLabel('Name').fill(roomName);
    await expectLoadedImage(page.getByRole('img', { name: 'Preview of the room image' }));
    await page
      .getByLabel('Description')
      .fill('Sun all afternoon: a room for plants, a reading chair and long breakfasts.');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page).toHaveURL(/\/admin\/room$/);
    await expect(page.getByRole('status').getByText(`Room “${roomName}” updated.`)).toBeVisible();
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  await test.step('a shopper sees the edited room, with its photo, on /rooms', async () => {
    await visitor.goto('/rooms');
    await expect(visitor.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
    const card = await findRoomCard(visitor, roomName);
    await expect(card.getByText(/^Sun all afternoon/)).toBeVisible();
    // The card's picture is decorative (alt=""): the heading's link names the room.
    await expectLoadedImage(card.locator('img'));
  });

  await test.step('the admin deletes the room after confirming', async () => {
    await page.getByRole('searchbox', { name: 'Search rooms' }).fill(stamp);
    await page.getByRole('button', { name: `Delete ${roomName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this room?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('rowheader', { name: roomName })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${roomName}` }).click();
    await dialog.getByRole('button', { name: 'Delete room' }).click();
    await expect(page.getByRole('status').getByText(`Room “${roomName}” deleted.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No rooms match your search' })).toBeVisible();
  });

  await test.step('the admin logs out and the back-office is closed again', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin/room');
    await expect(page).toHaveURL(/\/admin\/login\?/);
  });

  await test.step('a shopper registers and is logged in', async () => {
    const name = `Ada Lovelace ${stamp}`;
    await visitor.goto('/');
    await visitor.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await expect(visitor.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await visitor.getByLabel('Name').fill(name);
    await visitor.getByLabel('Email').fill(`ada-${stamp}@example.com`);
    await visitor.getByLabel('Password').fill('a-long-secret-1');
    await visitor.getByRole('button', { name: 'Create account' }).click();

    await expect(visitor).toHaveURL(/\/$/);
    await expect(visitor.getByRole('banner').getByText(name)).toBeVisible();
    await expect(visitor.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();

    // The session is the server's, not just this page's memory.
    await visitor.reload();
    await expect(visitor.getByRole('banner').getByText(name)).toBeVisible();
  });

  await visitorContext.close();
});

test('the storefront shows the shop details and a friendly 404, within the content security policy', async ({
  page,
}) => {
  // Every policy violation the browser reports (inline script, eval, foreign origin) is collected here.
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo').locator('address')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rooms' }).click();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(page).toHaveTitle(/^Rooms \|/);

  await expect(
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: /living room/i }) })
      .locator('img')
      .first(),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('on a phone the menu opens from its button and Escape closes it again', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rooms' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
});
