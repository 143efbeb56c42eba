import { testDialects } from '@shop/db';
import { seedGalleryImage } from '@shop/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type IHarness } from '../../test/harness.js';

describe.each(testDialects())('storefront gallery procedures on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
    const start = Date.now() - 100 * 60_000;
    // One a minute, oldest first: "Picture 1" is the oldest, "Picture 25" the newest.
    for (let n = 1; n <= 25; n++)
      await seedGalleryImage(h.dataSource, {
        caption: `Picture ${n}`,
        createdAt: new Date(start + n * 60_000),
      });
  });
  afterAll(() => h?.close());

  it('gives the home strip the newest images, 8 unless asked, at most 20', async () => {
    const strip = await h.caller().gallery.strip();
    expect(strip.map((g) => g.alt)).toEqual([25, 24, 23, 22, 21, 20, 19, 18].map((n) => `Picture ${n}`));
    expect((await h.caller().gallery.strip({ limit: 3 })).map((g) => g.alt)).toEqual([
      'Picture 25',
      'Picture 24',
      'Picture 23',
    ]);
    expect(await h.caller().gallery.strip({ limit: 500 })).toHaveLength(8);
    expect(await h.caller().gallery.strip({ limit: 'lots' as never })).toHaveLength(8);
    expect(await h.caller().gallery.strip({ limit: 20 })).toHaveLength(20);
  });

  it('pages the storefront gallery 15 at a time, newest first, and past the end gives an empty page', async () => {
    const page1 = await h.caller().gallery.storeList({ page: 1 });
    expect(page1).toMatchObject({ current_page: 1, per_page: 15, last_page: 2, from: 1, to: 15, total: 25 });
    expect(page1.data[0]!.alt).toBe('Picture 25');
    expect(await h.caller().gallery.storeList()).toEqual(page1);
    const page2 = await h.caller().gallery.storeList({ page: 2 });
    expect(page2.data.map((g) => g.alt)).toEqual(Array.from({ length: 10 }, (_, i) => `Picture ${10 - i}`));
    expect(await h.caller().gallery.storeList({ page: 9 })).toEqual({
      data: [],
      current_page: 9,
      per_page: 15,
      last_page: 2,
      from: null,
      to: null,
      total: 25,
    });
  });
});
