#!/usr/bin/env node
// `npm start` and `npm test` land here. Plain Node with no dependencies: it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '10.34.9';
const CHROMIUM = '/usr/bin/chromium';
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
  const cpu = cpuNow === undefined || cpuSince === undefined ? '' : ` (CPU ${Math.round(cpuNow - cpuSince)} s)`;
  console.log(`==> ${title} took ${wall}${cpu}`);
}

/** Runs a stage under its heading and prints its wall time after it, whatever it returns. */
function stage(title, body) {
  step(title);
  const since = performance.now();
  const cpuSince = childCpuSeconds();
  try {
    return body();
  } finally {
    took(title, since, cpuSince);
  }
}

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.error) console.error(`${cmd}: ${res.error.message}`);
  return res.status ?? 1;
}

function mustRun(cmd, args, env) {
  const code = run(cmd, args, env);
  if (code !== 0) {
    console.error(`\n${[cmd, ...args].join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

function works(cmd, args) {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

// Returns [command, leadingArgs] for invoking pnpm.
function ensurePnpm() {
  step('pnpm');
  if (works('pnpm', ['-v'])) return ['pnpm', []];
  console.log(`pnpm not found: installing pnpm@${PNPM_VERSION} globally`);
  if (run('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`]) === 0 && works('pnpm', ['-v'])) return ['pnpm', []];
  console.log(`global install not possible: using npx pnpm@${PNPM_VERSION}`);
  return ['npx', ['-y', `pnpm@${PNPM_VERSION}`]];
}

function needsInstall() {
  const marker = 'node_modules/.modules.yaml';
  if (!existsSync('node_modules') || !existsSync(marker)) return true;
  return statSync('pnpm-lock.yaml').mtimeMs > statSync(marker).mtimeMs;
}

function ensureChromium() {
  step('chromium');
  if (existsSync(CHROMIUM)) return console.log(`found ${CHROMIUM}`);
  if (process.getuid?.() === 0) {
    console.log('installing chromium with apt-get');
    if (run('apt-get', ['update']) === 0 && run('apt-get', ['install', '-y', 'chromium']) === 0) return;
  }
  console.error(
    `Chromium is missing at ${CHROMIUM}: the browser suite will fail without it. ` +
      'Install it with `sudo apt-get install -y chromium` and run `npm test` again.',
  );
}

const [pnpm, pre] = ensurePnpm();

stage('install', () => {
  if (!needsInstall()) return console.log('node_modules is up to date with pnpm-lock.yaml: skipping');
  // better-sqlite3 compiles from source against the local Node headers; never stop to ask about a stale layout.
  mustRun(pnpm, [...pre, 'install', '--frozen-lockfile', '--config.confirm-modules-purge=false'], {
    npm_config_nodedir: '/usr',
  });
});

stage('build', () => mustRun(pnpm, [...pre, 'build']));

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
  ensureChromium();
  const failed = [];
  // The type tests (expectTypeOf) only fail under the compiler.
  const suites = [
    ['typecheck', ['typecheck']],
    ['vitest', ['exec', 'vitest', 'run']],
    ['playwright', ['exec', 'playwright', 'test']],
  ];
  for (const [name, args] of suites) {
    if (stage(name, () => run(pnpm, [...pre, ...args])) !== 0) failed.push(name);
  }
  console.log('');
  took('total', started, startedCpu);
  if (failed.length) {
    console.error(`\nFAILED: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log('\nAll test suites passed.');
}
