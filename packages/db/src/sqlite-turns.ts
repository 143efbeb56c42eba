import type { DataSource, QueryRunner } from 'typeorm';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver.js';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel.js';

/**
 * How long a statement or a transaction waits for its turn on the SQLite connection before it fails as SQLITE_BUSY
 * would: the same bound as the connection's busy_timeout for locks held by other processes. A transaction that
 * holds the turn longer than this (or one whose code waits on a statement outside itself) then costs the others
 * a 503, not a stalled shop.
 */
export const SQLITE_TURN_TIMEOUT_MS = 5000;

/** Thrown when the turn did not come in time; `isDatabaseUnavailable` in the API reads its code (503). */
export class SqliteTurnTimeout extends Error {
  readonly code = 'SQLITE_BUSY_TIMEOUT';
  constructor() {
    super(`The SQLite connection stayed busy for ${SQLITE_TURN_TIMEOUT_MS} ms`);
    this.name = 'SqliteTurnTimeout';
  }
}

interface IWaiter {
  /** The query runner that starts a transaction, or null for a single statement. */
  transactionOf: object | null;
  grant: () => void;
}

/**
 * Turns on one SQLite connection. Every request shares the connection, and whatever runs on it while a transaction
 * is open becomes part of that transaction: another request's write would be rolled back with it, its read would
 * see uncommitted rows. So a transaction owns the connection from BEGIN to COMMIT or ROLLBACK, and every other
 * statement waits until it ends; a transaction starts only when no other statement is in flight (TypeORM's runner
 * awaits a few times between taking a statement and running it). Waiters are served in arrival order, so a stream
 * of statements cannot starve a transaction, nor transactions a statement.
 */
export class SqliteTurns {
  /** The query runner whose transaction holds the connection. */
  private owner: object | null = null;
  /** Statements outside any transaction taken and not yet finished. */
  private running = 0;
  private readonly waiting: IWaiter[] = [];
  private readonly statementDone = () => {
    this.running--;
    this.serve();
  };

  /** Runs one statement of `runner`: at once inside its own transaction or when the connection is free. */
  statement<R>(runner: object, run: () => Promise<R>): Promise<R> {
    if (this.owner === runner) return run();
    if (this.owner === null && this.waiting.length === 0) {
      this.running++;
      return this.finishing(run());
    }
    // The grant counts the statement as running.
    return this.wait(null).then(() => this.finishing(run()));
  }

  /** Takes the connection for `runner`'s transaction (a savepoint inside it needs nothing more). */
  begin(runner: object): Promise<void> | undefined {
    if (this.owner === runner) return undefined;
    if (this.owner === null && this.running === 0 && this.waiting.length === 0) {
      this.owner = runner;
      return undefined;
    }
    return this.wait(runner);
  }

  holds(runner: object): boolean {
    return this.owner === runner;
  }

  /** Gives the connection back when `runner` holds it. */
  end(runner: object): void {
    if (this.owner !== runner) return;
    this.owner = null;
    this.serve();
  }

  private finishing<R>(result: Promise<R>): Promise<R> {
    result.then(this.statementDone, this.statementDone);
    return result;
  }

  /**
   * Queues a statement (transactionOf null) or a transaction. From its grant a statement counts as running and a
   * transaction owns the connection, so whoever is served next sees it at once.
   */
  private wait(transactionOf: object | null): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: IWaiter = {
        transactionOf,
        grant: () => {
          clearTimeout(timer);
          if (transactionOf) this.owner = transactionOf;
          else this.running++;
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        this.serve();
        reject(new SqliteTurnTimeout());
      }, SQLITE_TURN_TIMEOUT_MS);
      this.waiting.push(waiter);
    });
  }

  /** Serves waiters in order: statements while no transaction holds the connection, a transaction once none run. */
  private serve(): void {
    while (this.waiting.length > 0 && this.owner === null) {
      const next = this.waiting[0]!;
      if (next.transactionOf && this.running > 0) return;
      this.waiting.shift();
      next.grant();
    }
  }
}

/** What the turns need of better-sqlite3's handle. */
interface ISqliteHandle {
  readonly inTransaction: boolean;
  exec(sql: string): unknown;
}

/** Prepared statements per database handle, shared by its runners as TypeORM's one runner kept them. */
const statementCaches = new WeakMap<object, Map<string, unknown>>();

function statementCacheOf(handle: object | undefined): Map<string, unknown> {
  if (!handle) return new Map();
  let cache = statementCaches.get(handle);
  if (!cache) statementCaches.set(handle, (cache = new Map()));
  return cache;
}

/**
 * TypeORM's better-sqlite3 driver hands every caller one shared query runner, so a request's statement cannot be
 * told apart from the open transaction's, and `save()` inside another request's transaction even skips its own
 * BEGIN. Here each caller gets a runner of its own on the same connection, and the runners take turns.
 */
class TurnTakingQueryRunner extends BetterSqlite3QueryRunner {
  constructor(
    driver: BetterSqlite3Driver,
    private readonly turns: SqliteTurns,
  ) {
    super(driver);
    (this as unknown as { stmtCache: Map<string, unknown> }).stmtCache = statementCacheOf(
      driver.databaseConnection as object | undefined,
    );
  }

  override query(
    query: string,
    parameters?: unknown[],
    useStructuredResult?: boolean,
  ): ReturnType<BetterSqlite3QueryRunner['query']> {
    return this.turns.statement(this, () => super.query(query, parameters, useStructuredResult));
  }

  override async startTransaction(isolationLevel?: IsolationLevel): Promise<void> {
    await this.turns.begin(this);
    try {
      await super.startTransaction(isolationLevel);
    } catch (error) {
      this.giveBackWhenEnded();
      throw error;
    }
  }

  override async commitTransaction(): Promise<void> {
    try {
      await super.commitTransaction();
    } finally {
      this.giveBackWhenEnded();
    }
  }

  override async rollbackTransaction(): Promise<void> {
    try {
      await super.rollbackTransaction();
    } finally {
      this.giveBackWhenEnded();
    }
  }

  /** A runner let go with its transaction still open (COMMIT and ROLLBACK both failed) must not keep the turn. */
  override async release(): Promise<void> {
    if (this.turns.holds(this)) {
      if (this.handle?.inTransaction) this.handle.exec('ROLLBACK');
      this.isTransactionActive = false;
      this.transactionDepth = 0;
      this.turns.end(this);
    }
    return super.release();
  }

  /** The outermost COMMIT or ROLLBACK ended the transaction (or BEGIN never opened it): the turn passes on. */
  private giveBackWhenEnded(): void {
    if (!this.isTransactionActive || !this.handle?.inTransaction) this.turns.end(this);
  }

  private get handle(): ISqliteHandle | undefined {
    return this.driver.databaseConnection as ISqliteHandle | undefined;
  }
}

/** Makes the runners of a better-sqlite3 data source take turns (see SqliteTurns). Call before it is used. */
export function takeTurnsOnSqlite(dataSource: DataSource): void {
  const driver = dataSource.driver as BetterSqlite3Driver;
  const turns = new SqliteTurns();
  driver.createQueryRunner = (): QueryRunner => new TurnTakingQueryRunner(driver, turns);
}
