import { freezeKept } from './freeze.js';

/**
 * The machinery behind the read seam (services state a policy through policy.ts and pagedQuery, never call this):
 * totals of long lists, and what is read with them: their pages (`keep: 'page'`), whole answers (`keep: 'answer'`,
 * `rememberList`) and the storefront search's candidates. An exact COUNT(*) reads every matching row: at 100 000
 * products MySQL spends about 200 ms counting page 1 of the product list and SQLite tens of milliseconds, while the
 * page's own rows come from an index in well under a millisecond. The total only fills "page 1 of N", so it may lag
 * a little: a total is kept until a write to one of its tables in this process, and never answered once it is older
 * than `maxAgeMs` (writes by other app processes). Its age counts from the moment its read began. From
 * `REFRESH_FROM` of that age on, a kept value still answers while one read runs in the background, so a list that is
 * asked for steadily never waits for a recount; a value past its age is read again before anyone gets an answer
 * (one read for everyone asking at once), however long nobody asked.
 *
 * The storefront search keeps its ranked candidates here by the same rules (`remember`): ranking thousands of
 * matches is the one other read that costs far more than the page it fills.
 *
 * A database that can say cheaply whether anything at all has changed (`version`: SQLite's data_version and the
 * connection's total_changes) makes the cache exact instead: a value is kept, whatever its size, exactly as long as
 * the database's version is the one it was read at, and nothing is kept while a transaction is open on the
 * connection (its writes are not committed yet).
 *
 * Every kept value is handed to each request that asks, the same object each time: in development and tests it is
 * frozen (freezeKept), so code that would change a shared answer fails its tests.
 *
 * Values that change rarely but would cost a read on every page (the home page's trending strip, the shop's name in
 * every title) are kept by their tables alone (`rememberUntilWritten`): until this process writes to one of them,
 * another connection commits (SQLite), or their own bound passes.
 *
 * Other app processes' writes: with a retirement channel (`shareRetirements`, Redis publish/subscribe when REDIS_URL
 * is set), the tables each committed write here changed are told to every other process, which retires its values
 * read from them (`retireFromElsewhere`) within milliseconds. The age bound stays as the safety net: a message lost
 * while the channel is down, or no channel at all, leaves a value at most that old.
 */
interface IEntry {
  value: unknown;
  /** When the read that produced the value began: its age counts from there. */
  readAt: number;
  /** The generation of each table the value was read from; a write to any of them retires it. */
  generations: number[];
  /**
   * The database's version when the value was read (exact caches), or the part of it that other connections move
   * (`rememberUntilWritten` on an exact database).
   */
  version?: string | undefined;
}

/**
 * The database's version: equal between two calls only when nothing was written in between, by this process or
 * another; null while the cache must stand aside (a transaction is open). Written `<others>:<own>`: the part before
 * the colon moves only when another connection commits (SQLite's data_version), the rest with this connection's own
 * writes.
 */
export type TDatabaseVersion = () => string | null;

/**
 * How old a kept value may be when it answers (writes by other app processes), and the smallest total that is
 * kept. Counting costs about 0.2 us a row on MariaDB 10.11 (a shelf of 3 810 products: 0.75 ms, more than its page
 * of 15): from 1 000 rows on, a list's total is worth keeping, and "page 1 of 67" may lag another process's write
 * by a few seconds.
 */
export const CountCacheDefaults = { maxAgeMs: 5_000, minKeptTotal: 1_000 } as const;

/**
 * From this share of its bound on, a kept value still answers, and starts one read in the background: under steady
 * traffic nobody waits for a value that is about to grow too old.
 */
const REFRESH_FROM = 0.8;

/** Far more tables than the shop has: only names sent from elsewhere (a mistake, another program) reach it. */
const MAX_TABLES = 1_000;

/**
 * Where this process tells others which tables its committed writes changed (see RedisRetirements). Publishing never
 * waits and never fails the write: a channel that is down leaves other processes to the age bound.
 */
export interface IRetirementChannel {
  publish(tables: readonly string[]): void;
}

export class CountCache {
  private readonly entries = new Map<string, IEntry>();
  /**
   * Moves when everything kept must go (the retirement channel came back: messages may have been lost meanwhile);
   * part of every value's generations, so that reads already under way when it moves are not kept either.
   */
  private epoch = 0;
  private channel: IRetirementChannel | undefined;
  private readonly tableGenerations = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly shortTotals = new Set<string>();
  /** Transactions open in this process (TypeORM's transaction events), and the tables written while any was. */
  private openTransactions = 0;
  private readonly writtenInTransactions = new Set<string>();

  constructor(
    private readonly maxAgeMs: number = CountCacheDefaults.maxAgeMs,
    private readonly maxEntries = 2_000,
    /** The clock ages are measured on (tests pass their own). */
    readonly now: () => number = () => Date.now(),
    /**
     * Smaller totals are counted every time (unless the cache is exact): that costs little, and keeps them exact even
     * when another process (another app server, a script) has just written.
     */
    private readonly minKeptTotal: number = CountCacheDefaults.minKeptTotal,
    private readonly version?: TDatabaseVersion,
  ) {}

  /** Whether kept values are exact (the database tells every change): then every list may be kept. */
  get exact(): boolean {
    return this.version !== undefined;
  }

  /** The version `atOneVersion` read for the lookups it runs; undefined outside it. */
  private fixedVersion: { value: string | null } | undefined;

  /**
   * Runs `work` with the database's version read once for all of its lookups (a page and its total): nothing can
   * be written while synchronous code runs, so one reading serves them all. Each reading is two statements.
   */
  atOneVersion<R>(work: () => R): R {
    if (!this.version || this.fixedVersion) return work();
    this.fixedVersion = { value: this.version() };
    try {
      return work();
    } finally {
      this.fixedVersion = undefined;
    }
  }

  /** Tells the cache that `table` changed: values read from it are read again on their next use. */
  invalidate(table: string): void {
    this.tableGenerations.set(table, this.generation(table) + 1);
    if (this.openTransactions > 0) this.writtenInTransactions.add(table);
  }

  /**
   * Sends committed writes to other processes through `channel` (set at server start; undefined stops it). The
   * channel itself hands their writes back through `retireFromElsewhere`.
   */
  shareRetirements(channel: IRetirementChannel | undefined): void {
    this.channel = channel;
  }

  /**
   * Writes to `tables` were committed here (outside any transaction, or by a transaction's commit): other processes
   * retire what they read from them. Called after the commit, never inside a transaction: until then other
   * connections still read the old rows, and would keep them again.
   */
  committed(tables: Iterable<string>): void {
    if (!this.channel) return;
    const changed = [...tables];
    if (changed.length) this.channel.publish(changed);
  }

  /** Another process committed writes to `tables`: values read from them here are read again on their next use. */
  retireFromElsewhere(tables: readonly string[]): void {
    for (const table of tables) this.tableGenerations.set(table, this.generation(table) + 1);
    // The names come from elsewhere: however many arrive, the generations stay bounded. Starting them again from
    // zero is safe only with everything kept retired (the epoch moves).
    if (this.tableGenerations.size > MAX_TABLES) {
      this.tableGenerations.clear();
      this.retireEverything();
    }
  }

  /** Retires every kept value, including reads under way (their generations are from before). */
  retireEverything(): void {
    this.epoch += 1;
    this.entries.clear();
  }

  transactionStarted(): void {
    this.openTransactions += 1;
  }

  /**
   * A transaction ended. Its writes retired their tables' values when they were made, but until the commit other
   * connections still read the rows as they were, and a value read meanwhile was kept under the new generation: the
   * tables written while a transaction was open are retired once more.
   */
  transactionEnded(): void {
    this.openTransactions = Math.max(0, this.openTransactions - 1);
    for (const table of this.writtenInTransactions)
      this.tableGenerations.set(table, this.generation(table) + 1);
    if (this.openTransactions === 0) this.writtenInTransactions.clear();
  }

  total(key: string, tables: readonly string[], count: () => Promise<number>): Promise<number> {
    return this.remember(key, tables, count, (total) => {
      this.noteTotal(key, total);
      return total >= this.minKeptTotal;
    });
  }

  /**
   * Whether the list behind `key` was short (its total not kept) when it was last counted here. Such a list is
   * counted on every request; pagedQuery then counts it inside the page's own query, one round trip instead of two.
   */
  wasShort(key: string): boolean {
    return this.shortTotals.has(key);
  }

  /**
   * A total counted elsewhere (inside a page's query that began at `readAt`, read from `tables`): remembers whether
   * its list is short, and keeps it as `total` would when it is not.
   */
  noteTotal(key: string, total: number, tables?: readonly string[], readAt = this.now()): void {
    if (total >= this.minKeptTotal) {
      this.shortTotals.delete(key);
      if (tables) this.store(key, total, this.generationsOf(tables), readAt);
      return;
    }
    if (!this.shortTotals.has(key) && this.shortTotals.size >= this.maxEntries)
      this.shortTotals.delete(this.shortTotals.keys().next().value!);
    this.shortTotals.add(key);
  }

  /**
   * A list's whole answer, kept like its total: always where the cache is exact, otherwise only when the list is
   * long enough for its total to be kept. A short list's answer is read on every call (concurrent calls share one
   * read), so it is exact even just after another process wrote.
   */
  rememberList<T extends { total: number }>(
    key: string,
    tables: readonly string[],
    load: () => Promise<T>,
    keepFrom = this.minKeptTotal,
  ): Promise<T> {
    return this.remember(
      key,
      tables,
      load,
      (answer) => answer.total >= Math.min(keepFrom, this.minKeptTotal),
    );
  }

  /**
   * Whether `key` holds a total that is kept (a long list's), young enough to answer, and that no write here has
   * retired: the rows of such a list's pages may then be kept by the same rules (see pagedQuery's `keepRows`). A
   * short list, or one not counted yet, is read afresh.
   */
  keepsTotal(key: string, tables: readonly string[]): boolean {
    if (this.exact) return true;
    const entry = this.entries.get(key);
    return (
      !!entry &&
      typeof entry.value === 'number' &&
      entry.value >= this.minKeptTotal &&
      this.now() - entry.readAt <= this.maxAgeMs &&
      this.sameGenerations(entry, this.generationsOf(tables))
    );
  }

  /**
   * Any value read from `tables` that may lag like a total. Keys are shared with `total`: give other values a
   * prefix of their own.
   */
  remember<T>(
    key: string,
    tables: readonly string[],
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    if (this.version) return this.rememberExactly(key, load, this.fixedVersion?.value ?? this.version());
    return this.rememberBounded(key, this.generationsOf(tables), load, keep, this.maxAgeMs);
  }

  /**
   * A value that only writes to `tables` change, kept across writes to other tables: until this process writes to
   * one of them (TypeORM's entity events and Db.query's writes call `invalidate`), until another connection commits
   * where the database tells (SQLite), and never longer than `maxAgeMs` (writes by other app processes on MySQL). On
   * SQLite nothing is kept while a transaction is open on the shared connection.
   */
  rememberUntilWritten<T>(
    key: string,
    tables: readonly string[],
    load: () => Promise<T>,
    maxAgeMs: number,
  ): Promise<T> {
    let committedByOthers: string | undefined;
    if (this.version) {
      const version = this.fixedVersion?.value ?? this.version();
      if (version === null) return load();
      committedByOthers = version.slice(0, version.indexOf(':'));
    }
    return this.rememberBounded(
      key,
      this.generationsOf(tables),
      load,
      () => true,
      maxAgeMs,
      committedByOthers,
    );
  }

  /**
   * A value read at `version` answers while the database is still at that version. The version is taken before the
   * read: a write during the read leaves the value under the older version, which the next request no longer takes.
   */
  private rememberExactly<T>(key: string, load: () => Promise<T>, version: string | null): Promise<T> {
    if (version === null) return load();
    const entry = this.entries.get(key);
    if (entry?.version === version) return Promise.resolve(entry.value as T);
    return this.readOnce(`${version}@${key}`, key, [], load, () => true, version);
  }

  /**
   * A value kept while its tables' generations (and `version`, when given) are the ones it was read at, and at most
   * `maxAgeMs` old; near the end of that bound it still answers while one read runs in the background.
   */
  private rememberBounded<T>(
    key: string,
    generations: number[],
    load: () => Promise<T>,
    keep: (value: T) => boolean,
    maxAgeMs: number,
    version?: string,
  ): Promise<T> {
    const flightKey = `${version ?? ''}/${generations.join('.')}@${key}`;
    const entry = this.entries.get(key);
    if (entry && entry.version === version && this.sameGenerations(entry, generations)) {
      const age = this.now() - entry.readAt;
      if (age <= maxAgeMs) {
        if (age >= maxAgeMs * REFRESH_FROM && !this.inFlight.has(flightKey)) {
          // A failed refresh leaves the value to answer until its bound; after that, the read's error is the answer.
          this.readOnce(flightKey, key, generations, load, keep, version).catch(() => undefined);
        }
        return Promise.resolve(entry.value as T);
      }
    }
    // Not read yet, retired by a write here, or too old: this answer is read now, once for everyone asking.
    return this.readOnce(flightKey, key, generations, load, keep, version);
  }

  /** Reads the value, sharing one read between everyone who asks for the same key at the same generations. */
  private readOnce<T>(
    flightKey: string,
    key: string,
    generations: number[],
    load: () => Promise<T>,
    keep: (value: T) => boolean,
    version?: string,
  ): Promise<T> {
    let flight = this.inFlight.get(flightKey) as Promise<T> | undefined;
    if (!flight) {
      flight = this.read(key, generations, load, keep, version).finally(() =>
        this.inFlight.delete(flightKey),
      );
      this.inFlight.set(flightKey, flight);
    }
    return flight;
  }

  private async read<T>(
    key: string,
    generations: number[],
    load: () => Promise<T>,
    keep: (value: T) => boolean,
    version?: string,
  ): Promise<T> {
    const readAt = this.now();
    const value = await load();
    const current = this.entries.get(key);
    // A read that began later (after a write here, say) already answered: it is the fresher one.
    if (current && current.readAt > readAt) return value;
    if (!keep(value)) {
      this.entries.delete(key);
      return value;
    }
    this.store(key, value, generations, readAt, version);
    return value;
  }

  private store(key: string, value: unknown, generations: number[], readAt: number, version?: string): void {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      // Searches make many keys; the oldest inserted goes first (Map keeps insertion order).
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value: freezeKept(value), readAt, generations, version });
  }

  private generation(table: string): number {
    return this.tableGenerations.get(table) ?? 0;
  }

  private generationsOf(tables: readonly string[]): number[] {
    return [this.epoch, ...tables.map((table) => this.generation(table))];
  }

  private sameGenerations(entry: IEntry, generations: readonly number[]): boolean {
    return (
      entry.generations.length === generations.length &&
      entry.generations.every((g, i) => g === generations[i])
    );
  }
}
