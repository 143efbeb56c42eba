import { Product, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { MAX_WISHLIST } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp } from '../../context.js';
import { createHarness, PASSWORD, type IHarness } from '../../test/harness.js';

describe.each(testDialects())('wishlist on %s', (dialect) => {
  let h: IHarness;
  const p: Record<'chair' | 'lamp' | 'rug' | 'gone', number> = { chair: 0, lamp: 0, rug: 0, gone: 0 };

  beforeAll(async () => {
    h = await createHarness(dialect);
    for (const key of Object.keys(p) as (keyof typeof p)[])
      p[key] = (await seedProduct(h.dataSource, { name: `Wish ${key}`, active: key !== 'gone' })).id;
  });
  afterAll(() => h?.close());

  /** A second customer, registered and logged in through the API like a shopper. */
  async function otherCustomer(email: string) {
    const http = memoryHttp(`10.30.0.${email.length}`);
    await h.caller(http).auth.customerRegister({ name: 'Other Shopper', email, password: PASSWORD });
    return h.caller(http);
  }

  it('needs a customer session for every wishlist call', async () => {
    const anon = h.caller();
    const staff = h.caller(await h.loggedIn('admin'));
    for (const caller of [anon, staff]) {
      for (const call of [
        () => caller.wishlist.list(),
        () => caller.wishlist.homeList(),
        () => caller.wishlist.add({ productId: p.chair }),
        () => caller.wishlist.delete({ id: 1 }),
        () => caller.wishlist.merge({ productIds: [p.chair] }),
      ])
        await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('adds, lists newest first, adds the same product once and removes', async () => {
    const me = h.caller(await h.loggedIn('customer'));
    const chair = await me.wishlist.add({ productId: p.chair });
    expect(chair).toMatchObject({ productId: p.chair, product: { id: p.chair, name: 'Wish chair' } });
    const lamp = await me.wishlist.add({ productId: p.lamp });
    expect((await me.wishlist.add({ productId: p.chair })).id).toBe(chair.id);
    const list = await me.wishlist.list();
    expect(list.total).toBe(2);
    expect(list.data.map((e) => e.productId).sort()).toEqual([p.chair, p.lamp].sort());
    expect(await me.wishlist.homeList()).toEqual(list);
    expect(await me.wishlist.delete({ id: lamp.id })).toEqual({ success: true });
    expect((await me.wishlist.list()).data.map((e) => e.productId)).toEqual([p.chair]);
    await expect(me.wishlist.delete({ id: lamp.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses unknown and inactive products, and hides products taken off sale', async () => {
    const me = h.caller(await h.loggedIn('customer'));
    await expect(me.wishlist.add({ productId: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(me.wishlist.add({ productId: p.gone })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await me.wishlist.add({ productId: p.rug });
    await h.dataSource.getRepository(Product).update({ id: p.rug }, { active: false });
    expect((await me.wishlist.list()).data.map((e) => e.productId)).not.toContain(p.rug);
    await h.dataSource.getRepository(Product).update({ id: p.rug }, { active: true });
    expect((await me.wishlist.list()).data.map((e) => e.productId)).toContain(p.rug);
  });

  it("keeps each customer's list their own: another customer's entry answers 404", async () => {
    const me = h.caller(await h.loggedIn('customer'));
    const mine = (await me.wishlist.list()).data[0]!;
    const other = await otherCustomer(`other-${dialect}@test.shop`);
    expect((await other.wishlist.list()).total).toBe(0);
    await expect(other.wishlist.delete({ id: mine.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await me.wishlist.list()).data.map((e) => e.id)).toContain(mine.id);
  });

  it("merges a guest's list into the account, skipping duplicates, unknown and inactive products", async () => {
    const shopper = await otherCustomer(`merge-${dialect}@test.shop`);
    await shopper.wishlist.add({ productId: p.chair });
    const merged = await shopper.wishlist.merge({
      productIds: [p.chair, p.lamp, p.lamp, p.gone, 999_999, p.rug],
    });
    expect(merged.data.map((e) => e.productId).sort()).toEqual([p.chair, p.lamp, p.rug].sort());
    expect((await shopper.wishlist.merge({ productIds: [] })).total).toBe(3);
  });

  it(`stops at ${MAX_WISHLIST} products`, async () => {
    const collector = await otherCustomer(`collector-${dialect}@test.shop`);
    const many: number[] = [];
    for (let n = 0; n < MAX_WISHLIST; n++) many.push((await seedProduct(h.dataSource)).id);
    expect((await collector.wishlist.merge({ productIds: many })).total).toBe(MAX_WISHLIST);
    const error = await collector.wishlist.add({ productId: p.lamp }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
