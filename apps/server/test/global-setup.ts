import { testDialects } from '@shop/db';
import type { TestProject } from 'vitest/node';
import { STAFF_PASSWORD, WEBHOOK_SECRET, startBuiltServer, type IBuiltServer } from './built-server.js';
import { client } from './client.js';
import type { ISharedServerInfo, TDemoAccount } from './shared-servers.js';

const LOGIN_PATH: Record<TDemoAccount, string> = {
  admin: '/api/admin/login',
  manager: '/api/admin/login',
  customer: '/api/customer/login',
};

async function logIn(url: string, account: TDemoAccount): Promise<Record<string, string>> {
  const c = client(url);
  const res = await c.post(LOGIN_PATH[account], { email: `${account}@shop.test`, password: STAFF_PASSWORD });
  if (res.status !== 200)
    throw new Error(`global setup: ${account} login answered ${res.status}: ${res.text}`);
  return Object.fromEntries(c.jar);
}

async function describeServer(server: IBuiltServer): Promise<ISharedServerInfo> {
  const accounts: TDemoAccount[] = ['admin', 'manager', 'customer'];
  const cookies = await Promise.all(accounts.map((account) => logIn(server.url, account)));
  return {
    dialect: server.dialect,
    url: server.url,
    database: server.database,
    dataDir: server.dataDir,
    sessions: { admin: cookies[0]!, manager: cookies[1]!, customer: cookies[2]! },
  };
}

/**
 * Starts one demo-seeded built server per dialect for all REST contract suites of the run (runs only when one of
 * them is selected: it belongs to the `rest` project), and stops them at the end.
 */
export default async function setup(project: TestProject) {
  const started = await Promise.allSettled(
    testDialects().map((dialect) => startBuiltServer(dialect, { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  try {
    project.provide('restServers', await Promise.all(servers.map(describeServer)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
