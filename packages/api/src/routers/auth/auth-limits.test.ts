import { testDialects } from '@shop/db';
import { TRPCError } from '@trpc/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryHttp } from '../../context.js';
import { PASSWORD, createHarness, type IHarness } from '../../test/harness.js';

/** The code of a failed call, or OK; with the message of a 429, which must say when to retry. */
const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: unknown) =>
      error instanceof TRPCError
        ? error.code === 'TOO_MANY_REQUESTS'
          ? `${error.code}: ${error.message}`
          : error.code
        : String(error),
  );

let address = 0;
/** A new client address per attempt: the attacker that the per-address limit alone cannot stop. */
const freshAddress = () => memoryHttp(`172.16.${Math.floor(++address / 250)}.${address % 250}`);

describe.each(testDialects())('login and register limits on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());
  afterEach(() => vi.useRealTimers());

  const guessFromAnywhere = (email: string, attempts: number) =>
    Promise.all(
      Array.from({ length: attempts }, () =>
        outcomeOf(h.caller(freshAddress()).auth.adminLogin({ email, password: 'wrong-guess-1' })),
      ),
    );

  it('stops many addresses guessing one account, alike whether or not it exists', async () => {
    const real = await guessFromAnywhere('Manager@Test.shop ', 11);
    const ghost = await guessFromAnywhere('nobody-here@test.shop', 11);
    expect(real.slice(0, 10)).toEqual(Array(10).fill('UNAUTHORIZED'));
    expect(real[10]).toBe('TOO_MANY_REQUESTS: Too many attempts. Try again in 15 minutes.');
    expect(ghost).toEqual(real);
    // While the account is held, even its right password waits: the guesser learns nothing from a success.
    const owner = h
      .caller(freshAddress())
      .auth.adminLogin({ email: 'manager@test.shop', password: PASSWORD });
    expect(await outcomeOf(owner)).toMatch(/^TOO_MANY_REQUESTS/);
  });

  it('lets the account in again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await guessFromAnywhere('admin@test.shop', 11);
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    const owner = h.caller(freshAddress()).auth.adminLogin({ email: 'admin@test.shop', password: PASSWORD });
    expect(await outcomeOf(owner)).toBe('OK');
  });

  it('clears the account count at a successful login, so its owner is not held up by old typos', async () => {
    await guessFromAnywhere('customer@test.shop', 9);
    const login = { email: 'customer@test.shop', password: PASSWORD };
    expect(await outcomeOf(h.caller(freshAddress()).auth.customerLogin(login))).toBe('OK');
    const more = await Promise.all(
      Array.from({ length: 10 }, () =>
        outcomeOf(
          h.caller(freshAddress()).auth.customerLogin({ email: login.email, password: 'wrong-guess-2' }),
        ),
      ),
    );
    expect(more).toEqual(Array(10).fill('UNAUTHORIZED'));
  });

  it('limits registration per email across addresses, still saying the email is taken', async () => {
    const input = { name: 'Reg Twice', email: 'twice@example.com', password: 'a-fine-password' };
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++)
      outcomes.push(await outcomeOf(h.caller(freshAddress()).auth.customerRegister(input)));
    expect(outcomes.slice(0, 5)).toEqual(['OK', ...Array(4).fill('BAD_REQUEST')]);
    expect(outcomes[5]).toMatch(/^TOO_MANY_REQUESTS: .*Try again in 15 minutes/);
  });

  it('limits registration per address', async () => {
    const http = freshAddress();
    const outcomes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const input = {
        name: 'Spammer',
        email: `spam-${dialect}-${i}@example.com`,
        password: 'a-fine-password',
      };
      outcomes.push(await outcomeOf(h.caller(http).auth.customerRegister(input)));
    }
    expect(outcomes.slice(0, 10)).toEqual(Array(10).fill('OK'));
    expect(outcomes[10]).toMatch(/^TOO_MANY_REQUESTS: .*Try again in \d+ seconds/);
  });
});
