import { MigrationFailed, SchemaLockTimeout } from '@shop/db';
import { ConfigError, type TConfig } from './config.js';

interface ISystemError {
  code?: string;
  message?: string;
  hostname?: string;
}

const codeOf = (error: unknown) => (error as ISystemError | null)?.code;

/** Any `scheme://user:password@` inside a text, such as a driver's message quoting its URL. */
const URL_CREDENTIALS = /\b([a-z][\w+.-]*:\/\/[^\s:@/]*:)[^\s@]*@/gi;

/** One line, no stack, no password: the last resort for a failure nobody classified. */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().replace(URL_CREDENTIALS, '$1***@');
}

function databaseTarget(databaseUrl: string) {
  try {
    const url = new URL(databaseUrl);
    return {
      host: url.hostname,
      where: `${url.hostname}:${url.port || '3306'}`,
      user: decodeURIComponent(url.username),
      database: decodeURIComponent(url.pathname.slice(1)),
    };
  } catch {
    return { host: '', where: 'the database server', user: '', database: '' };
  }
}

/** Why the database could not be opened, in words that point at the setting to fix. */
export function databaseStartupError(error: unknown, config: TConfig): ConfigError {
  // Connected, but the schema could not be brought up to date: the settings are right, the migration is not.
  if (error instanceof MigrationFailed)
    return new ConfigError(`Database migration failed: ${oneLine(error.cause)} (the server was not started)`);
  if (error instanceof SchemaLockTimeout)
    return new ConfigError(
      `DB_MIGRATION_LOCK_TIMEOUT_SECONDS: another shop process has been migrating or seeding the database for more ` +
        `than ${error.waitedSeconds} s (it holds the schema lock); let it finish, stop it if it hangs, or wait longer`,
    );
  if (!config.DATABASE_URL) {
    return new ConfigError(
      `DATA_DIR: cannot open the SQLite database in "${config.dataDir}": ${oneLine(error)}`,
    );
  }
  const { host, where, user, database } = databaseTarget(config.DATABASE_URL);
  const cause: Record<string, string> = {
    ECONNREFUSED: `connection refused by ${where} (is the database server running and listening there?)`,
    ENOTFOUND: `unknown host "${host}"`,
    EAI_AGAIN: `the host "${host}" could not be looked up`,
    ETIMEDOUT: `no answer from ${where} (timed out)`,
    EHOSTUNREACH: `${where} is unreachable`,
    ER_ACCESS_DENIED_ERROR: `access denied for user "${user}" at ${where} (check the user name and password)`,
    ER_ACCESS_DENIED_NO_PASSWORD_ERROR: `access denied for user "${user}" at ${where} (check the user name and password)`,
    ER_DBACCESS_DENIED_ERROR: `user "${user}" may not use database "${database}"`,
    ER_BAD_DB_ERROR: `unknown database "${database}" at ${where} (create it first, utf8mb4)`,
  };
  return new ConfigError(
    `DATABASE_URL: ${cause[codeOf(error) ?? ''] ?? `cannot use the database: ${oneLine(error)}`}`,
  );
}

/** The demo seed of an empty database failed after the migrations: the database is reachable and migrated. */
export function seedStartupError(error: unknown): ConfigError {
  return new ConfigError(`SEED: seeding the demo shop failed: ${oneLine(error)}`);
}

/** Why the server could not listen on HOST:PORT. */
export function listenStartupError(error: unknown, config: TConfig): ConfigError {
  const at = `${config.HOST}:${config.PORT}`;
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return new ConfigError(
        `PORT: ${config.PORT} is already in use on ${config.HOST} (choose another PORT)`,
      );
    case 'EACCES':
      return new ConfigError(`PORT: listening on ${at} is not permitted (ports below 1024 need privileges)`);
    case 'EADDRNOTAVAIL':
      return new ConfigError(`HOST: "${config.HOST}" is not an address of this machine`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new ConfigError(`HOST: "${config.HOST}" is not a known host name or address`);
    default:
      return new ConfigError(`HOST/PORT: cannot listen on ${at}: ${oneLine(error)}`);
  }
}

/** Why DATA_DIR cannot hold the shop's files. */
export function dataDirStartupError(error: unknown, dataDir: string): ConfigError {
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the file system is read-only',
    ENOTDIR: 'a part of the path is a file, not a folder',
    EEXIST: 'it exists and is not a folder',
    ENOSPC: 'the disk is full',
  };
  const reason = reasons[codeOf(error) ?? ''] ?? oneLine(error);
  return new ConfigError(`DATA_DIR: cannot create or write "${dataDir}": ${reason}`);
}

/** Why the S3 bucket cannot hold the shop's images: checked once at start rather than at the first upload. */
export function s3StartupError(reason: string, config: TConfig): ConfigError {
  const where = config.S3_ENDPOINT ? `at ${config.S3_ENDPOINT}` : `in AWS region ${config.S3_REGION}`;
  return new ConfigError(`S3_BUCKET: cannot use bucket "${config.S3_BUCKET}" ${where}: ${reason}`);
}
