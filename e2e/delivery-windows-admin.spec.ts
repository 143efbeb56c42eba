import { expectAccessible } from './axe';
import path from 'node:path';
import { MANAGER_EMAIL, keepScreenshot, loginAsAdmin, loginAsStaff, productsInStock } from './support';
import { expect, test } from './test';

const SHOTS = path.join('test-results', 'delivery-windows-admin');

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The date `ahead` days after a YYYY-MM-DD date. */
function dayAfter(date: string, ahead = 1): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ahead);
  return day.toISOString().slice(0, 10);
}

test('an admin sets the demo zone’s windows, blacks out a day, reads the calendar and opens a day sheet', async ({
  page,
  request,
}) => {
  let blackout = '';

  await test.step('weekly windows and a blackout day on the delivery screen', async () => {
    await loginAsAdmin(page, '/admin/delivery');
    const zone = page.getByRole('region', { name: 'Portland metro', exact: true });
    const windows = zone.getByRole('region', { name: 'Delivery windows of Portland metro' });
    const rules = windows.getByRole('form', { name: 'Weekly windows' });
    // Every day of the week, so whichever day the run falls on the calendar has crew days.
    await rules.getByRole('checkbox', { name: 'Sun' }).check();
    await rules.getByRole('button', { name: 'Add a window' }).click();
    await expect(rules.getByLabel('Window 3 from')).toHaveValue('16:00');
    await rules.getByRole('button', { name: 'Remove window 3' }).click();
    await rules.getByLabel('Capacity per window').fill('5');
    await rules.getByRole('button', { name: 'Save windows' }).click();
    await expect(page.getByText('Delivery windows saved.')).toBeVisible();

    // A guest holds the first window the storefront offers in Portland: blacking out its day takes room in use.
    const [product] = await productsInStock(request, 1);
    const offered = (await (
      await request.post('/api/delivery/windows/availability', {
        headers: XHR,
        data: { postalCode: '97211', units: 1, days: 7 },
      })
    ).json()) as {
      zone: { id: number };
      windows: { date: string; windowStart: string; available: boolean }[];
    };
    const first = offered.windows.find((w) => w.available)!;
    const held = await request.post('/api/delivery/windows/hold', {
      headers: XHR,
      data: {
        zoneId: offered.zone.id,
        date: first.date,
        windowStart: first.windowStart,
        kind: 'curbside',
        lines: [{ productId: product!.id, quantity: 1 }],
      },
    });
    expect(held.status()).toBe(200);
    blackout = first.date;

    const add = windows.getByRole('form', { name: 'Add a blackout day' });
    await add.getByLabel('Date').fill(blackout);
    await add.getByLabel('Reason').fill('Crew training');
    await add.getByRole('button', { name: 'Add blackout day' }).click();
    const refusal = page.getByRole('dialog', { name: 'Bookings would lose their window' });
    await expect(refusal).toContainText('Held or booked deliveries need the room this change takes away');
    await expectAccessible(page);
    await refusal.getByRole('button', { name: 'Move those bookings' }).click();
    await expect(page.getByText(`No deliveries on ${blackout}.`)).toBeVisible();
    await expect(windows.getByRole('listitem').filter({ hasText: blackout })).toContainText('Crew training');

    const calendar = windows.getByRole('table', { name: /Portland metro: booked, held and capacity/ });
    await expect(calendar.getByRole('columnheader', { name: '8:00 AM – 12:00 PM' })).toBeVisible();
    await expect(calendar.getByRole('row').filter({ hasText: 'Blackout: Crew training' })).toHaveCount(1);
    await expect(
      calendar.getByRole('cell', { name: /booked · \d+ held · 5 capacity/ }).first(),
    ).toBeVisible();
    await keepScreenshot(page, path.join(SHOTS, 'windows-1280.png'), { fullPage: true });
    await expectAccessible(page);
  });

  await test.step('the calendar scrolls sideways on a phone, not the page', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scroller = page.getByRole('region', { name: 'Delivery calendar of Portland metro' });
    await scroller.scrollIntoViewIfNeeded();
    const widths = await scroller.evaluate((box) => ({
      box: box.scrollWidth > box.clientWidth,
      page: document.documentElement.scrollWidth <= window.innerWidth + 1,
    }));
    expect(widths).toEqual({ box: true, page: true });
    await keepScreenshot(page, path.join(SHOTS, 'calendar-390.png'));
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('a day sheet opens from the calendar, printable', async () => {
    const day = dayAfter(blackout);
    const calendar = page.getByRole('table', { name: /Portland metro: booked, held and capacity/ });
    await calendar
      .getByRole('rowheader')
      .filter({
        hasText: new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
          timeZone: 'UTC',
          month: 'long',
          day: 'numeric',
        }),
      })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/delivery/\\d+/day/${day}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Portland metro: / })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /8:00 AM – 12:00 PM/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await keepScreenshot(page, path.join(SHOTS, 'day-sheet-1280.png'), { fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await keepScreenshot(page, path.join(SHOTS, 'day-sheet-print.png'), { fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await expectAccessible(page);
  });
});

test('a manager reads the delivery zones and their windows but changes nothing', async ({ page }) => {
  await loginAsStaff(page, MANAGER_EMAIL, '/admin/delivery');
  const windows = page.getByRole('region', { name: 'Delivery windows of Portland metro' });
  await expect(windows.getByRole('checkbox', { name: 'Mon' })).toBeDisabled();
  await expect(windows.getByRole('button', { name: 'Save windows' })).toHaveCount(0);
  await expect(windows.getByRole('form', { name: 'Add a blackout day' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save zone' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Delete zone/ })).toHaveCount(0);
  await expect(
    windows.getByRole('table', { name: /Portland metro: booked, held and capacity/ }),
  ).toBeVisible();
});
