export * from './entities/index.js';
export * from './data-source.js';
export * from './test-database.js';
export * from './database-state.js';
export { SQLITE_TURN_TIMEOUT_MS, SqliteTurnTimeout } from './sqlite-turns.js';
export { DatabaseAcquireTimeout, type IMysqlTimeouts } from './mysql-timeouts.js';
export { SchemaLockTimeout, schemaLockName, withSchemaLock } from './schema-lock.js';
export { MYSQL_MIGRATIONS } from './migrations/mysql/index.js';
