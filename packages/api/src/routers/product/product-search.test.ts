import { testDialects } from '@shop/db';
import { searchTuning } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type IHarness } from '../../test/harness.js';
import { arrangeCatalogue, productForm, type ICatalogue } from '../../test/product-fixtures.js';

// Every search runs both ways: through the full-text index, and walking the sort index with a word test (what large
// catalogues do for common words); both must find exactly the same products.
const ways = testDialects().flatMap((dialect) =>
  [
    { way: 'index', walkRowLimit: -1, walkMinMatches: 1_000 },
    { way: 'walk', walkRowLimit: Number.POSITIVE_INFINITY, walkMinMatches: 0 },
  ].map((tuning) => ({ dialect, ...tuning })),
);

describe.each(ways)(
  'product search on $dialect through the $way',
  ({ dialect, walkRowLimit, walkMinMatches }) => {
    let h: IHarness;
    let c: ICatalogue;
    const ids: Record<string, number> = {};
    const manager = () => h.loggedIn('manager').then((http) => h.caller(http));
    const search = (text: string, filters: { roomTypeId?: number } = {}) =>
      h
        .caller()
        .product.getList({ search: text, sort: 'name', ...filters })
        .then((list) => ({ names: list.data.map((p) => p.name), total: list.total }));
    const found = (text: string) => search(text).then((result) => result.names);

    const defaults = { ...searchTuning };
    beforeAll(async () => {
      Object.assign(searchTuning, { walkRowLimit, walkMinMatches });
      h = await createHarness(dialect);
      c = await arrangeCatalogue(h);
      const staff = await manager();
      const products: [string, string, string, number][] = [
        ['Harbor Oak Dining Table', 'harbor-oak-dining-table', 'Seats eight around a trestle base.', 1],
        ['Linden Walnut Desk', 'linden-walnut-desk', 'A writing desk with a leather-lined drawer.', 0],
        ['Oakley Velvet Armchair', 'lounge-armchair-7', 'A deep velvet seat with a TV-ready recline.', 0],
        ['Birch TV Stand', 'birch-tv-stand', 'Cable cut-outs behind closed doors.', 0],
      ];
      for (const [name, slug, description, roomType] of products) {
        const created = await staff.product.create(
          productForm(c, name, { slug, description, roomTypeId: c.roomTypeIds[roomType] }),
        );
        ids[name] = created.id;
      }
    });
    afterAll(async () => {
      Object.assign(searchTuning, defaults);
      await h?.close();
    });

    it('finds a product by a word of its name, in any case', async () => {
      expect(await found('walnut')).toEqual(['Linden Walnut Desk']);
      expect(await found('WALNUT')).toEqual(['Linden Walnut Desk']);
    });

    it('finds by the start of a word', async () => {
      expect(await found('oak')).toEqual(['Harbor Oak Dining Table', 'Oakley Velvet Armchair']);
      expect(await found('din')).toEqual(['Harbor Oak Dining Table']);
      // After a hyphen a word starts too; inside a word none does.
      expect(await found('lined')).toEqual(['Linden Walnut Desk']);
      expect(await found('ready')).toEqual(['Oakley Velvet Armchair']);
      expect(await found('alnut')).toEqual([]);
      expect(await found('chair')).toEqual([]);
    });

    it('finds by words of the slug and of the description', async () => {
      expect(await found('lounge')).toEqual(['Oakley Velvet Armchair']);
      expect(await found('trestle')).toEqual(['Harbor Oak Dining Table']);
      expect(await found('leather')).toEqual(['Linden Walnut Desk']);
    });

    it('finds only products that have every word, wherever each one is', async () => {
      expect(await found('walnut drawer')).toEqual(['Linden Walnut Desk']);
      expect(await found('oak velvet')).toEqual(['Oakley Velvet Armchair']);
      expect(await found('walnut velvet')).toEqual([]);
    });

    it('finds by a word too short for the MySQL index', async () => {
      // FTS5 indexes every word; MySQL falls back to the product name when no word is long enough to be indexed.
      expect(await found('tv')).toEqual(
        dialect === 'sqlite' ? ['Birch TV Stand', 'Oakley Velvet Armchair'] : ['Birch TV Stand'],
      );
    });

    it('reads full-text operators as plain text instead of failing', async () => {
      expect(await found('oak" OR *')).toEqual(['Harbor Oak Dining Table', 'Oakley Velvet Armchair']);
      expect(await found('"oak')).toEqual(['Harbor Oak Dining Table', 'Oakley Velvet Armchair']);
      expect(await found('walnut -desk')).toEqual(['Linden Walnut Desk']);
      expect(await found('+walnut ~desk <drawer >leather @writing ^lin')).toEqual(['Linden Walnut Desk']);
      expect(await found('NEAR(oak velvet)')).toEqual(['Oakley Velvet Armchair']);
      expect(await found('description:trestle')).toEqual([]);
      expect(await found('50%')).toEqual([]);
    });

    it('lists everything when the text has no word to search for', async () => {
      const all = await search('');
      expect(all.total).toBe(4);
      for (const text of ['(', '-', '*', '"', 'NEAR', 'AND OR NOT', '()*"-+@~<>'])
        expect(await search(text)).toEqual(all);
    });

    it('counts the matches alone and together with other filters', async () => {
      expect(await search('oak')).toMatchObject({ total: 2 });
      expect(await search('oak', { roomTypeId: c.roomTypeIds[0] })).toEqual({
        names: ['Oakley Velvet Armchair'],
        total: 1,
      });
    });

    it('follows a rename: the old words no longer find the product, the new ones do', async () => {
      const staff = await manager();
      await staff.product.update({
        id: ids['Linden Walnut Desk']!,
        ...productForm(c, 'Linden Maple Desk', { description: 'A writing desk with a cork-lined drawer.' }),
      });
      expect(await found('walnut')).toEqual([]);
      expect(await found('leather')).toEqual([]);
      expect(await found('maple')).toEqual(['Linden Maple Desk']);
      expect(await found('cork')).toEqual(['Linden Maple Desk']);
      expect(await found('linden-maple-desk')).toEqual(['Linden Maple Desk']);
    });

    it('no longer finds a deleted product', async () => {
      const staff = await manager();
      await staff.product.delete({ id: ids['Birch TV Stand']! });
      expect(await search('birch')).toEqual({ names: [], total: 0 });
      expect(await search('cable')).toEqual({ names: [], total: 0 });
    });
  },
);
