import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginAsStaff, MANAGER_EMAIL } from './support';

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'living-room.jpg');

/** Unique per run, so the suite passes against a database that already holds an earlier run's room types. */
const stamp = Date.now().toString(36);
const typeName = `Reading Nooks ${stamp}`;
const typeSlug = `reading-nooks-${stamp}`;

async function expectLoadedImage(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** The id at the end of a link's address (`/admin/room/3/type` -> 3). */
async function idIn(link: Locator, pattern: RegExp): Promise<string> {
  const href = (await link.getAttribute('href')) ?? '';
  const id = pattern.exec(href)?.[1];
  if (!id) throw new Error(`No id in ${href}`);
  return id;
}

async function openRoomTypes(page: Page, room: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search rooms' }).fill(room);
  // Followed at once, before the search box's pause is over: the rooms search must not land on the types list.
  await page.getByRole('link', { name: `Room types in ${room}`, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/room\/\d+\/type$/);
  await expect(page.getByRole('heading', { name: `Room types in “${room}”`, level: 1 })).toBeVisible();
}

test('a manager manages the room types of a room', async ({ page }) => {
  await loginAsStaff(page, MANAGER_EMAIL, '/admin/room');
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
  const bedroomId = await idIn(
    page.getByRole('link', { name: 'Room types in Bedroom', exact: true }),
    /\/admin\/room\/(\d+)\/type$/,
  );

  await test.step('the rooms table leads to a room’s types, still under Rooms in the sidebar', async () => {
    await openRoomTypes(page, 'Living Room');
    await expect(page.getByRole('rowheader', { name: 'Sofas', exact: true })).toBeVisible();
    // Only this room's types are listed.
    await expect(page.getByRole('rowheader', { name: 'Beds', exact: true })).toHaveCount(0);
    const sidebar = page.getByRole('navigation', { name: 'Back-office' });
    await expect(sidebar.getByRole('link', { name: 'Rooms' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('the manager adds a room type with an image', async () => {
    await page.getByRole('link', { name: 'Add room type' }).click();
    await expect(page.getByRole('heading', { name: 'Add a room type to “Living Room”' })).toBeVisible();
    await page.getByLabel('Name').fill(typeName);
    await expect(page.getByLabel('Slug')).toHaveValue(typeSlug);
    await expect(page.getByText('Available', { exact: true })).toBeVisible();
    await page.getByLabel('Description').fill('Window seats and low chairs for an hour with a book.');
    await page.getByLabel('Image', { exact: true }).setInputFiles(PHOTO);
    await expectLoadedImage(page.getByRole('img', { name: 'Preview of the room type image' }));
    await page.getByRole('button', { name: 'Create room type' }).click();

    await expect(page.getByRole('status').getByText(`Room type “${typeName}” created.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Room types in “Living Room”', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search room types' }).fill(stamp);
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    await expect(page.getByRole('row')).toHaveCount(2);
    // The thumbnail is decorative (empty alt), so it is found by tag, not by role.
    await expectLoadedImage(page.getByRole('row').nth(1).locator('img'));
  });

  const editLink = page.getByRole('link', { name: `Edit ${typeName}` });
  const typeId = await idIn(editLink, /\/update\/(\d+)$/);

  await test.step('the manager edits it; the slug stays', async () => {
    await editLink.click();
    await expect(page.getByRole('heading', { name: `Edit “${typeName}”` })).toBeVisible();
    await expectLoadedImage(page.getByRole('img', { name: 'Preview of the room type image' }));
    await page.getByLabel('Name').fill(`${typeName} and Corners`);
    await expect(page.getByLabel('Slug')).toHaveValue(typeSlug);
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(
      page.getByRole('status').getByText(`Room type “${typeName} and Corners” updated.`),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: `${typeName} and Corners` })).toBeVisible();
  });

  await test.step('a room type that has products is not deleted, and the toast says why', async () => {
    await page.getByRole('searchbox', { name: 'Search room types' }).fill('Sofas');
    await page.getByRole('button', { name: 'Delete Sofas' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this room type?' })
      .getByRole('button', { name: 'Delete room type' })
      .click();
    await expect(
      page
        .getByRole('status')
        .getByText(/^This room type still has \d+ products; move or delete them first\.$/),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Sofas', exact: true })).toBeVisible();
  });

  await test.step('an unknown room, or a type opened under another room, is not found', async () => {
    await page.goto('/admin/room/999999/type');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(`/admin/room/${bedroomId}/type/update/${typeId}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
