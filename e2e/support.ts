import type { Page } from '@playwright/test';

/** Shared by playwright.config.ts and the specs: the seeded staff login the server is started with. */
export const STAFF_PASSWORD = 'e2e-Password-123';
export const ADMIN_EMAIL = 'admin@shop.test';
export const MANAGER_EMAIL = 'manager@shop.test';

/** The env var through which the config hands its temporary data directory to the global teardown. */
export const DATA_DIR_ENV = 'SHOP_E2E_DATA_DIR';

/** Logs in through the staff login form as this seeded staff member and waits for the back-office to open. */
export async function loginAsStaff(page: Page, email: string, path = '/admin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Back-office' }).waitFor();
}

export async function loginAsAdmin(page: Page, path = '/admin'): Promise<void> {
  await loginAsStaff(page, ADMIN_EMAIL, path);
}
