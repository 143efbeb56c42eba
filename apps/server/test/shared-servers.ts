import { isDeepStrictEqual } from 'node:util';
import { openDatabase, type IDatabaseConfig, type TDialect } from '@shop/db';
import type { DataSource } from 'typeorm';
import { inject } from 'vitest';
import type { TDemoAccount } from './accounts.js';
import { client, type TClient } from './client.js';
import { seedCalls, type TSeedCalls } from './fixtures.js';

/** What the global setup hands to the suites: plain data, since it crosses into the test workers. */
export interface ISharedServerInfo {
  dialect: TDialect;
  url: string;
  database: IDatabaseConfig;
  /** The server's DATA_DIR (uploads, image cache, mail outbox). */
  dataDir: string;
  /** The token of the server's fixtures route. */
  fixturesToken: string;
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
   * change that account's password (make your own account with seed.staff / seed.customer for that).
   */
  as: (account: TDemoAccount) => TClient;
  /** The seed factories, run by the server itself: how a suite creates the rows it needs. */
  seed: TSeedCalls;
  /**
   * Runs `work` on a second connection to the server's database, to read what a test checks. Never write there:
   * on SQLite a foreign write landing inside a request's transaction fails it (SQLITE_BUSY_SNAPSHOT), and the
   * server would not know its kept lists went stale.
   */
  readDatabase: <T>(work: (ds: DataSource) => Promise<T>) => Promise<T>;
}

/**
 * The built servers (one per dialect under test, demo-seeded) that every REST contract suite shares:
 * `describe.each(sharedServers())('... on $dialect', (server) => ...)`. Suites run side by side on them, and data
 * a suite creates stays for the others to see: give it unique names (uniqueSuffix from @shop/db/seed) and assert
 * on your own rows, never on a count of everyone's.
 */
export function sharedServers(): ISharedServer[] {
  return inject('restServers').map((info) => ({
    ...info,
    client: () => client(info.url),
    as: (account) => client(info.url, info.sessions[account]),
    seed: seedCalls(info.url, info.fixturesToken),
    readDatabase: async (work) => {
      const ds = await openDatabase(info.database, { migrate: false });
      try {
        return await work(ds);
      } finally {
        await ds.destroy();
      }
    },
  }));
}

/**
 * Two reads that should answer alike, of a list the suites running beside this one write to (a room or product
 * they add between the reads would tell them apart): read again, a few times, until they agree. The caller
 * compares the pair it gets, so a real difference still fails.
 */
export async function readAlike<T>(reads: () => Promise<[T, T]>, tries = 5): Promise<[T, T]> {
  let pair = await reads();
  for (let n = 1; n < tries && !isDeepStrictEqual(pair[0], pair[1]); n++) pair = await reads();
  return pair;
}
