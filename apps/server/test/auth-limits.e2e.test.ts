import { restDialects } from './rest-dialects.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, client, startInProcessServer, type IBuiltServer } from './built-server.js';

let address = 0;
/** Behind the trusted proxy, each request may come from a new client address. */
const from = () => {
  ++address;
  return { headers: { 'X-Forwarded-For': `198.51.${100 + Math.floor(address / 250)}.${address % 250}` } };
};

describe.each(restDialects())('REST login limits and password rules on %s', (dialect) => {
  let server: IBuiltServer;
  beforeAll(async () => {
    // In the test worker (the same built app, config and routes): the limits are the app's, not the process's, and
    // the timing check below reads the CPU time the app spends on an answer, which only a server in this process
    // gives on every platform.
    server = await startInProcessServer(dialect, { TRUST_PROXY: '1' });
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

  it('keeps letting in a browser that signed in before, from a new address, while strangers are held', async () => {
    const login = { email: 'manager@shop.test', password: STAFF_PASSWORD };
    const laptop = client(server.url);
    const first = await laptop.post('/api/admin/login', login, from());
    expect(first.status).toBe(200);
    const deviceCookie = first.headers.getSetCookie().find((line) => line.startsWith('shop_device='));
    expect(deviceCookie).toMatch(/HttpOnly/i);
    expect(deviceCookie).toMatch(/SameSite=Lax/i);
    const guesses = [];
    for (let i = 0; i < 11; i++) {
      const res = await client(server.url).post(
        '/api/admin/login',
        { ...login, password: 'wrong-guess' },
        from(),
      );
      guesses.push(res.status);
    }
    expect(guesses).toEqual([...Array(10).fill(401), 429]);
    expect((await client(server.url).post('/api/admin/login', login, from())).status).toBe(429);
    // The laptop moved to another network: its cookie still names it, and its owner is not locked out.
    expect((await laptop.post('/api/admin/login', login, from())).status).toBe(200);
  });

  it('lets 20 simultaneous right logins of one account all in', async () => {
    const login = { email: 'customer@shop.test', password: STAFF_PASSWORD };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client(server.url).post('/api/customer/login', login, from())),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect((await client(server.url).post('/api/customer/login', login, from())).status).toBe(200);
  });

  /**
   * The CPU time, in milliseconds, this process (the app, in process, and the client beside it) spends on `call`:
   * the work an answer costs, which a busy machine does not stretch as it stretches the time it takes. An address
   * told apart by its answer's time is told apart by the work behind it (hashing a password or not).
   */
  const workOf = async (call: () => Promise<unknown>) => {
    const before = process.cpuUsage();
    await call();
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('answers registration and forgot-password for an address with an account as for one without, for about the same work', async () => {
    const c = client(server.url);
    const register = (email: string) =>
      c.post('/api/customer/register', { name: 'Tim Ing', email, password: 'walnut-drawer-42' }, from());
    const forgot = (email: string) => c.post('/api/customer/forgot-password', { email }, from());
    // Enough runs that the medians hold over a collection of garbage or a mail sent out between two answers.
    const runs = 11;
    const taken = Array.from({ length: runs }, (_, i) => `taken-${i}-${address}@example.com`);
    for (const email of taken) expect((await register(email)).status).toBe(200);
    const existing: number[] = [];
    const fresh: number[] = [];
    const forgotKnown: number[] = [];
    const forgotUnknown: number[] = [];
    // Interleaved, so that work left behind by one answer (its mail leaving through the outbox) falls on every kind.
    for (let i = 0; i < runs; i++) {
      const newEmail = `fresh-${i}-${address}@example.com`;
      fresh.push(await workOf(() => register(newEmail)));
      existing.push(await workOf(() => register(taken[i]!)));
      forgotKnown.push(await workOf(() => forgot(taken[i]!)));
      forgotUnknown.push(await workOf(() => forgot(`nobody-${i}-${address}@example.com`)));
    }
    const again = await register(taken[0]!.toUpperCase());
    expect(again.status).toBe(422);
    expect(again.data.errors).toEqual({
      email: [expect.stringMatching(/^We've sent a mail to this address\./)],
    });
    const known = await forgot(taken[0]!);
    const unknown = await forgot(`nobody-else-${address}@example.com`);
    expect([known.status, known.data]).toEqual([unknown.status, unknown.data]);
    // The password is hashed either way now; before, an address with an account answered without hashing, for a
    // tenth of the work (measured: about 45 against 58 ms of CPU with the hash). The bounds are wide: a collection of
    // garbage can land on any answer.
    const ratio = median(existing) / median(fresh);
    expect(ratio, `existing ${median(existing)} ms, new ${median(fresh)} ms of CPU`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    const forgotGap = Math.abs(median(forgotKnown) - median(forgotUnknown));
    expect(
      forgotGap,
      `known ${median(forgotKnown)} ms, unknown ${median(forgotUnknown)} ms of CPU`,
    ).toBeLessThan(Math.max(20, median(forgotUnknown)));
  }, 120_000);

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
