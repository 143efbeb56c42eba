import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './test';
import path from 'node:path';
import {
  KEEP_SCREENSHOTS,
  MANAGER_EMAIL,
  STAFF_PASSWORD,
  keepScreenshot,
  loginAsAdmin,
  loginAsStaff,
  outboxMails,
} from './support';

/** The demo customer's orders this journey moves: one being prepared, one paid and not yet prepared. */
const TO_SHIP = 'HT-10287';
const TO_CANCEL = 'HT-10293';
const TRACKING = '794630112233';
const SHOTS = path.join('test-results', 'orders-admin');

async function screenshots(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  if (!KEEP_SCREENSHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens an order from the list by searching for its number. */
async function openOrder(page: Page, number: string) {
  await page.goto(`/admin/order?search=${number}`);
  await page.getByRole('link', { name: number, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
}

const idFromUrl = (page: Page) => Number(/\/admin\/order\/(\d+)/.exec(page.url())?.[1]);

async function stockOf(request: APIRequestContext, productId: number): Promise<number> {
  const res = await request.get(`/api/product/detail/${productId}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { stock: number }).stock;
}

test('the admin ships an order with a tracking number, the customer is told, and a cancel puts stock back', async ({
  page,
  request,
  browser,
  server,
}) => {
  await test.step('the admin finds the orders being prepared with the delivery filter', async () => {
    await loginAsAdmin(page, '/admin/order');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await page.getByLabel('Delivery').selectOption({ label: 'Being prepared' });
    await expect(page).toHaveURL(/fulfilmentStatus=processing/);
    const row = page.getByRole('row').filter({ hasText: TO_SHIP });
    await expect(row).toContainText('Casey Customer');
    await expect(row).toContainText('Being prepared');
    await expect(page.getByRole('row').filter({ hasText: 'HT-10264' })).toHaveCount(0);
    await page.getByLabel('Delivery').selectOption({ label: 'All' });
    await expect(page.getByRole('row').filter({ hasText: 'HT-10264' })).toBeVisible();
    await screenshots(page, 'list');
  });

  await test.step('the order page offers only shipping and cancelling; Escape closes the ship dialog', async () => {
    await openOrder(page, TO_SHIP);
    const actions = page.getByRole('group', { name: 'Order actions' });
    await expect(actions.getByRole('button')).toHaveText([
      'Mark as shipped',
      'Cancel and refund',
      'Refund part',
    ]);
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Being prepared');
    await screenshots(page, 'detail');

    const ship = actions.getByRole('button', { name: 'Mark as shipped' });
    await ship.click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${TO_SHIP}` });
    await expect(dialog.getByLabel('Tracking number')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(ship).toBeFocused();
  });

  await test.step('one piece ships first with UPS: the order is partly shipped and no longer cancelled', async () => {
    const shipments = page.getByRole('region', { name: 'Shipments' });
    await shipments.getByRole('button', { name: 'Ship items' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship items of order ${TO_SHIP}` });
    const quantities = dialog.getByRole('spinbutton');
    await expect(quantities).toHaveCount(2);
    await quantities.nth(1).fill('0');
    await dialog.getByLabel('Carrier').selectOption({ label: 'UPS' });
    await dialog.getByRole('button', { name: 'Save shipment' }).click();
    await expect(dialog.getByText(/Enter the tracking number: FedEx, UPS and USPS/)).toBeVisible();
    await dialog.getByLabel('Tracking numbers').fill('1Z999AA10123456784');
    await dialog.getByRole('button', { name: 'Save shipment' }).click();
    await expect(page.getByText(`Shipment 1 of order ${TO_SHIP} saved.`)).toBeVisible();
    await expect(page.getByTestId('order-states')).toContainText('Delivery: Partly shipped');
    await expect(shipments.getByRole('link', { name: /1Z999AA10123456784/ })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    await expect(page.getByRole('group', { name: 'Order actions' }).getByRole('button')).toHaveText([
      'Ship the rest',
      'Refund part',
    ]);
    await screenshots(page, 'detail-partly-shipped');
  });

  await test.step('shipping needs the tracking number, then shows it with the new state and the admin', async () => {
    await page.getByRole('button', { name: 'Ship the rest' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${TO_SHIP}` });
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(dialog.getByText('Enter the tracking number.')).toBeVisible();
    await dialog.getByLabel('Tracking number').fill(TRACKING);
    await dialog.getByLabel('Tracking number').press('Enter');
    await expect(page.getByText(`Order ${TO_SHIP} marked as shipped.`)).toBeVisible();
    await expect(page.getByTestId('order-states')).toContainText('Delivery: Shipped');
    await expect(page.getByRole('region', { name: 'Shipments' })).toContainText(`Shipment 2 · FedEx`);
    await expect(page.getByRole('region', { name: 'Shipments' })).toContainText(TRACKING);
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(`Avery Admin · `);
    await expect(page.getByRole('group', { name: 'Order actions' }).getByRole('button')).toHaveText([
      'Mark as delivered',
      'Refund part',
    ]);
    await screenshots(page, 'detail-shipped');
  });

  await test.step('one item of the shipped order goes back with its tax, listed with the payment; the order goes on', async () => {
    const actions = page.getByRole('group', { name: 'Order actions' });
    await actions.getByRole('button', { name: 'Refund part' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund part of order ${TO_SHIP}` });
    await expect(dialog.getByRole('radio', { name: 'Some items, with their tax' })).toBeFocused();
    await dialog.getByRole('spinbutton').first().fill('1');
    await expect(dialog.getByText(/goes back, of which \$[\d.,]+ is tax\./)).toBeVisible();
    const submit = dialog.getByRole('button', { name: /^Refund \$/ });
    const amount = ((await submit.textContent()) ?? '').replace('Refund ', '');
    await keepScreenshot(page, path.join(SHOTS, 'refund-part-dialog-1280.png'));
    await submit.click();
    await expect(page.getByText(`${amount} refunded on order ${TO_SHIP}.`)).toBeVisible();
    await expect(page.getByTestId('order-states')).toContainText('Delivery: Shipped');
    await expect(page.getByRole('list', { name: 'Refunds' })).toContainText(amount);
    await expect(actions.getByRole('button')).toHaveText(['Mark as delivered', 'Refund part']);
  });

  await test.step('the customer sees the state and the tracking number on their order page, and got the mail', async () => {
    const customer = await browser.newPage();
    await customer.goto(`/my-account/order/detail/${TO_SHIP}`);
    await customer.getByLabel('Email').fill('customer@shop.test');
    await customer.getByLabel('Password').fill(STAFF_PASSWORD);
    await customer.getByRole('button', { name: 'Log in' }).click();
    await expect(customer.getByRole('heading', { name: `Order ${TO_SHIP}`, level: 1 })).toBeVisible();
    const delivery = customer.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('Shipped');
    await expect(delivery.getByRole('link', { name: new RegExp(TRACKING) })).toBeVisible();
    await expect(delivery.getByRole('link', { name: /1Z999AA10123456784/ })).toBeVisible();
    await customer.close();
    // The mail leaves just after the answer to the shipping call: it is waited for, not assumed.
    const shippedMail = async () =>
      (await outboxMails(server.dataDir)).find(
        (m) => m.to === 'customer@shop.test' && m.subject.includes(`Your order ${TO_SHIP} has shipped`),
      )?.text;
    await expect.poll(shippedMail).toContain(`Tracking number: ${TRACKING}`);
  });

  await test.step('cancelling a paid order shows the refund, refunds it and returns the stock', async () => {
    await openOrder(page, TO_CANCEL);
    const id = idFromUrl(page);
    const order = (await (await page.request.get(`/api/order/detail/${id}`)).json()) as {
      lines: { productId: number; quantity: number }[];
      refundable: string;
    };
    const line = order.lines[0]!;
    const before = await stockOf(request, line.productId);

    await page.getByRole('button', { name: 'Cancel and refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${TO_CANCEL}?` });
    await expect(dialog).toContainText(
      `${order.refundable} goes back to the customer through the test gateway`,
    );
    await expect(dialog.getByLabel('Refund (USD)')).toHaveValue(order.refundable.replace(/[$,]/g, ''));
    await keepScreenshot(page, path.join(SHOTS, 'cancel-dialog-1280.png'));
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(
      page.getByText(`Order ${TO_CANCEL} cancelled and ${order.refundable} refunded.`),
    ).toBeVisible();
    await expect(page.getByTestId('order-states')).toContainText('Order: Cancelled');
    await expect(page.getByTestId('order-states')).toContainText('Payment: Refunded');
    await expect(page.getByRole('group', { name: 'Order actions' })).toHaveCount(0);
    expect(await stockOf(request, line.productId)).toBe(before + line.quantity);
  });

  await test.step('the admin sets up a delivery zone and its white-glove price, told of a ZIP that is no ZIP', async () => {
    await page.goto('/admin/delivery');
    await expect(page.getByRole('heading', { name: 'Delivery', level: 1 })).toBeVisible();
    const add = page.getByRole('form', { name: 'Add a zone' });
    await add.getByLabel('Name').fill('Seattle');
    await add.getByLabel('ZIPs').fill('981 98x');
    await add.getByRole('button', { name: 'Add zone' }).click();
    await expect(add.getByText('“98x” is neither a five-digit ZIP nor a three-digit prefix.')).toBeVisible();
    await add.getByLabel('ZIPs').fill('981');
    await add.getByRole('button', { name: 'Add zone' }).click();
    const zone = page.getByRole('region', { name: 'Seattle', exact: true });
    const whiteGlove = zone.getByRole('form', { name: 'White glove level' });
    await whiteGlove.getByLabel('Base price ($)').fill('199');
    await whiteGlove.getByLabel('Assembly per piece that needs it ($)').fill('25');
    await whiteGlove.getByRole('button', { name: 'Set up level' }).click();
    await expect(page.getByText('White glove saved.')).toBeVisible();
    await expect(whiteGlove.getByRole('button', { name: 'Save level' })).toBeVisible();
    await screenshots(page, 'delivery-zones');
  });
});

test('a manager cannot open the orders screen and is not offered it', async ({ page }) => {
  await loginAsStaff(page, MANAGER_EMAIL, '/admin/order');
  await expect(page).not.toHaveURL(/\/admin\/order/);
  const nav = page.getByRole('navigation', { name: 'Back-office' });
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await page.goto('/admin/order/1');
  await expect(page).not.toHaveURL(/\/admin\/order/);
});
