import type {
  DataSource,
  EntityManager,
  EntityMetadata,
  EntitySubscriberInterface,
  EntityTarget,
  ObjectLiteral,
  Repository,
} from 'typeorm';
import { CountCache, writtenTable } from './count-cache.js';

/**
 * SQLite (better-sqlite3) runs every request on one connection, and TypeORM turns a second concurrent
 * transaction into a savepoint inside the first: one request's rollback or commit would then end the other's
 * work. Transactions on SQLite therefore take turns, one at a time per database.
 */
const sqliteTransactionTurns = new WeakMap<object, Promise<unknown>>();

function inTurn<R>(key: object, work: () => Promise<R>): Promise<R> {
  const previous = sqliteTransactionTurns.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  sqliteTransactionTurns.set(
    key,
    run.catch(() => undefined),
  );
  return run;
}

const countCaches = new WeakMap<DataSource, CountCache>();

/**
 * One cache of list totals per database. Writes through repositories reach it as TypeORM entity events; plain SQL
 * writes are seen in `Db.query`.
 */
function countCacheOf(dataSource: DataSource): CountCache {
  let cache = countCaches.get(dataSource);
  if (!cache) {
    const counts = (cache = new CountCache());
    const changed = (event: { metadata: EntityMetadata }) => counts.invalidate(event.metadata.tableName);
    const subscriber: EntitySubscriberInterface = {
      afterInsert: changed,
      afterUpdate: changed,
      afterRemove: changed,
      afterSoftRemove: changed,
      afterRecover: changed,
    };
    dataSource.subscribers.push(subscriber);
    countCaches.set(dataSource, counts);
  }
  return cache;
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
    return new Db(dataSource.manager, false);
  }

  repo<T extends ObjectLiteral>(entity: EntityTarget<T>): Repository<T> {
    return this.manager.getRepository(entity);
  }

  /** Plain SQL that SQLite and MySQL both accept; table and column names are ours, values go in `params`. */
  query<TRow = unknown>(sql: string, params: unknown[] = []): Promise<TRow[]> {
    const table = writtenTable(sql);
    if (table) this.counts?.invalidate(table);
    return this.manager.query(sql, params);
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

  /** Runs `work` in one transaction; inside a transaction already, it joins that one. */
  transaction<R>(work: (tx: Db) => Promise<R>): Promise<R> {
    if (this.inTransaction) return work(this);
    const run = () => this.manager.transaction((manager) => work(new Db(manager, true)));
    return this.dialect === 'sqlite' ? inTurn(this.manager.connection, run) : run();
  }
}
