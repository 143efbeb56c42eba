import { test, type Page } from '@playwright/test';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const widths = [1280, 375];

async function shoot(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
}

test('cart screenshots', async ({ page, request }) => {
  const list = (await (await request.post('/api/product/get-list-customer', { headers: XHR, data: {} })).json()) as {
    data: { id: number; slug: string; inStock: boolean; discountPercent: number }[];
  };
  const stocked = list.data.filter((p) => p.inStock);
  const discounted = stocked.find((p) => p.discountPercent > 0) ?? stocked[0]!;
  const lines = [
    { productId: stocked[0]!.id, quantity: 2 },
    { productId: discounted.id, quantity: 1 },
    { productId: stocked[2]!.id, quantity: 99 },
    { productId: 2000000000, quantity: 1 },
  ];
  await page.addInitScript((l) => window.localStorage.setItem('shop.cart.v1', l), JSON.stringify(lines));
  await page.goto('/cart');
  await page.getByText('Subtotal').waitFor();
  await shoot(page, 'cart-guest');
  await page.goto(`/product/${stocked[1]!.slug}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).waitFor();
  await shoot(page, 'product');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'home');
});
