import { openDatabase, type IDatabaseConfig, type TDialect } from '@shop/db';
import type { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { client, type TClient } from './client.js';

/** The demo accounts the global setup logs in once per server (password STAFF_PASSWORD). */
export type TDemoAccount = 'admin' | 'manager' | 'customer';

/** What the global setup hands to the suites: plain data, since it crosses into the test workers. */
export interface ISharedServerInfo {
  dialect: TDialect;
  url: string;
  database: IDatabaseConfig;
  /** The server's DATA_DIR (uploads, image cache, mail outbox). */
  dataDir: string;
  /** Session cookies (name -> value) of each demo account. */
  sessions: Record<TDemoAccount, Record<string, string>>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    restServers: ISharedServerInfo[];
  }
}

export interface ISharedServer extends ISharedServerInfo {
  /** An anonymous client with its own client address (so its login attempts are its own). */
  client: () => TClient;
  /**
   * A client already logged in as a demo account. The session is shared by every suite: do not log it out or
   * change that account's password (make your own account with seedStaff / seedCustomer for that).
   */
  as: (account: TDemoAccount) => TClient;
  /** Runs `work` on the server's database, e.g. to create what a test needs with the seed factories. */
  withDatabase: <T>(work: (ds: DataSource) => Promise<T>) => Promise<T>;
}

/**
 * The built servers (one per dialect under test, demo-seeded) that every REST contract suite shares:
 * `describe.each(sharedServers())('... on $dialect', (server) => ...)`. Data a suite creates stays for the other
 * suites to see, so give it unique names (uniqueSuffix from @shop/db/seed) and assert on your own rows.
 */
export function sharedServers(): ISharedServer[] {
  return inject('restServers').map((info) => ({
    ...info,
    client: () => client(info.url),
    as: (account) => client(info.url, info.sessions[account]),
    withDatabase: async (work) => {
      const ds = await openDatabase(info.database, { migrate: false });
      try {
        return await work(ds);
      } finally {
        await ds.destroy();
      }
    },
  }));
}
