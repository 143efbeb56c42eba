import { expect, test } from './test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_EMAIL, loginAsStaff, MANAGER_EMAIL } from './support';

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'living-room.jpg');
/** Unique per run, so the suite passes against a database that already holds an earlier run's changes. */
const stamp = Date.now().toString(36);

test('the admin changes the site information and the storefront footer shows it', async ({ page }) => {
  const shopName = `Oak & Ember ${stamp}`;
  const hours = `Tue–Sun 9am–5pm (${stamp})`;
  const original: unknown = await (await page.request.get('/api/information/detail')).json();
  await loginAsStaff(page, ADMIN_EMAIL, '/admin/information');
  await expect(page).toHaveURL(/\/admin\/information$/);
  await expect(page.getByRole('heading', { name: 'Site information', level: 1 })).toBeVisible();

  await test.step('a wrong email is refused on its field', async () => {
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill('hello@shop.test');
  });

  await test.step('the admin saves a new name and opening hours', async () => {
    await page.getByLabel('Shop name').fill(shopName);
    await page.getByLabel('Opening hours').fill(hours);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').getByText('Site information saved.')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Site information \\| ${shopName}`));
  });

  await test.step('the storefront footer shows the new details', async () => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: shopName })).toBeVisible();
    await expect(footer.getByText(hours)).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${shopName}`)).toBeVisible();
  });

  // Later specs on this server expect the seeded shop details.
  const restored = await page.request.post('/api/information/update', {
    data: original,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(restored.status()).toBe(200);
});

test('a manager cannot open the site information screen, nor sees it in the sidebar', async ({ page }) => {
  await loginAsStaff(page, MANAGER_EMAIL, '/admin');
  const sidebar = page.getByRole('navigation', { name: 'Back-office' });
  await expect(sidebar.getByRole('link', { name: 'Gallery' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Social links' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Site information' })).toHaveCount(0);
  await page.goto('/admin/information');
  // Sent to the dashboard, which says why.
  await expect(page).toHaveURL(/\/admin\?reason=admin-only$/);
  await expect(page.getByText('That screen is for administrators.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Site information' })).toHaveCount(0);
});

test('staff add a social link, which the storefront footer lists; a javascript: address is refused', async ({
  page,
}) => {
  const name = `Studio ${stamp}`;
  await loginAsStaff(page, MANAGER_EMAIL, '/admin/social');
  await expect(page.getByRole('heading', { name: 'Social links', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add link' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Platform').selectOption({ label: 'TikTok' });
  await page.getByLabel('Web address').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Enter a web address that starts with http:// or https://.')).toBeVisible();
  await page.getByLabel('Web address').fill(`https://www.tiktok.com/@studio${stamp}`);
  await page.getByRole('button', { name: 'Create link' }).click();
  await expect(page).toHaveURL(/\/admin\/social$/);
  await expect(page.getByRole('status').getByText(`Link “${name}” created.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
    'href',
    `https://www.tiktok.com/@studio${stamp}`,
  );
});

test('staff add several gallery images with alt text and delete a selection', async ({ page }) => {
  const alts = [`Sunlit sofa ${stamp}`, `Oak table ${stamp}`];
  await loginAsStaff(page, MANAGER_EMAIL, '/admin/gallery');
  await expect(page.getByRole('heading', { name: 'Gallery', level: 1 })).toBeVisible();

  await test.step('two files upload, each with its own progress bar and alt text', async () => {
    const photo = fs.readFileSync(PHOTO);
    await page.getByLabel('Choose images').setInputFiles([
      { name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'second.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    ]);
    await expect(page.getByText(/Choose a JPEG or PNG image/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload of living-room.jpg' })).toHaveAttribute(
      'value',
      '100',
    );
    await expect(page.getByRole('progressbar', { name: 'Upload of second.jpg' })).toHaveAttribute(
      'value',
      '100',
    );
    await page.getByRole('button', { name: 'Remove notes.txt' }).click();

    await page.getByRole('button', { name: 'Add 2 images to the gallery' }).click();
    await expect(page.getByText('Describe the image for people who cannot see it.')).toHaveCount(2);
    await page.getByLabel('Alt text for living-room.jpg').fill(alts[0]!);
    await page.getByLabel('Alt text for second.jpg').fill(alts[1]!);
    await page.getByRole('button', { name: 'Add 2 images to the gallery' }).click();
    await expect(page.getByRole('status').getByText('2 images added to the gallery.')).toBeVisible();
    await expect(page.getByRole('img', { name: alts[0] })).toBeVisible();
    await expect(page.getByRole('img', { name: alts[1] })).toBeVisible();
  });

  await test.step('both are selected from the keyboard and deleted after a confirmation', async () => {
    const first = page.getByRole('checkbox', { name: `Select “${alts[0]}”` });
    await first.focus();
    await page.keyboard.press('Space');
    // Past the first image's "Products in picture" button (its hotspots) to the next image's checkbox.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Place products on “${alts[0]}”` })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: `Select “${alts[1]}”` })).toBeChecked();
    await expect(page.getByText('2 images selected')).toBeVisible();

    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 images?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').getByText('2 images deleted.')).toBeVisible();
    await expect(page.getByRole('img', { name: alts[0] })).toHaveCount(0);
    await expect(page.getByRole('img', { name: alts[1] })).toHaveCount(0);
  });
});
