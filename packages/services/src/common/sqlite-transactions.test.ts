import { createTestDatabase, openDatabase, Room, type ITestDatabase } from '@shop/db';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Db } from './db.js';

/**
 * On SQLite every request shares one connection. Whatever another request runs while a transaction is open must
 * neither become part of it (a rollback would take an acknowledged write with it) nor see its uncommitted rows.
 */
describe('SQLite: a transaction keeps the shared connection to itself', () => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite', { migrated: true });
    dataSource = await openDatabase(database.config);
    db = Db.of(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM rooms');
  });

  const roomNames = async () =>
    (await db.query<{ name: string }>('SELECT name AS `name` FROM rooms ORDER BY name')).map((r) => r.name);

  /** A transaction that writes a room, then stays open until `end` is called, then rolls back. */
  function openTransaction() {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const done = db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO rooms (name, slug, description) VALUES (?, ?, ?)', [
          'Doomed',
          'doomed',
          '',
        ]);
        opened();
        await ended;
        throw new Error('the provider failed');
      })
      .catch((error: Error) => error.message);
    return { isOpen, end, done };
  }

  /** Lets every statement issued so far reach the connection (or its queue). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('keeps the writes other requests made while it was open when it rolls back', async () => {
    const transaction = openTransaction();
    await transaction.isOpen;
    const rooms = dataSource.getRepository(Room);
    const writes = [
      // A plain insert, a save (TypeORM's own implicit transaction) and plain SQL, as requests make them.
      rooms.insert({ name: 'Inserted', slug: 'inserted', description: '' }),
      rooms.save(rooms.create({ name: 'Saved', slug: 'saved', description: '' })),
      db.query('INSERT INTO rooms (name, slug, description) VALUES (?, ?, ?)', ['Queried', 'queried', '']),
      db.repo(Room).insert({ name: 'Repo', slug: 'repo', description: '' }),
    ];
    await settle();
    transaction.end();
    expect(await transaction.done).toBe('the provider failed');
    await Promise.all(writes);
    expect(await roomNames()).toEqual(['Inserted', 'Queried', 'Repo', 'Saved']);
  });

  it('lets no read see its uncommitted rows', async () => {
    const transaction = openTransaction();
    await transaction.isOpen;
    const reads = [
      roomNames(),
      db.repo(Room).count(),
      dataSource.manager.query('SELECT COUNT(*) AS n FROM rooms').then((rows: { n: number }[]) => rows[0]!.n),
    ];
    await settle();
    transaction.end();
    await transaction.done;
    expect(await Promise.all(reads)).toEqual([[], 0, 0]);
  });

  it('serves bursts of requests around failing transactions without losing a write', async () => {
    const batches = Array.from({ length: 6 }, async (_, batch) => {
      const transaction = openTransaction();
      await transaction.isOpen;
      const writes = Array.from({ length: 8 }, (_, i) => {
        const [name, slug] = [`R${batch}-${i}`, `r-${batch}-${i}`];
        return i % 2
          ? db.repo(Room).insert({ name, slug, description: '' })
          : db.transaction((tx) =>
              tx.query('INSERT INTO rooms (name, slug, description) VALUES (?, ?, ?)', [name, slug, '']),
            );
      });
      await settle();
      transaction.end();
      await transaction.done;
      await Promise.all(writes);
    });
    await Promise.all(batches);
    const names = await roomNames();
    expect(names).not.toContain('Doomed');
    expect(names).toHaveLength(48);
  });

  it('still lets a transaction see its own writes and nest', async () => {
    await db.transaction(async (tx) => {
      await tx.repo(Room).insert({ name: 'Outer', slug: 'outer', description: '' });
      await tx.transaction(async (inner) => {
        expect(await inner.repo(Room).count()).toBe(1);
      });
      await tx
        .repo(Room)
        .save(tx.repo(Room).create({ name: 'Saved inside', slug: 'saved-inside', description: '' }));
    });
    expect(await roomNames()).toEqual(['Outer', 'Saved inside']);
  });
});
