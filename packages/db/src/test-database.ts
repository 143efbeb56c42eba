import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import {
  createDataSource,
  detectMysqlFlavor,
  openDatabase,
  sqlitePath,
  type IDatabaseConfig,
  type TDialect,
} from './data-source.js';
import { copyMysqlDatabase, copySqliteTemplate, templateOf, type ITestTemplates } from './test-templates.js';

export { TEST_TEMPLATES_ENV, copyMysqlDatabase, type ITestTemplates } from './test-templates.js';

/** The dialects a database suite runs on: SQLite always, MySQL when TEST_MYSQL_URL is set (CI sets it). */
export function testDialects(): TDialect[] {
  return process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
}

export interface ITestDatabase {
  config: IDatabaseConfig;
  /** Drops what create() made: the temp folder, and the MySQL database. */
  drop: () => Promise<void>;
}

export interface ICreateTestDatabaseOptions {
  /**
   * Migrated to the latest schema, still without rows: a copy of the run's migrated template when its global setup
   * made one (createTestTemplates), else migrated here. Copying costs a fraction of migrating on MySQL.
   */
  migrated?: boolean;
}

/**
 * A brand-new database per suite, so suites can run in parallel: a temp SQLite file, or a uniquely named MySQL
 * database on the server of TEST_MYSQL_URL. Empty, unless `migrated` asks for the schema.
 */
export async function createTestDatabase(
  dialect: TDialect,
  { migrated = false }: ICreateTestDatabaseOptions = {},
): Promise<ITestDatabase> {
  const db = await createEmptyTestDatabase(dialect);
  if (!migrated) return db;
  try {
    await migrateTestDatabase(dialect, db.config);
  } catch (error) {
    await db.drop();
    throw error;
  }
  return db;
}

async function migrateTestDatabase(dialect: TDialect, config: IDatabaseConfig): Promise<void> {
  const template = templateOf(dialect);
  if (template && dialect === 'sqlite') return copySqliteTemplate(template, sqlitePath(config));
  if (template && config.databaseUrl) return copyMysqlDatabase(template, config.databaseUrl);
  const dataSource = await openDatabase(config);
  await dataSource.destroy();
}

/**
 * A test run's databases are dropped at its end, so the MySQL server need not make each of their commits durable:
 * the log is flushed about once a second instead of at every commit, and new tables go into the shared tablespace
 * instead of a file each (created, synced and deleted again for every suite's copy). The migration suites and the
 * copies of the templates waited on the disk far more than they worked: 76 s against 55 s for the migration suites
 * on this 2-core machine. Both settings are dynamic and lost when the server restarts; what answers undoes what
 * this run changed. Only for a server that holds test databases: TEST_MYSQL_URL.
 */
export async function relaxTestServerDurability(): Promise<() => Promise<void>> {
  const base = process.env.TEST_MYSQL_URL;
  if (!base) return async () => {};
  const conn = await serverConnection(base);
  try {
    const [before] = (await conn.query(
      'SELECT @@GLOBAL.innodb_flush_log_at_trx_commit AS flush, @@GLOBAL.innodb_file_per_table AS perTable',
    )) as { flush: number; perTable: number }[];
    if (Number(before!.flush) === 2 && Number(before!.perTable) === 0) return async () => {};
    await conn.query('SET GLOBAL innodb_flush_log_at_trx_commit = 2, GLOBAL innodb_file_per_table = OFF');
    return async () => {
      const restore = await serverConnection(base);
      try {
        await restore.query(
          `SET GLOBAL innodb_flush_log_at_trx_commit = ${Number(before!.flush)}, GLOBAL innodb_file_per_table = ${Number(before!.perTable)}`,
        );
      } finally {
        await restore.destroy();
      }
    };
  } catch {
    // A server whose user may not change global settings runs the suites durably, only slower.
    return async () => {};
  } finally {
    await conn.destroy();
  }
}

/**
 * For a test run's global setup: one migrated, empty database per dialect under test, which
 * `createTestDatabase(dialect, { migrated: true })` copies once the setup has put `templates` into the environment
 * (TEST_TEMPLATES_ENV). `drop` removes them at the end of the run.
 */
export async function createTestTemplates(): Promise<{
  templates: ITestTemplates;
  drop: () => Promise<void>;
}> {
  const made: ITestDatabase[] = [];
  const undoRelax = await relaxTestServerDurability();
  const drop = async () => {
    await Promise.all(made.map((db) => db.drop()));
    await undoRelax();
  };
  const templates: ITestTemplates = {};
  try {
    for (const dialect of testDialects()) {
      const db = await createEmptyTestDatabase(dialect);
      made.push(db);
      await migrateTestDatabase(dialect, db.config);
      templates[dialect] = dialect === 'sqlite' ? sqlitePath(db.config) : db.config.databaseUrl;
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates, drop };
}

const TEST_MYSQL_TIMEOUTS = { connectMs: 10_000, acquireMs: 60_000, queryMs: 60_000 };

async function createEmptyTestDatabase(dialect: TDialect): Promise<ITestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') return { config: { dataDir }, drop: async () => removeDir() };

  const base = process.env.TEST_MYSQL_URL;
  if (!base) throw new Error('TEST_MYSQL_URL is not set');
  const name = `shop_t_${crypto.randomBytes(5).toString('hex')}`;
  const mysqlFlavor = await detectMysqlFlavor(base);
  const admin = await serverConnection(base);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.destroy();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    // Race tests queue dozens of transactions on a pool of 4: on a loaded machine the queue outlasted the server's
    // 5 s wait for a connection and a correct checkout came back 503. A test waits for the work, not for the clock
    // (suites that test those limits set their own).
    config: { dataDir, databaseUrl: url.toString(), poolSize: 4, mysqlFlavor, timeouts: TEST_MYSQL_TIMEOUTS },
    drop: async () => {
      const conn = await serverConnection(base);
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.destroy();
      removeDir();
    },
  };
}

async function serverConnection(base: string): Promise<DataSource> {
  const ds = createDataSource({ databaseUrl: base, dataDir: os.tmpdir(), poolSize: 1 });
  return ds.initialize();
}
