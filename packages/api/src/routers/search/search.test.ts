import { Product, testDialects } from '@shop/db';
import { seedMaterial, seedMaterialType, seedProduct, seedRoom, seedRoomType } from '@shop/db/seed';
import { searchTuning } from '@shop/services';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

// Every search runs three ways: ranking every match (what a rare word gets), and ranking only a window of the two
// latest matches with the older ones after it (what a common word gets in a large catalogue), those found through
// the full-text index or by walking the primary key with the word test.
const WINDOW = 2;
const ways = testDialects().flatMap((dialect) =>
  [
    { way: 'ranking every match', rankedWindow: 1_000, walkRowLimit: 3_000, walkMinMatches: 1_000 },
    {
      way: 'a ranked window, older matches through the index',
      rankedWindow: WINDOW,
      walkRowLimit: -1,
      walkMinMatches: 1_000,
    },
    {
      way: 'a ranked window, older matches by walking',
      rankedWindow: WINDOW,
      walkRowLimit: Number.POSITIVE_INFINITY,
      walkMinMatches: 0,
    },
  ].map((tuning) => ({ dialect, ...tuning })),
);

describe.each(ways)(
  'search procedure on $dialect, $way',
  ({ dialect, rankedWindow, walkRowLimit, walkMinMatches }) => {
    let h: IHarness;
    let roomTypeId: number;
    let woodId: number;
    const defaults = { ...searchTuning };
    beforeAll(async () => {
      Object.assign(searchTuning, { rankedWindow, walkRowLimit, walkMinMatches });
      h = await createHarness(dialect);
      const ds = h.dataSource;
      const room = await seedRoom(ds, {
        name: 'Sunroom',
        slug: 'sunroom',
        description: 'Rattan and light oak',
      });
      await seedRoom(ds, { name: 'Library', slug: 'library', description: 'Shelves of walnut' });
      const type = await seedRoomType(ds, { roomId: room.id, name: 'Lounge chairs', slug: 'lounge-chairs' });
      roomTypeId = type.id;
      // The word in the name ranks above the same word only in the description.
      await seedProduct(ds, {
        roomTypeId,
        name: 'Reading lamp',
        slug: 'reading-lamp',
        description: 'A brass lamp with an oak base',
      });
      await seedProduct(ds, {
        roomTypeId,
        name: 'Oak lounge chair',
        slug: 'oak-lounge-chair',
        description: 'Solid timber',
        priceCents: 50_000,
        discountPercent: 10,
      });
      await seedProduct(ds, { roomTypeId, name: 'Oak stool archived', slug: 'oak-stool', active: false });
      await seedProduct(ds, {
        roomTypeId,
        name: 'Velvet cushion archived',
        slug: 'velvet-old',
        active: false,
      });
      for (let n = 1; n <= 17; n++)
        await seedProduct(ds, { roomTypeId, name: `Velvet cushion ${n}`, slug: `velvet-cushion-${n}` });
      // The best match for "teak" is the oldest of the three.
      await seedProduct(ds, { roomTypeId, name: 'Teak bench', slug: 'teak-bench', description: 'Slatted' });
      for (const name of ['Garden lantern', 'Porch lantern'])
        await seedProduct(ds, {
          roomTypeId,
          name,
          slug: name.toLowerCase().replace(' ', '-'),
          description: 'Glass panes in a teak frame',
        });
      const wood = await seedMaterialType(ds, { name: 'Wood', slug: 'wood' });
      woodId = wood.id;
      await seedMaterial(ds, { materialTypeId: wood.id, name: 'White oak', description: 'Pale and hard' });
      await seedMaterial(ds, { materialTypeId: wood.id, name: 'Walnut', description: 'Dark grain' });
    });
    afterAll(async () => {
      Object.assign(searchTuning, defaults);
      await h?.close();
    });

    it('finds active products, rooms and materials by word prefixes, best match first', async () => {
      const result = await h.caller().search.getList({ q: 'oak' });
      expect(result.q).toBe('oak');
      expect(result.products.data.map((p) => p.name)).toEqual(['Oak lounge chair', 'Reading lamp']);
      expect(result.products).toMatchObject({ current_page: 1, per_page: 15, last_page: 1, total: 2 });
      expect(result.products.data[0]).toEqual({
        id: expect.any(Number),
        name: 'Oak lounge chair',
        slug: 'oak-lounge-chair',
        image: null,
        priceCents: 50_000,
        discountPercent: 10,
        discountedCents: 45_000,
        roomTypeName: 'Lounge chairs',
      });
      expect(result.rooms.map((r) => r.slug)).toEqual(['sunroom']);
      expect(result.materials).toEqual([
        expect.objectContaining({
          name: 'White oak',
          materialTypeName: 'Wood',
          materialTypeId: expect.any(Number),
        }),
      ]);
      const prefix = await h.caller().search.getList({ q: 'WALN' });
      expect(prefix.rooms.map((r) => r.name)).toEqual(['Library']);
      expect(prefix.materials.map((m) => m.name)).toEqual(['Walnut']);
    });

    it('needs every word, and pages products 15 at a time with an empty page past the end', async () => {
      expect((await h.caller().search.getList({ q: 'oak lamp' })).products.data.map((p) => p.name)).toEqual([
        'Reading lamp',
      ]);
      const page2 = await h.caller().search.getList({ q: 'velvet cushion', page: 2 });
      expect(page2.products).toMatchObject({ current_page: 2, last_page: 2, from: 16, to: 17, total: 17 });
      const past = await h.caller().search.getList({ q: 'velvet', page: 5 });
      expect(past.products).toEqual({
        data: [],
        current_page: 5,
        per_page: 15,
        last_page: 2,
        from: null,
        to: null,
        total: 17,
      });
    });

    it('pages through every active match exactly once, a ranked window first', async () => {
      const pages = await Promise.all([1, 2].map((page) => h.caller().search.getList({ q: 'velvet', page })));
      const names = pages.flatMap((result) => result.products.data.map((p) => p.name));
      const numbers = (order: number[]) => order.map((n) => `Velvet cushion ${n}`);
      const oneToSeventeen = Array.from({ length: 17 }, (_, i) => i + 1);
      // Equally good matches go by id; past the window, the latest match comes first.
      expect(names).toEqual(
        rankedWindow >= 17
          ? numbers(oneToSeventeen)
          : numbers([16, 17, ...oneToSeventeen.slice(0, 15).reverse()]),
      );
      expect(pages.map((result) => result.products.total)).toEqual([17, 17]);
    });

    it('ranks the latest matches of a common word only; older ones follow, latest first', async () => {
      const found = async (q: string) =>
        (await h.caller().search.getList({ q })).products.data.map((p) => p.name);
      expect(await found('teak')).toEqual(
        rankedWindow >= 3
          ? ['Teak bench', 'Garden lantern', 'Porch lantern']
          : ['Garden lantern', 'Porch lantern', 'Teak bench'],
      );
      expect(await found('teak bench')).toEqual(['Teak bench']);
    });

    it('treats full-text operators as plain separators, and text without words as an empty search', async () => {
      for (const q of ['oak" OR *', '(oak', 'oak -', '+oak*', 'NEAR(oak)', 'oak:'])
        expect((await h.caller().search.getList({ q })).products.total, q).toBe(2);
      for (const q of ['', '   ', '"*"', '()', 'NEAR AND OR']) {
        const nothing = await h.caller().search.getList({ q });
        expect(nothing).toMatchObject({ products: { data: [], total: 0 }, rooms: [], materials: [] });
      }
      expect((await h.caller().search.getList({ q: 'mahogany' })).products.total).toBe(0);
    });

    it('refuses search text over 100 characters with a field error', async () => {
      const error = (await h
        .caller()
        .search.getList({ q: 'oak '.repeat(30) })
        .catch((e: unknown) => e)) as TRPCError;
      expect(fieldErrorsOf(error)).toEqual({ q: ['Search text must be at most 100 characters.'] });
    });

    it('finds what was added or archived since the same search, rooms and materials included', async () => {
      const search = () => h.caller().search.getList({ q: 'cedar' });
      expect(await search()).toMatchObject({ products: { total: 0 }, rooms: [], materials: [] });
      const ds = h.dataSource;
      await seedRoom(ds, { name: 'Cedar porch', slug: 'cedar-porch', description: 'Screened' });
      await seedMaterial(ds, { materialTypeId: woodId, name: 'Cedar', description: 'Fragrant' });
      const chest = await seedProduct(ds, { roomTypeId, name: 'Cedar chest', slug: 'cedar-chest' });
      const found = await search();
      expect(found.products.data.map((p) => p.name)).toEqual(['Cedar chest']);
      expect(found.rooms.map((r) => r.slug)).toEqual(['cedar-porch']);
      expect(found.materials.map((m) => m.name)).toEqual(['Cedar']);
      await ds.getRepository(Product).update({ id: chest.id }, { active: false });
      expect((await search()).products).toMatchObject({ data: [], total: 0 });
    });
  },
);
