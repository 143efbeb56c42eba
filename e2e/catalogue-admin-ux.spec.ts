import { expect, test } from './test';
import { loginAsAdmin, loginAsStaff, MANAGER_EMAIL } from './support';

/**
 * Back-office details the production-core issue asked for: a new product asks for its room type, a room type can be moved to
 * another room, a page past the end of a list leads back, and a table too wide for a phone says it scrolls.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const stamp = Date.now().toString(36);

test('a new product starts without a room type and asks for one', async ({ page }) => {
  const name = `Roomless Stool ${stamp}`;
  await loginAsStaff(page, MANAGER_EMAIL, '/admin/product/create');
  await expect(page.getByRole('heading', { name: 'Add a product', level: 1 })).toBeVisible();

  const roomType = page.getByLabel('Room type');
  await expect(roomType).toHaveValue('0');
  await expect(roomType.locator('option:checked')).toHaveText('Choose a room type');

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price (USD)').fill('120');
  await page.getByLabel('In stock').fill('3');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Choose a room type.', { exact: true })).toBeVisible();
  await expect(roomType).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin\/product\/create$/);

  await roomType.selectOption({ label: 'Bar Stools' });
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/product$/);
  const list = await (
    await page.request.get(`/api/product/get-list?search=${encodeURIComponent(stamp)}`)
  ).json();
  expect(list.data).toEqual([expect.objectContaining({ name, roomTypeName: 'Bar Stools' })]);
});

test('a room type moves to another room from its edit form, and its list follows', async ({ page }) => {
  const name = `Reading Nooks ${stamp}`;
  const slug = `reading-nooks-${stamp}`;
  await loginAsAdmin(page, '/admin/room');
  const rooms = (await (await page.request.get('/api/room/get-list?page=1')).json()).data as {
    id: number;
    name: string;
    slug: string;
  }[];
  const [from, to] = [rooms.find((r) => r.slug === 'living-room')!, rooms.find((r) => r.slug === 'bedroom')!];
  const created = await page.request.post('/api/room/type/create', {
    headers: XHR,
    data: { roomId: from.id, name, slug, description: 'Corners for a chair and a lamp.' },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/admin/room/${from.id}/type/update/${id}`);
  const room = page.getByLabel('Room', { exact: true });
  await expect(room).toHaveValue(String(from.id));
  await room.selectOption({ label: to.name });
  await page.getByRole('button', { name: /^Save/ }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/room/${to.id}/type$`));
  await expect(page.getByRole('status').getByText(`Room type “${name}” updated.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Room types in “${to.name}”` })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search room types' }).fill(stamp);
  await expect(page.getByRole('rowheader', { name })).toBeVisible();

  const detail = await (await page.request.get(`/api/room/type/detail/${id}`)).json();
  expect(detail).toMatchObject({ id, roomId: to.id, name, slug });
  // The old room no longer lists it, and the storefront finds it under the new room.
  await page.goto(`/admin/room/${from.id}/type?search=${stamp}`);
  await expect(page.getByRole('heading', { name: 'No room types match your search' })).toBeVisible();
  await page.goto(`/room/${to.slug}/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('an admin list page past the end leads back to the last page and to the first', async ({ page }) => {
  await loginAsAdmin(page, '/admin/product?page=999');
  await expect(page.getByRole('heading', { name: 'No products on this page' })).toBeVisible();
  await expect(page.getByText('This page is past the end of the list', { exact: false })).toBeVisible();
  // Not the empty shop's state: there are products, just not on this page.
  await expect(page.getByText('No products yet')).toHaveCount(0);

  const last = (await (await page.request.get('/api/product/get-list?page=1')).json()).last_page as number;
  expect(last).toBeGreaterThan(1);
  await page.getByRole('link', { name: `Go to the last page (${last})` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/product\\?page=${last}$`));
  await expect(page.getByRole('region', { name: 'Products table' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Products pages' }).getByRole('link', { name: `Page ${last}` }),
  ).toHaveAttribute('aria-current', 'page');

  await page.goto('/admin/product?page=999');
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(page).toHaveURL(/\/admin\/product$/);
  await expect(page.getByRole('region', { name: 'Products table' })).toBeVisible();
});

test('a storefront list page past the end leads back, even before the page comes alive', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const answer = await page.goto('/room/living-room/sofas?page=99');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'No products on this page' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(/\/room\/living-room\/sofas$/);
    await expect(page.getByText(/^Showing 1–\d+ of \d+ products?$/)).toBeVisible();
    await context.close();
  }
});

test('an admin table too wide for a phone says it scrolls, and the keyboard can scroll it', async ({
  page,
}) => {
  await loginAsAdmin(page, '/admin/product');
  // On a phone: the sidebar becomes a drawer and the table no longer fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Products table' });
  const hint = page.getByText('Scroll sideways to see every column');
  await expect(hint).toBeVisible();
  await expect(table).toHaveAttribute('aria-describedby', (await hint.getAttribute('id'))!);
  await expect(table).toHaveAttribute('data-more-right', 'true');
  await expect(table).not.toHaveAttribute('data-more-left', /.*/);

  await table.focus();
  await expect(table).toBeFocused();
  // The arrow key scrolls the focused box; on a loaded machine the first press can land before the page reacts to
  // scrolling (it failed once in a full run and passed on retry), so press until the box says it has moved.
  await expect
    .poll(async () => {
      await page.keyboard.press('ArrowRight');
      return table.getAttribute('data-more-left');
    })
    .toBe('true');
  await expect(table).toHaveAttribute('data-more-right', 'true');
  // The arrow key's scroll is animated, and an animation still running puts the box back where it was heading
  // after a jump to the end (the end then said "more to the right", once in a fresh-clone run): jump until it holds.
  await expect
    .poll(() =>
      table.evaluate((element) => {
        element.scrollTo({ left: element.scrollWidth });
        return element.hasAttribute('data-more-right');
      }),
    )
    .toBe(false);
  await page.screenshot({ path: test.info().outputPath('admin-products-390.png') });

  // Wide enough for every column: no hint.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(hint).toHaveCount(0);
  await expect(table).not.toHaveAttribute('aria-describedby', /.*/);
});
