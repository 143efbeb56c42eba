import { MaterialType, Product, Room, RoomType, testDialects } from '@shop/db';
import { UNKNOWN_MATERIAL_TYPE_MESSAGE } from '@shop/domain';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IRequestHttp } from '../../context.js';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

describe.each(testDialects())('material procedures on %s', (dialect) => {
  let h: IHarness;
  let manager: IRequestHttp;
  let wood: number;
  let fabric: number;
  let empty: number;
  beforeAll(async () => {
    h = await createHarness(dialect);
    manager = await h.loggedIn('manager');
    const types = h.dataSource.getRepository(MaterialType);
    wood = (await types.save({ name: 'Wood', slug: 'wood', description: '' })).id;
    fabric = (await types.save({ name: 'Fabric', slug: 'fabric', description: '' })).id;
    empty = (await types.save({ name: 'Acrylic', slug: 'acrylic', description: '' })).id;
    for (let n = 1; n <= 16; n++)
      await h.caller(manager).material.create({
        materialTypeId: wood,
        name: `Wood ${String(n).padStart(2, '0')}`,
        description: n % 2 ? 'Oiled by hand' : 'Lacquered',
        image: `uploads/wood-${n}.jpg`,
      });
    for (const name of ['Velvet', 'Linen', 'Bouclé'])
      await h.caller(manager).material.create({ materialTypeId: fabric, name, description: '', image: null });
  });
  afterAll(() => h?.close());

  it('pages 15 at a time with the type named on each row, as its detail reads it', async () => {
    const page1 = await h.caller().material.getList({ page: 1 });
    expect(page1).toMatchObject({ current_page: 1, per_page: 15, last_page: 2, from: 1, to: 15, total: 19 });
    const page2 = await h.caller().material.getList({ page: 2 });
    expect(page2.data.map((m) => [m.name, m.materialTypeName])).toEqual([
      ['Wood 16', 'Wood'],
      ['Velvet', 'Fabric'],
      ['Linen', 'Fabric'],
      ['Bouclé', 'Fabric'],
    ]);
    expect(await h.caller().material.detail({ id: page1.data[0]!.id })).toEqual(page1.data[0]);
    expect(page1.data[0]).toMatchObject({ materialTypeId: wood, image: 'uploads/wood-1.jpg' });
  });

  it('filters by type and searches, ignoring a filter that is not an id', async () => {
    const fabrics = await h.caller().material.getList({ page: 1, materialTypeId: fabric, sort: 'name' });
    expect(fabrics.data.map((m) => m.name)).toEqual(['Bouclé', 'Linen', 'Velvet']);
    const oiled = await h.caller().material.getList({ page: 1, materialTypeId: wood, search: 'oiled' });
    expect(oiled.total).toBe(8);
    expect((await h.caller().material.getList({ page: 1, search: 'velv' })).data.map((m) => m.name)).toEqual([
      'Velvet',
    ]);
    const garbage = await h.caller().material.getList({ page: 1, materialTypeId: 'wood' as never });
    expect(garbage.total).toBe(19);
    expect((await h.caller().material.getList({ page: 1, materialTypeId: 999_999 })).total).toBe(0);
  });

  it('groups materials under their types by name, leaving out empty types', async () => {
    const groups = await h.caller().material.groupedByType();
    expect(groups.map((g) => g.name)).toEqual(['Fabric', 'Wood']);
    expect(groups[0]!.materials.map((m) => m.name)).toEqual(['Bouclé', 'Linen', 'Velvet']);
    expect(groups[1]!.materials).toHaveLength(16);
    expect(groups[1]).toMatchObject({ id: wood, slug: 'wood' });
    expect(groups.some((g) => g.id === empty)).toBe(false);
  });

  it('refuses writes without a staff session and with a customer session', async () => {
    const form = { materialTypeId: wood, name: 'Teak', description: '', image: null };
    await expect(h.caller().material.create(form)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const customer = await h.loggedIn('customer');
    await expect(h.caller(customer).material.update({ id: 1, ...form })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(h.caller(customer).material.delete({ id: 1 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('answers 422 on materialTypeId for an unknown type, and names each bad field', async () => {
    const unknown = (await h
      .caller(manager)
      .material.create({ materialTypeId: 999_999, name: 'Teak', description: '', image: null })
      .catch((e: unknown) => e)) as TRPCError;
    expect(fieldErrorsOf(unknown)).toEqual({ materialTypeId: [UNKNOWN_MATERIAL_TYPE_MESSAGE] });
    const bad = (await h
      .caller(manager)
      .material.create({ materialTypeId: '' as never, name: '', description: '', image: '../x.jpg' })
      .catch((e: unknown) => e)) as TRPCError;
    expect(Object.keys(fieldErrorsOf(bad) ?? {}).sort()).toEqual(['image', 'materialTypeId', 'name']);
    expect(fieldErrorsOf(bad)?.materialTypeId).toEqual(['Choose a material type.']);
  });

  it('updates, moves to another type and deletes, with 404 for unknown ids', async () => {
    const created = await h
      .caller(manager)
      .material.create({ materialTypeId: wood, name: 'Teak', description: '', image: 'uploads/teak.jpg' });
    const updated = await h.caller(manager).material.update({
      id: created.id,
      materialTypeId: fabric,
      name: 'Teak linen',
      description: 'Woven',
      image: null,
    });
    expect(updated).toMatchObject({ materialTypeId: fabric, materialTypeName: 'Fabric', image: null });
    const moved = (await h
      .caller(manager)
      .material.update({ id: created.id, materialTypeId: 999_999, name: 'x', description: '', image: null })
      .catch((e: unknown) => e)) as TRPCError;
    expect(fieldErrorsOf(moved)).toEqual({ materialTypeId: [UNKNOWN_MATERIAL_TYPE_MESSAGE] });
    await h.caller(manager).material.delete({ id: created.id });
    await expect(h.caller().material.detail({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const form = { materialTypeId: wood, name: 'Teak', description: '', image: null };
    await expect(h.caller(manager).material.update({ id: 999_999, ...form })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(h.caller(manager).material.delete({ id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('will not delete a material that products use, and says how many', async () => {
    const used = await h
      .caller(manager)
      .material.create({ materialTypeId: wood, name: 'Walnut', description: '', image: null });
    const room = await h.dataSource.getRepository(Room).save({ name: 'Den', slug: 'den', description: '' });
    const roomType = await h.dataSource
      .getRepository(RoomType)
      .save({ roomId: room.id, name: 'Desks', slug: 'desks', description: '' });
    const products = h.dataSource.getRepository(Product);
    for (const slug of ['desk-a', 'desk-b', 'desk-c', 'desk-d'])
      await products.save({
        roomTypeId: roomType.id,
        name: slug,
        slug,
        sku: slug.toUpperCase(),
        description: '',
        active: slug !== 'desk-d',
        materials: [{ id: used.id }] as never,
      });
    await expect(h.caller(manager).material.delete({ id: used.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This material is used by 4 products; remove it from them first.',
    });
    expect((await h.caller().material.detail({ id: used.id })).name).toBe('Walnut');
  });
});
