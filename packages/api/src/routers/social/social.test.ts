import { testDialects } from '@shop/db';
import { SOCIAL_URL_MESSAGE } from '@shop/domain';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const link = (n: number) => ({
  name: `Link ${String(n).padStart(2, '0')}`,
  icon: 'instagram' as const,
  url: `https://www.instagram.com/shop${n}`,
  // Display order runs against the insertion order, so a list by position is visibly not a list by id.
  position: 100 - n,
});

describe.each(testDialects())('social link procedures on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
    const manager = await h.loggedIn('manager');
    for (let n = 1; n <= 17; n++) await h.caller(manager).social.create(link(n));
  });
  afterAll(() => h?.close());

  it('pages 15 at a time in display order, and an unknown sort falls back to it', async () => {
    const page1 = await h.caller().social.getList({ page: 1 });
    expect(page1).toMatchObject({ current_page: 1, per_page: 15, last_page: 2, total: 17 });
    expect(page1.data[0]!.name).toBe('Link 17');
    const odd = await h.caller().social.getList({ page: 2, sort: 'password' as never });
    expect(odd.data.map((l) => l.name)).toEqual(['Link 02', 'Link 01']);
    const byName = await h.caller().social.getList({ page: 1, sort: 'name', search: 'shop1' });
    expect(byName.data.map((l) => l.name)).toEqual([
      'Link 01',
      'Link 10',
      'Link 11',
      'Link 12',
      'Link 13',
      'Link 14',
      'Link 15',
      'Link 16',
      'Link 17',
    ]);
  });

  it('lists every link in display order without pages, as the footer reads them', async () => {
    const all = await h.caller().social.getListWithoutPaginate();
    expect(all).toHaveLength(17);
    expect(all.map((l) => l.position)).toEqual([...all.map((l) => l.position)].sort((a, b) => a - b));
    expect((await h.caller().site.layout()).socials).toEqual(all);
  });

  it('refuses writes without a staff session and with a customer session', async () => {
    await expect(h.caller().social.create(link(90))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const customer = await h.loggedIn('customer');
    await expect(h.caller(customer).social.update({ id: 1, ...link(1) })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(h.caller(customer).social.delete({ id: 1 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('accepts only http and https addresses', async () => {
    const manager = await h.loggedIn('manager');
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com',
      '//example.com/x',
      '/relative',
      'https://',
      'instagram.com/shop',
    ]) {
      const error = (await h
        .caller(manager)
        .social.create({ ...link(91), url })
        .catch((e: unknown) => e)) as TRPCError;
      expect(fieldErrorsOf(error), url).toEqual({ url: [SOCIAL_URL_MESSAGE] });
    }
    const plain = await h.caller(manager).social.create({ ...link(92), url: 'http://example.com/shop' });
    expect(plain.url).toBe('http://example.com/shop');
  });

  it('names each wrong field', async () => {
    const manager = await h.loggedIn('manager');
    const error = (await h
      .caller(manager)
      .social.create({ name: ' ', icon: 'myspace' as never, url: 'x', position: -1 })
      .catch((e: unknown) => e)) as TRPCError;
    expect(Object.keys(fieldErrorsOf(error) ?? {}).sort()).toEqual(['icon', 'name', 'position', 'url']);
  });

  it('reads, updates and deletes, with 404 for unknown ids', async () => {
    const manager = await h.loggedIn('manager');
    const created = await h.caller(manager).social.create({ ...link(50), icon: 'tiktok' });
    expect(await h.caller().social.detail({ id: created.id })).toEqual(created);
    const updated = await h.caller(manager).social.update({
      id: created.id,
      name: 'X',
      icon: 'x',
      url: 'https://x.com/shop',
      position: 0,
    });
    expect(updated).toMatchObject({ id: created.id, name: 'X', icon: 'x', url: 'https://x.com/shop' });
    expect((await h.caller().social.getListWithoutPaginate())[0]!.id).toBe(created.id);
    await h.caller(manager).social.delete({ id: created.id });
    await expect(h.caller().social.detail({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(h.caller(manager).social.update({ id: 999_999, ...link(1) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(h.caller(manager).social.delete({ id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
