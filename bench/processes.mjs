// The child processes of a bench run (bench/run.mjs, bench/soak.mjs): servers and CLI runs started from the repo
// root, their output in log files, and everything stopped at the end.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; fails when `child` exits first or after `timeoutMs`, with the end of its log. */
export async function waitFor(url, child, label, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${label} exited with ${child.exitCode}:\n${child.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.output()}`);
}

/**
 * The processes of one run, with a temp folder (`workDir`) for their data and logs. A process's output goes to a log
 * file rather than a pipe, so that logging costs the servers what it would cost in production and nothing in the
 * measuring process; `child.output()` returns the end of that log.
 */
export function processGroup(root, prefix) {
  const children = new Set();
  const workDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  let logCount = 0;

  function start(args, env, label) {
    const logFile = path.join(workDir, `${++logCount}-${label.replace(/\W+/g, '-')}.log`);
    const fd = openSync(logFile, 'w');
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    children.add(child);
    child.on('exit', () => children.delete(child));
    child.output = () => readFileSync(logFile, 'utf8').slice(-4000);
    return child;
  }

  function runToEnd(args, env, label) {
    return new Promise((resolve, reject) => {
      const child = start(args, env, label);
      child.on('error', reject);
      child.on('exit', (code) => {
        if (code === 0) resolve();
        else reject(new Error(`${label} exited with ${code}:\n${child.output()}`));
      });
    });
  }

  /** SIGTERM to all, and SIGKILL to what is still running 5 s later. */
  async function stopAll() {
    const running = [...children];
    for (const child of running) child.kill('SIGTERM');
    await Promise.race([
      Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve)))),
      sleep(5000),
    ]);
    for (const child of children) child.kill('SIGKILL');
  }

  /**
   * A fresh data folder `name` under workDir, and the environment of a production server on it (SQLite there, or
   * `databaseUrl`), migrated and seeded with the demo shop (`seedArgs` grow it).
   */
  async function preparedDatabase(name, databaseUrl, password, seedArgs = []) {
    const dataDir = path.join(workDir, name);
    mkdirSync(dataDir);
    const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SEED_STAFF_PASSWORD: password };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    console.log('migrate and seed');
    const cli = path.join(root, 'apps/server/dist/cli.js');
    await runToEnd([cli, 'migrate'], env, 'cli migrate');
    await runToEnd([cli, 'seed', ...seedArgs], env, 'cli seed');
    return { env };
  }

  return { children, workDir, start, runToEnd, stopAll, preparedDatabase };
}
