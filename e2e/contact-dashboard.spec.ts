import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './test';
import { keepScreenshot, loginAsAdmin, loginAsStaff, MANAGER_EMAIL, settled } from './support';

/** The sidebar's link to the messages; its name carries the unread count ("Messages, 3 unread"). */
const messagesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: /^Messages/ });

/** The unread count as the sidebar announces it: 0 when the link says nothing more than "Messages". */
async function announcedUnread(page: Page): Promise<number> {
  const name = (await messagesLink(page).getAttribute('aria-label')) ?? '';
  return Number(/^Messages, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

async function expectUnread(page: Page, count: number) {
  const name = count ? `Messages, ${count} unread` : 'Messages';
  await expect(messagesLink(page)).toHaveAccessibleName(name);
  if (count) await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-count', String(count));
  else await expect(page.getByTestId('unread-badge')).toHaveCount(0);
}

async function screenshot(page: Page, name: string) {
  await keepScreenshot(page, test.info().outputPath(`${name}.png`), { fullPage: true });
}

test('a visitor’s message reaches the back-office: unread badge, opened and read, marked unread again', async ({
  page,
}) => {
  const subject = `Delivery to the fourth floor ${Date.now()}`;
  await test.step('a visitor sends a message through the contact form', async () => {
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Vera Visitor');
    await page.getByLabel('Email', { exact: true }).fill('vera@example.com');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page
      .getByLabel('Message', { exact: true })
      .fill('Can you carry a wardrobe up four floors?\nThere is no lift.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  });

  let unread = 0;
  const row = page.getByRole('row').filter({ hasText: subject });
  await test.step('the admin sees it unread, bold and counted in the sidebar', async () => {
    await loginAsAdmin(page, '/admin/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(messagesLink(page)).toHaveAccessibleName(/^Messages, \d+ unread$/);
    unread = await announcedUnread(page);
    expect(unread).toBeGreaterThan(0);
    await expectUnread(page, unread);
    await expect(row.getByText('Unread', { exact: true })).toBeVisible();
    const weight = await row.getByRole('rowheader').evaluate((cell) => getComputedStyle(cell).fontWeight);
    expect(Number(weight)).toBeGreaterThanOrEqual(700);
    // Unread messages come first: the rows before any read one are all unread.
    const statuses = await page.getByTestId('message-status').allInnerTexts();
    expect(statuses[0]).toBe('Unread');
    const firstRead = statuses.indexOf('Read');
    if (firstRead !== -1) expect(statuses.slice(firstRead)).not.toContain('Unread');
  });

  await test.step('the read filter and the search live in the URL', async () => {
    await page.getByLabel('Show').selectOption('read');
    await expect(page).toHaveURL(/filter=read/);
    await expect(row).toHaveCount(0);
    await page.getByLabel('Show').selectOption('unread');
    await expect(page).toHaveURL(/filter=unread/);
    await expect(row).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search messages' }).fill('vera@example');
    await expect(page).toHaveURL(/search=vera/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row).toHaveCount(1);
  });

  await test.step('opening the message marks it read and the badge drops', async () => {
    await row.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText('There is no lift.')).toBeVisible();
    await expect(
      page.getByRole('article', { name: /^Message from / }).getByText('Read', { exact: true }),
    ).toBeVisible();
    await expectUnread(page, unread - 1);
    const reply = page.getByRole('link', { name: 'Reply by email' });
    await expect(reply).toHaveAttribute(
      'href',
      `mailto:vera@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
  });

  await test.step('"Mark as unread" puts it back, the badge rises, and opening again does not undo it', async () => {
    await page.getByRole('button', { name: 'Mark as unread' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Marked as unread.' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: /^Message from / }).getByText('Unread', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    await expectUnread(page, unread);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Messages$/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(row.getByText('Unread', { exact: true })).toBeVisible();
  });

  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 375],
  ] as const) {
    await test.step(`the message screens pass axe and look right at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/contact');
      await expect(row).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `contact-list-${label}`);
      await row.getByRole('link', { name: subject }).click();
      await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `contact-message-${label}`);
    });
  }
});

test('the dashboard draws its charts with text alternatives, for an admin and a manager', async ({
  page,
}) => {
  // The chart library must live within the content security policy (no eval, no inline script).
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await loginAsAdmin(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  await test.step('cards: unread messages as in the sidebar, sales and low stock', async () => {
    // The card and the sidebar each ask the server: the sidebar's count may land after the card is drawn (it read
    // "Messages", no count yet, beside a card of 3 in a loaded run), so it is waited for until it says the card's number.
    const card = page.getByRole('region', { name: 'Unread messages' });
    const unread = Number((await card.getByTestId('kpi-value').innerText()).replace(/,/g, ''));
    await expectUnread(page, unread);
    await expect(page.getByRole('region', { name: 'Sales, last 30 days' })).toContainText(/\$[\d,]+\.\d{2}/);
    await expect(page.getByRole('region', { name: 'Sales today' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Low on stock' })).toBeVisible();
  });

  await test.step('three charts are drawn, each an image named by its summary', async () => {
    const charts = page.getByTestId('chart').and(page.getByRole('img'));
    await expect(charts).toHaveCount(3);
    await expect(charts.locator('svg.recharts-surface')).toHaveCount(3);
    await expect(
      page.getByRole('img', { name: /^Sales per day, last 30 days: \$[\d,.]+ from \d+ orders?\./ }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Orders by status, \d+ orders in all: awaiting payment \d+/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Room type views, last 30 days: \d+ views in all; most viewed / }),
    ).toBeVisible();
    // The SVG's own marks are not read one by one.
    await expect(page.locator('.recharts-surface[tabindex]')).toHaveCount(0);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  });

  await test.step('each chart’s data opens as a table', async () => {
    const sales = page.getByRole('region', { name: 'Sales per day' });
    await sales.getByText('Show the data as a table').click();
    const table = sales.getByRole('table', { name: 'Sales per day, last 30 days' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(31);
    await expect(table.getByRole('columnheader')).toHaveText(['Day', 'Orders', 'Sales', 'Discounts given']);
    const statuses = page.getByRole('region', { name: 'Orders by status' });
    await statuses.getByText('Show the data as a table').click();
    await expect(statuses.getByRole('table').getByRole('rowheader')).toHaveText([
      'Awaiting payment',
      'Paid',
      'Completed',
      'Cancelled',
    ]);
    const views = page.getByRole('region', { name: 'Room type views' });
    await views.getByText('Show the data as a table').click();
    await expect(views.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  });

  await test.step('best sellers and low stock link to the product edit screens', async () => {
    const lowStock = page.getByRole('region', { name: 'Low stock' });
    const best = page.getByRole('region', { name: 'Best sellers' });
    await expect(best.getByRole('link').first()).toHaveAttribute('href', /^\/admin\/product\/update\/\d+$/);
    const first = lowStock.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/admin\/product\/update\/\d+$/);
    const name = await first.innerText();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });

  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 375],
  ] as const) {
    await test.step(`the dashboard passes axe and looks right at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin');
      await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `dashboard-${label}`);
    });
  }

  await test.step('a manager sees the same dashboard', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().clearCookies();
    await loginAsStaff(page, MANAGER_EMAIL, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.locator('svg.recharts-surface')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Sales, last 30 days' })).toContainText('$');
  });
});
