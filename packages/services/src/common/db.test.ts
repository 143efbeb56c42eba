import { Room, createTestDatabase, openDatabase, testDialects, type ITestDatabase } from '@shop/db';
import { QueryFailedError, type DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Db, keptReadsOf } from './db.js';

// Db.query reads straight from the driver outside transactions (better-sqlite3's handle, mysql2's pool): it must
// answer what TypeORM answers.
describe.each(testDialects())('Db.query on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    db = Db.of(dataSource);
    await db.query('INSERT INTO rooms (name, slug, description) VALUES (?, ?, ?), (?, ?, ?)', [
      'Kitchen',
      'kitchen',
      'Pans',
      'Study',
      'study',
      'Books',
    ]);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('reads the rows TypeORM reads, booleans bound as 0 and 1', async () => {
    const sql = 'SELECT name AS `name` FROM rooms WHERE (? = 1 OR slug = ?) ORDER BY name';
    for (const params of [
      [false, 'study'],
      [true, 'none'],
    ]) {
      expect(await db.query(sql, params)).toEqual(await dataSource.manager.query(sql, params));
    }
    const throughTypeorm = vi.spyOn(dataSource.manager, 'query');
    expect(await db.query(sql, [false, 'study'])).toEqual([{ name: 'Study' }]);
    // Reads leave TypeORM out on both dialects.
    expect(throughTypeorm).toHaveBeenCalledTimes(0);
    throughTypeorm.mockRestore();
  });

  it('answers dates, counts and nulls as TypeORM does', async () => {
    const sql =
      'SELECT created_at AS `createdAt`, COUNT(*) AS `n`, NULL AS `nothing` FROM rooms GROUP BY created_at ORDER BY created_at';
    const direct = await db.query(sql);
    expect(direct.length).toBeGreaterThan(0);
    expect(direct).toEqual(await dataSource.manager.query(sql));
  });

  it('writes through TypeORM, and a read after the write sees it', async () => {
    const throughTypeorm = vi.spyOn(dataSource.manager, 'query');
    await db.query('UPDATE rooms SET description = ? WHERE slug = ?', ['Many books', 'study']);
    expect(throughTypeorm).toHaveBeenCalledTimes(1);
    throughTypeorm.mockRestore();
    expect(await db.query('SELECT description AS `d` FROM rooms WHERE slug = ?', ['study'])).toEqual([
      { d: 'Many books' },
    ]);
  });

  it("fails with TypeORM's QueryFailedError around the driver's error", async () => {
    const failure = await db.query('SELECT nothing FROM no_such_table').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError).driverError).toBeInstanceOf(Error);
    expect((failure as QueryFailedError).query).toBe('SELECT nothing FROM no_such_table');
  });

  it.runIf(dialect === 'mysql')('runs a transaction InnoDB chose as a deadlock victim again', async () => {
    // Two transactions take the same two rows in opposite order, each waiting for the other on its first run.
    let arrived = 0;
    let bothIn!: () => void;
    const bothHoldTheirFirstRow = new Promise<void>((resolve) => (bothIn = resolve));
    const runs: string[] = [];
    const take = (first: string, second: string) =>
      db.transaction(async (tx) => {
        runs.push(first);
        await tx.query('UPDATE rooms SET description = ? WHERE slug = ?', [`by ${first}`, first]);
        if (++arrived === 2) bothIn();
        if (arrived <= 2) await bothHoldTheirFirstRow;
        await tx.query('UPDATE rooms SET description = ? WHERE slug = ?', [`by ${first}`, second]);
      });
    await Promise.all([take('kitchen', 'study'), take('study', 'kitchen')]);
    // One of them ran twice: the victim, after the winner committed.
    expect(runs).toHaveLength(3);
    const descriptions = await db.query<{ d: string }>(
      "SELECT description AS `d` FROM rooms WHERE slug IN ('kitchen', 'study')",
    );
    expect(new Set(descriptions.map((row) => row.d)).size).toBe(1);
  });

  it('sees a transaction’s own writes inside it, and its commit after it', async () => {
    const count = async (on: Db) =>
      Number((await on.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM rooms'))[0]!.n);
    expect(await count(db)).toBe(2);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO rooms (name, slug, description) VALUES (?, ?, ?)', ['Hall', 'hall', '']);
      expect(await count(tx)).toBe(3);
    });
    expect(await count(db)).toBe(3);
  });
});

// Other app processes learn of this one's writes from what its cache publishes (CountCache.committed): only once
// they are committed, since until then their connections still read the old rows, and would keep them again.
describe.each(testDialects())('Db tells other processes of committed writes on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let db: Db;
  const published: string[][] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    db = Db.of(dataSource);
    keptReadsOf(dataSource).shareRetirements({ publish: (tables) => published.push([...tables]) });
  });
  afterAll(async () => {
    keptReadsOf(dataSource)?.shareRetirements(undefined);
    await dataSource?.destroy();
    await database?.drop();
  });

  it('publishes a plain write at once, and a transaction’s writes only when it commits', async () => {
    published.length = 0;
    await db.query('INSERT INTO rooms (name, slug, description) VALUES (?, ?, ?)', ['Den', 'den', '']);
    expect(published).toEqual([['rooms']]);

    published.length = 0;
    await db.transaction(async (tx) => {
      await tx.query('UPDATE rooms SET description = ? WHERE slug = ?', ['Quiet', 'den']);
      await tx.repo(Room).update({ slug: 'den' }, { description: 'Quieter' });
      expect(published).toEqual([]);
    });
    expect(published).toEqual([['rooms']]);
  });

  it('publishes nothing for a transaction that rolled back', async () => {
    published.length = 0;
    const failed = await db
      .transaction(async (tx) => {
        await tx.query('UPDATE rooms SET description = ? WHERE slug = ?', ['Gone', 'den']);
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('changed my mind');
    expect(published).toEqual([]);
  });

  it('publishes entity writes made in TypeORM’s own transactions, and every table after writeAround', async () => {
    published.length = 0;
    await db.repo(Room).update({ slug: 'den' }, { description: 'Snug' });
    await db.repo(Room).save(db.repo(Room).create({ name: 'Loft', slug: 'loft', description: '' }));
    expect(published).toEqual([['rooms'], ['rooms']]);

    published.length = 0;
    await db.writeAround((manager) =>
      manager.query('UPDATE rooms SET description = ? WHERE slug = ?', ['', 'den']),
    );
    expect(published).toHaveLength(1);
    expect(published[0]).toEqual(expect.arrayContaining(['rooms', 'products', 'product_materials']));
  });
});
