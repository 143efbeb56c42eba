import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_DIR_ENV, STAFF_PASSWORD } from './e2e/support';

/**
 * The browser suite runs against the built server on its own port and a fresh data directory (SQLite, uploads,
 * image cache), seeded with the demo shop. Chromium is Debian's, never a downloaded one (DESIGN section 10).
 */
// E2E_PORT lets two checkouts run the suite side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Workers load this file again; they inherit the runner's variable instead of making directories of their own.
const dataDir = (process.env[DATA_DIR_ENV] ||= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-')));

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/global-teardown.ts',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      SEED_STAFF_PASSWORD: STAFF_PASSWORD,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Every journey logs in from 127.0.0.1; the limit itself is tested in the REST and procedure suites.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    },
  },
});
