import { MigrationFailed, SchemaLockTimeout } from '@shop/db';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import {
  dataDirStartupError,
  databaseStartupError,
  listenStartupError,
  oneLine,
  seedStartupError,
} from './startup-errors.js';

const failure = (code: string, message = `${code} happened`) => Object.assign(new Error(message), { code });
const mysql = loadConfig({ DATABASE_URL: 'mysql://shop:secret-pw@db.internal:3307/shop', PORT: '8080' });

describe('start-up error messages', () => {
  it('names DATABASE_URL and the cause, never the password', () => {
    const messages = Object.fromEntries(
      [
        'ECONNREFUSED',
        'ENOTFOUND',
        'ETIMEDOUT',
        'ER_ACCESS_DENIED_ERROR',
        'ER_BAD_DB_ERROR',
        'EWHATEVER',
      ].map((code) => [code, databaseStartupError(failure(code), mysql).message]),
    );
    expect(messages).toEqual({
      ECONNREFUSED:
        'DATABASE_URL: connection refused by db.internal:3307 (is the database server running and listening there?)',
      ENOTFOUND: 'DATABASE_URL: unknown host "db.internal"',
      ETIMEDOUT: 'DATABASE_URL: no answer from db.internal:3307 (timed out)',
      ER_ACCESS_DENIED_ERROR:
        'DATABASE_URL: access denied for user "shop" at db.internal:3307 (check the user name and password)',
      ER_BAD_DB_ERROR: 'DATABASE_URL: unknown database "shop" at db.internal:3307 (create it first, utf8mb4)',
      EWHATEVER: 'DATABASE_URL: cannot use the database: EWHATEVER happened',
    });
    const leaky = failure(
      'EWHATEVER',
      'bad url mysql://shop:secret-pw@db.internal/shop\n    at somewhere (x.js:1:1)',
    );
    expect(databaseStartupError(leaky, mysql).message).toBe(
      'DATABASE_URL: cannot use the database: bad url mysql://shop:***@db.internal/shop at somewhere (x.js:1:1)',
    );
  });

  it('names a failed migration or a schema lock held too long, not DATABASE_URL', () => {
    const migration = databaseStartupError(
      new MigrationFailed(failure('ER_TABLE_EXISTS_ERROR', "Table 'products' already exists")),
      mysql,
    );
    expect(migration).toBeInstanceOf(ConfigError);
    expect(migration.message).toBe(
      "Database migration failed: Table 'products' already exists (the server was not started)",
    );
    expect(databaseStartupError(new SchemaLockTimeout(600), mysql).message).toMatch(
      /^DB_MIGRATION_LOCK_TIMEOUT_SECONDS: another shop process has been migrating or seeding the database for more than 600 s/,
    );
    expect(seedStartupError(new Error('Duplicate entry\n  for key')).message).toBe(
      'SEED: seeding the demo shop failed: Duplicate entry for key',
    );
  });

  it('blames DATA_DIR for the SQLite file', () => {
    const error = databaseStartupError(
      failure('SQLITE_CANTOPEN', 'unable to open'),
      loadConfig({ DATA_DIR: '/x' }),
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toBe('DATA_DIR: cannot open the SQLite database in "/x": unable to open');
  });

  it('names PORT or HOST when the server cannot listen', () => {
    expect(listenStartupError(failure('EADDRINUSE'), mysql).message).toBe(
      'PORT: 8080 is already in use on 0.0.0.0 (choose another PORT)',
    );
    expect(listenStartupError(failure('EACCES'), mysql).message).toMatch(
      /^PORT: listening on 0\.0\.0\.0:8080/,
    );
    expect(listenStartupError(failure('EADDRNOTAVAIL'), mysql).message).toBe(
      'HOST: "0.0.0.0" is not an address of this machine',
    );
    expect(listenStartupError(failure('ENOTFOUND'), mysql).message).toMatch(/^HOST: .* not a known host/);
  });

  it('says why DATA_DIR is unusable', () => {
    expect(dataDirStartupError(failure('EACCES'), '/srv/shop').message).toBe(
      'DATA_DIR: cannot create or write "/srv/shop": permission denied',
    );
    expect(dataDirStartupError(failure('EROFS'), '/srv/shop').message).toMatch(/read-only$/);
  });

  it('flattens anything else to one line', () => {
    expect(oneLine(new Error('first\nsecond\n  third'))).toBe('first second third');
    expect(oneLine('plain')).toBe('plain');
  });
});
