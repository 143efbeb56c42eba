import { uniqueSuffix } from '@shop/db/seed';
import { PROMOTION_MESSAGES } from '@shop/domain';
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedServers } from './shared-servers.js';

const ADDRESS = {
  name: 'Promo Shopper',
  phone: '503-555-0100',
  addressLine1: '1 Contract Way',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
};
const key = () => crypto.randomBytes(12).toString('hex');
const code = () => `REST${crypto.randomBytes(4).toString('hex')}`.toUpperCase();

/** Promotions over REST: /api/promotion/* for staff (ADMIN and MANAGER), and codes through the quote and initiate. */
describe.each(sharedServers())('REST promotions on $dialect', (server) => {
  const customer = server.as('customer');
  const manager = server.as('manager');
  let productId: number;

  beforeAll(async () => {
    productId = (
      await server.seed.product({
        name: `Promo chair ${uniqueSuffix()}`,
        stock: 50,
        priceCents: 10_000,
        discountPercent: 0,
      })
    ).id;
  });

  it('keeps every promotion call to staff: 401 anonymous and customer, 200 manager and admin', async () => {
    const created = await manager.post('/api/promotion/create', {
      name: `Sweep ${uniqueSuffix()}`,
      kind: 'fixed',
      amountCents: 100,
      code: code(),
      active: false,
    });
    expect(created.status).toBe(200);
    const id = created.data.id as number;
    const form = { name: created.data.name, kind: 'fixed', amountCents: 100, active: false };
    const calls = [
      { method: 'GET', path: '/api/promotion/list?page=1' },
      { method: 'GET', path: `/api/promotion/detail/${id}` },
      { method: 'POST', path: '/api/promotion/create', body: { ...form, name: `Sweep ${uniqueSuffix()}` } },
      { method: 'POST', path: `/api/promotion/update/${id}`, body: form },
      { method: 'GET', path: '/api/promotion/usage?from=2026-01-01&to=2026-12-31' },
    ] as const;
    const clients = [server.client(), customer, manager, server.as('admin')];
    for (const call of calls) {
      const statuses = [];
      for (const c of clients)
        statuses.push(
          (call.method === 'GET' ? await c.get(call.path) : await c.post(call.path, call.body)).status,
        );
      expect(statuses, `${call.method} ${call.path}`).toEqual([401, 401, 200, 200]);
    }
    expect((await server.client().post(`/api/promotion/delete/${id}`)).status).toBe(401);
    expect((await customer.post(`/api/promotion/delete/${id}`)).status).toBe(401);
    expect((await manager.post(`/api/promotion/delete/${id}`)).status).toBe(200);
    expect((await manager.get(`/api/promotion/detail/${id}`)).status).toBe(404);
    expect((await manager.post(`/api/promotion/delete/${id}`)).status).toBe(404);
  });

  it('answers 422 naming the field for bad amounts, and applies a code through the quote and initiate', async () => {
    const bad = await manager.post('/api/promotion/create', { name: 'Bad', kind: 'fixed', amountCents: -5 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(['amountCents']);
    const absurd = await manager.post('/api/promotion/create', {
      name: 'Bad',
      kind: 'percent',
      percent: 1000,
    });
    expect([absurd.status, Object.keys(absurd.data.errors)]).toEqual([422, ['percent']]);

    const ten = code();
    // Limited to this suite's product: the shared servers' other suites quote other products.
    const made = await manager.post('/api/promotion/create', {
      name: 'REST ten',
      kind: 'percent',
      percent: 10,
      code: ten,
      productIds: [productId],
    });
    expect(made.status).toBe(200);
    const lines = [{ productId, quantity: 1 }];
    const quote = await customer.post('/api/fedex/prepare', {
      lines,
      address: ADDRESS,
      code: ten.toLowerCase(),
    });
    expect(quote.status).toBe(200);
    expect(quote.data.discount).toMatchObject({ codeApplied: true, itemsDiscountCents: 1_000 });
    const standard = quote.data.options.find((o: { tier: string }) => o.tier === 'Standard');
    expect(standard.discountCents).toBe(1_000);

    const unknown = await customer.post('/api/payment/initiate', {
      lines,
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: key(),
      code: 'NOSUCHCODE1',
    });
    expect([unknown.status, unknown.data.errors]).toEqual([422, { code: [PROMOTION_MESSAGES.unknownCode] }]);
    const malformed = await customer.post('/api/fedex/prepare', {
      lines,
      address: ADDRESS,
      code: 'no spaces!',
    });
    expect([malformed.status, malformed.data.errors]).toEqual([
      422,
      { code: [PROMOTION_MESSAGES.codeInvalid] },
    ]);

    const start = await customer.post('/api/payment/initiate', {
      lines,
      address: ADDRESS,
      tier: 'Standard',
      idempotencyKey: key(),
      code: ten,
    });
    expect(start.status).toBe(200);
    expect(start.data).toMatchObject({ discountCents: 1_000, totalCents: standard.totalCents });
    const usage = await manager.get('/api/promotion/usage');
    expect(
      usage.data.rows.find((r: { promotionId: number }) => r.promotionId === made.data.id),
    ).toMatchObject({
      pending: 1,
    });
    await customer.post('/api/payment/cancel', { orderNumber: start.data.orderNumber });
  });
});
