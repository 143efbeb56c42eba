import { expectAlive } from './support';
import { seriousViolations } from './axe';
import { expect, test } from './test';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('"Will it fit?" turns a sofa away from a 30-inch door, lets it through a wider one, and keeps the measurements', async ({
  page,
  request,
}) => {
  // A demo sofa: every one is at least 31 in at its smallest, in its box more.
  const search = await (
    await request.post('/api/get-list-search', { headers: XHR, data: { q: 'sofa', page: 1 } })
  ).json();
  const slug = (search.products.data as { slug: string; name: string }[]).find((p) =>
    /sofa/i.test(p.name),
  )!.slug;
  const sofa = await (
    await request.post('/api/product/get-product-with-all', { headers: XHR, data: { slug } })
  ).json();
  const smallest = Math.min(sofa.widthIn, sofa.depthIn, sofa.heightIn);
  expect(smallest).toBeGreaterThan(30);

  await page.goto(`/product/${slug}`);
  const panel = page.locator('details', { has: page.getByText('Will it fit?', { exact: true }) });
  await expectAlive(panel.locator('summary'));
  await panel.locator('summary').click();
  const door = panel.getByRole('group', { name: 'Door' });
  await door.getByLabel('Width').fill('30');
  const answer = panel.locator('[aria-live="polite"]');
  await expect(answer).toContainText('It does not fit through the door: ');
  await expect(answer).toContainText(`Unboxed: The piece is ${smallest} in`);
  await expect(answer).toContainText('your door is 30 in wide.');

  // The open panel, its answer and a field error included, on a phone's width: nothing serious for axe.
  await panel.getByRole('group', { name: 'Hallway' }).getByLabel('Width').fill('999');
  await expect(panel.getByText("Enter the hallway's width in inches, at most 240.")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page, { include: 'details' })).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await panel.getByRole('group', { name: 'Hallway' }).getByLabel('Width').fill('');

  await door.getByLabel('Width').fill(String(smallest + 6));
  await expect(answer).toContainText('It fits');
  await expect(answer.locator('li[data-passage="door"]')).toHaveAttribute('data-verdict', 'fits');

  // Kept in this browser: the next product page opens with the same measurements.
  await page.waitForFunction(
    (width) => localStorage.getItem('shop.fit-passages.v1')?.includes(`"doorWidthIn":${width}`),
    smallest + 6,
  );
  await page.reload();
  await expectAlive(panel.locator('summary'));
  await panel.locator('summary').click();
  await expect(door.getByLabel('Width')).toHaveValue(String(smallest + 6));
  await expect(answer).toContainText('It fits');

  // A customer's measurements follow them: the account had none, so it takes this browser's; a browser without
  // any then shows the account's.
  const register = await page.request.post('/api/customer/register', {
    headers: XHR,
    data: {
      name: 'Measuring Buyer',
      email: `fit-${Date.now().toString(36)}@example.com`,
      password: 'e2e-fit-pass-123',
    },
  });
  expect(register.status()).toBe(200);
  await page.reload();
  await expectAlive(panel.locator('summary'));
  await panel.locator('summary').click();
  await expect(panel.getByText('saved to your account')).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/my-account/fit-passages')).json()).doorWidthIn)
    .toBe(smallest + 6);
  await page.evaluate(() => localStorage.removeItem('shop.fit-passages.v1'));
  await page.reload();
  await expectAlive(panel.locator('summary'));
  await panel.locator('summary').click();
  await expect(door.getByLabel('Width')).toHaveValue(String(smallest + 6));
});
