import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_DIR_ENV, serverEnv, workerDataDir, workerPort, WORKERS } from './e2e/support';

/**
 * The browser suite runs against the built server, one per worker, each on its own port (E2E_PORT + worker) and its
 * own data directory (SQLite, uploads, image cache, mail outbox) holding a copy of the demo shop seeded for this run
 * (e2e/start-server.mjs); e2e/test.ts points each worker at its server. Chromium is Debian's, never a downloaded one.
 */
// Workers load this file again; they inherit the runner's variable instead of making directories of their own.
process.env[DATA_DIR_ENV] ||= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: WORKERS,
  // None: a journey that needs a second go is a flaky journey, and hides what made it so.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Hang limits, not speed checks: on a machine loaded by other work a journey that took 20 s alone took over 60 s
  // (npm test runs the journeys after Vitest, but a developer's machine may be busy with anything).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  globalTeardown: './e2e/global-teardown.ts',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    screenshot: 'only-on-failure',
    // Recording a trace of every journey, to keep only the failed ones, doubled the CPU time of the journeys
    // themselves (34.7 against 23.7 s for staff-customers and contact-dashboard, seeding included), and there are
    // no retries to record one for: `--trace retain-on-failure` records them where that is wanted.
    trace: 'off',
    locale: 'en-US',
    timezoneId: 'UTC',
    // Skeleton shimmers, spinners and transitions stop (base.css honours the setting): frames nobody looks at were
    // drawn on the CPU the journeys share, and a journey never waits for a transition to end.
    reducedMotion: 'reduce',
    // One browser context per worker, reset between journeys (cookies, storage, pages, routes and init scripts
    // cleared, the page back at about:blank) instead of a new one for each: the scripts and styles it has compiled
    // stay in its cache. A journey that needs other context options (scripts off) gets a context of its own.
    reuseContext: true,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's headless shell (package chromium-headless-shell), as Playwright itself runs headless: the same
          // Blink and V8 without the full browser around them. 21 page loads took 2.4 s of CPU in it against 5.9 s in
          // /usr/bin/chromium --headless, and the browser was most of the suite's CPU.
          executablePath: '/usr/bin/chromium-headless-shell',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
          ],
        },
      },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    name: `server ${index}`,
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${workerPort(index)}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: serverEnv(workerPort(index), workerDataDir(index)),
  })),
});
