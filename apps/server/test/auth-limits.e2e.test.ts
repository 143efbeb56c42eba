import { testDialects } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startBuiltServer, type IBuiltServer } from './built-server.js';

let address = 0;
/** Behind the trusted proxy, each request may come from a new client address. */
const from = () => ({ headers: { 'X-Forwarded-For': `198.51.100.${++address}` } });

describe.each(testDialects())('REST login limits and password rules on %s', (dialect) => {
  let server: IBuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer(dialect, { TRUST_PROXY: '1' });
  }, 120_000);
  afterAll(() => server?.stop());

  it('answers the 11th login from one address with 429 and Retry-After, on /api and /trpc', async () => {
    for (const path of ['/api/customer/login', '/trpc/auth.customerLogin']) {
      const c = client(server.url);
      const origin = from();
      let last: Awaited<ReturnType<typeof c.post>> | undefined;
      for (let i = 0; i < 11; i++)
        last = await c.post(path, { email: `guess-${i}@example.com`, password: 'wrong-password' }, origin);
      expect(last!.status, path).toBe(429);
      const wait = Number(last!.headers.get('retry-after'));
      expect(wait, path).toBeGreaterThan(0);
      expect(wait, path).toBeLessThanOrEqual(60);
      expect(last!.text, path).toContain(`Try again in ${wait} second`);
    }
  });

  it('stops many addresses guessing one account, answering alike for an unknown one', async () => {
    const guessAll = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 11; i++) {
        const res = await client(server.url).post(
          '/api/admin/login',
          { email, password: 'wrong-password' },
          from(),
        );
        answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), body: res.data });
      }
      return answers;
    };
    const real = await guessAll('admin@shop.test');
    const ghost = await guessAll('ghost@shop.test');
    expect(real.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(401));
    expect(real[10]).toMatchObject({
      status: 429,
      body: { message: 'Too many attempts. Try again in 15 minutes.' },
    });
    expect(Number(real[10]!.retryAfter)).toBeGreaterThan(14 * 60);
    expect(ghost.map((a) => [a.status, a.body])).toEqual(real.map((a) => [a.status, a.body]));
  });

  it('refuses a common password at registration with a field message', async () => {
    const res = await client(server.url).post(
      '/api/customer/register',
      { name: 'Pat', email: 'pat@example.com', password: 'Password123' },
      from(),
    );
    expect(res.status).toBe(422);
    expect(res.data.errors.password).toEqual([expect.stringMatching(/commonly used/)]);
  });
});
