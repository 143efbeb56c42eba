import { OrderLine, Product } from '@shop/db';
import { uniqueSuffix } from '@shop/db/seed';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveredMailWhen } from './delivered-mail.js';
import { sharedServers } from './shared-servers.js';

describe.each(sharedServers())('REST orders back-office on $dialect', (server) => {
  const anon = server.client();
  const customer = server.as('customer');
  const manager = server.as('manager');
  const admin = server.as('admin');
  const tag = uniqueSuffix();
  let customerId: number;
  let productId: number;
  // This suite's own orders: the demo orders are other suites' (and the browser journey's) to read.
  const ids = { paid: 0, processing: 0, cancel: 0, made: 0, parts: 0 };
  let numbers: Record<keyof typeof ids, string>;
  let shipTo = '';

  beforeAll(async () => {
    const buyer = await server.seed.customer({ name: `Rita Rest ${tag}`, email: `rita-${tag}@example.com` });
    customerId = buyer.id;
    productId = (await server.seed.product({ stock: 5 })).id;
    const paid = await server.seed.order({ customerId });
    const processing = await server.seed.order({ customerId, fulfilmentStatus: 'processing' });
    const cancel = await server.seed.order({ customerId, lines: [{ productId, quantity: 2 }] });
    // An order with a made-to-order line goes through production.
    // Its own customer: the counts below are of Rita's orders.
    const maker = await server.seed.customer({ name: `Mo Maker ${tag}`, email: `mo-${tag}@example.com` });
    const made = await server.seed.order({ customerId: maker.id, lines: [{ productId, quantity: 3 }] });
    await server.readDatabase((ds) =>
      ds
        .getRepository(OrderLine)
        .update(
          { orderId: made.id },
          { fromStockQuantity: 1, madeToOrderQuantity: 2, shipWindow: 'ships in 6–8 weeks' },
        ),
    );
    // Shipped in parts: two lines.
    const parts = await server.seed.order({
      customerId: maker.id,
      fulfilmentStatus: 'processing',
      lines: [{ productId, quantity: 2 }, {}],
    });
    Object.assign(ids, {
      paid: paid.id,
      processing: processing.id,
      cancel: cancel.id,
      made: made.id,
      parts: parts.id,
    });
    numbers = {
      paid: paid.number,
      processing: processing.number,
      cancel: cancel.number,
      made: made.number,
      parts: parts.number,
    };
    shipTo = processing.email;
  });

  const calls = () => [
    ['GET', '/api/order/get-list'],
    ['GET', `/api/order/customer?customerId=${customerId}`],
    ['GET', `/api/order/getListProductInOrder?orderId=${ids.paid}`],
    ['GET', `/api/order/detail/${ids.paid}`],
    ['POST', `/api/order/process/${ids.paid}`],
    ['POST', `/api/order/produce/${ids.made}`],
    ['POST', `/api/order/ready/${ids.made}`],
    ['POST', `/api/order/ship/${ids.processing}`],
    ['POST', `/api/order/deliver/${ids.paid}`],
    ['POST', `/api/order/cancel/${ids.paid}`],
    ['GET', `/api/order/${ids.parts}/shipments`],
    ['POST', `/api/order/${ids.parts}/shipments`],
    ['POST', `/api/order/${ids.parts}/shipments/1/deliver`],
  ];

  it('answers 401 (staff realm) to anonymous and customer callers and 403 to a manager, on every path', async () => {
    for (const [method, url] of calls()) {
      for (const c of [anon, customer]) {
        const res = method === 'GET' ? await c.get(url!) : await c.post(url!);
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.data.realm).toBe('staff');
      }
      const refused = method === 'GET' ? await manager.get(url!) : await manager.post(url!);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(JSON.stringify(refused.data)).not.toMatch(/stack|at \w+ \(/);
    }
  });

  it('lists with query-string filters and search, the demo orders among them', async () => {
    const mine = await admin.get(`/api/order/get-list?q=${encodeURIComponent(`rita-${tag}`)}&status=paid`);
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({ current_page: 1, per_page: 15, total: 3 });
    expect(mine.data.data[0]).toMatchObject({
      number: numbers.cancel,
      customer: { id: customerId, name: `Rita Rest ${tag}` },
      itemCount: 2,
      fulfilmentStatus: 'unfulfilled',
    });
    const processing = await admin.get(
      `/api/order/get-list?search=${encodeURIComponent(`Rita Rest ${tag}`)}&fulfilmentStatus=processing`,
    );
    expect(processing.data.data.map((o: { number: string }) => o.number)).toEqual([numbers.processing]);
    const demo = await admin.get('/api/order/get-list?q=HT-10264');
    expect(demo.data.data).toEqual([
      expect.objectContaining({
        number: 'HT-10264',
        fulfilmentStatus: 'shipped',
        customer: expect.objectContaining({ email: 'customer@shop.test' }),
      }),
    ]);
    const odd = await admin.get('/api/order/get-list?status=lost&from=never&customerId=x');
    expect(odd.status).toBe(200);
    expect((await admin.get('/api/order/get-list?page=0')).status).toBe(422);
  });

  it("reads a customer's orders, an order's lines and its detail; 404 for unknown ids, 422 for bad ones", async () => {
    const theirs = await admin.get(`/api/order/customer?customerId=${customerId}`);
    expect(theirs.data.total).toBe(3);
    const lines = await admin.get(`/api/order/getListProductInOrder?orderId=${ids.cancel}`);
    expect(lines.data).toEqual([expect.objectContaining({ productId, quantity: 2 })]);
    const detail = await admin.get(`/api/order/detail/${ids.paid}`);
    expect(detail.data).toMatchObject({
      number: numbers.paid,
      actions: ['process', 'cancel'],
      customer: { id: customerId },
    });
    expect((await admin.get('/api/order/customer?customerId=999999')).status).toBe(404);
    expect((await admin.get('/api/order/getListProductInOrder?orderId=999999')).status).toBe(404);
    expect((await admin.get('/api/order/detail/999999')).status).toBe(404);
    expect((await admin.get('/api/order/detail/banana')).status).toBe(422);
    expect((await admin.get('/api/order/customer')).status).toBe(422);
  });

  it('moves orders over REST: empty bodies, 422 without a tracking number, 409 for a skipped step, the mail', async () => {
    // A legacy client sends no body and no content type for a path-only POST.
    const processed = await admin.post(`/api/order/process/${ids.paid}`, undefined);
    expect(processed.status).toBe(200);
    expect(processed.data).toMatchObject({ fulfilmentStatus: 'processing', actions: ['ship', 'cancel'] });
    const skipped = await admin.post(`/api/order/deliver/${ids.paid}`);
    expect(skipped.status).toBe(409);
    expect(skipped.data.message).toMatch(/^Only a shipped order can be marked as delivered\./);

    const untracked = await admin.post(`/api/order/ship/${ids.processing}`, {});
    expect(untracked.status).toBe(422);
    expect(untracked.data.errors.trackingNumber).toEqual(['Enter the tracking number.']);
    const shipped = await admin.post(`/api/order/ship/${ids.processing}`, { trackingNumber: `FX ${tag}` });
    expect(shipped.status).toBe(200);
    expect(shipped.data).toMatchObject({ fulfilmentStatus: 'shipped', trackingNumber: `FX ${tag}` });
    const mails = await deliveredMailWhen(server.dataDir, (all) =>
      all.some((m) => m.to === shipTo && m.text.includes(`FX ${tag}`)),
    );
    expect(mails.find((m) => m.to === shipTo && m.text.includes(`FX ${tag}`))?.text).toContain(
      `Tracking number: FX ${tag}`,
    );
    const again = await admin.post(`/api/order/ship/${ids.processing}`, { trackingNumber: 'FX 2' });
    expect(again.status).toBe(409);
    const delivered = await admin.post(`/api/order/deliver/${ids.processing}`);
    expect(delivered.data).toMatchObject({ status: 'completed', fulfilmentStatus: 'delivered' });
    expect((await admin.post('/api/order/process/999999')).status).toBe(404);
  });

  it('moves an order with made-to-order pieces into production and out, mailing each step', async () => {
    const plain = await admin.post(`/api/order/produce/${ids.paid}`);
    expect(plain.status).toBe(409);
    const made = await admin.post(`/api/order/produce/${ids.made}`);
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({ fulfilmentStatus: 'in_production', actions: ['ready', 'cancel'] });
    expect(made.data.lines[0]).toMatchObject({ fromStockQuantity: 1, madeToOrderQuantity: 2 });
    expect((await admin.post(`/api/order/produce/${ids.made}`)).status).toBe(409);
    const ready = await admin.post(`/api/order/ready/${ids.made}`);
    expect(ready.data).toMatchObject({ fulfilmentStatus: 'ready_to_ship', actions: ['ship', 'cancel'] });
    // The timeline as the customer's order page reads it (the same events, see readOrderDetail).
    expect(ready.data.events.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'in_production',
      'ready_to_ship',
    ]);
    const readyMail = `Your order ${numbers.made} is ready to ship`;
    const subjects = (
      await deliveredMailWhen(server.dataDir, (all) => all.some((m) => m.subject === readyMail))
    ).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Your order ${numbers.made} is in production`,
        `Your order ${numbers.made} is ready to ship`,
      ]),
    );
    expect((await admin.post('/api/order/ready/999999')).status).toBe(404);
  });

  it('cancels with a refund no larger than paid (422 above it) and returns the stock', async () => {
    const detail = await admin.get(`/api/order/detail/${ids.cancel}`);
    const tooMuch = await admin.post(`/api/order/cancel/${ids.cancel}`, {
      amountCents: detail.data.refundableCents + 1,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.data.errors.amountCents).toHaveLength(1);
    const cancelled = await admin.post(`/api/order/cancel/${ids.cancel}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundableCents: 0,
    });
    expect(
      cancelled.data.events.map((e: { kind: string; actorName: string }) => [e.kind, e.actorName]),
    ).toEqual(
      expect.arrayContaining([
        ['cancelled', expect.any(String)],
        ['refunded', expect.any(String)],
      ]),
    );
    const stock = await server.readDatabase((ds) =>
      ds.getRepository(Product).findOneByOrFail({ id: productId }),
    );
    expect(stock.stock).toBe(7);
    expect((await admin.post(`/api/order/cancel/${ids.cancel}`)).status).toBe(409);
  });

  it('ships an order in parts over REST: 422 for more than is left, tracking links, delivery per shipment', async () => {
    const state = await admin.get(`/api/order/${ids.parts}/shipments`);
    expect(state.status).toBe(200);
    const [chairs, other] = state.data.lines as { orderLineId: number; shippableNow: number }[];
    expect([chairs?.shippableNow, other?.shippableNow]).toEqual([2, 1]);
    const tooMany = await admin.post(`/api/order/${ids.parts}/shipments`, {
      carrier: 'fedex',
      trackingNumbers: ['111'],
      lines: [{ orderLineId: chairs!.orderLineId, quantity: 3 }],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.data.errors['lines.0.quantity']).toEqual([
      expect.stringMatching(/^Only 2 of .* can ship now\.$/),
    ]);
    const first = await admin.post(`/api/order/${ids.parts}/shipments`, {
      carrier: 'usps',
      trackingNumbers: ['9400 1000 0000 0000 0000 00'],
      lines: [{ orderLineId: chairs!.orderLineId, quantity: 2 }],
    });
    expect(first.status).toBe(200);
    expect(first.data.fulfilmentStatus).toBe('partially_shipped');
    expect(first.data.shipments[0].tracking[0].url).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    const rest = await admin.post(`/api/order/${ids.parts}/shipments`, {
      carrier: 'crew',
      lines: [{ orderLineId: other!.orderLineId, quantity: 1 }],
    });
    expect(rest.data.fulfilmentStatus).toBe('shipped');
    const nothingLeft = await admin.post(`/api/order/${ids.parts}/shipments`, {
      carrier: 'crew',
      lines: [{ orderLineId: other!.orderLineId, quantity: 1 }],
    });
    expect(nothingLeft.status).toBe(409);
    for (const shipment of rest.data.shipments as { id: number }[]) {
      const delivered = await admin.post(`/api/order/${ids.parts}/shipments/${shipment.id}/deliver`, {});
      expect(delivered.status).toBe(200);
    }
    const done = await admin.get(`/api/order/detail/${ids.parts}`);
    expect(done.data).toMatchObject({ status: 'completed', fulfilmentStatus: 'delivered' });
    const twice = await admin.post(`/api/order/${ids.parts}/shipments/${rest.data.shipments[0].id}/deliver`);
    expect(twice.status).toBe(409);
    expect((await admin.get('/api/order/999999/shipments')).status).toBe(404);
  });

  it('lists the order calls in the OpenAPI document', async () => {
    const doc = await anon.get('/api/openapi.json');
    for (const p of [
      '/order/get-list',
      '/order/detail/{id}',
      '/order/ship/{id}',
      '/order/cancel/{id}',
      '/order/produce/{id}',
      '/order/ready/{id}',
      '/order/{id}/shipments',
      '/order/{id}/shipments/{shipmentId}/deliver',
    ])
      expect(Object.keys(doc.data.paths), p).toContainEqual(expect.stringContaining(p));
  });
});
