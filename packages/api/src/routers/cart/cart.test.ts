import crypto from 'node:crypto';
import { Cart, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { MAX_LINE_QUANTITY, VARIANT_MESSAGES, type TCartLine } from '@shop/domain';
import { cartSessionHash } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp } from '../../context.js';
import { ADDRESS, CARDS, attemptKey, fieldErrorsOf, testCard } from '../../test/checkout.js';
import { createHarness, PASSWORD, type IHarness } from '../../test/harness.js';

/** The cart kept on the server: a guest's cart session, the account's cart on every device, the merge at login. */
describe.each(testDialects())('server carts on %s', (dialect) => {
  let h: IHarness;
  let count = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  const device = () => memoryHttp(`10.63.${Math.floor(++count / 200)}.${count % 200}`);
  async function newCustomer() {
    const email = `carter${++count}-${dialect}@test.shop`;
    await h.caller(device()).auth.customerRegister({ name: 'Cass Carter', email, password: PASSWORD });
    return async (http = device()) => {
      await h.caller(http).auth.customerLogin({ email, password: PASSWORD });
      return http;
    };
  }

  it("keeps a guest's cart under their cart session, made by the first write, and shows it to no one else", async () => {
    const http = device();
    const guest = h.caller(http);
    expect(await guest.cart.get()).toEqual({ owner: 'guest', customerId: null, lines: [], saved: false });
    await guest.cart.put({ lines: [] });
    expect(http.cart).toBeUndefined();
    const lines = [
      { productId: 3, quantity: 2 },
      { productId: 5, quantity: 1 },
    ];
    expect(await guest.cart.put({ lines })).toEqual({ owner: 'guest', customerId: null, lines, saved: true });
    expect(http.cart).toMatch(/^[\w-]{43}$/);
    expect((await guest.cart.get()).lines).toEqual(lines);
    // Another browser has its own (none yet); a cookie that is not one the shop made opens nothing.
    expect((await h.caller(device()).cart.get()).lines).toEqual([]);
    const forged = device();
    forged.cart = 'not-a-session';
    expect((await h.caller(forged).cart.get()).saved).toBe(false);
    const [row] = await h.dataSource.getRepository(Cart).find({ order: { id: 'DESC' }, take: 1 });
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(http.cart);
  });

  it("shows a customer's phone cart on their laptop", async () => {
    const login = await newCustomer();
    const phone = h.caller(await login());
    const laptop = h.caller(await login());
    const lines = [{ productId: 7, quantity: 3 }];
    await phone.cart.put({ lines });
    expect(await laptop.cart.get()).toMatchObject({ owner: 'customer', lines, saved: true });
    await laptop.cart.put({ lines: [{ productId: 7, quantity: 1 }] });
    expect((await phone.cart.get()).lines).toEqual([{ productId: 7, quantity: 1 }]);
  });

  it("merges the browser's lines into the account's cart at login, within the limits, and drops the guest's", async () => {
    const login = await newCustomer();
    await h.caller(await login()).cart.put({
      lines: [
        { productId: 1, quantity: 90 },
        { productId: 2, quantity: 1 },
      ],
    });
    const browser = device();
    await h.caller(browser).cart.put({
      lines: [
        { productId: 1, quantity: 20 },
        { productId: 4, quantity: 2 },
      ],
    });
    const token = browser.cart;
    const after = device();
    after.cart = token!;
    await login(after);
    const merged = await h.caller(after).cart.merge({
      lines: [
        { productId: 1, quantity: 20 },
        { productId: 4, quantity: 2 },
      ],
    });
    expect(merged).toMatchObject({ owner: 'customer' });
    expect(merged.lines).toEqual([
      { productId: 1, quantity: MAX_LINE_QUANTITY },
      { productId: 2, quantity: 1 },
      { productId: 4, quantity: 2 },
    ]);
    const guestCart = await h.dataSource.getRepository(Cart).countBy({ tokenHash: cartSessionHash(token!) });
    expect(guestCart).toBe(0);
    // A guest cannot merge: that needs the account.
    await expect(h.caller(device()).cart.merge({ lines: [] })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses bad lines with field errors and writes nothing', async () => {
    const http = device();
    const guest = h.caller(http);
    await guest.cart.put({ lines: [{ productId: 9, quantity: 1 }] });
    for (const lines of [
      [{ productId: 9, quantity: 0 }],
      [{ productId: 9, quantity: 100 }],
      Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, quantity: 1 })),
    ]) {
      const error = await guest.cart.put({ lines }).catch((e: unknown) => e);
      expect(Object.keys(fieldErrorsOf(error)).length).toBeGreaterThan(0);
    }
    expect((await guest.cart.get()).lines).toEqual([{ productId: 9, quantity: 1 }]);
  });

  it('refuses a line of a product sold by variants that names none, or misses a surcharge, put or merged', async () => {
    const product = await seedProduct(h.dataSource, { stock: 0 });
    const manager = h.caller(await h.loggedIn('manager'));
    const saved = await manager.product.saveOptions({
      id: product.id,
      options: [
        { name: 'Size', kind: 'variant', values: [{ label: 'Small' }, { label: 'Large' }] },
        { name: 'Fabric', kind: 'surcharge', values: [{ label: 'Linen' }, { label: 'Velvet' }] },
      ],
    });
    const { variants } = await manager.product.generateVariants({ id: product.id });
    const [small, large] = variants;
    await manager.product.updateVariant({ id: product.id, variantId: large!.id, active: false });
    const linen = saved.options[1]!.values[0]!.id;
    const plain = await seedProduct(h.dataSource, { stock: 5 });
    const guest = h.caller(device());
    const refusal = (lines: TCartLine[], call = guest.cart.put) =>
      call({ lines }).then(
        () => undefined,
        (e: unknown) => fieldErrorsOf(e),
      );
    expect(
      await refusal([
        { productId: plain.id, quantity: 1 },
        { productId: product.id, quantity: 1 },
      ]),
    ).toEqual({ 'lines.1.variantId': [VARIANT_MESSAGES.chooseVariant] });
    expect(await refusal([{ productId: product.id, variantId: small!.id, quantity: 1 }])).toEqual({
      'lines.0.surcharges': [VARIANT_MESSAGES.chooseSurcharge],
    });
    expect(
      await refusal([{ productId: plain.id, variantId: small!.id, surcharges: [linen], quantity: 1 }]),
    ).toEqual({ 'lines.0.variantId': [VARIANT_MESSAGES.unknownVariant] });
    expect((await guest.cart.get()).lines).toEqual([]);
    // A whole choice is kept; so is one withdrawn since it was added, which the cart page flags with its fix.
    const chosen = [
      { productId: product.id, variantId: small!.id, surcharges: [linen], quantity: 1 },
      { productId: product.id, variantId: large!.id, surcharges: [linen], quantity: 1 },
    ];
    expect((await guest.cart.put({ lines: chosen })).lines).toEqual(chosen);
    // The merge at login refuses the same.
    const customer = h.caller(await (await newCustomer())());
    expect(await refusal([{ productId: product.id, quantity: 1 }], customer.cart.merge)).toEqual({
      'lines.0.variantId': [VARIANT_MESSAGES.chooseVariant],
    });
  });

  it('marks the cart bought when its order is paid, and a refilled cart starts afresh', async () => {
    const http = device();
    const guest = h.caller(http);
    const product = await seedProduct(h.dataSource, { stock: 5 });
    const lines = [{ productId: product.id, quantity: 1 }];
    await guest.cart.put({ lines });
    const start = await guest.checkout.initiate({
      lines,
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
      email: `buyer${count}@test.shop`,
    });
    await guest.checkout.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: attemptKey(),
      testCard: testCard(CARDS.success),
    });
    const carts = h.dataSource.getRepository(Cart);
    const bought = await carts.findOneByOrFail({ orderId: start.orderId });
    expect(bought.orderedAt).not.toBeNull();
    expect((await guest.cart.get()).lines).toEqual([]);
    await guest.cart.put({ lines: [] });
    await guest.cart.put({ lines });
    expect(await carts.findOneByOrFail({ id: bought.id })).toMatchObject({ orderedAt: null, orderId: null });
  });
  it('limits new guest carts per address, however the cart session is made; existing carts keep saving', async () => {
    const address = '10.63.250.1';
    const lines = [{ productId: 3, quantity: 1 }];
    const kept = memoryHttp(address);
    await h.caller(kept).cart.put({ lines });
    // Cookie-less writes, then forged tokens of the right shape: each would make a cart row.
    for (let i = 1; i < 20; i++) {
      const http = memoryHttp(address);
      if (i % 2) http.cart = crypto.randomBytes(32).toString('base64url');
      await h.caller(http).cart.put({ lines });
    }
    const before = await h.dataSource.getRepository(Cart).count();
    await expect(h.caller(memoryHttp(address)).cart.put({ lines })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    await expect(
      h.caller(memoryHttp(address)).cart.reminders({ email: 'x@test.shop', reminders: true }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await h.dataSource.getRepository(Cart).count()).toBe(before);
    // The first shopper's cart is theirs already: it keeps saving. Another address starts carts as before.
    expect((await h.caller(kept).cart.put({ lines: [{ productId: 3, quantity: 2 }] })).saved).toBe(true);
    expect((await h.caller(memoryHttp('10.63.250.2')).cart.put({ lines })).saved).toBe(true);
  });

  it('sweeps empty guest carts after a day and any guest cart after 30 days, never a customer or recovered one', async () => {
    const carts = h.dataSource.getRepository(Cart);
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const guest = async (lines: string, updatedAt: Date, recoveredAt: Date | null = null) => {
      const tokenHash = cartSessionHash(crypto.randomBytes(32).toString('base64url'));
      await carts.insert({ tokenHash, lines, updatedAt, recoveredAt });
      return (await carts.findOneByOrFail({ tokenHash })).id;
    };
    const full = JSON.stringify([{ productId: 3, quantity: 1 }]);
    const emptyOld = await guest('[]', daysAgo(2));
    const emptyNew = await guest('[]', daysAgo(0.5));
    const left = await guest(full, daysAgo(31));
    const recent = await guest(full, daysAgo(29));
    const recovered = await guest('[]', daysAgo(40), daysAgo(35));
    const login = await newCustomer();
    await h.caller(await login()).cart.put({ lines: [] });
    const customerCart = (await carts.find({ order: { id: 'DESC' }, take: 1 }))[0]!;
    await carts.update({ id: customerCart.id }, { updatedAt: daysAgo(60) });

    expect(await h.services.cart.sweepStale(now)).toBeGreaterThanOrEqual(2);
    const ids = new Set((await carts.find({ select: { id: true } })).map((c) => c.id));
    expect([emptyOld, left].filter((id) => ids.has(id))).toEqual([]);
    expect([emptyNew, recent, recovered, customerCart.id].every((id) => ids.has(id))).toBe(true);
  });
});
