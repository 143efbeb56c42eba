#!/usr/bin/env node
// `npm start` and `npm test` land here. Plain Node with no dependencies: it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '10.34.9';
// The browser suite runs Debian's headless shell; scripts/screens.mjs and people use the full browser.
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];
const CHROMIUM_PACKAGES = ['chromium', 'chromium-headless-shell'];
// The scale-out suite puts two app processes behind nginx (bench/reverse-proxy.mjs).
const NGINX = '/usr/sbin/nginx';
const NGINX_PACKAGE = 'nginx-light';
const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const mode = process.argv[2];
if (mode !== 'start' && mode !== 'test') {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}

const started = performance.now();
const startedCpu = childCpuSeconds();

function step(title) {
  console.log(`\n==> ${title}`);
}

/**
 * CPU seconds used so far by the finished children of this process (Linux: /proc/self/stat's cutime + cstime, in
 * ticks of 1/100 s), or undefined elsewhere. On a shared machine wall time depends on the neighbours; CPU time says what a stage costs.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** One line per stage with its wall time (and CPU time where known), so a slow run shows where the minutes went. */
function took(title, since, cpuSince) {
  const wall = `${Math.round((performance.now() - since) / 1000)} s`;
  const cpuNow = childCpuSeconds();
  const cpu =
    cpuNow === undefined || cpuSince === undefined ? '' : ` (CPU ${Math.round(cpuNow - cpuSince)} s)`;
  console.log(`==> ${title} took ${wall}${cpu}`);
}

/**
 * Runs a stage under its heading and prints its wall time after it, whatever it returns; and its CPU time unless
 * another command runs beside it (`shared`), whose CPU time would be counted in.
 */
async function stage(title, body, { shared = false } = {}) {
  step(title);
  const since = performance.now();
  const cpuSince = shared ? undefined : childCpuSeconds();
  try {
    return await body();
  } finally {
    took(title, since, cpuSince);
  }
}

/** Runs a command to its end and answers its exit code; the event loop keeps turning for what runs beside it. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`${cmd}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function mustRun(cmd, args, env) {
  const code = await run(cmd, args, env);
  if (code !== 0) {
    console.error(`\n${[cmd, ...args].join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

function works(cmd, args) {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

// Returns [command, leadingArgs] for invoking pnpm.
async function ensurePnpm() {
  step('pnpm');
  if (works('pnpm', ['-v'])) return ['pnpm', []];
  console.log(`pnpm not found: installing pnpm@${PNPM_VERSION} globally`);
  if ((await run('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`])) === 0 && works('pnpm', ['-v']))
    return ['pnpm', []];
  console.log(`global install not possible: using npx pnpm@${PNPM_VERSION}`);
  return ['npx', ['-y', `pnpm@${PNPM_VERSION}`]];
}

function needsInstall() {
  const marker = 'node_modules/.modules.yaml';
  if (!existsSync('node_modules') || !existsSync(marker)) return true;
  return statSync('pnpm-lock.yaml').mtimeMs > statSync(marker).mtimeMs;
}

/** The system packages the suites need: Chromium for the browser suite, nginx for the scale-out suite. */
async function ensureSystemPackages() {
  step('chromium and nginx');
  const missing = [...CHROMIUM, NGINX].filter((file) => !existsSync(file));
  if (missing.length === 0) return console.log(`found ${[...CHROMIUM, NGINX].join(', ')}`);
  const packages = [...(missing.some((file) => CHROMIUM.includes(file)) ? CHROMIUM_PACKAGES : [])];
  if (missing.includes(NGINX)) packages.push(NGINX_PACKAGE);
  if (process.getuid?.() === 0) {
    console.log(`installing ${packages.join(', ')} with apt-get`);
    if (
      (await run('apt-get', ['update'])) === 0 &&
      (await run('apt-get', ['install', '-y', ...packages])) === 0
    )
      return;
  }
  console.error(
    `Missing ${missing.join(' and ')}: the browser and scale-out suites will fail without them. ` +
      `Install them with \`sudo apt-get install -y ${packages.join(' ')}\` and run \`npm test\` again.`,
  );
}

const [pnpm, pre] = await ensurePnpm();

await stage('install', async () => {
  if (!needsInstall()) return console.log('node_modules is up to date with pnpm-lock.yaml: skipping');
  // better-sqlite3 compiles from source against the local Node headers; never stop to ask about a stale layout.
  await mustRun(pnpm, [...pre, 'install', '--frozen-lockfile', '--config.confirm-modules-purge=false'], {
    npm_config_nodedir: '/usr',
  });
});

/**
 * Starts a command beside the stages that follow (its output goes to a file, printed when it is awaited, so the
 * two never interleave) and answers a function that waits for it, prints it with its wall time, and answers its
 * exit code.
 */
function beside(title, cmd, args) {
  const since = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const log = path.join(dir, `${title}.log`);
  const out = openSync(log, 'w');
  const child = spawn(cmd, args, { stdio: ['ignore', out, out] });
  closeSync(out);
  const done = new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, error }));
    child.on('exit', (code) => resolve({ code: code ?? 1, wall: performance.now() }));
  });
  return async () => {
    const { code, error, wall } = await done;
    step(`${title} (ran beside the stages above)`);
    process.stdout.write(readFileSync(log, 'utf8'));
    rmSync(dir, { recursive: true, force: true });
    if (error) console.error(`${cmd}: ${error.message}`);
    console.log(`==> ${title} took ${Math.round(((wall ?? performance.now()) - since) / 1000)} s`);
    return code;
  };
}

const suitesSince = performance.now();
const suitesCpu = childCpuSeconds();

await stage('build', () => mustRun(pnpm, [...pre, 'build']));

if (mode === 'start') {
  step('serve (migrations and demo seed run at boot)');
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => {
    process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
  });
} else {
  await ensureSystemPackages();
  const failed = [];
  // The run is bound by CPU, not by waiting: the machine's whole busy time (read from /proc/stat, MariaDB and the
  // browser's processes included) was 1 382 s for a fresh-clone run with Vitest and the browser suite side by side,
  // against 396 + 572 s for the two alone: side by side on two cores they slowed each other by a third (shared
  // caches, and every wait in one stretched by the other's work). So the browser suite runs after Vitest, and only
  // the type check, which needs neither the build nor a database, runs beside Vitest, in the time Vitest's MySQL
  // suites spend waiting on the database.
  const typecheck = beside('typecheck', pnpm, [...pre, 'typecheck']);
  if ((await stage('vitest', () => run(pnpm, [...pre, 'exec', 'vitest', 'run']), { shared: true })) !== 0)
    failed.push('vitest');
  // The type tests (expectTypeOf) only fail under the compiler.
  if ((await typecheck()) !== 0) failed.push('typecheck');
  if ((await stage('playwright', () => run(pnpm, [...pre, 'exec', 'playwright', 'test']))) !== 0)
    failed.push('playwright');
  took('build, typecheck, vitest and playwright', suitesSince, suitesCpu);
  console.log('');
  took('total', started, startedCpu);
  if (failed.length) {
    console.error(`\nFAILED: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log('\nAll test suites passed.');
}
