/**
 * Totals of long lists, and what is read with them: their pages (pagedQuery's `keepRows`), whole answers
 * (`rememberList`) and the storefront search's candidates. An exact COUNT(*) reads every matching row: at 100 000 products MySQL spends about 200 ms
 * counting page 1 of the product list and SQLite tens of milliseconds, while the page's own rows come from an index
 * in well under a millisecond. The total only fills "page 1 of N", so it may lag a little: a total is kept until a
 * write to one of its tables in this process, and for at most `ttlMs` (writes by other app processes). An expired
 * total is still answered while one refresh runs in the background, so no request ever waits for a recount once the
 * list has been counted, and a burst of requests never counts the same list twice at once.
 *
 * The storefront search keeps its ranked candidates here by the same rules (`remember`): ranking thousands of
 * matches is the one other read that costs far more than the page it fills.
 *
 * A database that can say cheaply whether anything at all has changed (`version`: SQLite's data_version and the
 * connection's total_changes) makes the cache exact instead: a value is kept, whatever its size, exactly as long as
 * the database's version is the one it was read at, and nothing is kept while a transaction is open on the
 * connection (its writes are not committed yet).
 */
interface IEntry {
  value: unknown;
  countedAt: number;
  /** The generation of each table the total was counted in; a write to any of them retires it. */
  generations: number[];
  /** The database's version when the value was read (exact caches only). */
  version?: string | undefined;
  refreshing?: Promise<unknown> | undefined;
}

/**
 * The database's version: equal between two calls only when nothing was written in between, by this process or
 * another; null while the cache must stand aside (a transaction is open).
 */
export type TDatabaseVersion = () => string | null;

/**
 * How long a kept value may lag other processes' writes, and the smallest total that is kept. Counting costs about
 * 0.2 us a row on MariaDB 10.11 (a shelf of 3 810 products: 0.75 ms, more than its page of 15): from 1 000 rows on,
 * a list's total is worth keeping, and "page 1 of 67" may lag another process's write by a few seconds.
 */
export const CountCacheDefaults = { ttlMs: 5_000, minKeptTotal: 1_000 } as const;

export class CountCache {
  private readonly entries = new Map<string, IEntry>();
  private readonly tableGenerations = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly shortTotals = new Set<string>();

  constructor(
    private readonly ttlMs: number = CountCacheDefaults.ttlMs,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
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

  /** Tells the cache that `table` changed: totals counted in it are recounted on their next read. */
  invalidate(table: string): void {
    this.tableGenerations.set(table, this.generation(table) + 1);
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
   * A total counted elsewhere (inside a page's query, read from `tables` just now): remembers whether its list is
   * short, and keeps it as `total` would when it is not.
   */
  noteTotal(key: string, total: number, tables?: readonly string[]): void {
    if (total >= this.minKeptTotal) {
      this.shortTotals.delete(key);
      if (tables)
        this.store(
          key,
          total,
          tables.map((table) => this.generation(table)),
        );
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
  ): Promise<T> {
    return this.remember(key, tables, load, (answer) => answer.total >= this.minKeptTotal);
  }

  /**
   * Whether `key` holds a total that is kept (a long list's) and that no write here has retired: the rows of such a
   * list's pages may then be kept by the same rules (see pagedQuery's `keepRows`). A short list, or one not counted
   * yet, is read afresh.
   */
  keepsTotal(key: string, tables: readonly string[]): boolean {
    if (this.exact) return true;
    const entry = this.entries.get(key);
    return (
      !!entry &&
      typeof entry.value === 'number' &&
      entry.value >= this.minKeptTotal &&
      entry.generations.length === tables.length &&
      entry.generations.every((g, i) => g === this.generation(tables[i]!))
    );
  }

  /**
   * Any value read from `tables` that may lag like a total. Keys are shared with `total`: give other values a
   * prefix of their own.
   */
  async remember<T>(
    key: string,
    tables: readonly string[],
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    if (this.version) return this.rememberExactly(key, load, this.fixedVersion?.value ?? this.version());
    const generations = tables.map((table) => this.generation(table));
    const entry = this.entries.get(key);
    if (entry && entry.generations.every((g, i) => g === generations[i])) {
      if (this.now() - entry.countedAt > this.ttlMs && !entry.refreshing) {
        entry.refreshing = this.load(key, generations, load, keep).catch(() => {
          entry.refreshing = undefined;
          return entry.value;
        });
      }
      return entry.value as T;
    }
    // Not read yet, or its tables changed here: this answer must be exact, and is read once for everyone.
    const flightKey = `${generations.join('.')}@${key}`;
    let flight = this.inFlight.get(flightKey) as Promise<T> | undefined;
    if (!flight) {
      flight = this.load(key, generations, load, keep).finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, flight);
    }
    return flight;
  }

  /**
   * A value read at `version` answers while the database is still at that version. The version is taken before the
   * read: a write during the read leaves the value under the older version, which the next request no longer takes.
   */
  private rememberExactly<T>(key: string, load: () => Promise<T>, version: string | null): Promise<T> {
    if (version === null) return load();
    const entry = this.entries.get(key);
    if (entry?.version === version) return Promise.resolve(entry.value as T);
    const flightKey = `${version}@${key}`;
    let flight = this.inFlight.get(flightKey) as Promise<T> | undefined;
    if (!flight) {
      flight = this.load(key, [], load, () => true, version).finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, flight);
    }
    return flight;
  }

  private async load<T>(
    key: string,
    generations: number[],
    load: () => Promise<T>,
    keep: (value: T) => boolean,
    version?: string,
  ): Promise<T> {
    const value = await load();
    if (!keep(value)) {
      this.entries.delete(key);
      return value;
    }
    this.store(key, value, generations, version);
    return value;
  }

  private store(key: string, value: unknown, generations: number[], version?: string): void {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      // Searches make many keys; the oldest inserted goes first (Map keeps insertion order).
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value, countedAt: this.now(), generations, version });
  }

  private generation(table: string): number {
    return this.tableGenerations.get(table) ?? 0;
  }
}

/**
 * The tables a FROM clause of ours names, with those of any subquery in the WHERE that follows it:
 * `products p LEFT JOIN room_types rt ON ... WHERE EXISTS (SELECT 1 FROM product_materials ...)` -> products,
 * room_types, product_materials.
 */
export function tablesOf(from: string): string[] {
  let tables = tablesOfSql.get(from);
  if (!tables) {
    tables = [...new Set([...from.matchAll(/(?:^|\b(?:JOIN|FROM)\s+)`?(\w+)`?/gi)].map((m) => m[1]!))];
    // Our SQL comes in a few shapes (values travel as parameters): kept, within bounds.
    if (tablesOfSql.size >= 1_000) tablesOfSql.clear();
    tablesOfSql.set(from, tables);
  }
  return tables;
}
const tablesOfSql = new Map<string, string[]>();

/** The table a plain SQL write of ours changes, if it is one (`INSERT INTO t`, `UPDATE t`, `DELETE FROM t`). */
export function writtenTable(sql: string): string | undefined {
  return /^\s*(?:INSERT\s+(?:IGNORE\s+)?INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+`?(\w+)`?/i.exec(
    sql,
  )?.[1];
}
