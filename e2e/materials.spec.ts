import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginAsStaff, MANAGER_EMAIL } from './support';

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'living-room.jpg');

/** Unique per run, so the suite passes against a database that already holds an earlier run's materials. */
const stamp = Date.now().toString(36);
const typeName = `Cork ${stamp}`;
const typeSlug = `cork-${stamp}`;
const materialName = `Pressed cork ${stamp}`;

async function expectLoadedImage(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('a manager adds a material type and a material with a swatch, and may not delete a used material', async ({
  page,
}) => {
  await loginAsStaff(page, MANAGER_EMAIL, '/admin/material/type');
  const sidebar = page.getByRole('navigation', { name: 'Back-office' });
  const typeFilter = page.getByRole('combobox', { name: 'Material type' });

  await test.step('the manager creates a material type', async () => {
    await expect(page.getByRole('heading', { name: 'Material types', level: 1 })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Material types' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('link', { name: 'Materials', exact: true })).not.toHaveAttribute(
      'aria-current',
    );
    await page.getByRole('link', { name: 'Add material type' }).click();
    await page.getByLabel('Name').fill(typeName);
    await expect(page.getByLabel('Slug')).toHaveValue(typeSlug);
    await expect(page.getByText('Available', { exact: true })).toBeVisible();
    await page.getByLabel('Description').fill('Bark of the cork oak: warm, quiet and springy underfoot.');
    await page.getByRole('button', { name: 'Create material type' }).click();

    await expect(page).toHaveURL(/\/admin\/material\/type$/);
    await expect(page.getByRole('status').getByText(`Material type “${typeName}” created.`)).toBeVisible();
  });

  await test.step('a material needs a type, then is saved with its swatch', async () => {
    await sidebar.getByRole('link', { name: 'Materials', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Materials', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Add material' }).click();
    await page.getByLabel('Name').fill(materialName);
    await page.getByRole('button', { name: 'Create material' }).click();
    await expect(page.getByText('Choose a material type.')).toBeVisible();

    await page.getByLabel('Material type').selectOption({ label: typeName });
    await page.getByLabel('Description').fill('Granules pressed into sheets, sealed with a matte finish.');
    await page.getByLabel('Swatch', { exact: true }).setInputFiles(PHOTO);
    await expectLoadedImage(page.getByRole('img', { name: 'Preview of the swatch' }));
    await page.getByRole('button', { name: 'Create material' }).click();

    await expect(page).toHaveURL(/\/admin\/material$/);
    await expect(page.getByRole('status').getByText(`Material “${materialName}” created.`)).toBeVisible();
  });

  await test.step('filtered by its type, the list shows the material with its swatch', async () => {
    await typeFilter.selectOption({ label: typeName });
    await expect(page).toHaveURL(/materialTypeId=\d+/);
    await expect(page.getByRole('row')).toHaveCount(2);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: materialName }) });
    await expect(row.getByRole('cell', { name: typeName, exact: true })).toBeVisible();
    await expectLoadedImage(row.locator('img'));
  });

  await test.step('Back and Forward move the filter with the list', async () => {
    await typeFilter.selectOption({ label: 'Wood' });
    await expect(page.getByRole('rowheader', { name: 'Oak', exact: true })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: materialName })).toHaveCount(0);

    await page.goBack();
    await expect(typeFilter).toHaveValue(/\d+/);
    await expect(typeFilter.locator('option:checked')).toHaveText(typeName);
    await expect(page.getByRole('rowheader', { name: materialName })).toBeVisible();

    await page.goForward();
    await expect(typeFilter.locator('option:checked')).toHaveText('Wood');
    await expect(page.getByRole('rowheader', { name: 'Oak', exact: true })).toBeVisible();
  });

  await test.step('deleting a material products are made of is refused with the server’s reason', async () => {
    await page.getByRole('button', { name: 'Delete Oak' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this material?' })
      .getByRole('button', { name: 'Delete material' })
      .click();
    await expect(
      page
        .getByRole('status')
        .getByText(/^This material is used by \d+ products?; remove it from them first\.$/),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Oak', exact: true })).toBeVisible();
  });

  await test.step('a type that still has materials is refused too, naming how many', async () => {
    await sidebar.getByRole('link', { name: 'Material types' }).click();
    await page.getByRole('searchbox', { name: 'Search material types' }).fill(stamp);
    await page.getByRole('button', { name: `Delete ${typeName}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this material type?' })
      .getByRole('button', { name: 'Delete material type' })
      .click();
    await expect(
      page
        .getByRole('status')
        .getByText('This material type still has 1 material; move or delete them first.'),
    ).toBeVisible();
  });
});
