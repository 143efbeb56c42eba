import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type IDatabaseConfig, type ITestDatabase, type TDialect } from '@shop/db';
import type { startInProcess } from '../src/in-process.js';
import { copyDemoTemplate, injectedDemoTemplate, type IDemoTemplate } from './demo-template.js';
import { newFixturesToken, seedCalls, type TSeedCalls } from './fixtures.js';

export { client, type TClient } from './client.js';

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/main.js');
const inProcessEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/in-process.js');
export const STAFF_PASSWORD = 'contract-Password-1';
/** The shared servers verify payment webhooks with this secret (they take payments with the test gateway). */
export const WEBHOOK_SECRET = 'whsec_contract_tests';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface IBuiltServer {
  dialect: TDialect;
  url: string;
  dataDir: string;
  /**
   * The server's own database, to read for assertions: `openDatabase(server.database, { migrate: false })`. Write
   * through `seed` instead (a second connection's write can fail the server's transactions on SQLite).
   */
  database: IDatabaseConfig;
  /** The token of its fixtures route (TEST_FIXTURES_TOKEN); empty when the environment turned it off. */
  fixturesToken: string;
  /** The seed factories, run by the server itself. */
  seed: TSeedCalls;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The built server (`pnpm build`) as a real process on a free port, over a fresh database of the dialect, seeded
 * with the demo shop. Suites share the ones the global setup starts (shared-servers.ts); start your own only for
 * an environment of its own (TRUST_PROXY, a database that goes away...). `env` may be a function of the fresh
 * database's URL (to route it through a proxy, say). Its fixtures route is on unless `env` sets
 * TEST_FIXTURES_TOKEN to ''. The demo shop is a copy of the run's template (demo-template.ts), in a test worker the
 * one the global setup made.
 */
export async function startBuiltServer(
  dialect: TDialect,
  extraEnv: Record<string, string> | ((databaseUrl: string) => Record<string, string>) = {},
  template: IDemoTemplate | undefined = injectedDemoTemplate(dialect),
): Promise<IBuiltServer> {
  return startServer(dialect, await createTestDatabase(dialect), extraEnv, template, 'process');
}

/**
 * The same shop as startBuiltServer's (the built server, a fresh database, the demo shop unless SEED says none),
 * started inside this test process rather than as a process of its own: for suites that need settings of their
 * own (TRUST_PROXY, PUBLIC_URL, S3...) but test no process behaviour. A process start cost 4 to 5 s of CPU; this
 * costs the app's construction, the modules being loaded once per test worker. Real HTTP on a real port all the same.
 */
export async function startInProcessServer(
  dialect: TDialect,
  extraEnv: Record<string, string> = {},
  template: IDemoTemplate | undefined = injectedDemoTemplate(dialect),
): Promise<IBuiltServer> {
  return startServer(dialect, await createTestDatabase(dialect), extraEnv, template, 'in-process');
}

/**
 * A second app process over `first`'s MySQL database, as a shop on several machines runs (its own port and data
 * directory): for suites about what the processes must agree on. Stopping it leaves the database to `first`.
 */
export async function startServerBeside(
  first: IBuiltServer,
  extraEnv: Record<string, string> = {},
): Promise<IBuiltServer> {
  if (first.dialect !== 'mysql') throw new Error('app processes share a MySQL database only');
  const shared: ITestDatabase = { config: first.database, drop: async () => undefined };
  return startServer(first.dialect, shared, { SEED: 'none', ...extraEnv }, undefined, 'process');
}

async function startServer(
  dialect: TDialect,
  db: ITestDatabase,
  extraEnv: Record<string, string> | ((databaseUrl: string) => Record<string, string>),
  template: IDemoTemplate | undefined,
  where: 'process' | 'in-process',
): Promise<IBuiltServer> {
  if (!fs.existsSync(where === 'process' ? serverEntry : inProcessEntry)) {
    await db.drop();
    throw new Error(
      `${where === 'process' ? serverEntry : inProcessEntry} is missing: run \`pnpm build\` first`,
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-rest-'));
  const port = await freePort();
  const env = typeof extraEnv === 'function' ? extraEnv(db.config.databaseUrl ?? '') : extraEnv;
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: db.config.databaseUrl ?? '',
    SEED: 'demo',
    SEED_STAFF_PASSWORD: STAFF_PASSWORD,
    LOG_LEVEL: 'warn',
    TEST_FIXTURES_TOKEN: newFixturesToken(),
    // Suites run side by side on the shared servers: on a loaded machine a burst of checkouts waited longer than the
    // production 5 s for a pooled connection and a correct answer came back 503. Suites that test those limits set
    // their own.
    DB_ACQUIRE_TIMEOUT_MS: '60000',
    DB_QUERY_TIMEOUT_MS: '60000',
    ...env,
  };
  if (template && childEnv.SEED === 'demo')
    await copyDemoTemplate(template, { dataDir, databaseUrl: db.config.databaseUrl }).catch(async (error) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await db.drop();
      throw error;
    });
  const started =
    where === 'process'
      ? await startProcess(port, childEnv)
      : await startHere(childEnv).catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        );
  const stop = async () => {
    if (!(started instanceof Error)) await started.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await db.drop();
  };
  if (started instanceof Error) {
    await stop();
    throw started;
  }
  const { url, output } = started;
  return {
    dialect,
    url,
    dataDir,
    // On SQLite the server keeps its file in DATA_DIR; on MySQL it uses the test database.
    database: dialect === 'sqlite' ? { dataDir } : db.config,
    fixturesToken: childEnv.TEST_FIXTURES_TOKEN,
    seed: seedCalls(url, childEnv.TEST_FIXTURES_TOKEN),
    output,
    stop,
  };
}

interface IStarted {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** The built server as a process, ready; or the reason it did not get ready (its output in the message). */
async function startProcess(port: number, env: NodeJS.ProcessEnv): Promise<IStarted | Error> {
  const { child, output, url } = spawnServer(port, env);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  };
  try {
    await waitUntilReady(url, child, output);
  } catch (error) {
    await stop();
    return error as Error;
  }
  return { url, output, stop };
}

/** The built server's in-process entry (dist/in-process.js), loaded once per test worker. */
async function startHere(env: NodeJS.ProcessEnv): Promise<IStarted> {
  const { startInProcess: start } = (await import(inProcessEntry)) as {
    startInProcess: typeof startInProcess;
  };
  return start(env);
}

export interface IServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

/** The built server as a child process listening on `port`, with exactly `env` (no defaults added). */
export function spawnServer(port: number, env: NodeJS.ProcessEnv): IServerProcess {
  let output = '';
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

export async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
