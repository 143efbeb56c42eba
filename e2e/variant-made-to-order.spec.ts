import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { emptyAccountCart, MANAGER_EMAIL, STAFF_PASSWORD, loginAsStaff, settled } from './support';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const stamp = Date.now().toString(36);

/** A sofa in two sizes (Loveseat, Grand), none in stock, made by a logged-in manager's page over the API. */
async function sofaWithSizes(staff: Page, slug: string) {
  const options = (await (await staff.request.get('/api/product/form-options', { headers: XHR })).json()) as {
    roomTypes: { id: number }[];
  };
  const created = await staff.request.post('/api/product/create', {
    headers: XHR,
    data: {
      roomTypeId: options.roomTypes[0]!.id,
      name: `Dune Sofa ${slug}`,
      slug,
      priceCents: 120_000,
      stock: 0,
      packageLengthIn: 40,
      packageWidthIn: 30,
      packageHeightIn: 20,
      packageWeightLb: 40,
    },
  });
  expect(created.ok()).toBe(true);
  const product = (await created.json()) as { id: number; slug: string; name: string };
  const saved = await staff.request.post(`/api/product/${product.id}/options`, {
    headers: XHR,
    data: {
      options: [{ name: 'Size', kind: 'variant', values: [{ label: 'Loveseat' }, { label: 'Grand' }] }],
    },
  });
  expect(saved.ok()).toBe(true);
  const generated = await staff.request.post(`/api/product/${product.id}/variants/generate`, {
    headers: XHR,
  });
  const { variants } = (await generated.json()) as { variants: { id: number; sku: string; title: string }[] };
  return { product, variants };
}

/** Other journeys of this worker pick products by id: a journey's sofa leaves the shelf at its end. */
async function archive(staff: Page, productId: number) {
  await staff.request.post('/api/product/bulk-update', {
    headers: XHR,
    data: { ids: [productId], set: { active: false } },
  });
}

/**
 * Made to order per variant: staff make one size of a product made to order and give it its box in the
 * variant table's details dialog; a customer buys two of that size with one on hand and the confirmation says
 * which one comes from stock and which is made.
 */
test('staff make one variant made to order in its details; a customer buys it beyond its stock', async ({
  page,
  browser,
  request,
}) => {
  const staff = await browser.newPage();
  await loginAsStaff(staff, MANAGER_EMAIL, '/admin/product');
  const { product, variants } = await sofaWithSizes(staff, `dune-sofa-${stamp}`);
  const grand = variants.find((v) => v.title === 'Grand')!;

  try {
    await test.step('staff give Grand 1 in stock, then make it made to order in 6 weeks with its own box', async () => {
      await staff.goto(`/admin/product/update/${product.id}`);
      const editor = staff.getByRole('region', { name: 'Options and variants' });
      await editor.getByLabel('Stock of Grand').fill('1');
      await editor
        .getByRole('row', { name: /Grand/ })
        .getByRole('button', { name: 'Save', exact: true })
        .click();
      await expect(staff.getByText('Grand saved.')).toBeVisible();

      await editor.getByRole('button', { name: 'More details of Grand' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Grand: details' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Selling mode')).toBeFocused();
      await dialog.getByLabel('Selling mode').selectOption('made-to-order');
      await dialog.getByLabel('Lead time (days)').fill('42');
      await dialog.getByLabel('Box length (in)').fill('90');
      // A weight below zero: the server's message lands at the field and the dialog stays open.
      await dialog.getByLabel('Box weight (lb)').fill('-1');
      await dialog.getByRole('button', { name: 'Save details' }).click();
      await expect(dialog.getByLabel('Box weight (lb)')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel('Box weight (lb)')).toBeFocused();
      await expect(dialog.getByText('Must be zero or more.')).toBeVisible();
      await dialog.getByLabel('Box weight (lb)').fill('95.5');
      await dialog.getByRole('button', { name: 'Save details' }).click();
      await expect(dialog).toBeHidden();
      await expect(staff.getByText('Grand saved.').first()).toBeVisible();
      await expect(editor.getByRole('row', { name: /^Select Grand/ })).toContainText('made to order');
      await expect(editor.getByRole('row', { name: /^Select Loveseat/ })).toContainText(
        'beyond stock: as the product (not sold)',
      );

      // The API agrees: its own mode, its box, and the product's mode left alone.
      const listed = (await (
        await staff.request.get(`/api/product/${product.id}/variants`, { headers: XHR })
      ).json()) as {
        variants: {
          id: number;
          sellingMode: string | null;
          packageLengthIn: number;
          packageWeightLb: number;
        }[];
      };
      expect(listed.variants.find((v) => v.id === grand.id)).toMatchObject({
        sellingMode: 'made-to-order',
        packageLengthIn: 90,
        packageWeightLb: 95.5,
      });
    });

    await test.step('the page of Grand says it sells beyond its stock', async () => {
      await page.goto(`/product/${product.slug}?variant=${grand.sku}`);
      await expect(page.getByText('Only 1 left in stock')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeEnabled();
    });

    await test.step('a customer buys two Grands: one from stock, one made to order, said at each step', async () => {
      await emptyAccountCart(request);
      await page.goto('/login?redirect=%2Fcart');
      await page.getByLabel('Email').fill('customer@shop.test');
      await page.getByLabel('Password').fill(STAFF_PASSWORD);
      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/cart');
      // The account's cart is set to exactly this line (other journeys of this worker leave lines in it).
      await page.request.post('/api/cart', {
        headers: XHR,
        data: { lines: [{ productId: product.id, variantId: grand.id, quantity: 2 }] },
      });
      await page.goto('/cart');
      // Hydrated first: the server cart arriving redraws the page, and a click in that moment went nowhere.
      await settled(page);
      await expect(page.getByText('1 in stock, 1 made to order: ships in 6–8 weeks')).toBeVisible();
      await page.getByRole('link', { name: 'Checkout', exact: true }).click();
      await expect(page).toHaveURL(/\/cart\/payment$/);
      await page.getByLabel('Full name').fill('Ada Variant');
      await page.getByLabel('Phone').fill('+1 503 555 0142');
      await page.getByLabel('Street address').fill('1200 SW Main St');
      await page.getByLabel('City').fill('Portland');
      await page.getByLabel('State').selectOption('OR');
      await page.getByLabel('ZIP code').fill('97205');
      await page.getByRole('button', { name: 'Get shipping options' }).click();
      await page.getByRole('radio', { name: /^Standard/ }).check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByText('1 in stock, 1 made to order: ships in 6–8 weeks')).toBeVisible();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/34');
      await page.getByLabel('Security code (CVC)').fill('123');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
      await expect(page.getByText(/^1 from stock, 1 made to order: ships in 6–8 weeks \(/)).toBeVisible();
    });
  } finally {
    await archive(staff, product.id);
    await staff.close();
  }
});

test('Add to cart tapped on a ?variant=SKU page before it is alive adds that variant', async ({
  page,
  browser,
}) => {
  const staff = await browser.newPage();
  await loginAsStaff(staff, MANAGER_EMAIL, '/admin/product');
  const { product, variants } = await sofaWithSizes(staff, `dune-early-${stamp}`);
  const grand = variants.find((v) => v.title === 'Grand')!;
  try {
    const stocked = await staff.request.post(`/api/product/${product.id}/variant/${grand.id}`, {
      headers: XHR,
      data: { stock: 3 },
    });
    expect(stocked.ok()).toBe(true);
    // Scripts are held: the page stays as the server drew it, with Grand chosen from its address.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.m?js(\?.*)?$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`/product/${product.slug}?variant=${grand.sku}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    // Posted to the server, which added Grand to this visitor's cart and drew the cart with it.
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Grand', { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 3, name: product.name })).toBeVisible();
    await expect(page.getByText('Grand', { exact: true })).toBeVisible();
    // The line is the variant's, priced as it: the cart's server check finds nothing to flag.
    await expect(page.getByText('$1,200.00 each')).toBeVisible();
    await expect(page.getByText('This choice of options is no longer sold.')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart,/ })).toHaveAccessibleName(
      'Cart, 1 item',
    );
  } finally {
    await archive(staff, product.id);
    await staff.close();
  }
});
