import { testDialects } from '@shop/db';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomType } from '@shop/db';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const room = (n: number) => ({
  name: `Room ${String(n).padStart(2, '0')}`,
  slug: `room-${n}`,
  description: n % 2 ? 'Warm oak and linen' : 'Cool steel and glass',
  image: null,
});

describe.each(testDialects())('room procedures on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
    const manager = await h.loggedIn('manager');
    for (let n = 1; n <= 32; n++) await h.caller(manager).room.create(room(n));
  });
  afterAll(() => h?.close());

  it('pages 15 at a time in the legacy shape', async () => {
    const page3 = await h.caller().room.getList({ page: 3 });
    expect(page3).toMatchObject({ current_page: 3, per_page: 15, last_page: 3, from: 31, to: 32, total: 32 });
    expect(page3.data.map((r) => r.slug)).toEqual(['room-31', 'room-32']);
  });

  it('lists each room exactly as its detail reads it', async () => {
    const [first] = (await h.caller().room.getList({ page: 1 })).data;
    expect(await h.caller().room.detail({ id: first!.id })).toEqual(first);
    expect(Date.parse(first!.createdAt)).toBeGreaterThan(Date.now() - 3600_000);
  });

  it('searches name and description and sorts', async () => {
    const steel = await h.caller().room.getList({ page: 1, search: 'steel', sort: '-name' });
    expect(steel.total).toBe(16);
    expect(steel.data[0]!.name).toBe('Room 32');
    const bySlug = await h.caller().room.getList({ page: 1, search: 'room-3', sort: 'id' });
    expect(bySlug.data.map((r) => r.slug)).toEqual(['room-3', 'room-30', 'room-31', 'room-32']);
    const literal = await h.caller().room.getList({ page: 1, search: '100%', sort: 'id' });
    expect(literal.total).toBe(0);
  });

  it('refuses writes without a staff session and with a customer session', async () => {
    await expect(h.caller().room.create(room(99))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const customer = await h.loggedIn('customer');
    await expect(h.caller(customer).room.delete({ id: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('checks slugs and refuses a duplicate on the slug field', async () => {
    expect(await h.caller().room.checkSlug({ slug: 'room-1' })).toEqual({ valid: true, available: false });
    expect(await h.caller().room.checkSlug({ slug: 'room-1', excludeId: 1 })).toEqual({
      valid: true,
      available: true,
    });
    expect(await h.caller().room.checkSlug({ slug: 'brand-new' })).toEqual({ valid: true, available: true });
    for (const slug of ['Not A Slug', 'double--hyphen', '-edge', 'ünïcode', ''])
      expect(await h.caller().room.checkSlug({ slug })).toEqual({ valid: false, available: false });
    const admin = await h.loggedIn('admin');
    const error = await h
      .caller(admin)
      .room.create({ ...room(1), name: 'Another' })
      .catch((e: TRPCError) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(fieldErrorsOf(error as TRPCError)).toEqual({ slug: ['This slug is already taken.'] });
  });

  it('validates fields and names each one', async () => {
    const admin = await h.loggedIn('admin');
    const error = (await h
      .caller(admin)
      .room.create({ name: ' ', slug: 'Not A Slug', description: '', image: '../../etc/passwd' })
      .catch((e: unknown) => e)) as TRPCError;
    expect(Object.keys(fieldErrorsOf(error) ?? {}).sort()).toEqual(['image', 'name', 'slug']);
  });

  it('updates and deletes, with 404 for unknown ids', async () => {
    const admin = await h.loggedIn('admin');
    const created = await h.caller(admin).room.create({ ...room(50), image: 'uploads/abc.jpg' });
    const updated = await h
      .caller(admin)
      .room.update({ id: created.id, ...room(50), name: 'Sun Room', slug: 'sun-room' });
    expect(updated).toMatchObject({ id: created.id, name: 'Sun Room', slug: 'sun-room', image: null });
    expect((await h.caller().room.detail({ id: created.id })).name).toBe('Sun Room');
    await h.caller(admin).room.delete({ id: created.id });
    await expect(h.caller().room.detail({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(h.caller(admin).room.update({ id: 999_999, ...room(1) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(h.caller(admin).room.delete({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('will not delete a room that still has room types', async () => {
    const admin = await h.loggedIn('admin');
    const kept = await h.caller(admin).room.create(room(60));
    await h.dataSource
      .getRepository(RoomType)
      .insert({ roomId: kept.id, name: 'Sofas', slug: 'sofas-60', description: '' });
    await expect(h.caller(admin).room.delete({ id: kept.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await h.caller().room.detail({ id: kept.id })).id).toBe(kept.id);
  });
});
