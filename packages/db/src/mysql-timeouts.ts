import { AdvancedConsoleLogger, type DataSource } from 'typeorm';

export interface IMysqlTimeouts {
  /** Opening a new connection, handshake included (mysql2's connectTimeout: ETIMEDOUT). */
  connectMs: number;
  /** Waiting for a pooled connection when all of them are busy. */
  acquireMs: number;
  /** Waiting for a query's answer (mysql2's per-query timeout: PROTOCOL_SEQUENCE_TIMEOUT). */
  queryMs: number;
}

/** No pooled connection came free in time: the database is too slow or gone, not the query wrong (503). */
export class DatabaseAcquireTimeout extends Error {
  readonly code = 'POOL_ACQUIRE_TIMEOUT';
  constructor(milliseconds: number) {
    super(`No database connection came free within ${milliseconds} ms`);
    this.name = 'DatabaseAcquireTimeout';
  }
}

interface IPoolConnection {
  release(): void;
}
type TGetConnection = (callback: (error: Error | null, connection?: IPoolConnection) => void) => void;
interface IMysqlPool {
  getConnection: TGetConnection;
  on(event: 'connection', listener: (connection: IMysqlConnection) => void): unknown;
}

/** What retireOnQueryTimeout needs of a mysql2 connection and the query command it answers with. */
interface IQueryCommand {
  onResult?: (error: { code?: string } | null, ...results: unknown[]) => unknown;
}
interface IMysqlConnection {
  query(...args: unknown[]): IQueryCommand;
  destroy(): void;
}

/**
 * mysql2 answers a query that ran out of time with PROTOCOL_SEQUENCE_TIMEOUT but keeps it as the connection's
 * current command: every later command on that connection (TypeORM's ROLLBACK, the next request's query once it is
 * back in the pool) queues behind it, with its own timer not yet started, and waits for as long as the database
 * hangs. Such a connection is destroyed instead: it leaves the pool, and what comes after it fails at once.
 */
function retireOnQueryTimeout(connection: IMysqlConnection): void {
  const query = connection.query.bind(connection);
  connection.query = (...args) => {
    const command = query(...args);
    const onResult = command.onResult;
    if (onResult)
      command.onResult = (error, ...results) => {
        if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy();
        return onResult.call(command, error, ...results);
      };
    return command;
  };
}

/**
 * Bounds the wait for a connection from mysql2's pool: a hung database keeps every pooled connection busy, and
 * the requests queued behind them would wait for as long as it hangs. A connection that comes after its caller
 * gave up goes straight back to the pool. The pool's own `query` (the direct read path) asks `getConnection` too.
 */
function limitAcquireWait(pool: IMysqlPool, milliseconds: number): void {
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback) => {
    let answered = false;
    const timer = setTimeout(() => {
      answered = true;
      callback(new DatabaseAcquireTimeout(milliseconds));
    }, milliseconds);
    getConnection((error, connection) => {
      if (answered) {
        connection?.release();
        return;
      }
      answered = true;
      clearTimeout(timer);
      callback(error, connection);
    });
  };
}

/**
 * Gives every pool TypeORM's MySQL driver creates (when the data source is initialised) a bounded wait for a
 * connection (see limitAcquireWait), and every connection in it the retirement on a query timeout, its very first
 * one (TypeORM's check that the database answers) included.
 */
export function limitMysqlWaits(dataSource: DataSource, acquireMs: number): void {
  const driver = dataSource.driver as unknown as { mysql: { createPool(options: unknown): IMysqlPool } };
  const mysql = driver.mysql;
  driver.mysql = Object.assign(Object.create(mysql) as typeof mysql, {
    createPool: (options: unknown) => {
      const pool = mysql.createPool(options);
      pool.on('connection', retireOnQueryTimeout);
      limitAcquireWait(pool, acquireMs);
      return pool;
    },
  });
}

/**
 * Runs `work` with no query timeout on this data source: a migration may rebuild a large table for minutes, and
 * stopping it half-way at boot would leave the schema behind the code.
 */
export async function withoutQueryTimeout<R>(dataSource: DataSource, work: () => Promise<R>): Promise<R> {
  // TypeORM reads this option at every query, from the options object its driver shares with the data source.
  const options = dataSource.driver.options as { enableQueryTimeout?: boolean };
  const before = options.enableQueryTimeout;
  options.enableQueryTimeout = false;
  try {
    return await work();
  } finally {
    options.enableQueryTimeout = before;
  }
}

/**
 * TypeORM's own logger (what `logging: false` gets) with slow queries left out: the query timeout turns TypeORM's
 * slow-query report on, and it would print the SQL of every query over the limit to stdout, outside the app's log.
 * A query that ran out of time fails, and the request's error is logged where it is answered.
 */
export class QuietSlowQueriesLogger extends AdvancedConsoleLogger {
  override logQuerySlow(): void {}
}
