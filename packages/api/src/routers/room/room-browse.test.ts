import { testDialects } from '@shop/db';
import { seedProduct, seedRoom, seedRoomType } from '@shop/db/seed';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

describe.each(testDialects())('storefront room procedures on %s', (dialect) => {
  let h: IHarness;
  let roomId: number;
  let sofasId: number;
  beforeAll(async () => {
    h = await createHarness(dialect);
    const ds = h.dataSource;
    const room = await seedRoom(ds, { name: 'Living room', slug: 'living-room', description: 'Sit back' });
    roomId = room.id;
    const sofas = await seedRoomType(ds, { roomId, name: 'Sofas', slug: 'sofas' });
    sofasId = sofas.id;
    await seedRoomType(ds, { roomId, name: 'Armchairs', slug: 'armchairs' });
    await seedProduct(ds, { roomTypeId: sofas.id });
    await seedProduct(ds, { roomTypeId: sofas.id });
    await seedProduct(ds, { roomTypeId: sofas.id, active: false });
    await seedRoom(ds, { name: 'Bedroom', slug: 'bedroom' });
    // Another room's types stay out of this room's list.
    await seedRoomType(ds, { name: 'Beds', slug: 'beds' });
  });
  afterAll(() => h?.close());

  it("lists a room's types by slug or by id, by name, counting active products only", async () => {
    const bySlug = await h.caller().room.types({ slug: 'living-room' });
    expect(bySlug).toMatchObject({
      id: roomId,
      name: 'Living room',
      slug: 'living-room',
      description: 'Sit back',
    });
    expect(bySlug.roomTypes.map((t) => [t.name, t.slug, t.productCount])).toEqual([
      ['Armchairs', 'armchairs', 0],
      ['Sofas', 'sofas', 2],
    ]);
    expect(bySlug.roomTypes.every((t) => t.roomId === roomId)).toBe(true);
    expect(await h.caller().room.types({ id: roomId })).toEqual(bySlug);
    expect(await h.caller().room.storeDetail({ id: roomId })).toEqual(bySlug);
    expect(bySlug.roomTypes.find((t) => t.name === 'Sofas')!.id).toBe(sofasId);
  });

  it('answers 404 for an unknown slug or id, and 422 when given neither', async () => {
    for (const input of [{ slug: 'no-such-room' }, { slug: 'Not A Slug' }, { id: 999_999 }])
      await expect(h.caller().room.types(input)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(h.caller().room.storeDetail({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const error = (await h
      .caller()
      .room.types({})
      .catch((e: unknown) => e)) as TRPCError;
    expect(fieldErrorsOf(error)).toEqual({ slug: ['Give the room slug or id.'] });
  });

  it('gives the home page every room by name, without a session', async () => {
    const rooms = await h.caller().room.home();
    expect(rooms.map((r) => r.name)).toEqual(
      [...rooms.map((r) => r.name)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(rooms.map((r) => r.slug)).toEqual(expect.arrayContaining(['living-room', 'bedroom']));
    expect(rooms[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), image: null, createdAt: expect.any(String) }),
    );
  });
});
