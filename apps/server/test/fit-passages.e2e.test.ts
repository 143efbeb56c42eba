import { uniqueSuffix } from '@shop/db/seed';
import { describe, expect, it } from 'vitest';
import type { TClient } from './client.js';
import { sharedServers } from './shared-servers.js';

const NOTHING = {
  doorWidthIn: null,
  doorHeightIn: null,
  hallwayWidthIn: null,
  stairWidthIn: null,
  stairHeadroomIn: null,
  elevatorDoorWidthIn: null,
  elevatorDepthIn: null,
  elevatorHeightIn: null,
};

/** "Will it fit?": the passages a customer measured, kept on their account at /api/my-account/fit-passages. */
describe.each(sharedServers())('REST fit passages on $dialect', (server) => {
  async function shopper(): Promise<TClient> {
    const c = server.client();
    const res = await c.post('/api/customer/register', {
      name: 'Measuring Shopper',
      email: `fit-${uniqueSuffix()}@example.com`,
      password: 'contract-shopper-pass',
    });
    expect(res.status).toBe(200);
    return c;
  }

  it('answers 401 naming the customer realm to anonymous and staff callers', async () => {
    for (const c of [server.client(), server.as('admin')]) {
      const read = await c.get('/api/my-account/fit-passages');
      const save = await c.post('/api/my-account/fit-passages', { doorWidthIn: 30 });
      expect([read.status, read.data.realm, save.status, save.data.realm]).toEqual([
        401,
        'customer',
        401,
        'customer',
      ]);
    }
  });

  it("saves and reads a customer's own passages, never another's", async () => {
    const me = await shopper();
    const other = await shopper();
    expect((await me.get('/api/my-account/fit-passages')).data).toEqual(NOTHING);
    const saved = await me.post('/api/my-account/fit-passages', {
      doorWidthIn: 30,
      doorHeightIn: 80,
      hallwayWidthIn: 36.5,
      elevatorDepthIn: null,
    });
    expect(saved.status).toBe(200);
    const mine = { ...NOTHING, doorWidthIn: 30, doorHeightIn: 80, hallwayWidthIn: 36.5 };
    expect(saved.data).toEqual(mine);
    expect((await me.get('/api/my-account/fit-passages')).data).toEqual(mine);
    expect((await other.get('/api/my-account/fit-passages')).data).toEqual(NOTHING);
    // A save replaces the whole set: what is left out is no longer measured.
    await me.post('/api/my-account/fit-passages', { stairWidthIn: 34 });
    expect((await me.get('/api/my-account/fit-passages')).data).toEqual({ ...NOTHING, stairWidthIn: 34 });
  });

  it('answers 422 with a sentence per bad field and keeps what was saved', async () => {
    const me = await shopper();
    await me.post('/api/my-account/fit-passages', { doorWidthIn: 32 });
    const bad = await me.post('/api/my-account/fit-passages', {
      doorWidthIn: -3,
      hallwayWidthIn: 1000,
      stairWidthIn: 'wide',
    });
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({
      doorWidthIn: ["Enter the door's width in inches, more than 0."],
      hallwayWidthIn: ["Enter the hallway's width in inches, at most 240."],
      stairWidthIn: ["Enter the stair's width in inches."],
    });
    expect(JSON.stringify(bad.data)).not.toMatch(/at \w+ \(|node_modules/);
    expect((await me.get('/api/my-account/fit-passages')).data).toEqual({ ...NOTHING, doorWidthIn: 32 });
  });

  it('documents both calls in the OpenAPI document', async () => {
    const doc = (await server.client().get('/api/openapi.json')).data;
    expect(Object.keys(doc.paths['/my-account/fit-passages']).sort()).toEqual(['get', 'post']);
  });
});
