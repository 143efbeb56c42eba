import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import crypto from 'node:crypto';
import path from 'node:path';
import { XHR } from './checkout-steps';
import { expectAccessible } from './axe';
import {
  DEMO_CUSTOMER,
  MANAGER_EMAIL,
  STAFF_PASSWORD,
  keepScreenshot,
  loginAsAdmin,
  loginAsStaff,
  productsInStock,
} from './support';
import { expect, test } from './test';

const SHOTS = path.join('test-results', 'cases-admin');
const ADDRESS = {
  name: 'Casey Customer',
  phone: '503-555-0148',
  addressLine1: '1200 NE Alberta St',
  city: 'Portland',
  state: 'OR',
  postalCode: '97211',
};
const key = () => crypto.randomBytes(12).toString('hex');

async function ok<T>(answer: Promise<APIResponse>, what: string): Promise<T> {
  const response = await answer;
  expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * A paid order of one piece, prepared, shipped and delivered today, with a return of that piece asked for by the
 * customer over REST (the storefront's form is a journey of its own). The staff calls go through `staff`, a page
 * request context logged in as an ADMIN.
 */
async function returnOnADeliveredOrder(customer: APIRequestContext, staff: APIRequestContext) {
  await ok(
    customer.post('/api/customer/login', {
      headers: XHR,
      data: { email: DEMO_CUSTOMER, password: STAFF_PASSWORD },
    }),
    'customer login',
  );
  const [product] = await productsInStock(customer, 1);
  const lines = [{ productId: product!.id, quantity: 1 }];
  await ok(customer.post('/api/fedex/prepare', { headers: XHR, data: { lines, address: ADDRESS } }), 'quote');
  const { orderNumber } = await ok<{ orderNumber: string }>(
    customer.post('/api/payment/initiate', {
      headers: XHR,
      data: { lines, address: ADDRESS, tier: 'Standard', idempotencyKey: key() },
    }),
    'order',
  );
  await ok(
    customer.post('/api/payment/complete', {
      headers: XHR,
      data: {
        orderNumber,
        idempotencyKey: key(),
        testCard: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      },
    }),
    'payment',
  );

  const list = await ok<{ data: { id: number; number: string }[] }>(
    staff.get(`/api/order/get-list?search=${orderNumber}`, { headers: XHR }),
    'order list',
  );
  const orderId = list.data.find((o) => o.number === orderNumber)!.id;
  await ok(staff.post(`/api/order/process/${orderId}`, { headers: XHR, data: {} }), 'process');
  await ok(
    staff.post(`/api/order/ship/${orderId}`, { headers: XHR, data: { trackingNumber: '794630119988' } }),
    'ship',
  );
  await ok(staff.post(`/api/order/deliver/${orderId}`, { headers: XHR, data: {} }), 'deliver');
  const order = await ok<{ lines: { id: number }[] }>(
    staff.get(`/api/order/detail/${orderId}`, { headers: XHR }),
    'order detail',
  );
  const reasons = await ok<{ id: number; label: string; fault: string; active: boolean }[]>(
    staff.get('/api/case/settings/reasons', { headers: XHR }),
    'reasons',
  );
  // A reason the customer is at fault for: the refund then waits until the piece is back.
  const reason = reasons.find((r) => r.active && r.fault === 'customer')!;
  const created = await ok<{ number: string }>(
    customer.post(`/api/my-account/orders/${orderNumber}/cases`, {
      headers: XHR,
      data: {
        kind: 'return',
        idempotencyKey: key(),
        lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
        reasonId: reason.id,
      },
    }),
    'return request',
  );
  return { orderNumber, caseNumber: created.number, reason: reason.label };
}

/** The page does not scroll sideways at 390 px: wide content scrolls inside its own box. */
async function fitsAPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), {
      message: `${name} fits 390 px`,
    })
    .toBe(true);
  await keepScreenshot(page, path.join(SHOTS, `${name}-390.png`), { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin finds a return, approves it, receives the piece back to stock and refunds it; a manager may not refund', async ({
  page,
  request,
  browser,
}) => {
  await loginAsAdmin(page, '/admin/case');
  const { orderNumber, caseNumber, reason } = await returnOnADeliveredOrder(request, page.request);
  const actions = page.getByRole('group', { name: 'Case actions' });
  const state = page.getByTestId('case-state');

  await test.step('the list filters by kind, state and age, kept in the URL', async () => {
    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Returns' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Returns and claims' })).toBeVisible();
    await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Return' });
    await expect(page).toHaveURL(/kind=return/);
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Requested' });
    await expect(page).toHaveURL(/state=requested/);
    const row = page.getByRole('row').filter({ hasText: caseNumber });
    await expect(row).toContainText(orderNumber);
    await expect(row).toContainText('Casey Customer');
    await expect(row).toContainText(reason);
    await expect(row).toContainText('today');
    await page.getByLabel('Age', { exact: true }).selectOption({ label: 'Older than 1 day' });
    await expect(page).toHaveURL(/olderThanDays=1/);
    await expect(page.getByRole('row').filter({ hasText: caseNumber })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('row').filter({ hasText: caseNumber })).toBeVisible();
    await expectAccessible(page);
    await fitsAPhone(page, 'list');
  });

  await test.step('the case opens with its items, customer, order and timeline', async () => {
    await page.getByRole('link', { name: caseNumber, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Return ${caseNumber}` })).toBeVisible();
    await expect(state).toContainText('Requested');
    await expect(page.getByRole('region', { name: 'Customer and order' })).toContainText(DEMO_CUSTOMER);
    await expect(
      page
        .getByRole('region', { name: 'Customer and order' })
        .getByRole('link', { name: `Order ${orderNumber}` }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Request' })).toContainText(reason);
    await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expectAccessible(page);
    // The staff order page names its cases: the way there and back.
    await page
      .getByRole('region', { name: 'Customer and order' })
      .getByRole('link', { name: `Order ${orderNumber}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await page
      .getByRole('region', { name: 'Returns and claims' })
      .getByRole('link', { name: `Return ${caseNumber}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Return ${caseNumber}` })).toBeVisible();
  });

  await test.step('approving asks for the instructions', async () => {
    await actions.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve case ${caseNumber}` });
    await dialog.getByLabel('Instructions for the customer').fill('Our crew picks it up on Tuesday.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`Case ${caseNumber} approved.`)).toBeVisible();
    await expect(state).toContainText('Approved');
    await expect(page.getByRole('region', { name: 'Request' })).toContainText(
      'Our crew picks it up on Tuesday.',
    );
  });

  await test.step('receiving counts the piece back to stock', async () => {
    await actions.getByRole('button', { name: 'Receive items' }).click();
    const dialog = page.getByRole('dialog', { name: `Receive the items of case ${caseNumber}` });
    await dialog.getByLabel('Received').fill('1');
    await dialog.getByLabel('Damaged').fill('1');
    await dialog.getByRole('button', { name: 'Save what came back' }).click();
    await expect(dialog.getByText(/must add up to what was received/)).toBeVisible();
    await dialog.getByLabel('Damaged').fill('0');
    await dialog.getByLabel('Back to stock').fill('1');
    await dialog.getByRole('button', { name: 'Save what came back' }).click();
    await expect(page.getByText(`Items of case ${caseNumber} received.`)).toBeVisible();
    await expect(state).toContainText('Items received');
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('row').nth(1).getByRole('cell')).toHaveText(['1', '1', '1', '0']);
    await expect(actions.getByRole('button', { name: 'Refund' })).toBeVisible();
  });

  await test.step('a manager opens the case, and is not offered the refund', async () => {
    const context = await browser.newContext();
    const manager = await context.newPage();
    await loginAsStaff(manager, MANAGER_EMAIL, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await expect(manager.getByRole('heading', { level: 1, name: `Return ${caseNumber}` })).toBeVisible();
    const managerActions = manager.getByRole('group', { name: 'Case actions' });
    await expect(managerActions.getByRole('button', { name: 'Add a note' })).toBeVisible();
    await expect(managerActions.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await expect(manager.getByText('Refunds and replacements are made by an administrator.')).toBeVisible();
    // The order page is an ADMIN's: the manager reads its number without a link.
    await expect(manager.getByRole('link', { name: `Order ${orderNumber}` })).toHaveCount(0);
    await context.close();
  });

  await test.step('the refund shows its breakdown, starts at what is left, and refunds it', async () => {
    await actions.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund case ${caseNumber}` });
    // The breakdown the page shows, fees or none as the demo shop's policy has them.
    await expect(dialog).toContainText('Items');
    await expect(dialog).toContainText('Total');
    await expect(dialog).toContainText('Left to refund');
    const amount = dialog.getByLabel('Refund (USD)');
    await expect(amount).toHaveValue(/^\d+\.\d{2}$/);
    const left = Number(await amount.inputValue());
    await amount.fill((left + 1).toFixed(2));
    await dialog.getByRole('button', { name: /^Refund/ }).click();
    await expect(dialog.getByText(/^Refund at most \$/)).toBeVisible();
    await amount.fill(left.toFixed(2));
    await keepScreenshot(page, path.join(SHOTS, 'refund-dialog-1280.png'));
    await expectAccessible(page);
    const submit = dialog.getByRole('button', { name: /^Refund \$/ });
    const label = ((await submit.textContent()) ?? '').replace('Refund ', '');
    await submit.click();
    await expect(page.getByText(`${label} refunded on case ${caseNumber}.`)).toBeVisible();
    await expect(state).toContainText('Refunded');
    await expect(actions.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Refund', exact: true })).toContainText('Refunded.');
    await expectAccessible(page);
    await fitsAPhone(page, 'case');
  });
});

test('an admin changes the shop’s return policy and a product’s own; a manager reads it', async ({
  page,
  browser,
  request,
}) => {
  await loginAsAdmin(page, '/admin/case/settings');
  const form = page.getByRole('form', { name: 'Shop return policy' });
  const windowDays = form.getByLabel('Return window (days)');
  await expect(windowDays).toHaveValue(/^\d+$/);
  const fee = form.getByLabel('Restocking fee (%)');
  const before = { window: await windowDays.inputValue(), fee: await fee.inputValue() };
  const changed = before.window === '45' ? '44' : '45';

  await windowDays.fill(changed);
  await fee.fill('101');
  await form.getByRole('button', { name: 'Save policy' }).click();
  await expect(form.getByText('The fee is at most 100 %.')).toBeVisible();
  await fee.fill('10');
  await form.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('Return policy saved.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(windowDays).toHaveValue(changed);
  await expect(fee).toHaveValue('10');
  await expect(page.getByRole('form', { name: 'Add a reason' })).toBeVisible();
  await expectAccessible(page);
  await fitsAPhone(page, 'settings');

  const context = await browser.newContext();
  const manager = await context.newPage();
  await loginAsStaff(manager, MANAGER_EMAIL, '/admin/case/settings');
  const managerForm = manager.getByRole('form', { name: 'Shop return policy' });
  await expect(managerForm.getByLabel('Return window (days)')).toBeDisabled();
  await expect(managerForm.getByRole('button', { name: 'Save policy' })).toHaveCount(0);
  await expect(manager.getByRole('form', { name: 'Add a reason' })).toHaveCount(0);
  await context.close();

  // The journeys after this one in the worker sell under the policy the demo shop started with.
  await windowDays.fill(before.window);
  await fee.fill(before.fee);
  await form.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('Return policy saved.', { exact: false }).first()).toBeVisible();
  await page.reload();
  await expect(windowDays).toHaveValue(before.window);

  await test.step('a product sets its own return window, then takes the shop’s again', async () => {
    const [product] = await productsInStock(request, 1);
    await page.goto(`/admin/product/update/${product!.id}`);
    const panel = page.getByRole('form', { name: 'Return policy of this product' });
    const days = panel.getByLabel('Return window (days)', { exact: true });
    const inherit = panel.getByRole('checkbox', { name: /for Return window/ });
    await expect(days).toBeDisabled();
    await inherit.uncheck();
    await days.fill('10');
    await panel.getByRole('button', { name: 'Save return policy' }).click();
    await expect(page.getByText('Return policy of this product saved.', { exact: false })).toBeVisible();
    await page.reload();
    await expect(days).toHaveValue('10');
    await expect(inherit).not.toBeChecked();
    await expectAccessible(page);
    await inherit.check();
    await panel.getByRole('button', { name: 'Save return policy' }).click();
    await expect(page.getByText('Return policy of this product saved.', { exact: false })).toBeVisible();
    await page.reload();
    await expect(days).toBeDisabled();
  });
});
