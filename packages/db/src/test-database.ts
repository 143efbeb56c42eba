import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource, detectMysqlFlavor, type IDatabaseConfig, type TDialect } from './data-source.js';

/** The dialects a database suite runs on: SQLite always, MySQL when TEST_MYSQL_URL is set (CI sets it). */
export function testDialects(): TDialect[] {
  return process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
}

export interface ITestDatabase {
  config: IDatabaseConfig;
  /** Drops what create() made: the temp folder, and the MySQL database. */
  drop: () => Promise<void>;
}

/**
 * A brand-new empty database per suite, so suites can run in parallel: a temp SQLite file, or a uniquely named
 * MySQL database on the server of TEST_MYSQL_URL.
 */
export async function createTestDatabase(dialect: TDialect): Promise<ITestDatabase> {
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
    config: { dataDir, databaseUrl: url.toString(), poolSize: 4, mysqlFlavor },
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
