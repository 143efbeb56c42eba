import { uniqueSuffix } from '@shop/db/seed';
import { CHECKOUT_MESSAGES, PRODUCT_MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { sharedServers } from './shared-servers.js';

const ADDRESS = {
  name: 'Message Shopper',
  phone: '503-555-0100',
  addressLine1: '1 Contract Way',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
};

/** No zod wording ("Invalid input: expected number, received NaN", a bare "Invalid input") reaches a client. */
const ZOD_WORDING = /Invalid input|expected|received|Too small|Too big|Invalid option/;

describe.each(sharedServers())('REST validation messages on $dialect', (server) => {
  it('answers 422 with a sentence naming the field for a quantity that is not a number', async () => {
    const res = await server.as('customer').post('/api/fedex/prepare', {
      lines: [{ productId: 1, quantity: 'two' }],
      address: { ...ADDRESS, state: 'XX' },
    });
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual({
      'lines.0.quantity': ['Enter a number for quantity.'],
      'address.state': [CHECKOUT_MESSAGES.stateInvalid],
    });
  });

  it('asks for a US state on the account form, not "Invalid input"', async () => {
    const c = server.client();
    const email = `messages-${uniqueSuffix()}@example.com`;
    const registered = await c.post('/api/customer/register', {
      name: 'Message Shopper',
      email,
      password: 'message-shopper-pass',
    });
    expect(registered.status).toBe(200);
    const res = await c.post(`/api/my-account/update/${registered.data.customer.id}`, {
      name: 'Message Shopper',
      email,
      state: 'XX',
    });
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual({ state: ['Choose a US state.'] });
  });

  it('asks staff to choose a room type and enter a price on the product form', async () => {
    const res = await server.as('manager').post('/api/product/create', {
      roomTypeId: '',
      name: `Message chair ${uniqueSuffix()}`,
      slug: `message-chair-${uniqueSuffix()}`,
      priceCents: 'twelve',
      stock: 1,
    });
    expect(res.status).toBe(422);
    expect(res.data.errors).toMatchObject({
      roomTypeId: ['Choose a room type.'],
      priceCents: [PRODUCT_MESSAGES.priceMissing],
    });
    expect(JSON.stringify(res.data)).not.toMatch(ZOD_WORDING);
  });
});
