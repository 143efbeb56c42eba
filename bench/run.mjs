// `pnpm bench`: throughput and latency of the room list, the product list (page 1 and a search), the storefront
// list of one room type, a product page with variants, that room type's list filtered by a material offered as an
// option value (BENCH_ONLY=variants runs these two) and the storefront search through REST (/api) and tRPC (/trpc)
// on the built server, against bare Fastify routes over the raw driver running the same SQL (bench/plain-server.mjs). SQLite always; MySQL too
// when TEST_MYSQL_URL is set (in a scratch database `shop_bench`). BENCH_PRODUCTS=100000 grows the seeded catalogue
// to that many products first; BENCH_ONLY=<text> runs only the scenarios whose name contains it; BENCH_DURATION=<s>
// shortens each run for a quick check. With MySQL, a scale-out run follows: the storefront home page, a product page
// and the product list through nginx in front of one app process, then two (bench/reverse-proxy.mjs), with the
// ratio; BENCH_SCALE=off skips it. Results go to bench/results/latest.json.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, processGroup, waitFor } from './processes.mjs';
import { benchScaleOut, printScaleOut } from './scale-out.mjs';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const MAIN = path.join(root, 'apps/server/dist/main.js');
const CLI = path.join(root, 'apps/server/dist/cli.js');
const CONNECTIONS = 32;
const WARMUP_S = 3;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGETS = { restShare: 0.5, restP99Ms: 25 };
const BENCH_DB = 'shop_bench';
const GROW_TO = process.env.BENCH_PRODUCTS;

/**
 * What is measured: one legacy REST call, the same procedure over tRPC, and the plain route at the same path. A
 * scenario with a `body` is a POST with that JSON (and the X-Requested-With header the shop asks of every POST);
 * every procedure here is a query, which tRPC (and the web app's client) sends as GET /trpc/<procedure>?input=.
 * `list` finds the answer's rows. A scenario may be a function of what the seeded database holds.
 */
const SCENARIOS = [
  {
    name: 'room list, page 1',
    path: '/api/room/get-list?page=1',
    procedure: 'room.getList',
    input: { page: 1 },
  },
  {
    name: 'product list, page 1',
    path: '/api/product/get-list?page=1',
    procedure: 'product.getList',
    input: { page: 1 },
  },
  {
    name: 'product list, search "oak"',
    path: '/api/product/get-list?page=1&search=oak',
    procedure: 'product.getList',
    input: { page: 1, search: 'oak' },
  },
  // The room type page's product list as the web app asks for it (shelfQuery), for the room type with most products.
  ({ roomTypeId }) => {
    const input = { roomTypeId, page: 1, sort: 'newest', materialIds: [] };
    return {
      name: `storefront list, room type ${roomTypeId}`,
      path: '/api/product/get-list-customer',
      body: input,
      procedure: 'product.customerList',
      input,
    };
  },
  // The product page as the web app asks for it (product.withAll by slug) for a product sold by variant: its options,
  // their swatches and its variants come with it.
  ({ variantSlug }) => ({
    name: 'variants: product page',
    path: '/api/product/get-product-with-all',
    body: { slug: variantSlug },
    procedure: 'product.withAll',
    input: { slug: variantSlug },
    list: (answer) => answer?.variants,
  }),
  // The room type's shelf filtered by a material that its products offer as an option value (a fabric swatch): the
  // filter matches products made of it or offering it.
  ({ roomTypeId, offeredMaterialId }) => {
    const input = { roomTypeId, page: 1, sort: 'newest', materialIds: [offeredMaterialId] };
    return {
      name: `variants: storefront list, room type ${roomTypeId}, material ${offeredMaterialId} as option value`,
      path: '/api/product/get-list-customer',
      body: input,
      procedure: 'product.customerList',
      input,
    };
  },
  {
    name: 'storefront search "oak"',
    path: '/api/get-list-search',
    body: { q: 'oak', page: 1 },
    procedure: 'search.getList',
    input: { q: 'oak', page: 1 },
    list: (answer) => answer?.products?.data,
  },
];
const ONLY = process.env.BENCH_ONLY;
const JSON_POST = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
// The baseline logs nothing per request; the shop logs at warn so that the comparison is of the request stacks.
const SERVER_LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';

if (!existsSync(MAIN) || !existsSync(CLI)) {
  console.error('apps/server/dist is missing: run pnpm build first');
  process.exit(1);
}

const { children, workDir, start, stopAll, preparedDatabase } = processGroup(root, 'shop-bench-');

function cleanupTemp() {
  rmSync(workDir, { recursive: true, force: true });
}

async function resetMysqlDatabase(testUrl) {
  const requireDb = createRequire(new URL('../packages/db/package.json', import.meta.url));
  const mysql = requireDb('mysql2/promise');
  const connection = await mysql.createConnection({ uri: testUrl });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${BENCH_DB}\``);
    await connection.query(
      `CREATE DATABASE \`${BENCH_DB}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await connection.end();
  }
  const url = new URL(testUrl);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

function listOf(target, body, list = (answer) => answer?.data) {
  // tRPC without a transformer wraps the procedure's output in { result: { data } }.
  return list(target === 'trpc' ? body?.result?.data : body);
}

async function checkAnswers(target, { url, ...request }, list) {
  const res = await fetch(url, request);
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const rows = listOf(target, body, list);
  if (res.status !== 200 || !Array.isArray(rows) || rows.length === 0) {
    throw new Error(
      `${target} ${request.method ?? 'GET'} ${url} must answer 200 with a non-empty list of rows; ` +
        `got ${res.status}: ${text.slice(0, 500)}`,
    );
  }
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc. Requests per second swing with whatever else the
 * machine runs; the server's CPU per request does not, so comparisons between builds read it (`cpuUsPerRequest`).
 */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS = 100;

async function measure({ url, method = 'GET', headers, body }, pid) {
  const load = { url, method, headers, body, connections: CONNECTIONS };
  await autocannon({ ...load, duration: WARMUP_S });
  const cpuBefore = cpuSecondsOf(pid);
  const result = await autocannon({ ...load, duration: DURATION_S });
  const cpu = cpuSecondsOf(pid) - cpuBefore;
  return {
    reqPerSec: Math.round(result.requests.average),
    cpuUsPerRequest: Math.round((cpu * 1e6) / result.requests.total),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The environment of each prepared database's server (migrated and seeded), for the scale-out run after it. */
const preparedEnvs = {};

async function benchDatabase(name, databaseUrl) {
  console.log(`\n== ${name}`);
  const { env } = await preparedDatabase(
    name,
    databaseUrl,
    'bench-Password-1234',
    GROW_TO ? ['--products', GROW_TO] : [],
  );
  preparedEnvs[name] = env;

  const [shopPort, plainPort] = [await freePort(), await freePort()];
  const shopEnv = {
    ...env,
    SEED: 'none',
    HOST: '127.0.0.1',
    PORT: String(shopPort),
    LOG_LEVEL: SERVER_LOG_LEVEL,
  };
  const shop = start([MAIN], shopEnv, 'server');
  const plain = start(
    [path.join(root, 'bench/plain-server.mjs')],
    { ...env, PORT: String(plainPort) },
    'plain',
  );
  await waitFor(`http://127.0.0.1:${shopPort}/readyz`, shop, 'server');
  await waitFor(`http://127.0.0.1:${plainPort}/api/room/get-list?page=1`, plain, 'plain server');

  const busiest = await fetch(`http://127.0.0.1:${plainPort}/bench/busiest-room-type`);
  if (!busiest.ok) throw new Error(`the plain server found no room type: ${busiest.status}`);
  const roomTypeId = (await busiest.json()).id;
  const subjects = await (
    await fetch(`http://127.0.0.1:${plainPort}/bench/variant-scenario?roomTypeId=${roomTypeId}`)
  ).json();
  if (!subjects.slug || !subjects.materialId)
    throw new Error(
      `room type ${roomTypeId} has no product sold by variant or no material offered as an option`,
    );
  const seeded = { roomTypeId, variantSlug: subjects.slug, offeredMaterialId: subjects.materialId };

  const scenarios = {};
  for (const entry of SCENARIOS) {
    const scenario = typeof entry === 'function' ? entry(seeded) : entry;
    if (ONLY && !scenario.name.includes(ONLY)) continue;
    console.log(`-- ${scenario.name}`);
    const call = (base) =>
      scenario.body
        ? {
            url: `${base}${scenario.path}`,
            method: 'POST',
            headers: JSON_POST,
            body: JSON.stringify(scenario.body),
          }
        : { url: `${base}${scenario.path}` };
    const requests = {
      rest: call(`http://127.0.0.1:${shopPort}`),
      trpc: {
        url: `http://127.0.0.1:${shopPort}/trpc/${scenario.procedure}?input=${encodeURIComponent(JSON.stringify(scenario.input))}`,
      },
      plain: call(`http://127.0.0.1:${plainPort}`),
    };
    for (const [target, request] of Object.entries(requests))
      await checkAnswers(target, request, scenario.list);

    const results = {};
    for (const [target, request] of Object.entries(requests)) {
      process.stdout.write(`${target}: ${WARMUP_S} s warm-up, ${DURATION_S} s run... `);
      results[target] = await measure(request, target === 'plain' ? plain.pid : shop.pid);
      console.log(`${results[target].reqPerSec} req/s, ${results[target].cpuUsPerRequest} µs CPU each`);
    }
    for (const r of Object.values(results))
      r.shareOfPlain = +(r.reqPerSec / results.plain.reqPerSec).toFixed(3);
    const restMeetsTargets =
      results.rest.shareOfPlain >= TARGETS.restShare &&
      results.rest.p99Ms <= TARGETS.restP99Ms &&
      results.rest.non2xx === 0 &&
      results.rest.errors === 0;
    scenarios[scenario.name] = { ...results, restMeetsTargets };
  }

  await stopAll();
  if (!Object.keys(scenarios).length) throw new Error(`no scenario name contains BENCH_ONLY=${ONLY}`);
  return scenarios;
}

function printTable(name, r) {
  const rows = [['target', 'req/s', 'CPU µs/req', 'p50 ms', 'p99 ms', 'vs plain', 'non-2xx/errors']];
  for (const target of ['rest', 'trpc', 'plain']) {
    const x = r[target];
    rows.push([
      target,
      String(x.reqPerSec),
      String(x.cpuUsPerRequest),
      String(x.p50Ms),
      String(x.p99Ms),
      `${Math.round(x.shareOfPlain * 100)}%`,
      `${x.non2xx}/${x.errors + x.timeouts}`,
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(`\n${name}`);
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  console.log(
    `REST first targets (>= ${TARGETS.restShare * 100}% of plain, p99 <= ${TARGETS.restP99Ms} ms): ` +
      (r.restMeetsTargets ? 'met' : 'NOT met'),
  );
}

async function main() {
  const databases = { sqlite: undefined };
  if (process.env.TEST_MYSQL_URL) databases.mysql = await resetMysqlDatabase(process.env.TEST_MYSQL_URL);

  const report = {
    timestamp: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP_S,
    durationSeconds: DURATION_S,
    products: GROW_TO ? Number(GROW_TO) : 'seeded',
    ...(ONLY ? { only: ONLY } : {}),
    targets: TARGETS,
    serverLogLevel: SERVER_LOG_LEVEL,
    databases: {},
  };
  for (const [name, url] of Object.entries(databases))
    report.databases[name] = await benchDatabase(name, url);
  if (preparedEnvs.mysql && process.env.BENCH_SCALE !== 'off')
    report.scaleOut = await benchScaleOut(preparedEnvs.mysql, {
      main: MAIN,
      start,
      stopAll,
      cpuSecondsOf,
      logLevel: SERVER_LOG_LEVEL,
      load: { connections: CONNECTIONS, warmupS: WARMUP_S, durationS: DURATION_S },
    });

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s, ${report.cpus} cpus, node ${report.node}` +
      (GROW_TO ? `, ${GROW_TO} products` : ''),
  );
  for (const [name, scenarios] of Object.entries(report.databases))
    for (const [scenario, r] of Object.entries(scenarios)) printTable(`${name}: ${scenario}`, r);
  if (report.scaleOut) printScaleOut(report.scaleOut);

  const out = path.join(root, 'bench/results/latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(root, out)}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll();
    cleanupTemp();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  cleanupTemp();
}
