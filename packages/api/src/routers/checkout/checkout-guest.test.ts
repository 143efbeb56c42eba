import { Order, OrderEvent, Product, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { CHECKOUT_MESSAGES, ORDER_LOOKUP_MESSAGES, guestOrdersAddedMessage } from '@shop/domain';
import { readFiledMail, type IFiledMail, type FileMailer } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryHttp, type IRequestHttp } from '../../context.js';
import { ADDRESS, CARDS, attemptKey, fieldErrorsOf, testCard } from '../../test/checkout.js';
import { createHarness, PASSWORD, type IHarness } from '../../test/harness.js';

/** Checkout without an account: a guest's cart session, the order found later by number and email, the claim. */
describe.each(testDialects())('guest checkout on %s', (dialect) => {
  let h: IHarness;
  let outboxDir: string;
  let count = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
    outboxDir = (h.services.mailTransport as FileMailer).dir;
  });
  afterAll(() => h?.close());

  const guestHttp = () => memoryHttp(`10.61.${Math.floor(++count / 200)}.${count % 200}`);
  const guestEmail = () => `guest${++count}-${dialect}@test.shop`;
  const stockOf = async (id: number) =>
    (await h.dataSource.getRepository(Product).findOneByOrFail({ id })).stock;

  async function mailsTo(to: string, subject: RegExp, n = 1): Promise<IFiledMail[]> {
    return vi.waitFor(
      async () => {
        const mails = (await readFiledMail(outboxDir)).filter((m) => m.to === to && subject.test(m.subject));
        if (mails.length < n) throw new Error(`${mails.length} of ${n} mails to ${to}`);
        return mails;
      },
      { timeout: 5000, interval: 20 },
    );
  }

  /** A guest quotes and orders one product: their cart session starts with the quote. */
  async function guestOrder(http: IRequestHttp, email = guestEmail()) {
    const product = await seedProduct(h.dataSource, { stock: 5 });
    const me = h.caller(http);
    const lines = [{ productId: product.id, quantity: 2 }];
    const quote = await me.checkout.quote({ lines, address: ADDRESS });
    expect(quote.options.length).toBeGreaterThan(0);
    const start = await me.checkout.initiate({
      lines,
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
      email,
    });
    return { product, start, email, me };
  }

  it('quotes, orders and pays as a guest; the order has no customer and the mail gives its number', async () => {
    const http = guestHttp();
    expect(http.cart).toBeUndefined();
    const { product, start, email, me } = await guestOrder(http);
    expect(http.cart).toMatch(/^[\w-]{43}$/);
    expect(await stockOf(product.id)).toBe(3);
    const order = await h.dataSource.getRepository(Order).findOneByOrFail({ number: start.orderNumber });
    expect(order).toMatchObject({ customerId: null, email, shipName: ADDRESS.name, status: 'pending' });
    expect(order.guestSessionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(order.guestSessionHash).not.toContain(http.cart);

    const declined = await me.checkout.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: attemptKey(),
      testCard: testCard(CARDS.declined),
    });
    expect(declined).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    const paid = await me.checkout.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: attemptKey(),
      testCard: testCard(CARDS.success),
    });
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'completed' });
    const [mail] = await mailsTo(email, /confirmed/);
    expect(mail!.subject).toContain(start.orderNumber);
    // A guest has no account: the mail links the order lookup, absolute, and says what was bought by its SKU.
    const lookup = `http://localhost:3000/orders/find?number=${start.orderNumber}`;
    expect(mail!.text).toContain(lookup);
    expect(mail!.text).not.toMatch(/My account > Orders|\(\/orders\/find\)/);
    expect(mail!.text).toContain(`SKU ${product.sku}`);
    expect(mail!.html).toContain(`<a href="${lookup}">`);
    const events = await h.dataSource
      .getRepository(OrderEvent)
      .findBy({ orderId: order.id, kind: 'created' });
    expect(events.map((e) => [e.actorType, e.actorId, e.actorName])).toEqual([
      ['customer', null, ADDRESS.name],
    ]);
    // The confirmation page has its own address: the guest's cart session reads the order again (a reload, a
    // bookmark); another guest's session, a visitor without one and a customer get the 404 of an unknown number.
    const placed = await me.order.placed({ number: start.orderNumber });
    expect(placed).toMatchObject({ number: start.orderNumber, email, status: 'paid' });
    expect(placed.lines.map((l) => l.sku)).toEqual([product.sku]);
    const strangers = [guestHttp(), await h.loggedIn('customer')];
    for (const stranger of strangers)
      await expect(h.caller(stranger).order.placed({ number: start.orderNumber })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    expect(strangers[0]!.cart).toBeUndefined();
    // The back-office lists the guest's order with the name and email given at checkout.
    const admin = h.caller(await h.loggedIn('admin'));
    const listed = await admin.order.getList({ page: 1, search: start.orderNumber });
    expect(listed.data.map((o) => o.customer)).toEqual([{ id: null, name: ADDRESS.name, email }]);
    expect((await admin.order.detail({ id: order.id })).customer).toEqual({
      id: null,
      name: ADDRESS.name,
      email,
    });
  });

  it('needs an email from a guest, and makes nothing without one', async () => {
    const http = guestHttp();
    const product = await seedProduct(h.dataSource, { stock: 5 });
    const lines = [{ productId: product.id, quantity: 1 }];
    await h.caller(http).checkout.quote({ lines, address: ADDRESS });
    const error = await h
      .caller(http)
      .checkout.initiate({ lines, address: ADDRESS, tier: 'Standard', idempotencyKey: attemptKey() })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(error)).toEqual({ email: [CHECKOUT_MESSAGES.guestEmail] });
    const bad = await h
      .caller(http)
      .checkout.initiate({
        lines,
        address: ADDRESS,
        tier: 'Standard',
        idempotencyKey: attemptKey(),
        email: 'not-an-email',
      })
      .catch((e: unknown) => e);
    expect(Object.keys(fieldErrorsOf(bad))).toEqual(['email']);
    expect(await stockOf(product.id)).toBe(5);
  });

  it("lets no other session pay, fail, cancel or replay a guest's order (404, nothing written)", async () => {
    const owner = guestHttp();
    const { product, start, email } = await guestOrder(owner);
    const strangers = [h.caller(guestHttp()), h.caller(await h.loggedIn('customer'))];
    // A guest who already has a cart session of their own.
    const other = guestHttp();
    await h
      .caller(other)
      .checkout.quote({ lines: [{ productId: product.id, quantity: 1 }], address: ADDRESS });
    strangers.push(h.caller(other));
    for (const stranger of strangers) {
      for (const call of [
        () =>
          stranger.checkout.complete({
            orderNumber: start.orderNumber,
            idempotencyKey: attemptKey(),
            testCard: testCard(CARDS.success),
          }),
        () => stranger.checkout.failure({ orderNumber: start.orderNumber, reason: 'x' }),
        () => stranger.checkout.cancel({ orderNumber: start.orderNumber }),
      ]) {
        await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
      }
    }
    // The attempt key of the guest's order, replayed by another guest, is refused rather than answered.
    const payment = await h.dataSource.query(`SELECT idempotency_key AS k FROM payments WHERE order_id = ?`, [
      start.orderId,
    ]);
    await expect(
      h.caller(guestHttp()).checkout.initiate({
        lines: [{ productId: product.id, quantity: 2 }],
        address: ADDRESS,
        tier: 'Standard',
        idempotencyKey: String(payment[0].k),
        email,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const order = await h.dataSource.getRepository(Order).findOneByOrFail({ id: start.orderId });
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'initiated' });
    expect(await stockOf(product.id)).toBe(3);
    // Its own session cancels it.
    expect((await h.caller(owner).checkout.cancel({ orderNumber: start.orderNumber })).status).toBe(
      'cancelled',
    );
    expect(await stockOf(product.id)).toBe(5);
  });

  it('finds the order by number and email; a wrong email and an unknown number get the same 404', async () => {
    const { start, email } = await guestOrder(guestHttp());
    const anyone = h.caller(guestHttp());
    const found = await anyone.order.lookup({ number: start.orderNumber, email: email.toUpperCase() });
    expect(found).toMatchObject({
      number: start.orderNumber,
      status: 'pending',
      totalCents: start.totalCents,
    });
    const wrongEmail = await h
      .caller(guestHttp())
      .order.lookup({ number: start.orderNumber, email: `x${email}` })
      .catch((e: unknown) => e);
    const unknown = await h
      .caller(guestHttp())
      .order.lookup({ number: 'HT-99999999', email })
      .catch((e: unknown) => e);
    for (const refused of [wrongEmail, unknown])
      expect(refused).toMatchObject({ code: 'NOT_FOUND', message: ORDER_LOOKUP_MESSAGES.notFound });
  });

  it("limits lookups per address; strangers' wrong emails never hold the guest's own lookup", async () => {
    const { start, email } = await guestOrder(guestHttp());
    // Strangers, each from an address of their own, try wrong emails for this order number.
    for (let i = 0; i < 6; i++)
      await expect(
        h.caller(guestHttp()).order.lookup({ number: start.orderNumber, email: `n${i}${email}` }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const guest = guestHttp();
    expect(await h.caller(guest).order.lookup({ number: start.orderNumber, email })).toMatchObject({
      number: start.orderNumber,
    });
    // One address is held after 10 lookups, whatever their answers.
    const one = h.caller(guestHttp());
    for (let i = 0; i < 10; i++)
      await one.order.lookup({ number: `HT-9999990${i}`, email }).catch((e: unknown) => e);
    await expect(one.order.lookup({ number: start.orderNumber, email })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it("gives an account the guest orders of its address once it confirms it, and no one else's", async () => {
    const email = guestEmail();
    const first = await guestOrder(guestHttp(), email);
    const second = await guestOrder(guestHttp(), email);
    const elsewhere = await guestOrder(guestHttp());
    const http = guestHttp();
    const me = h.caller(http);
    const { customer } = await me.auth.customerRegister({ name: 'Gale Guest', email, password: PASSWORD });
    // Registering alone proves nothing: the orders stay guests' until the mailed link is opened.
    expect((await me.order.mine({ page: 1 })).total).toBe(0);
    const [offer] = await mailsTo(email, /earlier orders/);
    // The link opens the confirmation screen in its guest-orders wording, not the email change's.
    expect(offer!.text).toMatch(/\/confirm-email\?token=[\w%-]+&purpose=orders$/m);
    const token = decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec(offer!.text)![1]!);
    const confirmed = await h.caller(guestHttp()).account.confirmEmail({ token });
    expect(confirmed.message).toBe(guestOrdersAddedMessage(2));
    const mine = await me.order.mine({ page: 1 });
    expect(mine.data.map((o) => o.number).sort()).toEqual(
      [first.start.orderNumber, second.start.orderNumber].sort(),
    );
    const claimed = await h.dataSource.getRepository(Order).findOneByOrFail({ id: first.start.orderId });
    expect(claimed).toMatchObject({ customerId: customer.id, guestSessionHash: null });
    expect(
      (await h.dataSource.getRepository(Order).findOneByOrFail({ id: elsewhere.start.orderId })).customerId,
    ).toBeNull();
    // The guest session that placed it no longer reaches a claimed order; the account does.
    await expect(first.me.checkout.cancel({ orderNumber: first.start.orderNumber })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await me.checkout.cancel({ orderNumber: first.start.orderNumber })).status).toBe('cancelled');
    // Asking again: the same answer, and no mail when nothing is left to claim.
    expect((await me.account.offerGuestOrders()).success).toBe(true);
  });
});
