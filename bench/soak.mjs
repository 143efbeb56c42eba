// `pnpm bench:soak`: the server-drawn storefront over a long run. Against the built server on a fresh, seeded
// SQLite database (and MySQL too when TEST_MYSQL_URL is set, in a scratch database `shop_soak`), it asks for
// 20 000 server-drawn pages in turn (the home page, a room type page, a product page) at a fixed concurrency and
// checks that:
//   - every answer is 200 and holds its page's own content (a marker in the drawn HTML, and no error screen);
//   - the server's memory (RSS) grows by less than 150 MB after the warm-up (the first 2 000 pages): the median of
//     its readings over the last 2 000 pages against their median over the 2 000 after the warm-up (the heap
//     breathes by 100-150 MB between collections, so single readings would measure the breath, not the growth);
//   - the last 2 000 pages are served at least 0.7 as fast as the first 2 000, in the server's CPU time per page
//     (which other programs on a shared machine do not move; wall-clock pages per second are reported beside it);
//   - /readyz still answers ready at the end.
// It exits non-zero when a target is missed. SOAK_PAGES=<n> and SOAK_CONCURRENCY=<n> change the run (a shorter run
// for a quick check); the windows stay 2 000 pages, or a tenth of the run when that is smaller. Results go to
// bench/results/soak-latest.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, processGroup, waitFor } from './processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const MAIN = path.join(root, 'apps/server/dist/main.js');
const CLI = path.join(root, 'apps/server/dist/cli.js');
const SSR_ENTRY = path.join(root, 'apps/web/dist-server/entry-server.js');
const PAGES = Number(process.env.SOAK_PAGES ?? 20_000);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 8);
/** Pages asked for before counting starts, so that the first window measures a warm server, not a cold one. */
const PRE_WARM = 300;
const WINDOW = Math.min(2000, Math.floor(PAGES / 10));
const TARGETS = { maxRssGrowthMb: 150, minSpeedRatio: 0.7 };
const SOAK_DB = 'shop_soak';
const SERVER_LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
/** What the shop's error screens say: a page that shows one was not drawn, whatever its status. */
const ERROR_SCREEN = /This page could not be loaded|Maximum call stack|Internal server error/;

if (!existsSync(MAIN) || !existsSync(CLI) || !existsSync(SSR_ENTRY)) {
  console.error('apps/server/dist or apps/web/dist-server is missing: run pnpm build first');
  process.exit(1);
}
if (!Number.isSafeInteger(PAGES) || PAGES < 100 || !Number.isSafeInteger(CONCURRENCY) || CONCURRENCY < 1) {
  console.error('SOAK_PAGES must be at least 100 and SOAK_CONCURRENCY at least 1');
  process.exit(1);
}

const { children, workDir, start, stopAll, preparedDatabase } = processGroup(root, 'shop-soak-');

async function resetMysqlDatabase(testUrl) {
  const requireDb = createRequire(new URL('../packages/db/package.json', import.meta.url));
  const mysql = requireDb('mysql2/promise');
  const connection = await mysql.createConnection({ uri: testUrl });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${SOAK_DB}\``);
    await connection.query(`CREATE DATABASE \`${SOAK_DB}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
  const url = new URL(testUrl);
  url.pathname = `/${SOAK_DB}`;
  return url.toString();
}

/** Resident memory of a process in MB: /proc on Linux, `ps` elsewhere. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (kb) return kb / 1024;
  } catch {
    // not Linux
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user and system) a process has used so far, in ms: /proc on Linux, `ps` (whole seconds) elsewhere. */
function cpuMs(pid) {
  try {
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1000;
  } catch {
    const time = execFileSync('ps', ['-o', 'time=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const [seconds, minutes = 0, hours = 0] = time.split(/[:-]/).map(Number).reverse();
    return (hours * 3600 + minutes * 60 + seconds) * 1000;
  }
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The three pages and what each must show: the home page's hero, a room type's and a product's own heading. */
async function pagesToAsk(base) {
  const json = async (res) => {
    if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
    return res.json();
  };
  const products = await json(await fetch(`${base}/api/product/get-list?page=1`));
  const product = products.data.find((p) => p.active);
  if (!product) throw new Error('the seeded shop has no active product');
  const rooms = await json(await fetch(`${base}/api/room/get-list?page=1`));
  let roomTypePage;
  for (const room of rooms.data) {
    const detail = await json(
      await fetch(`${base}/api/room/get-list-room-type`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ id: room.id }),
      }),
    );
    const type = detail.roomTypes.find((t) => t.productCount > 0);
    if (type) {
      roomTypePage = { path: `/room/${room.slug}/${type.slug}`, marker: `>${escapeHtml(type.name)}</h1>` };
      break;
    }
  }
  if (!roomTypePage) throw new Error('the seeded shop has no room type with products');
  return [
    { path: '/', marker: 'id="hero-title"' },
    roomTypePage,
    { path: `/product/${product.slug}`, marker: `>${escapeHtml(product.name)}</h1>` },
  ];
}

/** One page over a kept-alive connection; the body is read whole (no compression asked: the marker is checked). */
function getPage(agent, base, pagePath) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${pagePath}`, { agent, headers: { accept: 'text/html' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
  });
}

/**
 * Asks for `count` pages, `CONCURRENCY` at a time, in turn over the three pages. Each answer is checked; `onPage`
 * hears of every page done in order of completion, with its number from 1.
 */
async function askPages(base, pages, count, onPage = () => {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let next = 0;
  let done = 0;
  const failures = [];
  async function worker() {
    while (next < count) {
      const page = pages[next++ % pages.length];
      let problem;
      try {
        const { status, text } = await getPage(agent, base, page.path);
        if (status !== 200) problem = `answered ${status}`;
        else if (!text.includes(page.marker)) problem = `lacks ${page.marker}`;
        else if (ERROR_SCREEN.test(text)) problem = `shows an error: ${ERROR_SCREEN.exec(text)[0]}`;
        if (problem) problem += `: ${text.replace(/\s+/g, ' ').slice(0, 200)}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      if (problem && failures.length < 20) failures.push(`${page.path} ${problem}`);
      onPage(++done, Boolean(problem));
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  return failures;
}

async function soakDatabase(name, databaseUrl) {
  console.log(`\n== ${name}`);
  const { env } = await preparedDatabase(name, databaseUrl, 'soak-Password-1234');

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shop = start(
    [MAIN],
    { ...env, SEED: 'none', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: SERVER_LOG_LEVEL },
    'server',
  );
  await waitFor(`${base}/readyz`, shop, 'server');
  const pages = await pagesToAsk(base);
  console.log(`pages: ${pages.map((p) => p.path).join(', ')}; ${CONCURRENCY} at a time`);

  const preWarmFailures = await askPages(base, pages, PRE_WARM);
  if (preWarmFailures.length)
    throw new Error(`the pages fail before the soak starts:\n${preWarmFailures.join('\n')}`);

  const startedAt = performance.now();
  const windows = { first: { from: startedAt, cpuFrom: cpuMs(shop.pid) }, last: {} };
  let failed = 0;
  let peakRss = 0;
  const samples = [];
  const sampleEvery = Math.max(1, Math.floor(PAGES / 200));
  const reportEvery = Math.floor(PAGES / 10);
  const failures = await askPages(base, pages, PAGES, (n, pageFailed) => {
    if (pageFailed) failed++;
    const now = performance.now();
    if (n === WINDOW) {
      windows.first.to = now;
      windows.first.cpuTo = cpuMs(shop.pid);
    }
    if (n === PAGES - WINDOW) {
      windows.last.from = now;
      windows.last.cpuFrom = cpuMs(shop.pid);
    }
    if (n === PAGES) {
      windows.last.to = now;
      windows.last.cpuTo = cpuMs(shop.pid);
    }
    if (n > WINDOW && (n % sampleEvery === 0 || n === PAGES)) {
      const rss = rssMb(shop.pid);
      peakRss = Math.max(peakRss, rss);
      samples.push({
        pages: n,
        rssMb: Math.round(rss),
        pagesPerSec: Math.round((n / (now - startedAt)) * 1000),
      });
      if (n % reportEvery === 0)
        console.log(`${String(n).padStart(6)} pages, RSS ${Math.round(rss)} MB, ${failed} failed`);
    }
  });
  const ready = await fetch(`${base}/readyz`).then((res) => res.status);
  await stopAll();

  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const rssOver = (from, to) =>
    median(samples.filter((x) => x.pages > from && x.pages <= to).map((x) => x.rssMb));
  const rssAfterWarmup = rssOver(WINDOW, 2 * WINDOW);
  const rssAtEnd = rssOver(PAGES - WINDOW, PAGES);
  const pagesPerSec = (w) => (WINDOW / (w.to - w.from)) * 1000;
  const cpuMsPerPage = (w) => (w.cpuTo - w.cpuFrom) / WINDOW;
  const result = {
    pages: PAGES,
    concurrency: CONCURRENCY,
    window: WINDOW,
    failed,
    firstFailures: failures,
    rssAfterWarmupMb: Math.round(rssAfterWarmup),
    rssAtEndMb: Math.round(rssAtEnd),
    peakRssMb: Math.round(peakRss),
    rssGrowthMb: Math.round(rssAtEnd - rssAfterWarmup),
    firstWindowPagesPerSec: Math.round(pagesPerSec(windows.first)),
    lastWindowPagesPerSec: Math.round(pagesPerSec(windows.last)),
    wallClockRatio: +(pagesPerSec(windows.last) / pagesPerSec(windows.first)).toFixed(3),
    firstWindowCpuMsPerPage: +cpuMsPerPage(windows.first).toFixed(2),
    lastWindowCpuMsPerPage: +cpuMsPerPage(windows.last).toFixed(2),
    // As fast: the first window's CPU time per page over the last's.
    speedRatio: +(cpuMsPerPage(windows.first) / cpuMsPerPage(windows.last)).toFixed(3),
    totalSeconds: +((windows.last.to - startedAt) / 1000).toFixed(1),
    readyzAtEnd: ready,
    samples,
  };
  result.checks = {
    everyPageDrawn: failed === 0,
    memory: result.rssGrowthMb < TARGETS.maxRssGrowthMb,
    speed: result.speedRatio >= TARGETS.minSpeedRatio,
    readyAtEnd: ready === 200,
  };
  result.met = Object.values(result.checks).every(Boolean);
  return result;
}

function printResult(name, r) {
  console.log(`\n${name}: ${r.pages} pages, ${r.concurrency} at a time, in ${r.totalSeconds} s`);
  console.log(`  pages not drawn:  ${r.failed}${r.failed ? ` (first: ${r.firstFailures[0]})` : ''}`);
  console.log(
    `  RSS (median):     ${r.rssAfterWarmupMb} MB after the warm-up, ${r.rssAtEndMb} MB over the last ` +
      `${r.window} pages: growth ${r.rssGrowthMb} MB (target < ${TARGETS.maxRssGrowthMb}); peak ${r.peakRssMb} MB`,
  );
  console.log(
    `  server CPU/page:  first ${r.window} ${r.firstWindowCpuMsPerPage} ms, last ${r.window} ` +
      `${r.lastWindowCpuMsPerPage} ms, speed ratio ${r.speedRatio} (target >= ${TARGETS.minSpeedRatio})`,
  );
  console.log(
    `  pages/s:          first ${r.window} ${r.firstWindowPagesPerSec}, last ${r.window} ` +
      `${r.lastWindowPagesPerSec}, ratio ${r.wallClockRatio} (wall clock, moved by other programs too)`,
  );
  console.log(`  /readyz at end:   ${r.readyzAtEnd}`);
  const missed = Object.entries(r.checks)
    .filter(([, ok]) => !ok)
    .map(([check]) => check);
  console.log(`  targets:          ${missed.length ? `NOT met (${missed.join(', ')})` : 'met'}`);
}

async function main() {
  const databases = { sqlite: undefined };
  if (process.env.TEST_MYSQL_URL) databases.mysql = await resetMysqlDatabase(process.env.TEST_MYSQL_URL);
  const report = {
    timestamp: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    targets: TARGETS,
    serverLogLevel: SERVER_LOG_LEVEL,
    databases: {},
  };
  for (const [name, url] of Object.entries(databases)) report.databases[name] = await soakDatabase(name, url);
  for (const [name, r] of Object.entries(report.databases)) printResult(name, r);

  const out = path.join(root, 'bench/results/soak-latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(root, out)}`);
  if (!Object.values(report.databases).every((r) => r.met)) {
    console.error('soak targets NOT met');
    process.exitCode = 1;
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll();
    rmSync(workDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

try {
  await main();
} catch (error) {
  console.error(`\nsoak failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  rmSync(workDir, { recursive: true, force: true });
}
