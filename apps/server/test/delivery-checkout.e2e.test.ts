import { uniqueSuffix } from '@shop/db/seed';
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedServers } from './shared-servers.js';

/** Denver: a prefix no other suite on the shared servers delivers to, so their quotes stay the carrier's alone. */
const DENVER = {
  name: 'Crew Shopper',
  phone: '(303) 555-0100',
  addressLine1: '1 Contract Way',
  city: 'Denver',
  state: 'CO',
  postalCode: '80202',
};
const key = () => crypto.randomBytes(12).toString('hex');

interface ILevel {
  levelId: number;
  kind: string;
  name: string;
  feeCents: number;
  taxCents: number;
  totalCents: number;
}

/** A REST client ordering at a crew delivery level: the quote, the order, and a fee changed since the quote. */
describe.each(sharedServers())('REST checkout with a crew delivery level on $dialect', (server) => {
  const customer = server.as('customer');
  const admin = server.as('admin');
  let sofaId: number;
  let zoneId: number;
  const level = (baseCents: number) => ({
    name: 'White glove',
    description: 'Assembled and placed.',
    baseCents,
    perExtraItemCents: 3_000,
    assemblyPerItemCents: 0,
  });

  beforeAll(async () => {
    sofaId = (
      await server.seed.product({ name: `Crew sofa ${uniqueSuffix()}`, stock: 50, packageWeightLb: 180 })
    ).id;
    const zone = await admin.post('/api/delivery/zones/create', {
      name: `Denver ${server.dialect}`,
      timeZone: 'America/Denver',
      zips: '802',
    });
    expect(zone.status).toBe(200);
    zoneId = zone.data.id;
    const saved = await admin.post(`/api/delivery/zones/${zoneId}/levels/white_glove`, level(15_000));
    expect(saved.status).toBe(200);
  });

  const quote = async () => {
    const res = await customer.post('/api/fedex/prepare', {
      lines: [{ productId: sofaId, quantity: 2 }],
      address: DENVER,
    });
    expect(res.status).toBe(200);
    return res.data as {
      options: { tier: string }[];
      delivery: { zone: { name: string }; levels: ILevel[] };
    };
  };

  it('quotes the level beside the carrier, orders at it, and refuses a fee changed since (409)', async () => {
    const quoted = await quote();
    expect(quoted.options.map((o) => o.tier)).toEqual(['Standard', 'Expedited', 'Express']);
    const [whiteGlove] = quoted.delivery.levels;
    expect(whiteGlove).toMatchObject({ kind: 'white_glove', feeCents: 15_000 + 3_000 });
    const start = await customer.post('/api/payment/initiate', {
      lines: [{ productId: sofaId, quantity: 2 }],
      address: DENVER,
      delivery: { levelId: whiteGlove!.levelId, feeCents: whiteGlove!.feeCents },
      idempotencyKey: key(),
    });
    expect(start.status).toBe(200);
    expect(start.data).toMatchObject({
      shippingCents: 0,
      deliveryFeeCents: 18_000,
      totalCents: whiteGlove!.totalCents,
    });
    const detail = await customer.post('/api/my-account/order/detail', { number: start.data.orderNumber });
    expect(detail.data.delivery).toMatchObject({ kind: 'white_glove', feeCents: 18_000, fee: '$180.00' });

    expect((await admin.post(`/api/delivery/zones/${zoneId}/levels/white_glove`, level(16_000))).status).toBe(
      200,
    );
    const stale = await customer.post('/api/payment/initiate', {
      lines: [{ productId: sofaId, quantity: 2 }],
      address: DENVER,
      delivery: { levelId: whiteGlove!.levelId, feeCents: whiteGlove!.feeCents },
      idempotencyKey: key(),
    });
    expect(stale.status).toBe(409);
    expect(stale.data.message).toContain('$190.00');
    const neither = await customer.post('/api/payment/initiate', {
      lines: [{ productId: sofaId, quantity: 2 }],
      address: DENVER,
      idempotencyKey: key(),
    });
    expect(neither.status).toBe(422);
    expect(neither.data.errors).toEqual({ tier: ['Choose a shipping speed or a delivery level.'] });
  });
});
