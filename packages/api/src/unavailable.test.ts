import { testDialects } from '@shop/db';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponseMeta, isDatabaseUnavailable, serviceUnavailable } from './errors.js';
import { createHarness, type IHarness } from './test/harness.js';

const driverError = (code: string) => Object.assign(new Error(`driver says ${code}`), { code });
/** TypeORM's QueryFailedError keeps the driver's error as `driverError`. */
const queryFailed = (code: string) =>
  Object.assign(new Error('Query failed'), { name: 'QueryFailedError', driverError: driverError(code) });

describe('telling a lost database from a failed query', () => {
  it('knows the connection-level codes of MySQL and SQLite, wrapped or not', () => {
    for (const code of [
      'ECONNREFUSED',
      'PROTOCOL_CONNECTION_LOST',
      'ETIMEDOUT',
      'ER_CON_COUNT_ERROR',
      'EHOSTUNREACH',
      'SQLITE_BUSY',
      'SQLITE_BUSY_TIMEOUT',
      'SQLITE_CANTOPEN',
      // A dropped schema, and the waits that ran out.
      'ER_NO_SUCH_TABLE',
      'ER_BAD_DB_ERROR',
      'PROTOCOL_SEQUENCE_TIMEOUT',
      'POOL_ACQUIRE_TIMEOUT',
    ]) {
      expect(isDatabaseUnavailable(driverError(code)), code).toBe(true);
      expect(isDatabaseUnavailable(queryFailed(code)), code).toBe(true);
    }
  });

  it("knows SQLite's missing table by its message, not by SQLITE_ERROR alone", () => {
    const missing = Object.assign(new Error('no such table: sessions'), { code: 'SQLITE_ERROR' });
    expect(isDatabaseUnavailable({ name: 'QueryFailedError', driverError: missing })).toBe(true);
    const syntax = Object.assign(new Error('near "SELEC": syntax error'), { code: 'SQLITE_ERROR' });
    expect(isDatabaseUnavailable({ name: 'QueryFailedError', driverError: syntax })).toBe(false);
  });

  it('leaves query bugs and constraint failures as they are', () => {
    for (const code of ['ER_PARSE_ERROR', 'ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR'])
      expect(isDatabaseUnavailable(queryFailed(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('plain bug'))).toBe(false);
  });

  it('answers 503 with Retry-After for it, and Retry-After with the wait for a 429', () => {
    expect(errorResponseMeta([serviceUnavailable(driverError('ECONNREFUSED'))])).toEqual({
      status: 503,
      headers: { 'Retry-After': '5' },
    });
    const internal = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: driverError('SQLITE_CANTOPEN') });
    expect(errorResponseMeta([internal]).status).toBe(503);
    expect(errorResponseMeta([new TRPCError({ code: 'INTERNAL_SERVER_ERROR' })])).toEqual({});
  });
});

describe.each(testDialects())('procedures while the database is unreachable on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  it('answer SERVICE_UNAVAILABLE with a plain message and no internals', async () => {
    const lost = dialect === 'mysql' ? 'PROTOCOL_CONNECTION_LOST' : 'SQLITE_CANTOPEN';
    vi.spyOn(h.services.room, 'getList').mockRejectedValueOnce(queryFailed(lost));
    const failure = await h
      .caller()
      .room.getList({})
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TRPCError);
    expect(failure).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The shop is temporarily unavailable. Please try again shortly.',
    });
    expect(await h.caller().room.getList({})).toMatchObject({ data: [] });
  });

  it('answer SERVICE_UNAVAILABLE when a table is gone, every time, and serve again once it is back', async () => {
    const admin = await h.loggedIn('admin');
    await h.dataSource.query('ALTER TABLE rooms RENAME TO rooms_gone');
    try {
      for (let round = 0; round < 2; round++) {
        for (const call of [
          () => h.caller().room.getList({}),
          () => h.caller(admin).room.create({ name: 'Attic', slug: `attic-${round}`, description: '' }),
        ]) {
          await expect(call()).rejects.toMatchObject({
            code: 'SERVICE_UNAVAILABLE',
            message: 'The shop is temporarily unavailable. Please try again shortly.',
          });
        }
      }
    } finally {
      await h.dataSource.query('ALTER TABLE rooms_gone RENAME TO rooms');
    }
    expect(await h.caller().room.getList({})).toMatchObject({ data: [] });
  });
});
