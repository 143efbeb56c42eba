import { createTestDatabase, openDatabase, Room, testDialects, type ITestDatabase } from '@shop/db';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CountCacheDefaults } from './count-cache.js';
import { Db } from '../db.js';
import { isoDate, pagedAnswer, pagedQuery } from './paged-query.js';

describe('isoDate', () => {
  it('answers the same ISO text for every form the drivers return', () => {
    const iso = '2026-11-21T12:03:04.005Z';
    expect(isoDate(new Date(iso))).toBe(iso);
    expect(isoDate('2026-11-21 12:03:04.005')).toBe(iso);
    expect(isoDate('2026-11-21 12:03:04')).toBe('2026-11-21T12:03:04.000Z');
    expect(isoDate(iso)).toBe(iso);
  });
});

// A long list's pages are kept like its total; a short list's are read every time (exact after any writer).
describe.each(testDialects())('pagedQuery keeping pages on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  /** Another app process on the same database: its writes are not seen by this process's cache. */
  let otherProcess: DataSource;
  let db: Db;

  const roomPage = (on: Db) =>
    pagedQuery(on, {
      table: 'rooms',
      columns: ['id AS `id`', 'name AS `name`'],
      orderBy: 'id DESC',
      page: 1,
      keep: 'page',
      map: (row: { id: number; name: string }) => row.name,
    });

  async function insertRooms(on: DataSource, from: number, count: number) {
    for (let start = from; start < from + count; start += 500) {
      const rows = Array.from({ length: Math.min(500, from + count - start) }, (_, i) => start + i);
      await on.query(
        `INSERT INTO rooms (name, slug, description) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`,
        rows.flatMap((n) => [`Room ${n}`, `room-${n}`, '']),
      );
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    otherProcess = await openDatabase(database.config);
    db = Db.of(dataSource);
  });
  afterAll(async () => {
    await otherProcess?.destroy();
    await dataSource?.destroy();
    await database?.drop();
  });

  it('reads a short list afresh, so another process’s write shows at once', async () => {
    await insertRooms(otherProcess, 1, 10);
    expect((await roomPage(db)).data[0]).toBe('Room 10');
    await insertRooms(otherProcess, 11, 1);
    expect((await roomPage(db)).data[0]).toBe('Room 11');
  });

  it('answers a short list’s page and total in one query once it is known to be short, exact after any writer', async () => {
    const materialsPage = (page: number) =>
      pagedQuery(db, {
        table: 'material_types',
        columns: ['id AS `id`', 'name AS `name`'],
        orderBy: 'id DESC',
        page,
        map: (row: { id: number; name: string }) => row.name,
      });
    const addTypes = (from: number, count: number) =>
      otherProcess.query(
        `INSERT INTO material_types (name, slug, description) VALUES ${Array.from({ length: count }, () => '(?, ?, ?)').join(', ')}`,
        Array.from({ length: count }, (_, i) => [`Type ${from + i}`, `type-${from + i}`, '']).flat(),
      );
    await addTypes(1, 20);
    expect(await materialsPage(1)).toMatchObject({
      total: 20,
      last_page: 2,
      data: expect.arrayContaining([]),
    });
    const queries = vi.spyOn(db, 'query');
    const second = await materialsPage(2);
    expect(second.total).toBe(20);
    expect(second.data).toEqual(['Type 5', 'Type 4', 'Type 3', 'Type 2', 'Type 1']);
    // One query: MySQL reads page and count in one round trip; SQLite keeps the total exactly and reads the page.
    expect(queries).toHaveBeenCalledTimes(1);
    queries.mockRestore();
    await addTypes(21, 1);
    const first = await materialsPage(1);
    expect(first.total).toBe(21);
    expect(first.data[0]).toBe('Type 21');
    // A page past the end carries no total in its rows; it is counted on its own.
    expect(await materialsPage(9)).toMatchObject({ total: 21, data: [] });
  });

  it('keeps a long list’s page until a write here; on MySQL another process’s write shows within 5 s', async () => {
    await insertRooms(otherProcess, 12, CountCacheDefaults.minKeptTotal);
    const last = `Room ${11 + CountCacheDefaults.minKeptTotal}`;
    const first = await roomPage(db);
    expect(first.data[0]).toBe(last);
    expect(first.total).toBe(11 + CountCacheDefaults.minKeptTotal);
    // Counted and kept now; the next read keeps the page as well.
    await roomPage(db);
    await insertRooms(otherProcess, 12 + CountCacheDefaults.minKeptTotal, 1);
    const kept = await roomPage(db);
    if (dialect === 'sqlite') {
      // SQLite tells of every commit (data_version): the cache is exact.
      expect(kept.data[0]).toBe(`Room ${12 + CountCacheDefaults.minKeptTotal}`);
      expect(kept.total).toBe(first.total + 1);
    } else {
      // Another process's write shows within the cache's lag (5 s), the total with it: page and total agree.
      expect(kept.data[0]).toBe(last);
      expect(kept.total).toBe(first.total);
    }
    // A write through this process retires both at once.
    await db.query('UPDATE rooms SET description = ? WHERE slug = ?', ['changed', 'room-1']);
    const fresh = await roomPage(db);
    expect(fresh.data[0]).toBe(`Room ${12 + CountCacheDefaults.minKeptTotal}`);
    expect(fresh.total).toBe(first.total + 1);
    // A write by TypeORM's repository API (no SQL of ours) retires them too.
    await dataSource
      .getRepository(Room)
      .insert({ name: 'Repository room', slug: 'repository-room', description: '' });
    expect((await roomPage(db)).data[0]).toBe('Repository room');
  });

  it.runIf(dialect === 'sqlite')(
    'keeps nothing read while a transaction is open, so a rolled-back write is never shown',
    async () => {
      await roomPage(db);
      let readMeanwhile: ReturnType<typeof roomPage> | undefined;
      await db
        .transaction(async (tx) => {
          await tx.query('INSERT INTO rooms (name, slug, description) VALUES (?, ?, ?)', [
            'Ghost',
            'ghost',
            '',
          ]);
          // Another request reads outside the transaction meanwhile: it waits for the transaction to end.
          readMeanwhile = roomPage(db);
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect((await readMeanwhile!).data[0]).toBe('Repository room');
      expect((await roomPage(db)).data[0]).toBe('Repository room');
    },
  );

  it('retires a kept page on a plain SQL write of this process inside a transaction', async () => {
    await roomPage(db);
    await roomPage(db);
    await db.transaction((tx) =>
      tx.query('INSERT INTO rooms (name, slug, description) VALUES (?, ?, ?)', [
        'Room in a transaction',
        'room-tx',
        '',
      ]),
    );
    expect((await roomPage(db)).data[0]).toBe('Room in a transaction');
  });

  it('retires again at the commit what another connection read while the transaction was open', async () => {
    await roomPage(db);
    const before = await roomPage(db);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO rooms (name, slug, description) VALUES (?, ?, ?)', [
        'Committed room',
        'room-c',
        '',
      ]);
      // Other requests meanwhile: on MySQL they read the rows as they were before this transaction, and keep them.
      if (dialect === 'mysql') {
        await roomPage(db);
        expect(await roomPage(db)).toMatchObject({ total: before.total, data: before.data });
      }
    });
    expect(await roomPage(db)).toMatchObject({
      total: before.total + 1,
      data: ['Committed room', ...before.data.slice(0, 14)],
    });
  });
});

// On MySQL a list's whole answer is kept from 1 000 rows, or from its own keepFrom when its rows cost more to find.
describe.runIf(testDialects().includes('mysql'))('pagedAnswer keeping a costly short list on mysql', () => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let otherProcess: DataSource;
  let db: Db;
  // Two statements (the order differs in form only): lists with the same statement share one kept answer.
  const list = (input: { keepFrom?: number }) => ({
    table: 'rooms',
    columns: ['id AS `id`', 'name AS `name`'],
    orderBy: input.keepFrom ? 'id DESC' : 'id DESC, name',
    page: 1,
    map: (row: { id: number; name: string }) => row.name,
    keepFrom: input.keepFrom,
  });

  beforeAll(async () => {
    database = await createTestDatabase('mysql', { migrated: true });
    dataSource = await openDatabase(database.config);
    otherProcess = await openDatabase(database.config);
    db = Db.of(dataSource);
    const rows = Array.from({ length: 150 }, (_, i) => i + 1);
    await otherProcess.query(
      `INSERT INTO rooms (name, slug, description) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`,
      rows.flatMap((n) => [`Room ${n}`, `room-${n}`, '']),
    );
  });
  afterAll(async () => {
    await otherProcess?.destroy();
    await dataSource?.destroy();
    await database?.drop();
  });

  it('keeps a 150-row answer asked to be kept from 100 rows, and reads a plain one afresh', async () => {
    const costly = await pagedAnswer(db, { keepFrom: 100 }, list);
    const plain = await pagedAnswer(db, {}, list);
    expect([costly.total, plain.total]).toEqual([150, 150]);
    await otherProcess.query('INSERT INTO rooms (name, slug, description) VALUES (?, ?, ?)', [
      'Room 151',
      'room-151',
      '',
    ]);
    const queries = vi.spyOn(db, 'query');
    // Kept: another process's write shows within the cache's lag (5 s), not at once, and no query runs.
    expect((await pagedAnswer(db, { keepFrom: 100 }, list)).data[0]).toBe('Room 150');
    expect(queries).not.toHaveBeenCalled();
    // Short and plain: read on every request, exact after any writer.
    expect((await pagedAnswer(db, {}, list)).data[0]).toBe('Room 151');
    queries.mockRestore();
    // A write through this process retires the kept one at once.
    await db.query('UPDATE rooms SET description = ? WHERE slug = ?', ['changed', 'room-1']);
    expect((await pagedAnswer(db, { keepFrom: 100 }, list)).data[0]).toBe('Room 151');
  });
});
