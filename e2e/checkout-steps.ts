import type { Page } from '@playwright/test';
import { expect } from './test';

/** What the checkout journeys share: the address and card steps, the cart link and the axe check. */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** The key under which a visitor's cart is kept in the browser before it reaches the server. */
export const CART_KEY = 'shop.cart.v1';

export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart,/ });

/** A delivery address as the checkout form asks for it; the state is its two-letter code. */
export interface ITestAddress {
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export const PORTLAND: ITestAddress = {
  name: 'Ada Checkout',
  phone: '+1 503 555 0142',
  street: '1200 SW Main St',
  city: 'Portland',
  state: 'OR',
  zip: '97205',
};

export const NEW_YORK: ITestAddress = {
  name: 'Tess Taxpayer',
  phone: '+1 212 555 0142',
  street: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  zip: '10001',
};

/**
 * Fills the address step and reads every field back, filling again until all hold what was typed. The form may be
 * drawn again while a journey types into it (the server cart arriving re-prices the lines; a logged-in customer's
 * saved address is written into each field as the form registers it), and a fill that lands mid-way ends up
 * appended to the saved value ("(503) 555-0148+1 212 555 0142"). A person would see and fix that; the journey does.
 */
export async function fillAddress(page: Page, address: ITestAddress = PORTLAND): Promise<void> {
  const fields = [
    [page.getByLabel('Full name'), address.name],
    [page.getByLabel('Phone'), address.phone],
    [page.getByLabel('Street address'), address.street],
    [page.getByLabel('City'), address.city],
    [page.getByLabel('ZIP code'), address.zip],
  ] as const;
  const state = page.getByLabel('State');
  await expect(async () => {
    for (const [field, value] of fields) await field.fill(value);
    await state.selectOption(address.state);
    for (const [field, value] of fields) await expect(field).toHaveValue(value, { timeout: 1_000 });
    await expect(state).toHaveValue(address.state, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

export async function payWith(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
