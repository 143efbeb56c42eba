import type { TDialect } from '@shop/db';
import { uniqueSuffix } from '@shop/db/seed';
import { ROLE } from '@shop/domain';
import { hashPassword } from '@shop/services';
import { STAFF_PASSWORD, startInProcessServer, type IBuiltServer } from './built-server.js';
import { client, type TClient } from './client.js';

/** The accounts every REST suite may act as: the demo shop's, or those of a server of its own (startOwnServer). */
export type TDemoAccount = 'admin' | 'manager' | 'customer';

const LOGIN_PATH: Record<TDemoAccount, string> = {
  admin: '/api/admin/login',
  manager: '/api/admin/login',
  customer: '/api/customer/login',
};

/** Logs `account` in (password STAFF_PASSWORD) and answers its session cookies (name -> value). */
export async function logIn(
  url: string,
  account: TDemoAccount,
  email = `${account}@shop.test`,
): Promise<Record<string, string>> {
  const c = client(url);
  const res = await c.post(LOGIN_PATH[account], { email, password: STAFF_PASSWORD });
  if (res.status !== 200) throw new Error(`${account} login answered ${res.status}: ${res.text}`);
  return Object.fromEntries(c.jar);
}

export interface IOwnServer extends IBuiltServer {
  /** An anonymous client with its own client address. */
  client: () => TClient;
  /** A client logged in as the shop's admin, manager or customer. */
  as: (account: TDemoAccount) => TClient;
}

/** The empty shop's accounts (password STAFF_PASSWORD), made through its fixtures route; answers their emails. */
async function seedAccounts(server: IBuiltServer): Promise<Record<TDemoAccount, string>> {
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  const tag = uniqueSuffix();
  const admin = await server.seed.staff({
    role: ROLE.ADMIN,
    passwordHash,
    email: `admin-${tag}@example.com`,
  });
  const manager = await server.seed.staff({ passwordHash, email: `manager-${tag}@example.com` });
  const customer = await server.seed.customer({ passwordHash, email: `customer-${tag}@example.com` });
  return { admin: admin.email, manager: manager.email, customer: customer.email };
}

/**
 * A server of its own, over the demo shop or an empty one with an admin, a manager and a customer of its own
 * (password STAFF_PASSWORD): for a suite that compares totals of everyone's rows (the unread count, the
 * dashboard, the gallery) or changes what every page shows, which would trip the suites running beside it on the
 * shared servers, or be tripped by them. Both start in a second or two (the demo shop is a copy of the template),
 * inside the test process (startInProcessServer).
 * `env` adds settings of its own (S3_*, say).
 */
export async function startOwnServer(
  dialect: TDialect,
  shop: 'demo' | 'empty',
  env: Record<string, string> = {},
): Promise<IOwnServer> {
  const server = await startInProcessServer(dialect, {
    ...(shop === 'demo' ? {} : { SEED: 'none' }),
    ...env,
  });
  try {
    const emails =
      shop === 'demo'
        ? { admin: 'admin@shop.test', manager: 'manager@shop.test', customer: 'customer@shop.test' }
        : await seedAccounts(server);
    const accounts = Object.keys(emails) as TDemoAccount[];
    const sessions = await Promise.all(
      accounts.map((account) => logIn(server.url, account, emails[account])),
    );
    return {
      ...server,
      client: () => client(server.url),
      as: (account) => client(server.url, sessions[accounts.indexOf(account)]),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
