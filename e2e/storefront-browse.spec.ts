import type { Page } from '@playwright/test';
import { expectAlive } from './support';
import { expect, test } from './test';

/** The header's search combobox (one per page). */
const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });

test('a visitor searches, browses a room, the gallery and materials, and writes to the shop', async ({
  page,
}) => {
  await test.step('the header search suggests as you type, and a suggestion opens its page', async () => {
    await page.goto('/rooms');
    const search = headerSearch(page);
    await search.fill('bedr');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    const room = suggestions.getByRole('option', { name: /Bedroom.*Room/ });
    await expect(room).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    // Keyboard: down through the list to the room, then Enter opens it.
    const options = await suggestions.getByRole('option').allTextContents();
    const target = options.findIndex((text) => /^Bedroom\s*Room$/.test(text.trim()));
    expect(target).toBeGreaterThanOrEqual(0);
    for (let n = 0; n <= target; n++) await search.press('ArrowDown');
    await expect(room).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/rooms\/bedroom$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedroom' })).toBeVisible();
    await expect(page).toHaveTitle(/^Bedroom \|/);
  });

  await test.step('the room lists its types, each linking to its products', async () => {
    const types = page.getByRole('heading', { level: 2, name: /by type/ });
    await expect(types).toBeVisible();
    const beds = page.getByRole('link', { name: 'Beds', exact: true });
    await expect(beds).toHaveAttribute('href', '/room/bedroom/beds');
    await expect(page.getByRole('article').filter({ has: beds })).toContainText(/\d+ products?/);
  });

  await test.step('the full results page keeps the text in the URL and finds products', async () => {
    await headerSearch(page).fill('oak');
    await headerSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=oak$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “oak”' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Products found' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Materials' })).toBeVisible();
  });

  await test.step('an unknown room shows the 404 page', async () => {
    await page.goto('/rooms/no-such-room');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  await test.step('the gallery opens a photo in a lightbox; Escape closes it and focus returns', async () => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    const thumbs = page.getByRole('button', { name: /^Open image/ });
    await expect(thumbs.first()).toBeVisible();
    const second = thumbs.nth(1);
    // The lightbox is the live page's: the server-drawn button does nothing until React holds it.
    await expectAlive(second);
    await second.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Image 2 of \d+/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: /^Image 3 of \d+/ })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(second).toBeFocused();
  });

  await test.step("a material's swatch opens the products made of it", async () => {
    await page.goto('/materials');
    await expect(page.getByRole('heading', { level: 2, name: 'Wood' })).toBeVisible();
    await page.getByRole('link', { name: 'Oak: see products' }).click();
    await expect(page).toHaveURL(/\/materials\?material=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Made of Oak' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Oak: see products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const products = page.getByRole('list', { name: 'Products made of Oak' });
    await expect(products.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/^Showing 1–\d+ of \d+ products made of Oak$/)).toBeVisible();
  });

  await test.step('the contact form shows a field error on its field, then sends', async () => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText('Opening hours');
    await page.getByLabel('Your name').fill('Ann Visitor');
    await page.getByLabel('Email', { exact: true }).fill('ann@example');
    await page.getByLabel('Subject', { exact: true }).fill('Delivery to the third floor');
    await page.getByLabel('Message', { exact: true }).fill('Can you carry a sofa up three floors?');
    await page.getByRole('button', { name: 'Send message' }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Enter a valid email address\./);
    await email.fill('ann@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('');
  });
});

test('the storefront pages fit a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/rooms/living-room', '/materials', '/gallery', '/search?q=sofa', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(headerSearch(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
