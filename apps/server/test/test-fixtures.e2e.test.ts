import { uniqueSuffix } from '@shop/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_PATH, FIXTURES_TOKEN_HEADER } from '../src/routes/test-fixtures.js';
import { startInProcessServer, type IBuiltServer } from './built-server.js';
import { client } from './client.js';
import { sharedServers } from './shared-servers.js';

const fixture = (url: string, name: string, token: string | undefined, body: unknown = {}) =>
  client(url).post(`${FIXTURES_PATH}/${name}`, body, {
    headers: token === undefined ? {} : { [FIXTURES_TOKEN_HEADER]: token },
  });

describe.each(sharedServers())('the test fixtures route on $dialect', (server) => {
  it('refuses a call without the token or with another one, and creates nothing', async () => {
    const name = `Refused ${uniqueSuffix()}`;
    for (const token of [undefined, '', 'not-the-token-at-all', `${server.fixturesToken}x`]) {
      const res = await fixture(server.url, 'materialType', token, { name });
      expect([token, res.status]).toEqual([token, 403]);
    }
    const types = await server.client().post('/api/material/type/get-list-without-paginate');
    expect(types.data.map((t: { name: string }) => t.name)).not.toContain(name);
  });

  it('answers 404 for a factory it does not have', async () => {
    for (const name of ['nothing', 'constructor', '__proto__'])
      expect((await fixture(server.url, name, server.fixturesToken)).status).toBe(404);
  });

  it('writes through the server, whose lists show the row at once, and answers it with dates as JSON', async () => {
    const list = async () =>
      (await server.client().post('/api/material/type/get-list-without-paginate')).data.map(
        (t: { id: number }) => t.id,
      );
    const before = await list();
    // Read twice: the second answer may be a kept one.
    expect(await list()).toEqual(before);
    const type = await server.seed.materialType({ name: `Fixture ${uniqueSuffix()}` });
    expect(await list()).toContain(type.id);
    // Whole seconds: MySQL keeps no fractions of them.
    const sent = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000);
    const message = await server.seed.contactMessage({ createdAt: sent });
    expect(new Date(message.createdAt).getTime()).toBe(sent.getTime());
  });
});

describe('a server started without TEST_FIXTURES_TOKEN', () => {
  let server: IBuiltServer;
  beforeAll(async () => {
    server = await startInProcessServer('sqlite', { SEED: 'none', TEST_FIXTURES_TOKEN: '' });
  }, 120_000);
  afterAll(() => server?.stop());

  it('has no fixtures route: 404 whatever the token', async () => {
    for (const token of [undefined, '', server.fixturesToken, 'some-token-of-sixteen-chars']) {
      const res = await fixture(server.url, 'product', token);
      expect([token, res.status]).toEqual([token, 404]);
    }
  });
});
