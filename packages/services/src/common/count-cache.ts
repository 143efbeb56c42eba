/**
 * Totals of long list pages. An exact COUNT(*) reads every matching row: at 100 000 products MySQL spends about 200 ms
 * counting page 1 of the product list and SQLite tens of milliseconds, while the page's own rows come from an index
 * in well under a millisecond. The total only fills "page 1 of N", so it may lag a little: a total is kept until a
 * write to one of its tables in this process, and for at most `ttlMs` (writes by other app processes). An expired
 * total is still answered while one refresh runs in the background, so no request ever waits for a recount once the
 * list has been counted, and a burst of requests never counts the same list twice at once.
 */
interface IEntry {
  total: number;
  countedAt: number;
  /** The generation of each table the total was counted in; a write to any of them retires it. */
  generations: number[];
  refreshing?: Promise<number> | undefined;
}

export class CountCache {
  private readonly entries = new Map<string, IEntry>();
  private readonly tableGenerations = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<number>>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
    /**
     * Smaller totals are counted every time: that costs well under a millisecond, and keeps them exact even when
     * another process (another app server, a script) has just written.
     */
    private readonly minKeptTotal = 5_000,
  ) {}

  /** Tells the cache that `table` changed: totals counted in it are recounted on their next read. */
  invalidate(table: string): void {
    this.tableGenerations.set(table, this.generation(table) + 1);
  }

  async total(key: string, tables: readonly string[], count: () => Promise<number>): Promise<number> {
    const generations = tables.map((table) => this.generation(table));
    const entry = this.entries.get(key);
    if (entry && entry.generations.every((g, i) => g === generations[i])) {
      if (this.now() - entry.countedAt > this.ttlMs && !entry.refreshing) {
        entry.refreshing = this.count(key, generations, count).catch(() => {
          entry.refreshing = undefined;
          return entry.total;
        });
      }
      return entry.total;
    }
    // Not counted yet, or its tables changed here: this answer must be exact, and is counted once for everyone.
    const flightKey = `${generations.join('.')}@${key}`;
    let flight = this.inFlight.get(flightKey);
    if (!flight) {
      flight = this.count(key, generations, count).finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, flight);
    }
    return flight;
  }

  private async count(key: string, generations: number[], count: () => Promise<number>): Promise<number> {
    const total = await count();
    if (total < this.minKeptTotal) {
      this.entries.delete(key);
      return total;
    }
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      // Searches make many keys; the oldest inserted goes first (Map keeps insertion order).
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { total, countedAt: this.now(), generations });
    return total;
  }

  private generation(table: string): number {
    return this.tableGenerations.get(table) ?? 0;
  }
}

/** The tables a FROM clause of ours names: `products p LEFT JOIN room_types rt ON ...` -> products, room_types. */
export function tablesOf(from: string): string[] {
  return [...from.matchAll(/(?:^|\bJOIN\s+)`?(\w+)`?/gi)].map((m) => m[1]!);
}

/** The table a plain SQL write of ours changes, if it is one (`INSERT INTO t`, `UPDATE t`, `DELETE FROM t`). */
export function writtenTable(sql: string): string | undefined {
  return /^\s*(?:INSERT\s+(?:IGNORE\s+)?INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+`?(\w+)`?/i.exec(
    sql,
  )?.[1];
}
