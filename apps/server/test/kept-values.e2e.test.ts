import { restDialects } from './rest-dialects.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_PASSWORD,
  client,
  startInProcessServer,
  type IBuiltServer,
  type TClient,
} from './built-server.js';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&');

/**
 * What the server keeps in memory (the trending strip, the shop's name in every title) changes on the next request
 * after a staff member's edit on the same process. A server of its own: the edits below would show in other suites'
 * pages on a shared one.
 */
describe.each(restDialects())('kept values after an edit on %s', (dialect) => {
  let server: IBuiltServer;
  let admin: TClient;

  beforeAll(async () => {
    server = await startInProcessServer(dialect);
    admin = client(server.url);
    const login = await admin.post('/api/admin/login', {
      email: 'admin@shop.test',
      password: STAFF_PASSWORD,
    });
    expect(login.status).toBe(200);
  }, 120_000);
  afterAll(() => server?.stop());

  it('takes a hidden product off the home page’s trending strip on the next read', async () => {
    const visitor = client(server.url);
    const before = await visitor.post('/api/get-product-trending');
    expect(before.status).toBe(200);
    const [top] = before.data as { id: number; name: string }[];
    // Read again: the strip is kept now.
    expect((await visitor.post('/api/get-product-trending')).data[0].id).toBe(top!.id);
    const hidden = await admin.post(`/api/product/delete/${top!.id}`);
    expect(hidden.status).toBe(200);
    const after = await visitor.post('/api/get-product-trending');
    expect(after.data.map((card: { id: number }) => card.id)).not.toContain(top!.id);
  });

  it('writes a new shop name into the next page’s title', async () => {
    const visitor = client(server.url);
    const original = (await visitor.get('/api/information/detail')).data;
    expect(titleOf((await visitor.get('/rooms')).text)).toContain(original.name);
    const renamed = `Elm and Oak ${dialect}`;
    expect((await admin.post('/api/information/update', { ...original, name: renamed })).status).toBe(200);
    expect(titleOf((await visitor.get('/rooms')).text)).toContain(renamed);
  });
});
