import { Material, testDialects } from '@shop/db';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const NAMES = ['Wood', 'Metal', 'Fabric', 'Leather', 'Stone', 'Glass', 'Rattan', 'Cane', 'Bamboo'];
const materialType = (n: number) => ({
  name: `${NAMES[n % NAMES.length]} ${String(n).padStart(2, '0')}`,
  slug: `type-${n}`,
  description: n % 2 ? 'Natural and warm' : 'Cool and hard-wearing',
});

describe.each(testDialects())('material type procedures on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
    const manager = await h.loggedIn('manager');
    for (let n = 1; n <= 18; n++) await h.caller(manager).materialType.create(materialType(n));
  });
  afterAll(() => h?.close());

  it('pages 15 at a time in the legacy shape, each row as its detail reads it', async () => {
    const page2 = await h.caller().materialType.getList({ page: 2 });
    expect(page2).toMatchObject({ current_page: 2, per_page: 15, last_page: 2, from: 16, to: 18, total: 18 });
    expect(page2.data.map((t) => t.slug)).toEqual(['type-16', 'type-17', 'type-18']);
    expect(await h.caller().materialType.detail({ id: page2.data[0]!.id })).toEqual(page2.data[0]);
  });

  it('searches, sorts, and falls back to the default sort for an unknown one', async () => {
    const warm = await h.caller().materialType.getList({ page: 1, search: 'warm', sort: '-name' });
    expect(warm.total).toBe(9);
    expect(warm.data[0]!.name).toBe('Wood 09');
    const bySlug = await h.caller().materialType.getList({ page: 1, search: 'type-1', sort: 'id' });
    expect(bySlug.data.map((t) => t.slug)).toEqual([
      'type-1',
      ...[10, 11, 12, 13, 14, 15, 16, 17, 18].map((n) => `type-${n}`),
    ]);
    const unknownSort = await h.caller().materialType.getList({ page: 1, sort: 'price' as never });
    expect(unknownSort.data[0]!.slug).toBe('type-1');
  });

  it('lists every type by name, unpaginated, for selects', async () => {
    const options = await h.caller().materialType.options();
    expect(options).toHaveLength(18);
    const names = options.map((t) => t.name);
    expect(names).toEqual([...names].sort());
    expect(names[0]).toBe('Bamboo 08');
  });

  it('refuses writes without a staff session and with a customer session', async () => {
    await expect(h.caller().materialType.create(materialType(99))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const customer = await h.loggedIn('customer');
    await expect(h.caller(customer).materialType.update({ id: 1, ...materialType(1) })).rejects.toMatchObject(
      {
        code: 'UNAUTHORIZED',
      },
    );
    await expect(h.caller(customer).materialType.delete({ id: 1 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('checks slugs and refuses a taken one on the slug field', async () => {
    const [first] = (await h.caller().materialType.getList({ page: 1 })).data;
    expect(await h.caller().materialType.checkSlug({ slug: 'type-1' })).toEqual({
      valid: true,
      available: false,
    });
    expect(await h.caller().materialType.checkSlug({ slug: 'type-1', excludeId: first!.id })).toEqual({
      valid: true,
      available: true,
    });
    expect(await h.caller().materialType.checkSlug({ slug: 'Not A Slug' })).toEqual({
      valid: false,
      available: false,
    });
    const manager = await h.loggedIn('manager');
    const error = (await h
      .caller(manager)
      .materialType.update({ id: first!.id, ...materialType(1), slug: 'type-2' })
      .catch((e: unknown) => e)) as TRPCError;
    expect(fieldErrorsOf(error)).toEqual({ slug: ['This slug is already taken.'] });
  });

  it('validates fields and names each one', async () => {
    const manager = await h.loggedIn('manager');
    const error = (await h
      .caller(manager)
      .materialType.create({ name: ' ', slug: 'Not A Slug', description: 'x'.repeat(5001) })
      .catch((e: unknown) => e)) as TRPCError;
    expect(Object.keys(fieldErrorsOf(error) ?? {}).sort()).toEqual(['description', 'name', 'slug']);
  });

  it('updates and deletes, with 404 for unknown ids', async () => {
    const manager = await h.loggedIn('manager');
    const created = await h.caller(manager).materialType.create(materialType(50));
    const updated = await h
      .caller(manager)
      .materialType.update({ id: created.id, name: 'Marble', slug: 'marble', description: '' });
    expect(updated).toMatchObject({ id: created.id, name: 'Marble', slug: 'marble', description: '' });
    await h.caller(manager).materialType.delete({ id: created.id });
    await expect(h.caller().materialType.detail({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      h.caller(manager).materialType.update({ id: 999_999, ...materialType(1) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(h.caller(manager).materialType.delete({ id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('will not delete a type that still has materials, and says how many', async () => {
    const manager = await h.loggedIn('manager');
    const kept = await h.caller(manager).materialType.create(materialType(60));
    await h.dataSource.getRepository(Material).insert([
      { materialTypeId: kept.id, name: 'Oak', description: '' },
      { materialTypeId: kept.id, name: 'Ash', description: '' },
    ]);
    await expect(h.caller(manager).materialType.delete({ id: kept.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This material type still has 2 materials; move or delete them first.',
    });
    expect((await h.caller().materialType.detail({ id: kept.id })).id).toBe(kept.id);
  });
});
