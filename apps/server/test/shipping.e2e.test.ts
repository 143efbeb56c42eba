import { uniqueSuffix } from '@shop/db/seed';
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedServers } from './shared-servers.js';

const ADDRESS = {
  name: 'Tier Shopper',
  phone: '503-555-0100',
  addressLine1: '1 Contract Way',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
};

interface IOption {
  tier: string;
  service: string;
  priceCents: number;
  minDays: number;
  maxDays: number;
  deliveryBy: string;
  label: string;
  estimate: string;
}

describe.each(sharedServers())('REST shipping tiers on $dialect', (server) => {
  const customer = server.as('customer');
  let parcelId: number;
  let freightId: number;

  beforeAll(async () => {
    parcelId = (
      await server.seed.product({ name: `Tier lamp ${uniqueSuffix()}`, stock: 50, packageWeightLb: 8 })
    ).id;
    freightId = (
      await server.seed.product({ name: `Tier sofa ${uniqueSuffix()}`, stock: 50, packageWeightLb: 180 })
    ).id;
  });

  const quote = async (productId: number) => {
    const res = await customer.post('/api/fedex/prepare', {
      lines: [{ productId, quantity: 1 }],
      address: ADDRESS,
    });
    expect(res.status).toBe(200);
    return res.data as { freight: boolean; options: IOption[] };
  };

  it('quotes tiers where each dearer one arrives strictly sooner, with the SPEC services and words for them', async () => {
    for (const [productId, freight, services] of [
      [parcelId, false, ['FEDEX_2_DAY', 'FEDEX_2_DAY', 'FEDEX_EXPRESS_SAVER']],
      [freightId, true, ['FEDEX_2_DAY_FREIGHT', 'FEDEX_2_DAY_FREIGHT', 'FEDEX_3_DAY_FREIGHT']],
    ] as const) {
      const { freight: isFreight, options } = await quote(productId);
      expect(isFreight).toBe(freight);
      expect(options.map((o) => [o.tier, o.service])).toEqual([
        ['Standard', services[0]],
        ['Expedited', services[1]],
        ['Express', services[2]],
      ]);
      for (let i = 1; i < options.length; i++) {
        expect(options[i]!.priceCents).toBeGreaterThan(options[i - 1]!.priceCents);
        expect(options[i]!.deliveryBy < options[i - 1]!.deliveryBy).toBe(true);
      }
      for (const option of options) {
        expect(option.label).toBe(`${option.tier} ${freight ? 'freight delivery' : 'delivery'}`);
        expect(option.estimate).toBe(`${option.minDays}–${option.maxDays} business days`);
      }
    }
  });

  it("shows the customer the tier's words, not the service code, on the order sold with it", async () => {
    const start = await customer.post('/api/payment/initiate', {
      lines: [{ productId: freightId, quantity: 1 }],
      address: ADDRESS,
      tier: 'Express',
      idempotencyKey: crypto.randomBytes(12).toString('hex'),
    });
    expect(start.status).toBe(200);
    const detail = await customer.post('/api/my-account/order/detail', { number: start.data.orderNumber });
    expect(detail.status).toBe(200);
    expect(detail.data.quote).toMatchObject({ tier: 'Express', label: 'Express freight delivery' });
    const created = detail.data.events.find((e: { kind: string }) => e.kind === 'created');
    expect(created.note).toContain('Express freight delivery');
    expect(created.note).not.toMatch(/FEDEX/);
    await customer.post('/api/payment/cancel', { orderNumber: start.data.orderNumber });
  });
});
