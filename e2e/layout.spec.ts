import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAlive, STAFF_PASSWORD } from './support';

/**
 * Layout details the production-core issue asked for: the header keeps the shop name and the search placeholder whole, and the
 * account tabs show that they scroll on a phone.
 */

interface IClipping {
  /** The shop name's text is wider than its box (it ellipsizes). */
  nameClipped: boolean;
  nameWidths: [scroll: number, client: number];
  /** The placeholder's text is wider than the search field's content box. */
  placeholderClipped: boolean;
  placeholderWidths: [text: number, room: number];
  /** Something in the header's rows is wider than the header. */
  headerOverflows: boolean;
}

/** Measures in the page: scrollWidth against clientWidth, and the placeholder's drawn width against its room. */
function headerClipping(page: Page): Promise<IClipping> {
  // The header is the page's banner: its row, the brand link's name (the link to the home page) and the search field.
  return page.getByRole('banner').evaluate((header) => {
    const name = header.querySelector<HTMLElement>('a[href="/"] > span')!;
    const input = header.querySelector<HTMLInputElement>('input[type="search"]')!;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const inner = header.firstElementChild as HTMLElement;
    return {
      nameClipped: name.scrollWidth > name.clientWidth,
      nameWidths: [name.scrollWidth, name.clientWidth],
      placeholderClipped: text > room,
      placeholderWidths: [Math.ceil(text), room],
      headerOverflows: inner.scrollWidth > inner.clientWidth,
    };
  });
}

const UNCLIPPED = { nameClipped: false, placeholderClipped: false, headerOverflows: false };

test('the header shows the whole shop name and search placeholder, signed out and signed in', async ({
  page,
}) => {
  const widths = [1280, 1100, 800, 390];
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await headerClipping(page), `signed out at ${width} px`).toMatchObject(UNCLIPPED);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({
    path: test.info().outputPath('header-signed-out-1280.png'),
    clip: { x: 0, y: 0, width: 1280, height: 120 },
  });

  // The demo customer's name is the usual length; signed in is the header's tightest case.
  await page.goto('/login');
  // Typed into the server's form before React holds it, the login is lost or posted as a plain form.
  await expectAlive(page.getByRole('main').getByRole('button', { name: 'Log in' }));
  await page.getByLabel('Email').fill('customer@shop.test');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await headerClipping(page), `signed in at ${width} px`).toMatchObject(UNCLIPPED);
    // On a phone the account links are in the menu's drawer, a row of their own.
    if (width < 760) continue;
    const account = page.getByRole('banner').getByRole('link', { name: /Your account, logged in as/ });
    const nameFits = await account.evaluate((link) => {
      const text = link.querySelector<HTMLElement>('span')!;
      return text.scrollWidth <= text.clientWidth;
    });
    expect(nameFits, `the customer's name fits at ${width} px`).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({
    path: test.info().outputPath('header-signed-in-1280.png'),
    clip: { x: 0, y: 0, width: 1280, height: 120 },
  });
});

test('the account tabs fade where tabs are hidden on a phone, and every tab is reachable', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fmy-account');
  // Typed into the server's form before React holds it, the login is lost or posted as a plain form.
  await expectAlive(page.getByRole('main').getByRole('button', { name: 'Log in' }));
  await page.getByLabel('Email').fill('customer@shop.test');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hello/ })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  const tabs = page.getByRole('navigation', { name: 'Your account' });
  await expect(tabs).toHaveAttribute('data-more-right', 'true');
  expect(await tabs.evaluate((nav) => getComputedStyle(nav).maskImage)).toContain('linear-gradient');
  await page.screenshot({ path: test.info().outputPath('account-tabs-390.png') });

  // The last tab is a link: the keyboard reaches it, and the row scrolls it into view.
  const last = tabs.getByRole('link', { name: 'Password' });
  await last.focus();
  // (Sub-pixel widths leave a sliver of a pixel out.)
  await expect(last).toBeInViewport({ ratio: 0.99 });
  await expect(tabs).toHaveAttribute('data-more-left', 'true');
  await expect(tabs).not.toHaveAttribute('data-more-right', /.*/);

  // On a wide screen the tabs are a column beside the page: nothing is hidden, nothing fades.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(tabs).not.toHaveAttribute('data-more-left', /.*/);
  await expect(tabs).not.toHaveAttribute('data-more-right', /.*/);
  expect(await tabs.evaluate((nav) => getComputedStyle(nav).maskImage)).toBe('none');
});
