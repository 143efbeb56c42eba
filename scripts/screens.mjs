#!/usr/bin/env node
// Screenshots of every screen, to prove a change that should not show (a change of how styles are scoped, say) does not:
//   node scripts/screens.mjs capture <dir>      every screen at 1280 and 390 px, full page, as <dir>/<width>/<name>.png
//   node scripts/screens.mjs compare <a> <b>    the number of differing pixels per file; exits 1 when any differ
// Not part of `npm test`: it needs `pnpm build` first and takes minutes. The server runs on E2E_PORT (default 3500)
// on a copy of one demo-seeded database (SCREENS_SEED, seeded on first use and kept), so two captures, even on
// different days, see the same rows; the browser's clock is fixed to the seed's time for the same reason.
/* global document, window -- page.evaluate callbacks run in the browser */
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { differingPixels } from './png-pixels.mjs';
import { SCREENS } from './screens-list.mjs';

// SCREENS_ROOT photographs another checkout's build (say, the main branch's) with this script.
const ROOT = process.env.SCREENS_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3500);
const BASE = `http://127.0.0.1:${PORT}`;
const SEED = process.env.SCREENS_SEED ?? path.join(os.tmpdir(), 'shop-screens-seed');
const PASSWORD = 'e2e-Password-123';
const WIDTHS = { 1280: 800, 390: 844 };

function serverEnv(dataDir) {
  return {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'demo',
    SEED_STAFF_PASSWORD: PASSWORD,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  };
}

/** The seeded database every capture starts from, and the moment it was seeded (the browser's clock). */
function seeded() {
  const stamp = path.join(SEED, 'seeded-at');
  if (!fs.existsSync(stamp)) {
    fs.rmSync(SEED, { recursive: true, force: true });
    const seed = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'seed'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: serverEnv(path.join(SEED, 'data')),
    });
    if (seed.status !== 0) throw new Error('seeding the demo shop failed');
    fs.writeFileSync(stamp, new Date().toISOString());
  }
  return new Date(fs.readFileSync(stamp, 'utf8'));
}

/** Starts the built server on a fresh copy of the seeded database; resolves once it is ready. */
async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-screens-'));
  fs.cpSync(path.join(SEED, 'data'), dataDir, { recursive: true });
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv(dataDir),
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${BASE}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return stop;
    await sleep(200);
  }
  await stop();
  throw new Error('the server did not get ready');
}

/** Waits until the page is still: requests done, fonts and every image loaded, including lazy ones below the fold. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
  await page.waitForLoadState('networkidle');
  // The shop's Image shows a placeholder until its picture's load event has reached React; pictures decode
  // asynchronously, and one far below the fold may not be decoded yet when the page is photographed.
  await page.waitForFunction(() => !document.querySelector('[data-status="loading"]'), null, {
    timeout: 20_000,
  });
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => null))));
  await sleep(300);
}

/** The path of the first link on the page whose path matches `pattern`. */
async function firstLink(page, pattern) {
  const paths = await page.evaluate(() => [...document.links].map((a) => new URL(a.href).pathname));
  return paths.find((p) => pattern.test(p));
}

async function login(context, role) {
  const path = role === 'staff' ? '/api/admin/login' : '/api/customer/login';
  const email = role === 'staff' ? 'admin@shop.test' : 'customer@shop.test';
  const answer = await context.request.post(`${BASE}${path}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email, password: PASSWORD },
  });
  if (!answer.ok()) throw new Error(`${role} login failed: ${answer.status()}`);
}

/** One viewport's screens, on a server of its own, so what one width's checkout reserves the other never sees. */
async function captureWidth(browser, width, dir, clock) {
  const stop = await startServer();
  try {
    const contexts = {};
    const pageFor = async (who) => {
      if (!contexts[who]) {
        const context = await browser.newContext({
          baseURL: BASE,
          viewport: { width, height: WIDTHS[width] },
          locale: 'en-US',
          timezoneId: 'UTC',
          reducedMotion: 'reduce',
        });
        if (who !== 'guest') await login(context, who);
        const page = await context.newPage();
        await page.clock.setFixedTime(clock);
        contexts[who] = page;
      }
      return contexts[who];
    };
    const found = {};
    for (const screen of SCREENS) {
      const page = await pageFor(screen.as);
      const target = typeof screen.path === 'function' ? screen.path(found) : screen.path;
      if (target === undefined) throw new Error(`${screen.name}: no path (its list screen found no link)`);
      if (screen.before) await screen.before(page);
      await page.goto(target);
      await settle(page);
      for (const [key, pattern] of Object.entries(screen.find ?? {}))
        found[key] = await firstLink(page, pattern);
      if (screen.then) {
        await screen.then(page, found);
        await settle(page);
        // A step may have scrolled the page (focus moves to the next step): the sticky header would be drawn there.
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      const file = path.join(dir, String(width), `${screen.name}.png`);
      await page.screenshot({
        path: file,
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        mask: screen.mask?.(page) ?? [],
      });
      console.log(`${width} ${screen.name}`);
    }
    for (const page of Object.values(contexts)) await page.context().close();
  } finally {
    await stop();
  }
}

async function capture(dir) {
  const clock = new Date(seeded().getTime() + 60 * 60 * 1000);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const width of Object.keys(WIDTHS)) fs.mkdirSync(path.join(dir, width), { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    // Software rasterising on one thread, without LCD text or partial raster: the edges of rounded boxes, dotted
    // underlines and text are anti-aliased the same way in every run.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--font-render-hinting=none',
      '--force-color-profile=srgb',
      '--disable-lcd-text',
      '--num-raster-threads=1',
      '--disable-partial-raster',
      '--disable-checker-imaging',
      '--disable-threaded-animation',
      '--disable-threaded-scrolling',
      '--run-all-compositor-stages-before-draw',
    ],
  });
  try {
    for (const width of Object.keys(WIDTHS)) await captureWidth(browser, Number(width), dir, clock);
  } finally {
    await browser.close();
  }
}

function pngsUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.png'))
    .sort();
}

function compare(a, b) {
  const names = [...new Set([...pngsUnder(a), ...pngsUnder(b)])].sort();
  let failed = 0;
  for (const name of names) {
    const [one, two] = [path.join(a, name), path.join(b, name)];
    if (!fs.existsSync(one) || !fs.existsSync(two)) {
      failed++;
      console.log(`${name}: only in ${fs.existsSync(one) ? a : b}`);
      continue;
    }
    const { differing, sizes } = differingPixels(fs.readFileSync(one), fs.readFileSync(two));
    if (differing) failed++;
    console.log(`${name}: ${differing} differing pixels${sizes ? ` (${sizes})` : ''}`);
  }
  console.log(`${names.length} screenshots, ${failed} differ`);
  return failed === 0;
}

const [command, ...dirs] = process.argv.slice(2);
if (command === 'capture' && dirs.length === 1) await capture(path.resolve(dirs[0]));
else if (command === 'compare' && dirs.length === 2) process.exitCode = compare(...dirs) ? 0 : 1;
else {
  console.error('usage: node scripts/screens.mjs capture <dir> | compare <dirA> <dirB>');
  process.exitCode = 2;
}
