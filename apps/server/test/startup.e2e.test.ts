import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, it } from 'vitest';

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/main.js');
const PASSWORD = 's3cret-Pw-9';

/** Starts the built server with the given settings and waits for it to give up. */
function startFailing(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '1',
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const killer = setTimeout(() => child.kill('SIGKILL'), 110_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(killer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stderr, stdout });
    }),
  );
}

const mysqlUrl = process.env.TEST_MYSQL_URL;
const withCredentials = (database: string) => {
  const url = new URL(mysqlUrl!);
  url.username = url.username || 'root';
  url.password = PASSWORD;
  url.pathname = `/${database}`;
  return url.toString();
};
const unknownDatabase = () => {
  const url = new URL(mysqlUrl!);
  url.pathname = '/shop_no_such_database';
  return url.toString();
};

describe('start-up failures', () => {
  let busy: net.Server;
  let busyPort = 0;
  let notADirectory = '';
  beforeAll(async () => {
    busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    busyPort = (busy.address() as net.AddressInfo).port;
    notADirectory = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-file-')), 'a-file');
    fs.writeFileSync(notADirectory, '');
  });
  afterAll(() => {
    busy.close();
    fs.rmSync(path.dirname(notADirectory), { recursive: true, force: true });
  });

  type TCase = [string, () => Record<string, string>, RegExp];
  const cases: TCase[] = [
    [
      'a refused database connection',
      () => ({ DATABASE_URL: `mysql://shop:${PASSWORD}@127.0.0.1:1/shop` }),
      /^DATABASE_URL: connection refused by 127\.0\.0\.1:1/,
    ],
    [
      'an unknown database host',
      () => ({ DATABASE_URL: `mysql://shop:${PASSWORD}@no-such-host.invalid:3306/shop` }),
      /^DATABASE_URL: (unknown host "no-such-host\.invalid"|the host "no-such-host\.invalid" could not be looked up)/,
    ],
    [
      'a malformed database URL',
      () => ({ DATABASE_URL: `mysql//shop:${PASSWORD}@db/shop` }),
      /^Invalid environment: DATABASE_URL must look like mysql:\/\/.*\(got "mysql\/\/shop:\*\*\*@db\/shop"\)$/,
    ],
    ...(mysqlUrl
      ? ([
          [
            'a wrong database password',
            () => ({ DATABASE_URL: withCredentials('test') }),
            /^DATABASE_URL: access denied for user "\w+" at .* \(check the user name and password\)$/,
          ],
          [
            'an unknown database',
            () => ({ DATABASE_URL: unknownDatabase() }),
            /^DATABASE_URL: unknown database "shop_no_such_database"/,
          ],
        ] satisfies TCase[])
      : []),
    ['a port in use', () => ({ PORT: String(busyPort) }), /^PORT: \d+ is already in use on 127\.0\.0\.1/],
    [
      'a host name that does not resolve',
      () => ({ HOST: 'no-such-host.invalid' }),
      /^HOST: "no-such-host\.invalid" is not a known host name or address$/,
    ],
    [
      'an address of another machine',
      () => ({ HOST: '203.0.113.7' }),
      /^HOST: "203\.0\.113\.7" is not an address of this machine$/,
    ],
    [
      'a DATA_DIR that cannot be created',
      () => ({ DATA_DIR: path.join(notADirectory, 'data') }),
      /^DATA_DIR: cannot create or write ".*a-file\/data": a part of the path is a file, not a folder$/,
    ],
    [
      'a PUBLIC_URL that is not a web address',
      () => ({ PUBLIC_URL: 'ftp://shop.example.com' }),
      /^Invalid environment: PUBLIC_URL must be an absolute http:\/\/ or https:\/\/ URL/,
    ],
    ['TRUST_PROXY=true', () => ({ TRUST_PROXY: 'true' }), /^Invalid environment: TRUST_PROXY must be false/],
  ];

  // Side by side: each case is a process that imports the server and gives up, and they share nothing (a port of
  // their own, a DATA_DIR of their own); one after another they were the longest chain of waits in the suite.
  it.concurrent.for(cases)(
    'stops on %s with one line naming the setting',
    { timeout: 120_000 },
    async ([, env, expected], { expect }) => {
      const { code, stderr, stdout } = await startFailing(env());
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      const line = stderr.trim();
      expect(line).toMatch(expected);
      expect(line.split('\n')).toHaveLength(1);
      expect(stderr + stdout).not.toMatch(/\n\s+at .+:\d+/);
      expect(stderr + stdout).not.toContain(PASSWORD);
    },
  );
});
