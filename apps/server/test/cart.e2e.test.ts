import { describe, expect, it } from 'vitest';
import { sharedServers } from './shared-servers.js';

describe.each(sharedServers())('REST cart on $dialect', (server) => {
  it("keeps a guest's cart under an httpOnly cart session made by the first write, and no one else's", async () => {
    const guest = server.client();
    expect((await guest.get('/api/cart')).data).toEqual({
      owner: 'guest',
      customerId: null,
      lines: [],
      saved: false,
    });
    const lines = [{ productId: 1, quantity: 2 }];
    const put = await guest.post('/api/cart', { lines });
    expect(put.status).toBe(200);
    expect(put.data).toEqual({ owner: 'guest', customerId: null, lines, saved: true });
    expect(put.headers.getSetCookie().join('\n')).toMatch(/shop_cart=[\w-]{43};.*HttpOnly/i);
    expect((await guest.get('/api/cart')).data.lines).toEqual(lines);
    expect((await server.client().get('/api/cart')).data.lines).toEqual([]);
  });

  it('answers 422 naming the line for bad input and 401 for a merge without an account, writing nothing', async () => {
    const guest = server.client();
    await guest.post('/api/cart', { lines: [{ productId: 2, quantity: 1 }] });
    const bad = await guest.post('/api/cart', { lines: [{ productId: 2, quantity: 0 }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(['lines.0.quantity']);
    const merge = await guest.post('/api/cart/merge', { lines: [] });
    expect(merge.status).toBe(401);
    expect((await guest.get('/api/cart')).data.lines).toEqual([{ productId: 2, quantity: 1 }]);
  });

  it("merges a browser's lines into the customer's cart", async () => {
    const customer = server.as('customer');
    const before = (await customer.get('/api/cart')).data;
    expect(before.owner).toBe('customer');
    const merged = await customer.post('/api/cart/merge', { lines: [{ productId: 3, quantity: 1 }] });
    expect(merged.status).toBe(200);
    expect(merged.data.lines).toContainEqual(expect.objectContaining({ productId: 3 }));
    await customer.post('/api/cart', { lines: before.lines });
  });

  it('lists the cart calls in the OpenAPI document', async () => {
    const doc = (await server.client().get('/api/openapi.json')).data;
    expect(doc.paths['/cart'].get).toBeDefined();
    expect(doc.paths['/cart'].post).toBeDefined();
    expect(doc.paths['/cart/merge'].post.security).toEqual([{ customerSession: [] }]);
  });
});
