import crypto from 'node:crypto';
import { dialectOf, type IDatabaseConfig } from './data-source.js';

/** Another process held the schema lock for longer than this process was willing to wait. */
export class SchemaLockTimeout extends Error {
  readonly code = 'SCHEMA_LOCK_TIMEOUT';
  constructor(readonly waitedSeconds: number) {
    super(`Another shop process held the database's schema lock for more than ${waitedSeconds} s`);
    this.name = 'SchemaLockTimeout';
  }
}

/**
 * MySQL's named locks are server-wide, not per database: the name carries the database's so that two shops (or two
 * test databases) on one server do not wait for each other. GET_LOCK names are limited to 64 characters.
 */
export function schemaLockName(databaseUrl: string): string {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const name = `shop_schema:${database}`;
  if (name.length <= 64) return name;
  return `shop_schema:${crypto.createHash('sha256').update(database).digest('hex').slice(0, 40)}`;
}

export interface ISchemaLockOptions {
  /** How long to wait for another process's migrations (and demo seed) before giving up. */
  waitSeconds: number;
  /** Told once when another process holds the lock, so that a waiting replica says why it is not up yet. */
  onWait?: () => void;
}

/**
 * Runs `work` (the migrations, the demo seed of an empty database) while holding the database's schema lock, so that
 * replicas started together take turns: the first migrates and seeds, the others wait and then find nothing left to
 * do. MySQL's GET_LOCK is held by a connection of its own, outside the pool (it belongs to the session that took it,
 * and a pool of DATABASE_POOL_SIZE=1 must still be able to migrate); MySQL releases it when that connection ends,
 * also when the process holding it dies. SQLite needs no lock: its file belongs to one process (replicas on one
 * SQLite file are not a supported deployment).
 */
export async function withSchemaLock<R>(
  config: IDatabaseConfig,
  { waitSeconds, onWait }: ISchemaLockOptions,
  work: () => Promise<R>,
): Promise<R> {
  if (dialectOf(config) !== 'mysql') return work();
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection({
    uri: config.databaseUrl!,
    ...(config.timeouts?.connectMs ? { connectTimeout: config.timeouts.connectMs } : {}),
  });
  const name = schemaLockName(config.databaseUrl!);
  try {
    // A zero-second try first: only a process that really has to wait says so.
    if (!(await getLock(connection, name, 0))) {
      onWait?.();
      if (!(await getLock(connection, name, waitSeconds))) throw new SchemaLockTimeout(waitSeconds);
    }
    try {
      return await work();
    } finally {
      await connection.query('SELECT RELEASE_LOCK(?)', [name]).catch(() => undefined);
    }
  } finally {
    await connection.end().catch(() => connection.destroy());
  }
}

interface IQueryable {
  query(sql: string, values: unknown[]): Promise<[unknown, unknown]>;
}

/** GET_LOCK answers 1 when taken, 0 when the wait ran out, NULL on an error (killed, out of memory). */
async function getLock(connection: IQueryable, name: string, seconds: number): Promise<boolean> {
  const [rows] = await connection.query('SELECT GET_LOCK(?, ?) AS taken', [name, seconds]);
  const taken = (rows as { taken: number | string | null }[])[0]?.taken;
  if (taken === null || taken === undefined) throw new Error(`GET_LOCK('${name}') failed on the server`);
  return Number(taken) === 1;
}
