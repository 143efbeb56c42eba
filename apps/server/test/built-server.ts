import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TDialect } from '@shop/db';

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/main.js');
export const STAFF_PASSWORD = 'contract-Password-1';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface IBuiltServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The built server (`pnpm build`) as a real process on a free port, over a fresh database of the dialect. `env`
 * may be a function of the fresh database's URL (to route it through a proxy, say).
 */
export async function startBuiltServer(
  dialect: TDialect,
  extraEnv: Record<string, string> | ((databaseUrl: string) => Record<string, string>) = {},
): Promise<IBuiltServer> {
  if (!fs.existsSync(serverEntry))
    throw new Error('apps/server/dist/main.js is missing: run `pnpm build` first');
  const db = await createTestDatabase(dialect);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-rest-'));
  const port = await freePort();
  const env = typeof extraEnv === 'function' ? extraEnv(db.config.databaseUrl ?? '') : extraEnv;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: db.config.databaseUrl ?? '',
      SEED: 'demo',
      SEED_STAFF_PASSWORD: STAFF_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
      await db.drop();
    },
  };
}

/** A tiny cookie-keeping client that sends what our web app sends. */
export function client(baseUrl: string) {
  const jar = new Map<string, string>();
  const call = async (
    method: string,
    pathname: string,
    init: {
      json?: unknown;
      headers?: Record<string, string>;
      body?: RequestInit['body'];
      xhr?: boolean;
    } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.xhr !== false) headers['X-Requested-With'] = 'XMLHttpRequest';
    if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = init.body;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${baseUrl}${pathname}`, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (!value || /Expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name!);
      else jar.set(name!, value);
    }
    const text = await response.text();
    // Contract tests read loosely shaped JSON; each assertion states the shape it expects.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let data: any = text;
    try {
      data = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, headers: response.headers, data, text };
  };
  return {
    jar,
    get: (p: string, init?: Parameters<typeof call>[2]) => call('GET', p, init),
    post: (p: string, json?: unknown, init?: Parameters<typeof call>[2]) =>
      call('POST', p, { ...init, ...(json === undefined ? {} : { json }) }),
  };
}
