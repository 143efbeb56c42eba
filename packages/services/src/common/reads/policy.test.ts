import { createTestDatabase, openDatabase, testDialects, type ITestDatabase } from '@shop/db';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Db } from '../db.js';
import { CountCache } from './count-cache.js';
import { pagedAnswer } from './paged-query.js';
import { readKept, readKeptRows } from './policy.js';

interface IRoomRow {
  id: number;
  name: string;
}

describe('a kept answer', () => {
  it('is the same object for every request, and frozen: changing it throws where it is changed', async () => {
    const cache = new CountCache();
    const read = async () => ({ data: [{ name: 'Attic' }], total: 1 });
    const kept = await cache.remember('k', ['rooms'], read);
    expect(await cache.remember('k', ['rooms'], read)).toBe(kept);
    expect(() => {
      kept.data[0]!.name = 'Cellar';
    }).toThrow(TypeError);
    expect(() => kept.data.push({ name: 'Cellar' })).toThrow(TypeError);
    expect(kept.data[0]!.name).toBe('Attic');
  });
});

describe.each(testDialects())('the read seam on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let db: Db;
  const ROOMS = { sql: 'SELECT id AS `id`, name AS `name` FROM rooms ORDER BY id', params: [] };
  const names = (rows: IRoomRow[]) => rows.map((row) => row.name);
  const addRoom = (name: string) =>
    db.query('INSERT INTO rooms (name, slug, description) VALUES (?, ?, ?)', [name, name.toLowerCase(), '']);

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    db = Db.of(dataSource);
    await addRoom('Attic');
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('keeps an answer by its statement and retires it on a write to a table the statement reads', async () => {
    const first = await readKeptRows(db, ROOMS, { keep: 'answer' }, names);
    const queries = vi.spyOn(db, 'query');
    expect(await readKeptRows(db, ROOMS, { keep: 'answer' }, names)).toBe(first);
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
    expect(() => first.push('Cellar')).toThrow(TypeError);
    await addRoom('Cellar');
    expect(await readKeptRows(db, ROOMS, { keep: 'answer' }, names)).toEqual(['Attic', 'Cellar']);
  });

  it('with an age bound of its own, keeps it across writes to tables the statement does not read', async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return names(await db.query<IRoomRow>(ROOMS.sql));
    };
    const policy = { keep: 'answer', maxAgeMs: 60_000 } as const;
    await readKept(db, ROOMS, policy, read);
    await db.query('INSERT INTO material_types (name, slug, description) VALUES (?, ?, ?)', [
      'Oak',
      'oak',
      '',
    ]);
    await readKept(db, ROOMS, policy, read);
    expect(reads).toBe(1);
    await addRoom('Loft');
    expect(await readKept(db, ROOMS, policy, read)).toEqual(['Attic', 'Cellar', 'Loft']);
    expect(reads).toBe(2);
  });

  it("keeps a list's whole answer, frozen, keyed by the page's statement for the input", async () => {
    const roomList = (page: number) => ({
      table: 'rooms',
      columns: ['id AS `id`', 'name AS `name`'],
      orderBy: 'id ASC',
      page,
      map: (row: IRoomRow) => ({ name: row.name }),
    });
    const list = () => pagedAnswer(db, 1, roomList);
    const first = await list();
    // A short list's answer is read every time on MySQL (exact after any writer); SQLite keeps every answer.
    if (dialect === 'sqlite') {
      expect(await list()).toBe(first);
      expect(() => {
        first.data[0]!.name = 'Basement';
      }).toThrow(TypeError);
    } else expect(await list()).toEqual(first);
    expect((await pagedAnswer(db, 2, roomList)).data).toEqual([]);
    await addRoom('Porch');
    expect((await list()).total).toBe(first.total + 1);
  });

  it('keeps nothing inside a transaction, which must see its own writes', async () => {
    await db.transaction(async (tx) => {
      const before = await readKeptRows(tx, ROOMS, { keep: 'answer' }, names);
      await tx.query('INSERT INTO rooms (name, slug, description) VALUES (?, ?, ?)', ['Shed', 'shed', '']);
      expect(await readKeptRows(tx, ROOMS, { keep: 'answer' }, names)).toEqual([...before, 'Shed']);
    });
  });
});
