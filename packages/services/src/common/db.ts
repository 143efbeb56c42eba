import {
  QueryFailedError,
  type DataSource,
  type EntityManager,
  type EntityMetadata,
  type EntitySubscriberInterface,
  type EntityTarget,
  type ObjectLiteral,
  type QueryRunner,
  type Repository,
} from 'typeorm';
import { CountCache, type TDatabaseVersion } from './reads/count-cache.js';
import { writtenTable } from './reads/statement.js';
import { retryDeadlocks } from './deadlocks.js';

const countCaches = new WeakMap<DataSource, CountCache>();

/**
 * The tables a transaction has written, kept on its query runner (TypeORM's `data`, there for subscribers): the
 * transaction's own state travels with it, and is told to other processes when it commits.
 */
const WRITTEN = Symbol('tables written in this transaction');
/** What runs once the transaction commits (see Db.afterCommit). */
const AFTER_COMMIT = Symbol('effects after this transaction commits');
type TRunnerData = { [WRITTEN]?: Set<string>; [AFTER_COMMIT]?: (() => void)[] };

/**
 * Writes to `tables` through `queryRunner` took place: committed already when no transaction is open on the runner
 * (other processes hear of it now), otherwise noted for the transaction's commit.
 */
function noteWrites(
  counts: CountCache,
  tables: readonly string[],
  queryRunner: QueryRunner | undefined,
): void {
  if (!queryRunner?.isTransactionActive) return counts.committed(tables);
  const data = queryRunner.data as TRunnerData;
  const written = (data[WRITTEN] ??= new Set());
  for (const table of tables) written.add(table);
}

/** The transaction on `queryRunner` ended: its tables are told to other processes if it committed. */
function transactionEnded(counts: CountCache, queryRunner: QueryRunner, committed: boolean): void {
  counts.transactionEnded();
  // A savepoint's end is not the transaction's: its writes are told when the outermost one commits.
  if (queryRunner.isTransactionActive) return;
  const data = queryRunner.data as TRunnerData;
  const written = data[WRITTEN];
  const effects = data[AFTER_COMMIT];
  delete data[WRITTEN];
  delete data[AFTER_COMMIT];
  if (committed && written) counts.committed(written);
  if (committed) for (const effect of effects ?? []) effect();
}

/**
 * One cache of list totals per database. Writes through repositories reach it as TypeORM entity events; plain SQL
 * writes are seen in `Db.query`.
 */
function countCacheOf(dataSource: DataSource): CountCache {
  let cache = countCaches.get(dataSource);
  if (!cache) {
    const version = dataSource.options.type === 'better-sqlite3' ? sqliteVersion(dataSource) : undefined;
    const counts = (cache = new CountCache(undefined, undefined, undefined, undefined, version));
    const changed = (event: { metadata: EntityMetadata; queryRunner?: QueryRunner }) => {
      counts.invalidate(event.metadata.tableName);
      noteWrites(counts, [event.metadata.tableName], event.queryRunner);
    };
    const subscriber: EntitySubscriberInterface = {
      afterInsert: changed,
      afterUpdate: changed,
      afterRemove: changed,
      afterSoftRemove: changed,
      afterRecover: changed,
      afterTransactionStart: () => counts.transactionStarted(),
      afterTransactionCommit: (event) => transactionEnded(counts, event.queryRunner, true),
      afterTransactionRollback: (event) => transactionEnded(counts, event.queryRunner, false),
    };
    dataSource.subscribers.push(subscriber);
    countCaches.set(dataSource, counts);
  }
  return cache;
}

/**
 * What this process keeps of `dataSource`'s reads, to share retirements with other processes through (see
 * CountCache.shareRetirements): the server connects it to Redis at start.
 */
export function keptReadsOf(dataSource: DataSource): CountCache {
  return countCacheOf(dataSource);
}

/** What Db.query needs of a better-sqlite3 database and its statements. */
interface ISqliteStatement {
  readonly reader: boolean;
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  pluck(): ISqliteStatement;
}
interface ISqliteDatabase {
  readonly open: boolean;
  readonly inTransaction: boolean;
  prepare(sql: string): ISqliteStatement;
}

/**
 * The SQLite database's version for the count cache (see CountCache): `PRAGMA data_version` changes when another
 * connection (another process, a script) commits, `total_changes()` counts this connection's own inserted, updated
 * and deleted rows. Both are read from memory. Null while the database is closed or a transaction is
 * open on the connection: every request shares the one connection, so a read then may see uncommitted writes.
 */
function sqliteVersion(dataSource: DataSource): TDatabaseVersion {
  // Two statements, not one: reading data_version opens a read transaction (in WAL mode, a lock on the shared
  // memory), which `PRAGMA data_version` does for about 6 us while the pragma_data_version table function took
  // 10-11 us; total_changes() reads the connection alone (under 0.5 us). Every kept answer reads the version.
  const statements = new WeakMap<ISqliteDatabase, { others: ISqliteStatement; own: ISqliteStatement }>();
  return () => {
    const database = (dataSource.driver as unknown as { databaseConnection?: ISqliteDatabase })
      .databaseConnection;
    if (!database?.open || database.inTransaction) return null;
    let version = statements.get(database);
    if (!version) {
      version = {
        others: database.prepare('PRAGMA data_version').pluck(),
        own: database.prepare('SELECT total_changes()').pluck(),
      };
      statements.set(database, version);
    }
    return `${version.others.get() as number}:${version.own.get() as number}`;
  };
}

/** As many prepared statements as TypeORM's own cache keeps (its statementCacheSize default). */
const SQLITE_STATEMENT_CACHE = 100;

/**
 * Reads on SQLite straight from better-sqlite3, outside transactions. TypeORM's query runner takes five turns of the
 * microtask queue around the driver's synchronous call (its BeforeQuery and AfterQuery broadcasts, the statement
 * cache lookup, the runner's release) and allocates a result and a broadcaster result per query: 2-3 us of the
 * storefront list's two queries. The database handle is the one TypeORM opened, so a read sees exactly what it
 * would have seen through TypeORM; statements are prepared once and kept the same way; a failure is TypeORM's
 * QueryFailedError around the driver's error. Writes, anything that is not a read, and reads while another
 * request's transaction is open still go through TypeORM.
 */
class SqliteReads {
  private readonly statements = new Map<string, ISqliteStatement>();

  constructor(readonly database: ISqliteDatabase) {}

  /**
   * The rows, or undefined when `sql` is not a read or a transaction is open on the connection: TypeORM runs it
   * then, after that transaction's turn (see SqliteTurns in @shop/db), so a read never sees uncommitted rows.
   */
  query<TRow>(sql: string, params: unknown[]): Promise<TRow[]> | undefined {
    if (this.database.inTransaction) return undefined;
    try {
      let statement = this.statements.get(sql);
      if (!statement) {
        statement = this.database.prepare(sql);
        this.statements.set(sql, statement);
        // First in, first out, as TypeORM's cache does.
        if (this.statements.size > SQLITE_STATEMENT_CACHE)
          this.statements.delete(this.statements.keys().next().value!);
      }
      if (!statement.reader) return undefined;
      // better-sqlite3 binds no booleans: 0 and 1, as TypeORM sends them.
      const values = params.map((value) => (typeof value === 'boolean' ? Number(value) : value));
      return Promise.resolve(statement.all(...values) as TRow[]);
    } catch (error) {
      return Promise.reject(new QueryFailedError(sql, params, error as Error));
    }
  }
}

const sqliteReads = new WeakMap<DataSource, SqliteReads>();

/** Undefined while the database is not open (TypeORM then answers, and fails as it always has). */
function sqliteReadsOf(dataSource: DataSource): SqliteReads | undefined {
  const database = (dataSource.driver as unknown as { databaseConnection?: ISqliteDatabase })
    .databaseConnection;
  if (!database?.open) return undefined;
  let reads = sqliteReads.get(dataSource);
  // A data source opened again has a new handle, and new statements.
  if (reads?.database !== database) sqliteReads.set(dataSource, (reads = new SqliteReads(database)));
  return reads;
}

/** What Db.query needs of mysql2's callback pool, which TypeORM's MySQL driver keeps as `pool`. */
interface IMysqlPool {
  query(
    options: { sql: string; timeout?: number },
    params: unknown[],
    callback: (error: Error | null, rows: unknown) => void,
  ): void;
}

/** A statement that only reads: nothing to retire in the count cache, nothing a transaction must see. */
const READ_STATEMENT = /^\s*SELECT\b/i;

/**
 * Reads on MySQL straight from the driver's pool, outside transactions. TypeORM's `manager.query` makes a query
 * runner per call, takes a pool connection through a promise, broadcasts before and after the query, wraps the
 * connection in mysql2's promise API and releases the runner: about 43 us of CPU a query against 24 us for the pool's
 * own `query` (measured on MariaDB 10.11, 5 000 warm queries). The pool is TypeORM's, so the connection options
 * (time zone, charset, type casting) and the rows are the same, and so is the query timeout; a failure is TypeORM's
 * QueryFailedError around the driver's error, as TypeORM throws it.
 */
function mysqlRead<TRow>(
  pool: IMysqlPool,
  sql: string,
  params: unknown[],
  timeout: number | undefined,
): Promise<TRow[]> {
  return new Promise((resolve, reject) =>
    pool.query({ sql, timeout }, params, (error, rows) =>
      error ? reject(new QueryFailedError(sql, params, error)) : resolve(rows as TRow[]),
    ),
  );
}

/** The pool of a MySQL data source that is open, without replication (TypeORM then keeps a pool cluster). */
function mysqlPoolOf(dataSource: DataSource): IMysqlPool | undefined {
  if (!dataSource.isInitialized) return undefined;
  return (dataSource.driver as unknown as { pool?: IMysqlPool }).pool;
}

/** The per-query timeout TypeORM gives mysql2 (`maxQueryExecutionTime` with `enableQueryTimeout`), if any. */
function mysqlQueryTimeout(dataSource: DataSource): number | undefined {
  const options = dataSource.options as { maxQueryExecutionTime?: number; enableQueryTimeout?: boolean };
  return options.enableQueryTimeout ? options.maxQueryExecutionTime : undefined;
}

/**
 * The database as services see it: repositories and plain SQL, bound either to the connection pool or to one
 * transaction. A service that is handed a transaction-bound Db takes part in that transaction, so checkout can
 * reserve stock, create the order and record the payment atomically across several services.
 */
export class Db {
  private constructor(
    private readonly manager: EntityManager,
    readonly inTransaction: boolean,
  ) {}

  static of(dataSource: DataSource): Db {
    // The transaction events (afterCommit's among them) are heard from the first Db on.
    countCacheOf(dataSource);
    return new Db(dataSource.manager, false);
  }

  /**
   * Runs `effect` once what this Db wrote is committed: now when no transaction is open, else when the outermost
   * transaction commits, never when it rolls back (a wake-up for the outbox worker, say).
   */
  afterCommit(effect: () => void): void {
    const queryRunner = this.manager.queryRunner;
    if (!this.inTransaction || !queryRunner?.isTransactionActive) return effect();
    const data = queryRunner.data as TRunnerData;
    (data[AFTER_COMMIT] ??= []).push(effect);
  }

  repo<T extends ObjectLiteral>(entity: EntityTarget<T>): Repository<T> {
    return this.manager.getRepository(entity);
  }

  /** Plain SQL that SQLite and MySQL both accept; table and column names are ours, values go in `params`. */
  query<TRow = unknown>(sql: string, params: unknown[] = []): Promise<TRow[]> {
    const table = writtenTable(sql);
    // Inside a transaction too: what this process keeps must not outlive its own write.
    if (table) return this.write(table, sql, params);
    if (!this.inTransaction && this.dialect === 'sqlite') {
      const rows = sqliteReadsOf(this.manager.connection)?.query<TRow>(sql, params);
      if (rows) return rows;
    } else if (!this.inTransaction && READ_STATEMENT.test(sql)) {
      const pool = mysqlPoolOf(this.manager.connection);
      if (pool) return mysqlRead<TRow>(pool, sql, params, mysqlQueryTimeout(this.manager.connection));
    }
    return this.manager.query(sql, params);
  }

  /**
   * A plain SQL write: what this process keeps of `table` is retired before it (nothing read meanwhile outlives it)
   * and once more after it (a read that began meanwhile saw the old rows); other processes hear of it once it is
   * committed, here when no transaction is open, else at the transaction's commit.
   */
  private async write<TRow>(table: string, sql: string, params: unknown[]): Promise<TRow[]> {
    const counts = countCacheOf(this.manager.connection);
    counts.invalidate(table);
    const rows = await this.manager.query<TRow[]>(sql, params);
    if (!this.inTransaction) counts.invalidate(table);
    noteWrites(counts, [table], this.manager.queryRunner);
    return rows;
  }

  /**
   * Totals of list pages, kept briefly (see CountCache). Inside a transaction there is none: a transaction must see
   * its own writes counted.
   */
  get counts(): CountCache | undefined {
    return this.inTransaction ? undefined : countCacheOf(this.manager.connection);
  }

  metadata(entity: EntityTarget<ObjectLiteral>): EntityMetadata {
    return this.manager.connection.getMetadata(entity);
  }

  /** MariaDB (TypeORM's `mariadb` type) counts as MySQL: the shop writes the same SQL for both. */
  get dialect(): 'sqlite' | 'mysql' {
    return this.manager.connection.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
  }

  /**
   * Runs `work` in one transaction; inside a transaction already, it joins that one. On SQLite the transaction
   * holds the shared connection until it ends, and other requests' statements wait for it (SqliteTurns in
   * @shop/db). On MySQL a transaction InnoDB rolled back as a deadlock victim runs again, a few times, so `work`
   * must do nothing outside the database that cannot be done twice (no network calls belong in it anyway).
   */
  transaction<R>(work: (tx: Db) => Promise<R>): Promise<R> {
    if (this.inTransaction) return work(this);
    const run = () => this.manager.transaction((manager) => work(new Db(manager, true)));
    return this.dialect === 'mysql' ? retryDeadlocks(run) : run();
  }

  /**
   * Runs `work` on TypeORM's own manager in one transaction, for writes made around the services (the test
   * fixtures route's seed factories), then retires what this process keeps of every table: such writes may touch
   * tables no entity event names (a product's materials), and a kept list must not outlive them.
   */
  async writeAround<R>(work: (manager: EntityManager) => Promise<R>): Promise<R> {
    const result = await this.transaction((tx) => work(tx.manager));
    const counts = countCacheOf(this.manager.connection);
    const tables = this.manager.connection.entityMetadatas.map(({ tableName }) => tableName);
    for (const table of tables) counts.invalidate(table);
    // Joined to a transaction of the caller's, other processes hear of them when that one commits.
    noteWrites(counts, tables, this.manager.queryRunner);
    return result;
  }
}
