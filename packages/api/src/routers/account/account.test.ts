import { Customer, OrderEvent, Session, testDialects } from '@shop/db';
import { seedOrder, seedProduct } from '@shop/db/seed';
import { ACCOUNT_MESSAGES, ZOrderDetail } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp } from '../../context.js';
import { fieldErrors } from '../../test/field-errors.js';
import { createHarness, PASSWORD, type IHarness } from '../../test/harness.js';

const ADDRESS = {
  phone: '(503) 555-0199',
  addressLine1: '12 Oak Lane',
  addressLine2: '',
  city: 'Salem',
  state: 'OR' as const,
  postalCode: '97301',
};

describe.each(testDialects())('my account on %s', (dialect) => {
  let h: IHarness;
  let shopperCount = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  /** A customer registered and logged in through the API, with their id and a caller keeping the cookie. */
  async function shopper(name = 'Robin Shopper') {
    const http = memoryHttp(`10.40.0.${++shopperCount}`);
    const email = `shopper${shopperCount}-${dialect}@test.shop`;
    const { customer } = await h.caller(http).auth.customerRegister({ name, email, password: PASSWORD });
    return { id: customer.id, email, http, api: h.caller(http) };
  }

  it('needs a customer session for every call', async () => {
    for (const caller of [h.caller(), h.caller(await h.loggedIn('admin'))]) {
      for (const call of [
        () => caller.account.detail(),
        () => caller.account.update({ id: 1, name: 'X', email: 'x@test.shop' }),
        () => caller.account.changePassword({ currentPassword: PASSWORD, newPassword: 'another-long-one' }),
        () => caller.order.mine({ page: 1 }),
        () => caller.order.mineDetail({ number: 'HT-10001' }),
        () => caller.account.fitPassages(),
        () => caller.account.saveFitPassages({ doorWidthIn: 30 }),
      ])
        await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('shows and updates my own details; another id answers 404 and changes nothing', async () => {
    const me = await shopper();
    const other = await shopper('Sam Other');
    expect(await me.api.account.detail()).toMatchObject({
      id: me.id,
      name: 'Robin Shopper',
      country: 'US',
    });
    const updated = await me.api.account.update({
      id: me.id,
      name: 'Robin Q. Shopper',
      email: `  NEW-${me.email.toUpperCase()} `,
      currentPassword: PASSWORD,
      ...ADDRESS,
    });
    // A new email waits for its confirmation link (email-change.test.ts); the rest changes at once.
    expect(updated).toMatchObject({
      name: 'Robin Q. Shopper',
      email: me.email,
      pendingEmail: `new-${me.email}`,
      ...ADDRESS,
    });
    expect(await me.api.account.detail()).toEqual(updated);

    await expect(
      me.api.account.update({ id: other.id, name: 'Hijacked', email: 'hijack@test.shop' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await other.api.account.detail()).name).toBe('Sam Other');
  });

  it('refuses an email another account has, with the message on `email`', async () => {
    const me = await shopper();
    const other = await shopper();
    expect(
      await fieldErrors(me.api.account.update({ id: me.id, name: 'Robin', email: other.email })),
    ).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
    // Keeping one's own email is not a clash.
    await expect(me.api.account.update({ id: me.id, name: 'Robin', email: me.email })).resolves.toBeTruthy();
  });

  it('refuses a state or ZIP that is not a US one', async () => {
    const me = await shopper();
    const errors = await fieldErrors(
      me.api.account.update({
        id: me.id,
        name: 'Robin',
        email: me.email,
        state: 'ZZ' as 'OR',
        postalCode: '123',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['postalCode', 'state']);
  });

  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const me = await shopper();
    const otherDevice = memoryHttp('10.41.0.1');
    await h.caller(otherDevice).auth.customerLogin({ email: me.email, password: PASSWORD });
    expect((await h.caller(otherDevice).auth.getCustomerAuth()).customer?.id).toBe(me.id);

    const change = (currentPassword: string, newPassword: string) =>
      fieldErrors(me.api.account.changePassword({ currentPassword, newPassword }));
    expect(await change('not-my-password', 'walnut-sideboard-42')).toEqual({
      currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong],
    });
    expect(Object.keys(await change(PASSWORD, 'password123'))).toEqual(['newPassword']);

    expect(
      await me.api.account.changePassword({
        currentPassword: PASSWORD,
        newPassword: 'walnut-sideboard-42',
      }),
    ).toEqual({ success: true });
    expect((await me.api.auth.getCustomerAuth()).customer?.id).toBe(me.id);
    expect((await h.caller(otherDevice).auth.getCustomerAuth()).customer).toBeNull();
    expect(await h.dataSource.getRepository(Session).countBy({ realm: 'customer', userId: me.id })).toBe(1);
    await expect(
      h.caller().auth.customerLogin({ email: me.email, password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      h.caller().auth.customerLogin({ email: me.email, password: 'walnut-sideboard-42' }),
    ).resolves.toMatchObject({ customer: { id: me.id } });
  });

  it('lists my orders newest first, 15 a page, with totals and item counts', async () => {
    const me = await shopper();
    const other = await shopper();
    const product = await seedProduct(h.dataSource, { priceCents: 10_000, discountPercent: 10 });
    const base = Date.now() - 40 * 86_400_000;
    const numbers: string[] = [];
    for (let i = 0; i < 17; i++) {
      const order = await seedOrder(h.dataSource, {
        customerId: me.id,
        lines: [{ productId: product.id, quantity: 1 + (i % 3) }],
        createdAt: new Date(base + i * 86_400_000),
      });
      numbers.push(order.number);
    }
    await seedOrder(h.dataSource, { customerId: other.id });

    const first = await me.api.order.mine({ page: 1 });
    expect(first).toMatchObject({ total: 17, per_page: 15, last_page: 2, current_page: 1, from: 1, to: 15 });
    expect(first.data.map((o) => o.number)).toEqual(numbers.slice(2).reverse());
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      number: numbers[16],
      status: 'paid',
      paymentStatus: 'completed',
      fulfilmentStatus: 'unfulfilled',
      // 2 x $90.00 plus the factory's $24.99 shipping.
      totalCents: 20_499,
      total: '$204.99',
      itemCount: 2,
      createdAt: new Date(base + 16 * 86_400_000).toISOString(),
    });
    const second = await me.api.order.mine({ page: 2 });
    expect(second.data.map((o) => o.number)).toEqual([numbers[1], numbers[0]]);
    expect((await other.api.order.mine({ page: 1 })).total).toBe(1);
  });

  it("answers an order's detail by number: lines, payments, quote, events oldest first; another's is 404", async () => {
    const me = await shopper();
    const other = await shopper();
    const lamp = await seedProduct(h.dataSource, { name: 'Brass Lamp', priceCents: 8_000 });
    const order = await seedOrder(h.dataSource, {
      customerId: me.id,
      lines: [{ productId: lamp.id, quantity: 2 }, {}],
      fulfilmentStatus: 'shipped',
      trackingNumber: '794600000001',
      shippingQuote: JSON.stringify({
        tier: 'Standard',
        service: 'FEDEX_2_DAY',
        priceCents: 2_499,
        price: '$24.99',
        minDays: 5,
        maxDays: 7,
        deliveryBy: '2026-12-04',
      }),
    });
    const later = new Date(Date.now() + 60_000);
    await h.dataSource.getRepository(OrderEvent).insert([
      {
        orderId: order.id,
        kind: 'shipped',
        actorType: 'staff',
        actorName: 'Ada Admin',
        note: 'FedEx',
        createdAt: later,
      },
      { orderId: order.id, kind: 'paid', actorType: 'system', createdAt: new Date(later.getTime() - 30_000) },
    ]);

    const detail = await me.api.order.mineDetail({ number: order.number });
    expect(ZOrderDetail.parse(detail)).toEqual(detail);
    expect(detail).toMatchObject({
      number: order.number,
      itemCount: 3,
      shippingTier: 'Standard',
      trackingNumber: '794600000001',
      quote: { tier: 'Standard', minDays: 5, maxDays: 7, deliveryBy: '2026-12-04' },
      address: { name: 'Test Shopper', city: 'Portland', state: 'OR', country: 'US' },
      reservedUntil: null,
    });
    expect(detail.lines[0]).toMatchObject({
      productId: lamp.id,
      productName: 'Brass Lamp',
      quantity: 2,
      unitPaid: '$80.00',
      lineTotal: '$160.00',
    });
    expect(detail.payments).toEqual([
      expect.objectContaining({ status: 'completed', amountCents: detail.totalCents }),
    ]);
    expect(detail.events.map((e) => e.kind)).toEqual(['created', 'paid', 'shipped']);
    expect(detail.events[2]).toMatchObject({ actorType: 'staff', actorName: 'Ada Admin', note: 'FedEx' });

    await expect(other.api.order.mineDetail({ number: order.number })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(me.api.order.mineDetail({ number: 'HT-99999999' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('answers a quote it cannot read as null, and picks the tier out of a whole stored quote', async () => {
    const me = await shopper();
    const broken = await seedOrder(h.dataSource, { customerId: me.id, shippingQuote: '{not json' });
    expect((await me.api.order.mineDetail({ number: broken.number })).quote).toBeNull();
    const option = (tier: string, priceCents: number) => ({
      tier,
      service: 'FEDEX_2_DAY',
      priceCents,
      price: '$1.00',
      minDays: 2,
      maxDays: 3,
      deliveryBy: '2026-12-01',
    });
    const whole = await seedOrder(h.dataSource, {
      customerId: me.id,
      shippingTier: 'Expedited',
      shippingQuote: JSON.stringify({
        freight: false,
        weightLb: 20,
        source: 'table',
        options: [option('Standard', 100), option('Expedited', 200)],
      }),
    });
    expect((await me.api.order.mineDetail({ number: whole.number })).quote).toMatchObject({
      tier: 'Expedited',
      priceCents: 200,
    });
  });

  it('keeps the customer row as the single source of the name the header shows', async () => {
    const me = await shopper();
    await me.api.account.update({ id: me.id, name: 'Renamed Person', email: me.email });
    expect((await me.api.auth.getCustomerAuth()).customer?.name).toBe('Renamed Person');
    const row = await h.dataSource.getRepository(Customer).findOneByOrFail({ id: me.id });
    expect(row.name).toBe('Renamed Person');
  });
});
