import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { readFiledMail, type IFiledMail } from '../packages/services/src/mail/file.mailer';

/** Shared by playwright.config.ts and the specs: the seeded staff login the server is started with. */
export const STAFF_PASSWORD = 'e2e-Password-123';
export const ADMIN_EMAIL = 'admin@shop.test';
export const MANAGER_EMAIL = 'manager@shop.test';

/**
 * Screens kept for people to look at (full-page PNGs in the test output folder) are taken only with
 * E2E_SCREENSHOTS=1: each cost a fifth of a second of CPU in every run, and nobody looks at a passing run's. The
 * checks beside them (axe, no sideways scrolling) run either way.
 */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

export async function keepScreenshot(
  page: Page,
  file: string,
  options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
): Promise<void> {
  if (KEEP_SCREENSHOTS) await page.screenshot({ path: file, ...options });
}

/** The env var through which the config hands its temporary directory (one data folder per worker) to the specs. */
export const DATA_DIR_ENV = 'SHOP_E2E_DATA_DIR';

/**
 * Browser workers. Each has a server and a data folder of its own, so what one spec changes (site information, staff,
 * stock) is never seen by a spec running at the same time. Two, for the 2-core CI machine: a third worker only
 * queued more work on the same cores.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** E2E_PORT lets two checkouts run the suite side by side: worker n's server listens on E2E_PORT + n. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

export function workerPort(parallelIndex: number): number {
  return BASE_PORT + parallelIndex;
}

/** A port for a spec's own extra server (checkout-stripe.spec.ts), clear of every worker's server. */
export function extraPort(parallelIndex: number): number {
  return BASE_PORT + WORKERS + parallelIndex;
}

export function workerDataDir(parallelIndex: number): string {
  return path.join(process.env[DATA_DIR_ENV]!, `worker-${parallelIndex}`);
}

/** How the suite starts the built server: production mode on 127.0.0.1, demo-seeded, with the known staff password. */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'demo',
    SEED_STAFF_PASSWORD: STAFF_PASSWORD,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Every journey logs in from 127.0.0.1; the limit itself is tested in the REST and procedure suites.
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  };
}

/** The mails the server wrote to `dataDir`'s outbox (no SMTP_URL in the browser suite), oldest first. */
export function outboxMails(dataDir: string): Promise<IFiledMail[]> {
  return readFiledMail(path.join(dataDir, 'mail'));
}

/**
 * The first link matching `pattern` in the newest mail to `to`. Mail leaves through the outbox just after the
 * answer, written by a worker that shares the server's CPU with the journeys: it waits up to 30 s.
 */
export async function mailedLink(dataDir: string, to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await outboxMails(dataDir)).filter(
          (mail) => mail.to === to && pattern.test(mail.text),
        );
        link = pattern.exec(mails.at(-1)?.text ?? '')?.[0];
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Opens `path` as this seeded staff member. The session comes from the login call the form makes, without drawing
 * the form: the staff login screen itself is a journey of its own (rooms.spec.ts, admin-session.spec.ts). Each call
 * is a session of its own, so a journey that logs out ends no other test's session.
 */
export async function loginAsStaff(page: Page, email: string, path = '/admin'): Promise<void> {
  const answer = await page.request.post('/api/admin/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email, password: STAFF_PASSWORD },
  });
  expect(answer.status(), `staff login of ${email}`).toBe(200);
  await page.goto(path);
  await page.getByRole('navigation', { name: 'Back-office' }).waitFor();
}

/** Logs in through the staff login form at `path` (a login page, or a screen that sends to it) as a person would. */
export async function loginThroughForm(page: Page, email: string, path: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Back-office' }).waitFor();
}

export async function loginAsAdmin(page: Page, path = '/admin'): Promise<void> {
  await loginAsStaff(page, ADMIN_EMAIL, path);
}

export interface ICard {
  id: number;
  name: string;
  slug: string;
  inStock: boolean;
}
export interface ICartProduct extends ICard {
  stock: number;
  active: boolean;
  variants?: unknown[];
  /** Sold with options the buyer chooses (variants or surcharges): cards lead to the product page instead. */
  chooseOptions?: true;
}

/** The demo shop's customer, whom several journeys log in as. */
export const DEMO_CUSTOMER = 'customer@shop.test';

/**
 * Empties the server cart of `email`'s account (logged in on `request`, a context of its own, so the page's cookies
 * are untouched). A customer's cart lives on the account, so lines a journey left there earlier in the worker would
 * join the next journey's cart at login (three of a product with two in stock, and "Your cart has changed").
 */
export async function emptyAccountCart(request: APIRequestContext, email = DEMO_CUSTOMER): Promise<void> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const login = await request.post('/api/customer/login', {
    headers,
    data: { email, password: STAFF_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const emptied = await request.post('/api/cart', { headers, data: { lines: [] } });
  expect(emptied.status()).toBe(200);
  await request.post('/api/customer/logout', { headers });
}

/** Products of the demo catalogue with stock on hand, as any client finds them. */
export async function productsInStock(request: APIRequestContext, atLeast: number): Promise<ICartProduct[]> {
  const list = (await (
    await request.post('/api/product/get-list-customer', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: {},
    })
  ).json()) as { data: ICard[] };
  const stocked = await stockOf(
    request,
    list.data.filter((p) => p.inStock).map((p) => p.id),
  );
  // A product with options is sold with them only: the journeys that add products by id leave it out.
  return stocked.filter((p) => p.active && p.stock >= atLeast && !p.chooseOptions);
}

export async function stockOf(request: APIRequestContext, ids: number[]): Promise<ICartProduct[]> {
  const response = await request.post('/api/product/get-product-by-ids', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { ids },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ICartProduct[];
}

/**
 * Waits until React has taken over the element: hydration comes in slices, so the header may be alive while a link
 * further down is still the server's plain anchor, which a click would follow with a full page load.
 */
export async function expectAlive(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/**
 * Waits for what a page shows once its data is in and React holds it: the first heading drawn and hydrated, and no
 * spinner left (every loading state is a `Spinner`, a status named "Loading ..."). What a fixed half second of a
 * quiet network used to stand for, without the clock: on a busy machine that half second came too early or too late.
 */
export async function settled(page: Page): Promise<void> {
  const heading = page.locator('h1').first();
  await expect(heading).toBeVisible();
  await expectAlive(heading);
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
}

/**
 * Records the requests of the given resource types (`script`, `fetch`...) that `page` makes from now on (their
 * paths), and answers them with a wait until none of them is still on its way: call it once the page is `settled`,
 * when every chunk it draws with and every call it draws from has been asked for.
 */
export function requestsOf(
  page: Page,
  types: readonly string[],
): { paths: Set<string>; loaded: () => Promise<void> } {
  const paths = new Set<string>();
  const pending = new Set<unknown>();
  page.on('request', (request) => {
    if (!types.includes(request.resourceType())) return;
    paths.add(new URL(request.url()).pathname);
    pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { paths, loaded: () => expect.poll(() => pending.size).toBe(0) };
}

/** The first link on the HTML the server sends for `from` whose address starts with `prefix`, without a page load. */
export async function firstLinkOf(request: APIRequestContext, from: string, prefix: string): Promise<string> {
  const html = await (await request.get(from)).text();
  const link = new RegExp(`<main[\\s\\S]*?href="(${prefix.replace(/[/]/g, '\\/')}[^"]+)"`).exec(html)?.[1];
  expect(link, `a link to ${prefix}... on ${from}`).toBeTruthy();
  return link!.replaceAll('&amp;', '&');
}
