import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousViolations } from './axe';
import { expect, test } from './test';
import { loginAsAdmin, productsInStock } from './support';

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'living-room.jpg');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('staff place products on a room picture by pointer and keyboard; a shopper opens a marker and adds to cart', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const [first, second] = await productsInStock(page.request, 2);
  expect(second, 'the demo seed has two products in stock').toBeTruthy();
  await loginAsAdmin(page, '/admin/room');
  // A room of this journey's own, so that no other journey's pages change.
  const upload = await page.request.post('/api/upload', {
    headers: XHR,
    multipart: { file: { name: 'den.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(PHOTO) } },
  });
  const room = (await (
    await page.request.post('/api/room/create', {
      headers: XHR,
      data: { name: `Den ${stamp}`, slug: `den-${stamp}`, description: '', image: (await upload.json()).key },
    })
  ).json()) as { id: number; slug: string };

  await test.step('a click on the picture places the chosen product there', async () => {
    await page.goto(`/admin/room/update/${room.id}`);
    const surface = page.getByRole('button', { name: /place a product on the picture/ });
    const box = (await surface.boundingBox())!;
    await surface.click({ position: { x: box.width * 0.4, y: box.height * 0.6 } });
    const picker = page.getByRole('combobox', { name: 'Product at 40% across, 60% down' });
    await picker.fill(first!.name);
    await page.getByRole('option', { name: first!.name, exact: true }).click();
    const marker = page.getByRole('button', { name: `Hotspot: ${first!.name} at 40% across, 60% down` });
    await expect(marker).toBeVisible();
    // Dragged a fifth of the picture to the right.
    const at = (await marker.boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 + box.width * 0.1, at.y + at.height / 2, { steps: 4 });
    await page.mouse.move(at.x + at.width / 2 + box.width * 0.2, at.y + at.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByText('Moved to 60% across, 60% down.')).toBeAttached();
    await page.reload();
    await expect(
      page.getByRole('button', { name: `Hotspot: ${first!.name} at 60% across, 60% down` }),
    ).toBeVisible();
  });

  await test.step('Enter on the picture places one in the middle; arrow keys move it and Delete removes it', async () => {
    await page.getByRole('button', { name: /place a product on the picture/ }).focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('combobox', { name: 'Product at 50% across, 50% down' });
    await expect(picker).toBeFocused();
    await picker.fill(second!.name);
    await expect(page.getByRole('option', { name: second!.name, exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    const marker = page.getByRole('button', { name: `Hotspot: ${second!.name} at 50% across, 50% down` });
    await expect(marker).toBeFocused();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowUp');
    const moved = page.getByRole('button', { name: `Hotspot: ${second!.name} at 60% across, 49% down` });
    await expect(moved).toBeFocused();
    await expect(page.getByText('Moved to 60% across, 49% down.')).toBeAttached();
    await page.reload();
    await moved.focus();
    await page.keyboard.press('Delete');
    await expect(page.getByRole('button', { name: new RegExp(`Hotspot: ${second!.name}`) })).toHaveCount(0);
  });

  await test.step('a gallery image opens its editor in a dialog, which Escape closes', async () => {
    await page.goto('/admin/gallery');
    const open = page.getByRole('button', { name: /^Place products on/ }).first();
    await open.click();
    const dialog = page.getByRole('dialog', { name: /^Products in/ });
    await expect(dialog.getByRole('button', { name: /place a product on the picture/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  await test.step('a shopper on a phone opens the marker card, adds to cart, and Escape closes it', async () => {
    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const shopper = await phone.newPage();
    await shopper.goto(`/rooms/${room.slug}`);
    const marker = shopper.getByRole('button', { name: `${first!.name}: see the product` });
    const size = (await marker.boundingBox())!;
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    await expect(shopper.getByRole('heading', { name: 'Shop this room' })).toBeVisible();
    await marker.click();
    const card = shopper.getByRole('dialog', { name: first!.name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: `See ${first!.name}` })).toHaveAttribute(
      'href',
      `/product/${first!.slug}`,
    );
    expect(await seriousViolations(shopper)).toEqual([]);
    await card.getByRole('button', { name: `Add to cart: ${first!.name}` }).focus();
    // Escape closes the card and gives the focus back to its marker.
    await shopper.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(marker).toBeFocused();
    // Add to cart posts to the server, which adds the line to the server cart and shows the cart.
    await marker.click();
    await card.getByRole('button', { name: `Add to cart: ${first!.name}` }).click();
    await expect(shopper).toHaveURL(/\/cart$/);
    await expect(shopper.getByRole('link', { name: first!.name }).first()).toBeVisible();
    await phone.close();
  });

  await test.step('on a wide screen too, the card opens by its marker; one with options leads to them', async () => {
    // A product sold by its options (a size, a fabric) on the same picture: its card offers the options, never a
    // cart line without them.
    type TCard = { id: number; slug: string; name: string; inStock: boolean; chooseOptions?: boolean };
    let optioned: TCard | undefined;
    // The newest products are plain ones: the pages are read until one comes with options.
    for (let pageNo = 1; !optioned && pageNo <= 20; pageNo++) {
      const cards = (await (
        await page.request.post('/api/product/get-list-customer', {
          headers: XHR,
          data: { page: pageNo, inStock: true },
        })
      ).json()) as { data: TCard[] };
      optioned = cards.data.find((p) => p.inStock && p.chooseOptions);
    }
    expect(optioned, 'the demo seed has a product with options in stock').toBeTruthy();
    const placed = await page.request.post('/api/hotspot/create', {
      headers: XHR,
      data: { kind: 'room', ownerId: room.id, productId: optioned!.id, x: 0.2, y: 0.3 },
    });
    expect(placed.ok()).toBe(true);
    const shopper = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
    await shopper.goto(`/rooms/${room.slug}`);
    await shopper.getByRole('button', { name: `${optioned!.name}: see the product` }).click();
    const optionsCard = shopper.getByRole('dialog', { name: optioned!.name });
    await expect(
      optionsCard.getByRole('link', { name: `Choose options: ${optioned!.name}` }),
    ).toHaveAttribute('href', `/product/${optioned!.slug}`);
    await expect(optionsCard.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
    await shopper.keyboard.press('Escape');
    const marker = shopper.getByRole('button', { name: `${first!.name}: see the product` });
    await marker.click();
    const card = shopper.getByRole('dialog', { name: first!.name });
    await expect(card).toBeVisible();
    const [at, opened] = [(await marker.boundingBox())!, (await card.boundingBox())!];
    expect(opened.y - (at.y + at.height)).toBeGreaterThanOrEqual(0);
    expect(opened.y - (at.y + at.height)).toBeLessThan(24);
    await shopper.close();
  });
});
