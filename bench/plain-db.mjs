// The bench's yardstick reads the shop's database through the raw drivers, as plain-server.mjs's routes need it:
// `all(sql, params)` for rows, and on SQLite `version()` (the shop's exact cache key).
import { createRequire } from 'node:module';
import path from 'node:path';

const requireDb = createRequire(new URL('../packages/db/package.json', import.meta.url));

function openSqlite() {
  const Database = requireDb('better-sqlite3');
  const db = new Database(path.join(process.env.DATA_DIR ?? './data', 'shop.sqlite'), {
    fileMustExist: true,
  });
  // The shop's REGEXP (prepareDatabase in @shop/db): case-insensitive, compiled patterns kept.
  const patterns = new Map();
  db.function('regexp', { deterministic: true }, (pattern, text) => {
    if (text === null || text === undefined) return null;
    let regexp = patterns.get(pattern);
    if (!regexp) patterns.set(pattern, (regexp = new RegExp(pattern, 'iu')));
    return regexp.test(String(text)) ? 1 : 0;
  });
  const cache = new Map();
  const prepared = (sql) => {
    if (!cache.has(sql)) cache.set(sql, db.prepare(sql));
    return cache.get(sql);
  };
  const committed = db.prepare('PRAGMA data_version').pluck();
  const own = db.prepare('SELECT total_changes()').pluck();
  return {
    dialect: 'sqlite',
    version: () => `${committed.get()}:${own.get()}`,
    all: async (sql, params) => prepared(sql).all(...params),
    close: async () => db.close(),
  };
}

function openMysql(url) {
  const mysql = requireDb('mysql2/promise');
  // Same pool size and time zone as the shop's DataSource.
  const pool = mysql.createPool({ uri: url, connectionLimit: 10, timezone: 'Z' });
  return {
    dialect: 'mysql',
    all: async (sql, params) => (await pool.query(sql, params))[0],
    close: () => pool.end(),
  };
}

/** The shop's database named by DATABASE_URL (mysql://...), or its SQLite file in DATA_DIR. */
export function openDatabase(url = process.env.DATABASE_URL) {
  return url?.startsWith('mysql') ? openMysql(url) : openSqlite();
}
