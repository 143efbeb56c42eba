import { Customer, Session, testDialects } from '@shop/db';
import { seedCustomer, seedOrder, seedProduct } from '@shop/db/seed';
import { ACCOUNT_MESSAGES, CUSTOMER_ADMIN_MESSAGES } from '@shop/domain';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp } from '../../context.js';
import { fieldErrorsOf } from '../../errors.js';
import { PASSWORD, createHarness, type IHarness } from '../../test/harness.js';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as TRPCError,
  );

const details = {
  name: 'Rosa Rivera',
  email: 'Rosa@Example.com ',
  phone: '(503) 555-0177',
  addressLine1: '12 Elm St',
  addressLine2: '',
  city: 'Salem',
  state: 'OR' as const,
  postalCode: '97301',
};

describe.each(testDialects())('customer back-office procedures on %s', (dialect) => {
  let h: IHarness;
  let rosa: Customer;
  let quiet: Customer;
  let ownId: number;
  beforeAll(async () => {
    h = await createHarness(dialect);
    ownId = (await h.dataSource.getRepository(Customer).findOneByOrFail({ email: 'customer@test.shop' })).id;
    rosa = await seedCustomer(h.dataSource, { name: 'Rosa Zed', email: 'rosa.zed@example.com' });
    quiet = await seedCustomer(h.dataSource, { name: 'Quinn Quiet', email: 'quinn@example.com' });
    // $100.00 a piece, no discount: totals are easy to read.
    const chair = await seedProduct(h.dataSource, { priceCents: 10_000, discountPercent: 0 });
    const line = (quantity: number) => [{ productId: chair.id, quantity }];
    await seedOrder(h.dataSource, {
      customerId: rosa.id,
      lines: line(2),
      shippingCents: 500,
      status: 'paid',
    });
    await seedOrder(h.dataSource, {
      customerId: rosa.id,
      lines: line(1),
      shippingCents: 0,
      status: 'completed',
    });
    // Never paid, and cancelled: listed among her orders, not counted as bought.
    await seedOrder(h.dataSource, { customerId: rosa.id, lines: line(5), status: 'pending' });
    await seedOrder(h.dataSource, { customerId: rosa.id, lines: line(4), status: 'cancelled' });
  });
  afterAll(() => h?.close());

  it('answers 401 without a staff session and 403 to a manager, on every call', async () => {
    const manager = await h.loggedIn('manager');
    const customer = await h.loggedIn('customer');
    const calls = (c: ReturnType<IHarness['caller']>) => [
      c.customer.getList({ page: 1 }),
      c.customer.detail({ id: rosa.id }),
      c.customer.update({ id: rosa.id, ...details }),
      c.customer.block({ id: rosa.id, blocked: true }),
      c.customer.orders({ id: rosa.id, page: 1 }),
      c.customer.stats({ id: rosa.id }),
    ];
    for (const [caller, code] of [
      [h.caller(), 'UNAUTHORIZED'],
      [h.caller(customer), 'UNAUTHORIZED'],
      [h.caller(manager), 'FORBIDDEN'],
    ] as const) {
      for (const error of await Promise.all(calls(caller).map(failure))) expect(error.code).toBe(code);
    }
    expect((await h.dataSource.getRepository(Customer).findOneByOrFail({ id: rosa.id })).blocked).toBe(false);
  });

  it('lists customers with their paid orders and total spent, searched, filtered and sorted', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    const page = await admin.customer.getList({ page: 1 });
    expect(page).toMatchObject({ current_page: 1, per_page: 15, total: 3 });
    const row = page.data.find((c) => c.id === rosa.id);
    // 2 x $100 + $5 shipping, and 1 x $100.
    expect(row).toEqual({
      id: rosa.id,
      name: 'Rosa Zed',
      email: 'rosa.zed@example.com',
      phone: '',
      blocked: false,
      orderCount: 2,
      totalSpentCents: 30_500,
      totalSpent: '$305.00',
      createdAt: expect.any(String),
    });
    expect(page.data.find((c) => c.id === quiet.id)).toMatchObject({ orderCount: 0, totalSpentCents: 0 });
    expect((await admin.customer.getList({ page: 1, search: 'QUINN@' })).data.map((c) => c.id)).toEqual([
      quiet.id,
    ]);
    expect((await admin.customer.getList({ page: 1, search: 'zed' })).data.map((c) => c.id)).toEqual([
      rosa.id,
    ]);
    const bySpend = await admin.customer.getList({ page: 1, sort: '-spent' });
    expect(bySpend.data[0]!.id).toBe(rosa.id);
    const byName = await admin.customer.getList({ page: 1, sort: 'name' });
    expect(byName.data.map((c) => c.name)).toEqual(['Cy Customer', 'Quinn Quiet', 'Rosa Zed']);
    const odd = await admin.customer.getList({
      page: 1,
      sort: 'passwordHash' as never,
      status: 'x' as never,
    });
    expect(odd.total).toBe(3);
    expect((await admin.customer.getList({ page: 1, status: 'blocked' })).total).toBe(0);
  });

  it('counts as spent what a customer paid and the shop kept: less refunds, a cancelled order for the part kept', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    const kept = await seedCustomer(h.dataSource, { name: 'Kept Part', email: 'kept-part@example.com' });
    const paid = { customerId: kept.id, shippingCents: 0, totalCents: 3_000 };
    await seedOrder(h.dataSource, { ...paid, payment: { amountCents: 3_000, refundedCents: 1_000 } });
    await seedOrder(h.dataSource, {
      ...paid,
      status: 'cancelled',
      paymentStatus: 'completed',
      payment: { status: 'completed', amountCents: 3_000, refundedCents: 2_500 },
    });
    expect(await admin.customer.stats({ id: kept.id })).toMatchObject({
      orderCount: 1,
      totalSpentCents: 2_500,
    });
    const listed = await admin.customer.getList({ page: 1, search: 'kept-part@example.com' });
    expect(listed.data[0]).toMatchObject({ orderCount: 1, totalSpentCents: 2_500 });
  });

  it('counts orders, items and spending for one customer, and lists all their orders newest first', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    expect(await admin.customer.stats({ id: rosa.id })).toEqual({
      customerId: rosa.id,
      orderCount: 2,
      itemCount: 3,
      totalSpentCents: 30_500,
      totalSpent: '$305.00',
    });
    expect(await admin.customer.stats({ id: quiet.id })).toMatchObject({ orderCount: 0, itemCount: 0 });
    const orders = await admin.customer.orders({ id: rosa.id, page: 1 });
    expect(orders.total).toBe(4);
    expect(orders.data.map((o) => [o.status, o.itemCount])).toEqual([
      ['cancelled', 4],
      ['pending', 5],
      ['completed', 1],
      ['paid', 2],
    ]);
    expect(orders.data[3]).toMatchObject({
      totalCents: 20_500,
      total: '$205.00',
      paymentStatus: 'completed',
    });
    expect((await admin.customer.detail({ id: rosa.id })).stats).toMatchObject({
      orderCount: 2,
      itemCount: 3,
    });
    const unknown = await Promise.all(
      [
        admin.customer.stats({ id: 999_999 }),
        admin.customer.orders({ id: 999_999, page: 1 }),
        admin.customer.detail({ id: 999_999 }),
      ].map(failure),
    );
    expect(unknown.map((e) => e.code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    await expect(admin.customer.detail({ id: 'x' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('updates details, refusing a taken email and a bad address field by field', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    const saved = await admin.customer.update({ id: quiet.id, ...details });
    expect(saved).toMatchObject({ ...details, email: 'rosa@example.com', blocked: false, country: 'US' });
    expect(await admin.customer.detail({ id: quiet.id })).toEqual(saved);
    expect(saved.customerGroup).toBe('none');
    // The group that promotions may be limited to; a form that leaves it out keeps it.
    expect(
      (await admin.customer.update({ id: quiet.id, ...details, customerGroup: 'trade' })).customerGroup,
    ).toBe('trade');
    expect((await admin.customer.update({ id: quiet.id, ...details })).customerGroup).toBe('trade');
    const badGroup = await failure(
      admin.customer.update({ id: quiet.id, ...details, customerGroup: 'vip' as never }),
    );
    expect(Object.keys(fieldErrorsOf(badGroup) ?? {})).toEqual(['customerGroup']);
    const taken = await failure(
      admin.customer.update({ id: quiet.id, ...details, email: 'customer@test.shop' }),
    );
    expect(fieldErrorsOf(taken)).toEqual({ email: [CUSTOMER_ADMIN_MESSAGES.emailTaken] });
    const bad = await failure(
      admin.customer.update({ id: quiet.id, ...details, name: '', state: 'ZZ' as never, postalCode: '123' }),
    );
    expect(Object.keys(fieldErrorsOf(bad) ?? {}).sort()).toEqual(['name', 'postalCode', 'state']);
    await expect(
      admin.customer.update({ id: 999_999, ...details, email: 'n@example.com' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('blocks a customer: their sessions end, login is refused with the blocked message, unblocking restores it', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    const [phone, laptop] = [await h.loggedIn('customer'), await h.loggedIn('customer')];
    const sessions = h.dataSource.getRepository(Session);
    expect(await sessions.countBy({ realm: 'customer', userId: ownId })).toBeGreaterThanOrEqual(2);

    const own = await admin.customer.detail({ id: ownId });
    const { id: _, stats: _s, blocked: _b, createdAt: _c, updatedAt: _u, country: _co, ...saved } = own;
    // The demo customer has no address saved: the empty state is one the form accepts.
    const form = { ...saved, state: saved.state as '' };
    expect(await admin.customer.update({ id: ownId, ...form, blocked: true })).toMatchObject({
      blocked: true,
    });
    for (const http of [phone, laptop])
      expect(await h.caller(http).auth.getCustomerAuth()).toEqual({ customer: null });
    expect(await sessions.countBy({ realm: 'customer', userId: ownId })).toBe(0);

    const login = (password: string) =>
      failure(h.caller(memoryHttp()).auth.customerLogin({ email: own.email, password }));
    expect(await login(PASSWORD)).toMatchObject({ code: 'UNAUTHORIZED', message: ACCOUNT_MESSAGES.blocked });
    // A wrong password is answered as ever: the block is said only to the account's owner.
    expect((await login('wrong-password')).message).not.toBe(ACCOUNT_MESSAGES.blocked);
    // Saving details without `blocked` keeps the block.
    expect(await admin.customer.update({ id: ownId, ...form })).toMatchObject({ blocked: true });
    expect((await admin.customer.getList({ page: 1, status: 'blocked' })).data.map((c) => c.id)).toEqual([
      ownId,
    ]);

    expect(await admin.customer.block({ id: ownId, blocked: false })).toMatchObject({ blocked: false });
    const back = await h.loggedIn('customer');
    expect((await h.caller(back).auth.getCustomerAuth()).customer?.id).toBe(ownId);

    // A session that outlived the block (a login racing it) is refused all the same.
    await h.dataSource.getRepository(Customer).update({ id: ownId }, { blocked: true });
    expect(await h.caller(back).auth.getCustomerAuth()).toEqual({ customer: null });
    expect(await admin.customer.block({ id: ownId, blocked: true })).toMatchObject({ blocked: true });
    await admin.customer.block({ id: ownId, blocked: false });
    await expect(admin.customer.block({ id: 999_999, blocked: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
