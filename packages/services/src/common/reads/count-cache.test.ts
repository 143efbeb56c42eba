import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache.js';

function counter(start = 10) {
  let value = start;
  let calls = 0;
  return {
    set: (v: number) => (value = v),
    get calls() {
      return calls;
    },
    count: async () => {
      calls += 1;
      await Promise.resolve();
      return value;
    },
  };
}

describe('CountCache', () => {
  it('counts once, then answers from memory until a table of the count changes', async () => {
    const cache = new CountCache(5_000, 100, Date.now, 0);
    const c = counter(10);
    expect(await cache.total('k', ['products'], c.count)).toBe(10);
    c.set(11);
    expect(await cache.total('k', ['products'], c.count)).toBe(10);
    expect(c.calls).toBe(1);
    cache.invalidate('room_types');
    expect(await cache.total('k', ['products'], c.count)).toBe(10);
    cache.invalidate('products');
    expect(await cache.total('k', ['products'], c.count)).toBe(11);
    expect(c.calls).toBe(2);
  });

  it('remembers other values read from tables by the same rules', async () => {
    let now = 0;
    const cache = new CountCache(5_000, 100, () => now);
    let ranking = [3, 1, 2];
    let reads = 0;
    const read = async () => {
      reads += 1;
      return ranking;
    };
    expect(await cache.remember('ranked', ['products'], read)).toEqual([3, 1, 2]);
    ranking = [1, 2];
    expect(await cache.remember('ranked', ['products'], read)).toEqual([3, 1, 2]);
    now = 4_500;
    expect(await cache.remember('ranked', ['products'], read)).toEqual([3, 1, 2]);
    await Promise.resolve();
    expect(await cache.remember('ranked', ['products'], read)).toEqual([1, 2]);
    ranking = [2];
    cache.invalidate('products');
    expect(await cache.remember('ranked', ['products'], read)).toEqual([2]);
    expect(reads).toBe(3);
  });

  it('answers a value near its bound at once and reads it again once in the background', async () => {
    let now = 0;
    const cache = new CountCache(5_000, 100, () => now, 0);
    const c = counter(10);
    await cache.total('k', ['t'], c.count);
    c.set(12);
    now = 3_999;
    expect(await cache.total('k', ['t'], c.count)).toBe(10);
    expect(c.calls).toBe(1);
    now = 4_000;
    const answers = await Promise.all([1, 2, 3].map(() => cache.total('k', ['t'], c.count)));
    expect(answers).toEqual([10, 10, 10]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(c.calls).toBe(2);
    expect(await cache.total('k', ['t'], c.count)).toBe(12);
  });

  it('never answers a value older than its bound, however long nobody asked', async () => {
    let now = 0;
    const cache = new CountCache(5_000, 100, () => now, 0);
    const c = counter(10);
    expect(await cache.total('k', ['t'], c.count)).toBe(10);
    // Another process changes the price; nobody reads for 20 s.
    c.set(11);
    now = 20_000;
    const answers = await Promise.all([1, 2, 3].map(() => cache.total('k', ['t'], c.count)));
    expect(answers).toEqual([11, 11, 11]);
    expect(c.calls).toBe(2);
    // Just past the bound is past it too.
    c.set(12);
    now = 25_001;
    expect(await cache.total('k', ['t'], c.count)).toBe(12);
    expect(c.calls).toBe(3);
  });

  it('counts a value’s age from when its read began', async () => {
    let now = 0;
    const cache = new CountCache(5_000, 100, () => now, 0);
    let value = 1;
    const slow = async () => {
      const read = value;
      now += 3_000; // the read takes 3 s
      return read;
    };
    expect(await cache.total('k', ['t'], slow)).toBe(1);
    value = 2;
    now = 5_001; // 2 s after the read ended, 5 s after it began
    expect(await cache.total('k', ['t'], slow)).toBe(2);
  });

  it('answers the error of a read past the bound, and keeps no failed read', async () => {
    let now = 0;
    const cache = new CountCache(5_000, 100, () => now, 0);
    expect(await cache.total('k', ['t'], async () => 4)).toBe(4);
    now = 4_500;
    // The background refresh fails: the kept value answers until its bound...
    expect(await cache.total('k', ['t'], () => Promise.reject(new Error('down')))).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.total('k', ['t'], () => Promise.reject(new Error('down')))).toBe(4);
    // ...and not after it.
    now = 5_001;
    await expect(cache.total('k', ['t'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('keeps a long list’s pages only while its total is young enough', () => {
    let now = 0;
    const cache = new CountCache(5_000, 100, () => now, 1_000);
    cache.noteTotal('k', 2_000, ['t'], 0);
    expect(cache.keepsTotal('k', ['t'])).toBe(true);
    now = 5_001;
    expect(cache.keepsTotal('k', ['t'])).toBe(false);
  });

  it('keeps a value by its tables until a write here, another connection’s commit or its bound', async () => {
    let now = 0;
    let version: string | null = '1:10';
    const cache = new CountCache(
      5_000,
      100,
      () => now,
      0,
      () => version,
    );
    let value = 'a';
    let reads = 0;
    const read = async () => {
      reads += 1;
      return value;
    };
    const kept = () => cache.rememberUntilWritten('strip', ['products', 'orders'], read, 60_000);
    expect(await kept()).toBe('a');
    value = 'b';
    // This connection's writes to other tables (a session, a room view) leave it.
    version = '1:11';
    cache.invalidate('sessions');
    expect(await kept()).toBe('a');
    // A write here to one of its tables retires it.
    cache.invalidate('orders');
    expect(await kept()).toBe('b');
    // Another connection's commit retires it.
    value = 'c';
    version = '2:11';
    expect(await kept()).toBe('c');
    // An open transaction on the shared connection: read afresh, nothing kept.
    value = 'd';
    version = null;
    expect(await kept()).toBe('d');
    version = '2:11';
    expect(await kept()).toBe('c');
    // Its own bound.
    now = 60_001;
    expect(await kept()).toBe('d');
    expect(reads).toBe(5);
  });

  it('without a database version, keeps a value by its tables for at most its bound', async () => {
    let now = 0;
    const cache = new CountCache(5_000, 100, () => now, 0);
    let value = 1;
    const kept = () => cache.rememberUntilWritten('name', ['site_information'], async () => value, 10_000);
    expect(await kept()).toBe(1);
    value = 2;
    now = 7_000;
    expect(await kept()).toBe(1);
    now = 10_001;
    expect(await kept()).toBe(2);
    value = 3;
    cache.invalidate('site_information');
    expect(await kept()).toBe(3);
  });

  it('retires again, when each transaction ends, the tables written while any was open', async () => {
    const cache = new CountCache(5_000, 100, Date.now, 0);
    const c = counter(1);
    const read = () => cache.total('k', ['t'], c.count);
    cache.transactionStarted();
    cache.transactionStarted();
    cache.invalidate('t');
    // Read while the write is not committed yet: the old value, kept under the new generation.
    expect(await read()).toBe(1);
    c.set(2);
    cache.transactionEnded();
    expect(await read()).toBe(2);
    c.set(3);
    cache.transactionEnded();
    expect(await read()).toBe(3);
    // No transaction open: nothing is retired again.
    cache.transactionStarted();
    cache.transactionEnded();
    expect(await read()).toBe(3);
    expect(c.calls).toBe(3);
  });

  it('counts a burst of first requests once', async () => {
    const cache = new CountCache(5_000, 100, Date.now, 0);
    const c = counter(7);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.total('k', ['t'], c.count)));
    expect(new Set(answers)).toEqual(new Set([7]));
    expect(c.calls).toBe(1);
  });

  it('keeps at most maxEntries totals, dropping the oldest', async () => {
    const cache = new CountCache(5_000, 2, Date.now, 0);
    const c = counter(1);
    for (const key of ['a', 'b', 'c']) await cache.total(key, ['t'], c.count);
    await cache.total('c', ['t'], c.count);
    expect(c.calls).toBe(3);
    await cache.total('a', ['t'], c.count);
    expect(c.calls).toBe(4);
  });

  it('counts small totals every time, so that they are exact whoever wrote last', async () => {
    const cache = new CountCache(5_000, 100, Date.now, 5_000);
    const c = counter(4_999);
    await cache.total('k', ['t'], c.count);
    await cache.total('k', ['t'], c.count);
    expect(c.calls).toBe(2);
    c.set(5_000);
    await cache.total('k', ['t'], c.count);
    await cache.total('k', ['t'], c.count);
    expect(c.calls).toBe(3);
  });

  it('with a database version, keeps any value exactly as long as the version stays', async () => {
    let version: string | null = '1:0';
    const cache = new CountCache(5_000, 100, Date.now, 5_000, () => version);
    expect(cache.exact).toBe(true);
    const c = counter(3);
    expect(await cache.total('k', ['t'], c.count)).toBe(3);
    c.set(4);
    // Small totals are kept too, and no write in this process is needed to retire them.
    expect(await cache.total('k', ['t'], c.count)).toBe(3);
    expect(cache.keepsTotal('k', ['t'])).toBe(true);
    version = '2:0';
    expect(await cache.total('k', ['t'], c.count)).toBe(4);
    c.set(5);
    // An open transaction: read afresh, keep nothing.
    version = null;
    expect(await cache.total('k', ['t'], c.count)).toBe(5);
    version = '2:0';
    expect(await cache.total('k', ['t'], c.count)).toBe(4);
    expect(c.calls).toBe(3);
  });

  it('reads the database version once for the lookups run at one version', async () => {
    let readings = 0;
    const cache = new CountCache(5_000, 100, Date.now, 5_000, () => `${++readings}:0`);
    const c = counter(2);
    await cache.atOneVersion(() =>
      Promise.all([cache.total('a', ['t'], c.count), cache.total('b', ['t'], c.count)]),
    );
    expect(readings).toBe(1);
    // Each reading outside gives a new version here, so nothing read before is taken.
    await cache.total('a', ['t'], c.count);
    expect(readings).toBe(2);
    expect(c.calls).toBe(3);
  });

  it('with a database version, reads a burst of first requests once', async () => {
    const cache = new CountCache(5_000, 100, Date.now, 5_000, () => '1:1');
    const c = counter(7);
    await Promise.all(Array.from({ length: 10 }, () => cache.total('k', ['t'], c.count)));
    expect(c.calls).toBe(1);
  });

  it('keeps a long list’s whole answer and reads a short one’s every time', async () => {
    const cache = new CountCache(5_000, 100, Date.now, 1_000);
    let reads = 0;
    const list = (total: number) => async () => ({ total, reads: ++reads });
    await cache.rememberList('short', ['t'], list(999));
    expect(await cache.rememberList('short', ['t'], list(999))).toEqual({ total: 999, reads: 2 });
    await cache.rememberList('long', ['t'], list(1_000));
    expect(await cache.rememberList('long', ['t'], list(1_000))).toEqual({ total: 1_000, reads: 3 });
    cache.invalidate('t');
    expect(await cache.rememberList('long', ['t'], list(1_001))).toEqual({ total: 1_001, reads: 4 });
  });

  it('does not keep a failed count', async () => {
    const cache = new CountCache();
    await expect(cache.total('k', ['t'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.total('k', ['t'], async () => 3)).toBe(3);
  });

  it('retires what other processes wrote, kept values and those kept by their tables alike', async () => {
    const cache = new CountCache(5_000, 100, Date.now, 0);
    const c = counter(10);
    let trending = ['a'];
    const strip = () => cache.rememberUntilWritten('strip', ['products'], async () => trending, 60_000);
    await cache.total('k', ['products'], c.count);
    expect(await strip()).toEqual(['a']);
    c.set(11);
    trending = ['b'];
    cache.retireFromElsewhere(['orders']);
    expect(await cache.total('k', ['products'], c.count)).toBe(10);
    expect(await strip()).toEqual(['a']);
    cache.retireFromElsewhere(['orders', 'products']);
    expect(await cache.total('k', ['products'], c.count)).toBe(11);
    expect(await strip()).toEqual(['b']);
  });

  it('retires everything, reads under way included, when messages may have been lost', async () => {
    const cache = new CountCache(5_000, 100, Date.now, 0);
    const c = counter(10);
    await cache.total('kept', ['t'], c.count);
    let finish!: (n: number) => void;
    const underWay = cache.total('slow', ['u'], () => new Promise<number>((resolve) => (finish = resolve)));
    cache.retireEverything();
    finish(1);
    expect(await underWay).toBe(1);
    c.set(12);
    expect(await cache.total('kept', ['t'], c.count)).toBe(12);
    // Read before the retirement: answered once, never kept.
    expect(await cache.total('slow', ['u'], async () => 2)).toBe(2);
  });

  it('tells its channel what was committed, and nothing without one', () => {
    const cache = new CountCache();
    const published: string[][] = [];
    cache.committed(['products']);
    cache.shareRetirements({ publish: (tables) => published.push([...tables]) });
    cache.committed(new Set(['products', 'product_materials']));
    cache.committed([]);
    cache.shareRetirements(undefined);
    cache.committed(['orders']);
    expect(published).toEqual([['products', 'product_materials']]);
  });

  it('keeps the generations of tables named elsewhere bounded, and retires everything when it starts them again', async () => {
    const cache = new CountCache(5_000, 100, Date.now, 0);
    const c = counter(10);
    await cache.total('k', ['products'], c.count);
    cache.retireFromElsewhere(Array.from({ length: 999 }, (_, i) => `t${i}`));
    c.set(11);
    expect(await cache.total('k', ['products'], c.count)).toBe(10);
    cache.retireFromElsewhere(['one_too_many', 'and_another']);
    expect(await cache.total('k', ['products'], c.count)).toBe(11);
  });
});
