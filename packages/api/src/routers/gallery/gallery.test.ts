import { testDialects } from '@shop/db';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const picture = (n: number) => ({ image: `uploads/gallery-${n}.jpg`, alt: `Picture ${n}` });

describe.each(testDialects())('gallery procedures on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  it('adds several images in one call, after the existing ones, in the order given', async () => {
    const manager = await h.loggedIn('manager');
    const first = await h.caller(manager).gallery.create({ images: [picture(1), picture(2)] });
    expect(first.map((g) => [g.image, g.alt, g.position])).toEqual([
      ['uploads/gallery-1.jpg', 'Picture 1', 0],
      ['uploads/gallery-2.jpg', 'Picture 2', 1],
    ]);
    const batch = Array.from({ length: 15 }, (_, i) => picture(i + 3));
    const second = await h.caller(manager).gallery.create({ images: batch });
    expect(second.map((g) => g.position)).toEqual(batch.map((_, i) => i + 2));
  });

  it('pages the gallery 15 at a time, and by position on request', async () => {
    const page1 = await h.caller().gallery.getList({ page: 1 });
    expect(page1).toMatchObject({ per_page: 15, last_page: 2, total: 17 });
    // Newest batch first, each batch in the order it was given.
    expect(page1.data.map((g) => g.alt)).toEqual(Array.from({ length: 15 }, (_, i) => `Picture ${i + 3}`));
    const page2 = await h.caller().gallery.getList({ page: 2, sort: 'position' });
    expect(page2.data.map((g) => g.alt)).toEqual(['Picture 16', 'Picture 17']);
    const newestLast = await h.caller().gallery.getList({ page: 2, sort: '-position' });
    expect(newestLast.data.map((g) => g.alt)).toEqual(['Picture 2', 'Picture 1']);
    const unknownSort = await h.caller().gallery.getList({ page: 1, sort: 'caption' as never });
    expect(unknownSort.data).toEqual(page1.data);
  });

  it('refuses writes without a staff session and with a customer session', async () => {
    await expect(h.caller().gallery.create({ images: [picture(90)] })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const customer = await h.loggedIn('customer');
    await expect(h.caller(customer).gallery.delete({ ids: [1] })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('names the wrong field of the wrong image and saves none of the batch', async () => {
    const manager = await h.loggedIn('manager');
    const error = (await h
      .caller(manager)
      .gallery.create({ images: [picture(80), { image: '../secret.jpg', alt: ' ' }] })
      .catch((e: unknown) => e)) as TRPCError;
    expect(Object.keys(fieldErrorsOf(error) ?? {}).sort()).toEqual(['images.1.alt', 'images.1.image']);
    const empty = (await h
      .caller(manager)
      .gallery.create({ images: [] })
      .catch((e: unknown) => e)) as TRPCError;
    expect(fieldErrorsOf(empty)).toEqual({ images: ['Add at least one image.'] });
    expect((await h.caller().gallery.getList({ page: 1 })).total).toBe(17);
  });

  it('deletes the existing ones among several ids, and answers 404 naming them when none exist', async () => {
    const manager = await h.loggedIn('manager');
    const ids = (await h.caller().gallery.getList({ page: 1, sort: 'position' })).data.map((g) => g.id);
    const result = await h.caller(manager).gallery.delete({ ids: [ids[0]!, ids[1]!, 999_998] });
    expect(result).toEqual({ success: true, deleted: [ids[0], ids[1]], missing: [999_998] });
    expect((await h.caller().gallery.getList({ page: 1 })).total).toBe(15);
    const gone = (await h
      .caller(manager)
      .gallery.delete({ ids: [ids[0]!, 999_999] })
      .catch((e: unknown) => e)) as TRPCError;
    expect(gone).toMatchObject({ code: 'NOT_FOUND' });
    expect(gone.message).toBe(`Gallery images ${ids[0]}, 999999 not found.`);
    expect((await h.caller().gallery.getList({ page: 1 })).total).toBe(15);
  });
});
