import { describe, expect, it } from 'vitest';
import { readAlike, sharedServers } from './shared-servers.js';

const q = (input: unknown) => encodeURIComponent(JSON.stringify(input));

/** The /trpc transport (apps/server/src/routes/trpc-adapter.ts) speaks tRPC's protocol as httpBatchLink sends it. */
describe.each(sharedServers())('tRPC transport on $dialect', (server) => {
  it('answers a single query with { result: { data } }, the same data as REST', async () => {
    const c = server.client();
    const trpc = await c.get(`/trpc/room.getList?input=${q({ page: 1 })}`);
    expect(trpc.status).toBe(200);
    expect(trpc.headers.get('content-type')).toContain('application/json');
    const [fromTrpc, rest] = await readAlike(async () => [
      (await c.get(`/trpc/room.getList?input=${q({ page: 1 })}`)).data.result.data,
      (await c.get('/api/room/get-list?page=1')).data,
    ]);
    expect(fromTrpc).toEqual(rest);
  });

  it('answers a batch in order, with 207 and per-call errors when the statuses differ', async () => {
    const c = server.client();
    const ok = await c.get(`/trpc/room.getList,auth.getCustomerAuth?batch=1&input=${q({ 0: { page: 1 } })}`);
    expect(ok.status).toBe(200);
    expect(ok.data).toHaveLength(2);
    expect(ok.data[0].result.data.current_page).toBe(1);
    expect(ok.data[1].result.data).toEqual({ customer: null });

    const mixed = await c.get(
      `/trpc/room.getList,product.formOptions?batch=1&input=${q({ 0: { page: 1 } })}`,
    );
    expect(mixed.status).toBe(207);
    expect(mixed.data[0].result.data.current_page).toBe(1);
    expect(mixed.data[1].error.data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401, realm: 'staff' });
    expect(JSON.stringify(mixed.data)).not.toMatch(/stack/);
  });

  it('refuses unknown procedures, the wrong method, bad JSON and oversized batches', async () => {
    const c = server.client();
    const unknown = await c.get('/trpc/room.nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.data.error.data.code).toBe('NOT_FOUND');

    const queryByPost = await c.post('/trpc/room.getList', { page: 1 });
    expect(queryByPost.status).toBe(405);
    const mutationByGet = await c.get('/trpc/room.create');
    expect(mutationByGet.status).toBe(405);

    const badJson = await c.get('/trpc/room.getList?input=%7Bnope');
    expect(badJson.status).toBe(400);
    expect(badJson.data.error.data.code).toBe('PARSE_ERROR');

    const many = Array.from({ length: 21 }, () => 'room.getList').join(',');
    expect((await c.get(`/trpc/${many}?batch=1`)).status).toBe(400);
  });

  it('validates input with field errors, and runs a mutation with an empty body', async () => {
    const c = server.client();
    const invalid = await c.get(`/trpc/room.detail?input=${q({ id: 'banana' })}`);
    expect(invalid.status).toBe(422);
    expect(invalid.data.error.data.errors).toHaveProperty('id');

    const logout = await c.post('/trpc/auth.customerLogout');
    expect(logout.status).toBe(200);
  });
});
