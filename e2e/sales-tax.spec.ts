import { expect, test } from './test';
import { fillAddress, NEW_YORK } from './checkout-steps';
import { emptyAccountCart, loginAsAdmin, productsInStock, STAFF_PASSWORD } from './support';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('checkout shows the sales tax of a New York address as its own line, and none where the shop does not collect', async ({
  page,
  request,
}) => {
  const [product] = await productsInStock(request, 1);
  expect(product, 'the demo seed has a product in stock').toBeTruthy();
  await page.addInitScript(
    ([key, id]) =>
      window.localStorage.setItem(key as string, JSON.stringify([{ productId: id, quantity: 1 }])),
    ['shop.cart.v1', product!.id],
  );
  await emptyAccountCart(request);
  const login = await page.request.post('/api/customer/login', {
    headers: XHR,
    data: { email: 'customer@shop.test', password: STAFF_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto('/cart');
  const cartSummary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(cartSummary.getByText('By delivery address, at checkout')).toBeVisible();
  await page.goto('/cart/payment');
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary.getByText('Sales tax')).toBeVisible();

  await fillAddress(page, NEW_YORK);
  await page.getByRole('button', { name: 'Get shipping options' }).click();
  await page
    .getByRole('group', { name: 'Shipping speed' })
    .getByRole('radio', { name: /^Standard/ })
    .check();
  await expect(summary.getByText('Sales tax 8.875% (NY New York City), shipping included.')).toBeVisible();
  const taxRow = summary.locator('div').filter({ has: page.getByText('Sales tax', { exact: true }) });
  await expect(taxRow.getByRole('definition')).toHaveText(/^\$\d+\.\d\d$/);
  await expect(taxRow.getByRole('definition')).not.toHaveText('$0.00');

  await page
    .getByRole('button', { name: /^Change/ })
    .first()
    .click();
  await fillAddress(page, { ...NEW_YORK, state: 'NJ', zip: '07102' });
  await page.getByRole('button', { name: 'Get shipping options' }).click();
  await page
    .getByRole('group', { name: 'Shipping speed' })
    .getByRole('radio', { name: /^Standard/ })
    .check();
  await expect(
    summary.getByText(
      'No sales tax is collected on orders to New Jersey: the shop does not collect tax there.',
    ),
  ).toBeVisible();
});

test('an ADMIN keeps the tax table, with its verify notice, and exports the report', async ({ page }) => {
  await loginAsAdmin(page, '/admin/tax');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales tax' })).toBeVisible();
  await expect(page.getByRole('note').getByText('Verify these rates.')).toBeVisible();
  const states = page.getByRole('table', { name: 'Sales tax per state' });
  await expect(states.getByRole('row', { name: /New York \(NY\)/ })).toContainText('4%');
  const editor = page.getByRole('form', { name: "Change a state's tax" });
  await editor.getByLabel('State').selectOption('WY');
  await editor.getByLabel('Rate (%)').fill('4.5');
  await editor.getByRole('button', { name: 'Save state' }).click();
  await expect(page.getByRole('status').getByText('Wyoming: 4.5%, not collected.')).toBeVisible();
  await expect(states.getByRole('row', { name: /Wyoming \(WY\)/ })).toContainText('4.5%');

  // An override file adds to the table unless replacing is chosen; replacing names what it deletes first.
  const overrides = page.getByRole('form', { name: 'Import ZIP overrides' });
  const overridesTitle = page.getByRole('heading', { level: 2, name: /^ZIP and area overrides/ });
  const overridesBefore = await overridesTitle.innerText();
  await expect(overrides.getByRole('radio', { name: /^Add the file to them/ })).toBeChecked();
  await overrides.getByLabel('CSV file').setInputFiles({
    name: 'one-row.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('state,zip,county,rate\nWY,82001,Cheyenne,6\n'),
  });
  await overrides.getByRole('radio', { name: /^Replace them all/ }).check();
  await overrides.getByRole('button', { name: 'Check and replace' }).click();
  const confirm = page.getByRole('dialog', { name: /^Delete \d+ overrides\?$/ });
  await expect(confirm.getByRole('list', { name: 'Overrides to delete' })).toContainText(
    'NY 100xx New York City, 8.875%',
  );
  await confirm.getByRole('button', { name: 'Keep them' }).click();
  await expect(confirm).toBeHidden();
  await expect(overridesTitle).toHaveText(overridesBefore);

  await page.getByRole('link', { name: 'Tax collected per state and month' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tax collected per state and month' }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^sales-tax-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
});
