import { describe, expect, it } from 'vitest';
import { ZInitiateInput, ZShippingAddress } from './checkout.js';

const ADDRESS = {
  name: 'Casey Customer',
  phone: '503-555-0148',
  addressLine1: '2417 NE Alberta St',
  city: 'Portland',
  state: 'OR',
  postalCode: '97211',
};

describe('checkout input', () => {
  it('takes a phone number written the way the shop and its customers write it', () => {
    for (const phone of ['(503) 555-0148', '503-555-0148', '+1 503 555 0148', '503.555.0148'])
      expect(ZShippingAddress.safeParse({ ...ADDRESS, phone }).success, phone).toBe(true);
    for (const phone of ['call me', '555', 'x(503) 555-0148'])
      expect(ZShippingAddress.safeParse({ ...ADDRESS, phone }).success, phone).toBe(false);
  });

  it('needs a carrier speed or a crew delivery level, and takes either', () => {
    const order = {
      lines: [{ productId: 1, quantity: 1 }],
      address: ADDRESS,
      idempotencyKey: 'a'.repeat(20),
    };
    const neither = ZInitiateInput.safeParse(order);
    expect(neither.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tier', 'Choose a shipping speed or a delivery level.'],
    ]);
    expect(ZInitiateInput.safeParse({ ...order, tier: 'Standard' }).success).toBe(true);
    expect(ZInitiateInput.safeParse({ ...order, delivery: { levelId: 3, feeCents: 32_900 } }).success).toBe(
      true,
    );
  });
});
