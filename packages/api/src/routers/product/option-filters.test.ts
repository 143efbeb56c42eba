import { testDialects } from '@shop/db';
import { SEARCH_TABLES, searchTuning, tablesRead, type Db } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type IHarness } from '../../test/harness.js';
import { arrangeCatalogue, productForm, type ICatalogue } from '../../test/product-fixtures.js';

/**
 * Shoppers narrow a room type's shelf and the search by what products offer to choose (sizes, finishes, fabric
 * swatches), and listing cards show the swatches and "from $X" of a product with variants.
 */
describe.each(testDialects())('option value filters, facets and card swatches on %s', (dialect) => {
  let h: IHarness;
  let c: ICatalogue;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    h = await createHarness(dialect);
    c = await arrangeCatalogue(h);
    const manager = await h.loggedIn('manager').then((http) => h.caller(http));
    const sofa = async (name: string, sizes: string[], finishes: number[], priceCents: number) => {
      const product = await manager.product.create(productForm(c, name, { priceCents, stock: 0 }));
      await manager.product.saveOptions({
        id: product.id,
        options: [
          { name: 'Size', kind: 'variant', values: sizes.map((label) => ({ label })) },
          {
            name: 'Finish',
            kind: 'variant',
            values: finishes.map((materialId) => ({ label: `Finish ${materialId}`, materialId })),
          },
        ],
      });
      const { variants } = await manager.product.generateVariants({ id: product.id });
      // The first variant is the cheapest, so the card's "from" price is known.
      await manager.product.updateVariant({
        id: product.id,
        variantId: variants[0]!.id,
        priceCents: priceCents - 5_000,
      });
      return product.id;
    };
    ids.harbor = await sofa(
      'Harbor Sofa',
      ['Small', 'Medium', 'Large'],
      [c.materialIds[0], c.materialIds[2]],
      90_000,
    );
    ids.solent = await sofa('Solent Sofa', ['Medium', 'Large'], [c.materialIds[1]], 120_000);
    ids.plain = (await manager.product.create(productForm(c, 'Plain Sofa', { priceCents: 50_000 }))).id;
    ids.bed = (
      await manager.product.create(productForm(c, 'Plain Bed', { roomTypeId: c.roomTypeIds[1] }))
    ).id;
  });
  afterAll(() => h?.close());

  const shelf = (over: { optionValues?: string[]; materialIds?: number[] } = {}) =>
    h.caller().product.customerList({ roomTypeId: c.roomTypeIds[0], page: 1, ...over });
  const names = (list: { data: { name: string }[] }) => list.data.map((card) => card.name).sort();

  it('lists a room type’s option values with their product counts, sizes in the order products give them', async () => {
    const page = await h.caller().product.roomTypePage({ roomSlug: 'living', roomTypeSlug: 'sofas' });
    expect(page.options).toEqual([
      {
        name: 'Size',
        values: [
          { label: 'Small', count: 1 },
          { label: 'Medium', count: 2 },
          { label: 'Large', count: 2 },
        ],
      },
    ]);
    // Finishes that are materials are offered among the materials, with the products that offer them.
    expect(page.materials.map((m) => [m.name, m.count])).toEqual([
      ['Linen', 1],
      ['Oak', 1],
      ['Walnut', 1],
    ]);
  });

  it('filters the shelf by option values: alternatives within an option, every option named must match', async () => {
    expect(names(await shelf({ optionValues: ['Size:Large'] }))).toEqual(['Harbor Sofa', 'Solent Sofa']);
    expect(names(await shelf({ optionValues: ['Size:Small', 'Size:Medium'] }))).toEqual([
      'Harbor Sofa',
      'Solent Sofa',
    ]);
    expect(names(await shelf({ optionValues: ['Size:Small'] }))).toEqual(['Harbor Sofa']);
    expect(names(await shelf({ optionValues: ['Size:Large', 'Finish:Finish 999'] }))).toEqual([]);
    expect(names(await shelf({ optionValues: ['Size:Medium'], materialIds: [c.materialIds[1]] }))).toEqual([
      'Solent Sofa',
    ]);
    // What is not `Name:Label` is dropped, as other bad filters are: the list is the whole shelf.
    const loose = await shelf({ optionValues: ['Large', ':', 'Size:'] });
    expect(loose.total).toBe(3);
  });

  it('gives cards of products with variants "from" their cheapest price and the swatches they offer', async () => {
    const cards = (await shelf()).data;
    const harbor = cards.find((card) => card.id === ids.harbor)!;
    expect(harbor).toMatchObject({ fromPrice: true, priceCents: 85_000 });
    expect(harbor.swatches?.map((s) => s.name)).toEqual(['Linen', 'Oak']);
    // Its options are chosen on its page: its card offers that rather than a line the cart cannot sell.
    expect(harbor.chooseOptions).toBe(true);
    const plain = cards.find((card) => card.id === ids.plain)!;
    expect(plain.chooseOptions).toBeUndefined();
    expect(plain.fromPrice).toBeUndefined();
    expect(plain.swatches).toBeUndefined();
  });

  it('filters the search by option values and materials, with facets of the matches before the filter', async () => {
    const search = (over: { optionValues?: string[]; materialIds?: number[] } = {}) =>
      h.caller().search.getList({ q: 'sofa', page: 1, ...over });
    const all = await search();
    expect(all.products.total).toBe(3);
    expect(all.facets.options).toEqual([
      {
        name: 'Size',
        values: [
          { label: 'Small', count: 1 },
          { label: 'Medium', count: 2 },
          { label: 'Large', count: 2 },
        ],
      },
    ]);
    expect(all.facets.materials.map((m) => [m.name, m.count])).toEqual([
      ['Linen', 1],
      ['Oak', 1],
      ['Walnut', 1],
    ]);
    const harbor = all.products.data.find((p) => p.id === ids.harbor)!;
    expect(harbor).toMatchObject({ fromPrice: true, priceCents: 85_000 });
    expect(harbor.swatches?.map((s) => s.name)).toEqual(['Linen', 'Oak']);

    const small = await search({ optionValues: ['Size:Small'] });
    expect(small.products.data.map((p) => p.name)).toEqual(['Harbor Sofa']);
    expect(small.products.total).toBe(1);
    // The facets stay those of every match, so another size can still be chosen.
    expect(small.facets).toEqual(all.facets);
    const walnut = await search({ materialIds: [c.materialIds[1]] });
    expect(walnut.products.data.map((p) => p.name)).toEqual(['Solent Sofa']);

    // The facets are kept like the search's answer, and a change to a product's options retires them at once.
    const { options } = await h.services.product.variants.variants(ids.solent!);
    const manager = await h.loggedIn('manager').then((http) => h.caller(http));
    await manager.product.saveOptions({
      id: ids.solent!,
      options: [{ ...options[0]!, values: [...options[0]!.values, { label: 'Huge' }] }, options[1]!],
    });
    const after = await search();
    expect(after.facets.options[0]!.values.map((v) => v.label)).toEqual(['Small', 'Medium', 'Large', 'Huge']);
  });
  it('answers filters and stock badges for the matching variants, not the product as a whole', async () => {
    const manager = await h.loggedIn('manager').then((http) => h.caller(http));
    const { variants } = await h.services.product.variants.variants(ids.harbor!);
    const variant = (title: string) => variants.find((v) => v.title === title)!;
    // Harbor has Large in the first finish on hand, and nothing in the second finish.
    await manager.product.updateVariant({
      id: ids.harbor!,
      variantId: variant(`Large / Finish ${c.materialIds[0]}`).id,
      stock: 3,
    });
    const stockOf = async (over: { optionValues?: string[]; materialIds?: number[]; inStock?: boolean }) =>
      Object.fromEntries((await shelf(over)).data.map((card) => [card.name, card.inStock]));
    expect((await stockOf({}))['Harbor Sofa']).toBe(true);
    expect((await stockOf({ materialIds: [c.materialIds[0]] }))['Harbor Sofa']).toBe(true);
    // Found in the second finish, which it offers, but sold out in it: its card says so.
    expect((await stockOf({ materialIds: [c.materialIds[2]] }))['Harbor Sofa']).toBe(false);
    expect(
      (await stockOf({ materialIds: [c.materialIds[0]], optionValues: ['Size:Small'] }))['Harbor Sofa'],
    ).toBe(false);
    expect(
      (await stockOf({ materialIds: [c.materialIds[0]], optionValues: ['Size:Large'] }))['Harbor Sofa'],
    ).toBe(true);
    // "In stock only" answers the same way.
    expect(await stockOf({ materialIds: [c.materialIds[2]], inStock: true })).toEqual({});
    expect(await stockOf({ materialIds: [c.materialIds[0]], inStock: true })).toEqual({
      'Harbor Sofa': true,
    });
    // A size whose only variant is withdrawn is not offered any more, on the shelf or in the search.
    const solent = (await h.services.product.variants.variants(ids.solent!)).variants;
    await manager.product.updateVariant({
      id: ids.solent!,
      variantId: solent.find((v) => v.title.startsWith('Large'))!.id,
      active: false,
    });
    expect(names(await shelf({ optionValues: ['Size:Large'] }))).toEqual(['Harbor Sofa']);
    const search = await h.caller().search.getList({ q: 'sofa', page: 1, optionValues: ['Size:Large'] });
    expect(search.products.data.map((p) => p.name)).toEqual(['Harbor Sofa']);
  });

  it('keeps a search answer by every table its statements read, filters and older matches included', async () => {
    // A write to a table the kept answer does not name would leave it answering stale rows on MySQL.
    const db = (h.services.search as unknown as { db: Db }).db;
    const query = vi.spyOn(db, 'query');
    const window = searchTuning.rankedWindow;
    searchTuning.rankedWindow = 1;
    let statements: string[];
    try {
      for (const over of [{}, { materialIds: [c.materialIds[0]] }, { optionValues: ['Size:Medium'] }])
        await h.caller().search.getList({ q: 'plain sofa', page: 1, ...over });
    } finally {
      searchTuning.rankedWindow = window;
      statements = query.mock.calls.map(([sql]) => sql);
      query.mockRestore();
    }
    const read = new Set(statements.flatMap((sql) => tablesRead(sql)));
    expect(read).toContain('product_option_values');
    for (const table of read) expect(tablesRead(SEARCH_TABLES)).toContain(table);
  });
});
