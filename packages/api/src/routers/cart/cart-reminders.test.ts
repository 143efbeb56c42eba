import { Cart, Customer, openDatabase, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { CART_MESSAGES } from '@shop/domain';
import { createServices, type IFiledMail, type TServices } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp } from '../../context.js';
import { ADDRESS, CARDS, attemptKey, fieldErrorsOf, testCard } from '../../test/checkout.js';
import { createHarness, PASSWORD, type IHarness } from '../../test/harness.js';

const HOUR = 3_600_000;

/**
 * The abandoned-cart reminder: one mail per left cart, with its lines, a restore link and an unsubscribe link, sent
 * by exactly one of several app processes sweeping at once (on MySQL, two connection pools as two processes).
 */
describe.each(testDialects())('abandoned-cart reminders on %s', (dialect) => {
  let h: IHarness;
  let second: { dataSource: IHarness['dataSource']; services: TServices };
  let count = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
    const dataSource =
      dialect === 'mysql' ? await openDatabase(h.database, { migrate: false }) : h.dataSource;
    second = { dataSource, services: createServices({ dataSource, dataDir: h.dataDir }) };
  });
  afterAll(async () => {
    if (dialect === 'mysql') await second?.dataSource.destroy();
    await h?.close();
  });

  const device = () => memoryHttp(`10.64.${Math.floor(++count / 200)}.${count % 200}`);
  const mailsTo = async (to: string) =>
    (await h.deliveredMail()).filter((m) => m.to === to && m.subject.includes('Your cart is waiting'));
  const carts = () => h.dataSource.getRepository(Cart);

  /** A guest who filled a cart, gave an email and agreed to a reminder, `hoursAgo` hours ago. */
  async function leftCart(hoursAgo: number, reminders = true) {
    const http = device();
    const shopper = h.caller(http);
    const product = await seedProduct(h.dataSource, { stock: 5, name: `Left sofa ${count} ${dialect}` });
    const email = `left${count}-${dialect}@test.shop`;
    await shopper.cart.put({ lines: [{ productId: product.id, quantity: 2 }] });
    await shopper.cart.reminders({ email, reminders });
    const cart = (await carts().find({ order: { id: 'DESC' }, take: 1 }))[0]!;
    await carts().update({ id: cart.id }, { updatedAt: new Date(Date.now() - hoursAgo * HOUR) });
    return { http, shopper, product, email, cartId: cart.id };
  }

  const linkIn = (mail: IFiledMail, path: string) => {
    const found = new RegExp(`https?://[^\\s]+${path}\\?token=([\\w%-]+)`).exec(mail.text);
    if (!found) throw new Error(`no ${path} link in ${mail.text}`);
    return decodeURIComponent(found[1]!);
  };

  it('sends one mail for a cart left 4 hours, whichever of two processes sweeps, however often', async () => {
    const left = await leftCart(5);
    const fresh = await leftCart(1);
    const refused = await leftCart(5, false);
    const sweeps = await Promise.all(
      [h.services, second.services, h.services, second.services].map((s) => s.cart.sendReminders()),
    );
    expect(sweeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await Promise.all([h.services.cart.sendReminders(), second.services.cart.sendReminders()]);
    const mails = await mailsTo(left.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Your cart is waiting');
    expect(mails[0]!.text).toContain(`2 x ${left.product.name}`);
    linkIn(mails[0]!, '/cart/restore');
    linkIn(mails[0]!, '/cart/unsubscribe');
    expect(await mailsTo(fresh.email)).toEqual([]);
    expect(await mailsTo(refused.email)).toEqual([]);
    expect((await carts().findOneByOrFail({ id: left.cartId })).remindedAt).not.toBeNull();
  });

  it('names each line with its variant, surcharges and SKU, links absolutely, and has an HTML part', async () => {
    const left = await leftCart(5);
    const manager = h.caller(await h.loggedIn('manager'));
    const saved = await manager.product.saveOptions({
      id: left.product.id,
      options: [
        { name: 'Colour', kind: 'variant', values: [{ label: 'Red' }, { label: 'Blue' }] },
        {
          name: 'Finish',
          kind: 'surcharge',
          values: [{ label: 'Matte' }, { label: 'Lacquer', surchargeCents: 5_000, surchargeLeadDays: 10 }],
        },
      ],
    });
    const { variants } = await manager.product.generateVariants({ id: left.product.id });
    const blue = variants[1]!;
    await manager.product.updateVariant({ id: left.product.id, variantId: blue.id, stock: 3 });
    const lacquer = saved.options[1]!.values[1]!.id;
    await left.shopper.cart.put({
      lines: [{ productId: left.product.id, variantId: blue.id, surcharges: [lacquer], quantity: 1 }],
    });
    await carts().update({ id: left.cartId }, { updatedAt: new Date(Date.now() - 5 * HOUR) });
    await h.services.cart.sendReminders();
    const [mail] = await mailsTo(left.email);
    expect(mail!.text).toContain(
      `1 x ${left.product.name}\n    Colour: Blue · Finish: Lacquer (+$50.00)\n    SKU ${blue.sku}`,
    );
    expect(mail!.text).toMatch(/^http:\/\/localhost:3000\/cart\/restore\?token=/m);
    expect(mail!.html).toMatch(/<a href="http:\/\/localhost:3000\/cart\/restore\?token=/);
  });

  it('never reminds of a cart that was bought, and counts a reminded cart bought later as recovered', async () => {
    const bought = await leftCart(0);
    const start = await bought.shopper.checkout.initiate({
      lines: [{ productId: bought.product.id, quantity: 2 }],
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
      email: bought.email,
    });
    await bought.shopper.checkout.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: attemptKey(),
      testCard: testCard(CARDS.success),
    });
    await carts().update({ id: bought.cartId }, { updatedAt: new Date(Date.now() - 5 * HOUR) });
    await h.services.cart.sendReminders();
    expect(await mailsTo(bought.email)).toEqual([]);

    // Reminded, then restored on another device and bought there: a recovered cart.
    const since = new Date(Date.now() - 1000);
    const before = await h.services.cart.recoveredSince(since);
    const left = await leftCart(5);
    await h.services.cart.sendReminders();
    const [mail] = await mailsTo(left.email);
    const token = linkIn(mail!, '/cart/restore');
    const laptop = h.caller(device());
    const restored = await laptop.cart.restore({ token });
    expect(restored.lines).toEqual([{ productId: left.product.id, quantity: 2 }]);
    const order = await laptop.checkout.initiate({
      lines: restored.lines,
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
      email: left.email,
    });
    await laptop.checkout.complete({
      orderNumber: order.orderNumber,
      idempotencyKey: attemptKey(),
      testCard: testCard(CARDS.success),
    });
    expect(await h.services.cart.recoveredSince(since)).toBe(before + 1);
    // The restored cart counts as reminded: it is never reminded again.
    await h.services.cart.sendReminders();
    expect(await mailsTo(left.email)).toHaveLength(1);
  });

  it('reminds no blocked customer, and no shopper whose order waits at the payment step', async () => {
    // A customer who agreed, then was blocked; and a guest cart given that customer's address.
    const http = device();
    const email = `blocked${count}-${dialect}@test.shop`;
    const { customer } = await h
      .caller(http)
      .auth.customerRegister({ name: 'Blocked Buyer', email, password: PASSWORD });
    const product = await seedProduct(h.dataSource, { stock: 5 });
    await h.caller(http).cart.put({ lines: [{ productId: product.id, quantity: 1 }] });
    await h.caller(http).cart.reminders({ reminders: true });
    const asGuest = h.caller(device());
    await asGuest.cart.put({ lines: [{ productId: product.id, quantity: 1 }] });
    await asGuest.cart.reminders({ email, reminders: true });
    await h.dataSource.getRepository(Customer).update({ id: customer.id }, { blocked: true });
    await carts().update({ email }, { updatedAt: new Date(Date.now() - 5 * HOUR) });

    // A guest at the payment step: their order is reserved, not yet paid.
    const paying = await leftCart(0);
    const start = await paying.shopper.checkout.initiate({
      lines: [{ productId: paying.product.id, quantity: 2 }],
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
      email: paying.email,
    });
    await carts().update({ id: paying.cartId }, { updatedAt: new Date(Date.now() - 5 * HOUR) });
    await h.services.cart.sendReminders();
    expect(await mailsTo(email)).toEqual([]);
    expect(await mailsTo(paying.email)).toEqual([]);
    // Once the order is no longer waiting (cancelled), the cart left behind is reminded of.
    await paying.shopper.checkout.cancel({ orderNumber: start.orderNumber });
    await h.services.cart.sendReminders();
    expect(await mailsTo(paying.email)).toHaveLength(1);
  });

  it('stops reminders by the unsubscribe link, and refuses unknown links and a guest without an email', async () => {
    const left = await leftCart(5);
    await h.services.cart.sendReminders();
    const token = linkIn((await mailsTo(left.email))[0]!, '/cart/unsubscribe');
    expect(await h.caller(device()).cart.unsubscribe({ token })).toEqual({
      success: true,
      message: CART_MESSAGES.unsubscribed,
    });
    expect((await carts().findOneByOrFail({ id: left.cartId })).reminderConsent).toBe(false);
    // A new trip with the same address: no reminder, the address said no.
    await left.shopper.cart.put({ lines: [] });
    await left.shopper.cart.put({ lines: [{ productId: left.product.id, quantity: 1 }] });
    await carts().update({ id: left.cartId }, { updatedAt: new Date(Date.now() - 5 * HOUR) });
    await h.services.cart.sendReminders();
    expect(await mailsTo(left.email)).toHaveLength(1);

    await expect(h.caller(device()).cart.unsubscribe({ token: 'x'.repeat(43) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: CART_MESSAGES.linkGone,
    });
    await expect(h.caller(device()).cart.restore({ token: 'x'.repeat(43) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const error = await h
      .caller(device())
      .cart.reminders({ reminders: true })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(error)).toEqual({ email: [CART_MESSAGES.reminderEmail] });
    // Unticking needs no email (the field may be half edited by then): the reminder is off, the address kept.
    const changed = await leftCart(5);
    await changed.shopper.cart.reminders({ reminders: false });
    expect(await carts().findOneByOrFail({ id: changed.cartId })).toMatchObject({
      reminderConsent: false,
      email: changed.email,
    });
  });
});
