import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities/index.js';
import { MYSQL_MIGRATIONS } from './migrations/mysql/index.js';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/index.js';
import {
  QuietSlowQueriesLogger,
  limitMysqlWaits,
  withoutQueryTimeout,
  type IMysqlTimeouts,
} from './mysql-timeouts.js';
import { SnakeNamingStrategy } from './naming.js';
import { SQLITE_TURN_TIMEOUT_MS, takeTurnsOnSqlite } from './sqlite-turns.js';

export type TDialect = 'sqlite' | 'mysql';

export interface IDatabaseConfig {
  /** `mysql://user:pass@host:port/db` for MySQL; unset for the embedded SQLite file. */
  databaseUrl?: string | undefined;
  /** Where the SQLite file lives when databaseUrl is unset. */
  dataDir: string;
  /** Overrides the SQLite file name (tests use a fresh file each). */
  sqliteFile?: string;
  poolSize?: number;
  /** MariaDB reports column defaults differently from MySQL; TypeORM must know which one it talks to. */
  mysqlFlavor?: 'mysql' | 'mariadb';
  /** MySQL: how long to wait for a new connection, a free pooled one and a query's answer (defaults below). */
  timeouts?: Partial<IMysqlTimeouts>;
}

/**
 * A database that stops answering must cost a request a few seconds and a 503, not hang it (and every request
 * behind it) for as long as the outage lasts.
 */
export const DEFAULT_MYSQL_TIMEOUTS: IMysqlTimeouts = { connectMs: 5000, acquireMs: 5000, queryMs: 10_000 };

export function dialectOf(config: Pick<IDatabaseConfig, 'databaseUrl'>): TDialect {
  return config.databaseUrl?.startsWith('mysql') ? 'mysql' : 'sqlite';
}

export function dataSourceOptions(config: IDatabaseConfig): DataSourceOptions {
  const shared = {
    entities: ENTITIES,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    logging: false,
  } as const;
  if (dialectOf(config) === 'mysql') {
    const timeouts = { ...DEFAULT_MYSQL_TIMEOUTS, ...config.timeouts };
    return {
      ...shared,
      type: config.mysqlFlavor ?? 'mysql',
      url: config.databaseUrl,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      migrations: MYSQL_MIGRATIONS,
      poolSize: config.poolSize ?? 10,
      connectTimeout: timeouts.connectMs,
      // mysql2 gives up on a query after this many ms (PROTOCOL_SEQUENCE_TIMEOUT) and drops its connection.
      maxQueryExecutionTime: timeouts.queryMs,
      enableQueryTimeout: true,
      logger: new QuietSlowQueriesLogger(false),
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return {
    ...shared,
    type: 'better-sqlite3',
    database: sqlitePath(config),
    migrations: SQLITE_MIGRATIONS,
    enableWAL: true,
    // WAL lets readers run while a write is in flight; busy_timeout waits out short lock contention.
    prepareDatabase: (db: ISqliteHandle) => {
      db.pragma(`busy_timeout = ${SQLITE_TURN_TIMEOUT_MS}`);
      db.pragma('synchronous = NORMAL');
      db.function('regexp', { deterministic: true }, sqliteRegexp);
    },
  };
}

/** The SQLite file of a configuration without a databaseUrl. */
export function sqlitePath(config: Pick<IDatabaseConfig, 'dataDir' | 'sqliteFile'>): string {
  return path.join(config.dataDir, config.sqliteFile ?? 'shop.sqlite');
}

interface ISqliteHandle {
  pragma: (sql: string) => unknown;
  function: (
    name: string,
    options: { deterministic: boolean },
    fn: (...args: unknown[]) => unknown,
  ) => unknown;
}

const compiledPatterns = new Map<string, RegExp>();

/**
 * `text REGEXP pattern`, which SQLite parses but leaves to the application, case-insensitive like MySQL's under our
 * collation. Product search walks the sort index with it for common words (see walkOrIndex in @shop/services).
 */
function sqliteRegexp(pattern: unknown, text: unknown): number | null {
  if (typeof pattern !== 'string' || text === null || text === undefined) return null;
  let regexp = compiledPatterns.get(pattern);
  if (!regexp) {
    regexp = new RegExp(pattern, 'iu');
    // Patterns come from search words; a bounded cache keeps a stream of different searches from growing it.
    if (compiledPatterns.size > 1000) compiledPatterns.clear();
    compiledPatterns.set(pattern, regexp);
  }
  return regexp.test(String(text)) ? 1 : 0;
}

export function createDataSource(config: IDatabaseConfig): DataSource {
  const dataSource = new DataSource(dataSourceOptions(config));
  if (dialectOf(config) === 'sqlite') takeTurnsOnSqlite(dataSource);
  // mysql2's pool has no limit on the wait for a free connection (TypeORM's acquireTimeout is mysqljs's).
  else limitMysqlWaits(dataSource, config.timeouts?.acquireMs ?? DEFAULT_MYSQL_TIMEOUTS.acquireMs);
  return dataSource;
}

/** Asks the server what it is, so that MariaDB (the CI database) and MySQL 8 are both handled exactly. */
export async function detectMysqlFlavor(databaseUrl: string): Promise<'mysql' | 'mariadb'> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection(databaseUrl);
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return String((rows as { version: string }[])[0]?.version).includes('MariaDB') ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

export async function withDetectedFlavor(config: IDatabaseConfig): Promise<IDatabaseConfig> {
  if (dialectOf(config) !== 'mysql' || config.mysqlFlavor) return config;
  return { ...config, mysqlFlavor: await detectMysqlFlavor(config.databaseUrl!) };
}

/** A migration failed once connected: the schema or the migration, not the connection settings, is at fault. */
export class MigrationFailed extends Error {
  constructor(cause: unknown) {
    super(`migration failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationFailed';
  }
}

/** Opens the connection and applies pending migrations; production never uses synchronize. */
export async function openDatabase(config: IDatabaseConfig, { migrate = true } = {}): Promise<DataSource> {
  const dataSource = createDataSource(await withDetectedFlavor(config));
  await dataSource.initialize();
  if (migrate)
    await withoutQueryTimeout(dataSource, () => dataSource.runMigrations({ transaction: 'each' })).catch(
      async (error: unknown) => {
        await dataSource.destroy().catch(() => undefined);
        throw new MigrationFailed(error);
      },
    );
  return dataSource;
}
