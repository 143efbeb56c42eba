import { Product, testDialects } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type IHarness } from '../../test/harness.js';
import { arrangeCatalogue, productForm, type ICatalogue } from '../../test/product-fixtures.js';

describe.each(testDialects())('product list on %s', (dialect) => {
  let h: IHarness;
  let c: ICatalogue;
  const names = (list: { data: { name: string }[] }) => list.data.map((p) => p.name);

  beforeAll(async () => {
    h = await createHarness(dialect);
    c = await arrangeCatalogue(h);
    const manager = h.caller(await h.loggedIn('manager'));
    const rows: [string, number, number, boolean, number[]][] = [
      // name, price cents, stock, active, materials
      ['Alder Bed', 50_000, 2, true, [c.materialIds[0]]],
      ['Birch Sofa', 90_000, 40, true, [c.materialIds[2]]],
      ['Cedar Bed', 70_000, 5, false, []],
      ['Dune Sofa', 30_000, 12, true, [c.materialIds[0], c.materialIds[2]]],
    ];
    for (const [n, [name, priceCents, stock, active, materialIds]] of rows.entries()) {
      const { id } = await manager.product.create(
        productForm(c, name, {
          roomTypeId: name.endsWith('Bed') ? c.roomTypeIds[1] : c.roomTypeIds[0],
          description:
            name === 'Dune Sofa' ? 'Deep seat in sand-coloured linen on a solid frame' : 'Solid wood',
          priceCents,
          discountPercent: 10,
          stock,
          active,
          materialIds,
        }),
      );
      // Distinct creation times, oldest first in the order above.
      await h.dataSource
        .getRepository(Product)
        .update({ id }, { createdAt: new Date(Date.UTC(2026, 0, 1 + n)) });
    }
    for (let n = 0; n < 14; n++)
      await manager.product.create(productForm(c, `Filler ${String(n).padStart(2, '0')}`));
  });
  afterAll(() => h?.close());

  it('pages 15 at a time, newest first, each row as the table shows it', async () => {
    const first = await h.caller().product.getList({});
    expect(first).toMatchObject({ current_page: 1, per_page: 15, last_page: 2, from: 1, to: 15, total: 18 });
    const last = await h.caller().product.getList({ page: 2, sort: 'newest' });
    expect(names(last)).toEqual(['Cedar Bed', 'Birch Sofa', 'Alder Bed']);
    expect(last.data[2]).toMatchObject({
      roomTypeName: 'Beds',
      priceCents: 50_000,
      discountedCents: 45_000,
      stock: 2,
      lowStock: true,
      active: true,
    });
    expect(last.data[0]).toMatchObject({ lowStock: true, active: false });
    expect(last.data[1]!.lowStock).toBe(false);
  });

  it('filters by room type, material, active and low stock, and combines them', async () => {
    const list = (input: Parameters<ReturnType<IHarness['caller']>['product']['getList']>[0]) =>
      h
        .caller()
        .product.getList({ sort: 'name', ...input })
        .then(names);
    expect(await list({ roomTypeId: c.roomTypeIds[1] })).toEqual(['Alder Bed', 'Cedar Bed']);
    expect(await list({ materialId: c.materialIds[0] })).toEqual(['Alder Bed', 'Dune Sofa']);
    expect(await list({ materialId: c.materialIds[1] })).toEqual([]);
    expect(await list({ active: false })).toEqual(['Cedar Bed']);
    expect(await list({ lowStock: true })).toEqual(['Alder Bed', 'Cedar Bed']);
    expect(await list({ lowStock: true, active: true, roomTypeId: c.roomTypeIds[1] })).toEqual(['Alder Bed']);
  });

  it('searches name, slug and description', async () => {
    const search = (term: string) => h.caller().product.getList({ search: term, sort: 'name' }).then(names);
    expect(await search('sofa')).toEqual(['Birch Sofa', 'Dune Sofa']);
    expect(await search('sand-coloured')).toEqual(['Dune Sofa']);
    expect(await search('cedar-bed')).toEqual(['Cedar Bed']);
    expect(await search('50%')).toEqual([]);
  });

  it('sorts by name, price, stock and age in both directions', async () => {
    // Only the four named products have "solid" in their description.
    const sorted = (sort: string) =>
      h
        .caller()
        .product.getList({ search: 'solid', sort: sort as never })
        .then(names);
    expect(await sorted('-name')).toEqual(['Dune Sofa', 'Cedar Bed', 'Birch Sofa', 'Alder Bed']);
    expect(await sorted('price')).toEqual(['Dune Sofa', 'Alder Bed', 'Cedar Bed', 'Birch Sofa']);
    expect(await sorted('-price')).toEqual(['Birch Sofa', 'Cedar Bed', 'Alder Bed', 'Dune Sofa']);
    expect(await sorted('stock')).toEqual(['Alder Bed', 'Cedar Bed', 'Dune Sofa', 'Birch Sofa']);
    expect(await sorted('-stock')).toEqual(['Birch Sofa', 'Dune Sofa', 'Cedar Bed', 'Alder Bed']);
    expect(await sorted('oldest')).toEqual(['Alder Bed', 'Birch Sofa', 'Cedar Bed', 'Dune Sofa']);
  });

  it('falls back to the defaults for unknown sort and filter values', async () => {
    const plain = await h.caller().product.getList({ page: 2 });
    const odd = await h.caller().product.getList({
      page: 2,
      sort: 'price; DROP TABLE products' as never,
      roomTypeId: 'banana' as never,
      materialId: -4 as never,
      active: 'maybe' as never,
      lowStock: 'lots' as never,
    });
    expect(odd).toEqual(plain);
    expect(plain.total).toBe(18);
  });
});
