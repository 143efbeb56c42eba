import { Product, testDialects } from '@shop/db';
import type { TRoomTypeForm } from '@shop/domain';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const fieldErrors = (error: unknown) => {
  expect(error).toBeInstanceOf(TRPCError);
  return fieldErrorsOf(error as TRPCError);
};

describe.each(testDialects())('room type procedures on %s', (dialect) => {
  let h: IHarness;
  let manager: Awaited<ReturnType<IHarness['loggedIn']>>;
  let living: number;
  let bedroom: number;
  const type = (roomId: number, n: number, over: Partial<TRoomTypeForm> = {}): TRoomTypeForm => ({
    roomId,
    name: `Type ${String(n).padStart(2, '0')}`,
    slug: `type-${n}`,
    description: n % 2 ? 'Deep seats in linen' : 'Slim steel frames',
    image: null,
    ...over,
  });

  beforeAll(async () => {
    h = await createHarness(dialect);
    manager = await h.loggedIn('manager');
    const room = (name: string) =>
      h.caller(manager).room.create({ name, slug: name.toLowerCase(), description: '', image: null });
    living = (await room('Living')).id;
    bedroom = (await room('Bedroom')).id;
    await room('Attic');
    for (let n = 1; n <= 18; n++) await h.caller(manager).roomType.create(type(living, n));
    for (let n = 19; n <= 21; n++) await h.caller(manager).roomType.create(type(bedroom, n));
  });
  afterAll(() => h?.close());

  it('pages 15 at a time, filters by room, searches and sorts', async () => {
    const all = await h.caller().roomType.list({ page: 2 });
    expect(all).toMatchObject({ current_page: 2, per_page: 15, last_page: 2, from: 16, to: 21, total: 21 });
    const ofBedroom = await h.caller().roomType.list({ page: 1, roomId: bedroom });
    expect(ofBedroom.data.map((t) => t.slug)).toEqual(['type-19', 'type-20', 'type-21']);
    expect(ofBedroom.data.every((t) => t.roomId === bedroom)).toBe(true);
    const steel = await h.caller().roomType.list({ page: 1, roomId: living, search: 'steel', sort: '-name' });
    expect(steel.total).toBe(9);
    expect(steel.data[0]!.name).toBe('Type 18');
    expect((await h.caller().roomType.list({ page: 1, roomId: 999_999 })).total).toBe(0);
  });

  it('falls back to the default sort and treats an empty room filter as none', async () => {
    // What a legacy client may send: the typed client would not compile these.
    const odd = await h.caller().roomType.list({ page: 1, sort: 'password' as 'id', roomId: '' });
    expect(odd.total).toBe(21);
    expect(odd.data.map((t) => t.slug).slice(0, 3)).toEqual(['type-1', 'type-2', 'type-3']);
  });

  it('lists every room with its room types for the pickers', async () => {
    const rooms = await h.caller().roomType.listByRoom();
    expect(rooms.map((r) => r.name)).toEqual(['Attic', 'Bedroom', 'Living']);
    expect(rooms[0]!.roomTypes).toEqual([]);
    expect(rooms[1]!.roomTypes.map((t) => t.name)).toEqual(['Type 19', 'Type 20', 'Type 21']);
    expect(rooms[2]!.roomTypes).toHaveLength(18);
    const [first] = rooms[1]!.roomTypes;
    expect(await h.caller().roomType.detail({ id: first!.id })).toEqual(first);
  });

  it('checks slugs: valid and available', async () => {
    const check = (slug: string, excludeId?: number) => h.caller().roomType.checkSlug({ slug, excludeId });
    expect(await check('type-1')).toEqual({ valid: true, available: false });
    const taken = (await h.caller().roomType.list({ page: 1, search: 'type-1', sort: 'id' })).data[0]!;
    expect(await check('type-1', taken.id)).toEqual({ valid: true, available: true });
    // A room's slug does not clash with a room type's: uniqueness is per entity kind.
    expect(await check('living')).toEqual({ valid: true, available: true });
    for (const slug of ['Not A Slug', 'double--hyphen', '-edge', ''])
      expect(await check(slug)).toEqual({ valid: false, available: false });
  });

  it('refuses writes without a staff session and from a customer', async () => {
    await expect(h.caller().roomType.create(type(living, 90))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const customer = await h.loggedIn('customer');
    await expect(h.caller(customer).roomType.delete({ id: 1 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(h.caller(customer).roomType.update({ id: 1, ...type(living, 1) })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(h.caller(customer).roomType.chartData({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('names each bad field: unknown room, taken slug, empty name, broken image key', async () => {
    const both = await h
      .caller(manager)
      .roomType.create(type(999_999, 1))
      .catch((e: unknown) => e);
    expect(fieldErrors(both)).toEqual({
      roomId: ['Choose an existing room.'],
      slug: ['This slug is already taken.'],
    });
    const shape = await h
      .caller(manager)
      .roomType.create({ roomId: 0, name: ' ', slug: 'Not A Slug', description: '', image: '../etc/passwd' })
      .catch((e: unknown) => e);
    expect(Object.keys(fieldErrors(shape) ?? {}).sort()).toEqual(['image', 'name', 'roomId', 'slug']);
    expect((await h.caller().roomType.list({ page: 1 })).total).toBe(21);
  });

  it('updates, moves to another room and deletes, with 404 for unknown ids', async () => {
    const admin = await h.loggedIn('admin');
    const created = await h.caller(admin).roomType.create(type(living, 50, { image: 'uploads/abc.jpg' }));
    expect(created).toMatchObject({ roomId: living, slug: 'type-50', image: 'uploads/abc.jpg' });
    const moved = await h
      .caller(admin)
      .roomType.update({ id: created.id, ...type(bedroom, 50, { name: 'Bunk Beds', slug: 'bunk-beds' }) });
    expect(moved).toMatchObject({ id: created.id, roomId: bedroom, name: 'Bunk Beds', image: null });
    const unknownRoom = await h
      .caller(admin)
      .roomType.update({ id: created.id, ...type(999_999, 50, { slug: 'bunk-beds' }) })
      .catch((e: unknown) => e);
    expect(fieldErrors(unknownRoom)).toEqual({ roomId: ['Choose an existing room.'] });
    await expect(h.caller(admin).roomType.update({ id: 999_999, ...type(living, 99) })).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
    await h.caller(admin).roomType.delete({ id: created.id });
    await expect(h.caller().roomType.detail({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(h.caller(admin).roomType.delete({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('will not delete a room type that still has products, and says how many', async () => {
    const kept = await h.caller(manager).roomType.create(type(living, 60));
    const products = h.dataSource.getRepository(Product);
    for (const n of [1, 2, 3])
      await products.insert({
        roomTypeId: kept.id,
        name: `Sofa ${n}`,
        slug: `sofa-60-${n}`,
        sku: `SOFA-60-${n}`,
        description: '',
      });
    const refused = await h
      .caller(manager)
      .roomType.delete({ id: kept.id })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'CONFLICT' });
    expect((refused as Error).message).toMatch(/^This room type still has 3 products;/);
    expect((await h.caller().roomType.detail({ id: kept.id })).id).toBe(kept.id);
    await products.delete({ roomTypeId: kept.id });
    await h.caller(manager).roomType.delete({ id: kept.id });
  });
});
