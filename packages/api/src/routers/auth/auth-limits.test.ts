import { Customer, testDialects } from '@shop/db';
import { readFiledMail, type FileMailer } from '@shop/services';
import { TRPCError } from '@trpc/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryHttp, type IRequestHttp } from '../../context.js';
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
    // Counted in the database (the services' store), as on the server: the races below are the database's.
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
    // Sent together, they finish in any order: the one whose failure is counted 11th is refused.
    expect(real.sort()).toEqual([
      'TOO_MANY_REQUESTS: Too many attempts. Try again in 15 minutes.',
      ...Array(10).fill('UNAUTHORIZED'),
    ]);
    expect(ghost.sort()).toEqual(real);
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

  /** Holds `email` with 11 wrong guesses from fresh addresses, and checks that a stranger's right password waits. */
  const hold = async (email: string, login: 'adminLogin' | 'customerLogin') => {
    const guesses = await Promise.all(
      Array.from({ length: 11 }, () =>
        outcomeOf(h.caller(freshAddress()).auth[login]({ email, password: 'wrong-guess-3' })),
      ),
    );
    expect(guesses.filter((g) => g.startsWith('TOO_MANY_REQUESTS'))).toHaveLength(1);
    const stranger = h.caller(freshAddress()).auth[login]({ email, password: PASSWORD });
    expect(await outcomeOf(stranger)).toMatch(/^TOO_MANY_REQUESTS/);
  };

  it('keeps letting staff in from an address that signed in before, while strangers are held', async () => {
    const office = memoryHttp('192.0.2.10');
    const login = { email: 'manager@test.shop', password: PASSWORD };
    expect(await outcomeOf(h.caller(office).auth.adminLogin(login))).toBe('OK');
    await hold('manager@test.shop', 'adminLogin');
    // A new browser at the same office address: known by its address.
    expect(await outcomeOf(h.caller(memoryHttp('192.0.2.10')).auth.adminLogin(login))).toBe('OK');
    expect(await outcomeOf(h.caller(office).auth.adminLogin(login))).toBe('OK');
  });

  it('keeps letting a customer in from a browser that signed in before, from a new address', async () => {
    const email = `known-browser-${dialect}@example.com`;
    await h.caller(freshAddress()).auth.customerRegister({ name: 'Kim Known', email, password: PASSWORD });
    const phone = freshAddress();
    expect(await outcomeOf(h.caller(phone).auth.customerLogin({ email, password: PASSWORD }))).toBe('OK');
    expect(phone.device).toMatch(/^[\w-]{43}$/);
    await hold(email, 'customerLogin');
    // A made-up cookie counts for nothing.
    const forged: IRequestHttp = { ...freshAddress(), device: 'x'.repeat(43) };
    expect(await outcomeOf(h.caller(forged).auth.customerLogin({ email, password: PASSWORD }))).toMatch(
      /^TOO_MANY_REQUESTS/,
    );
    // The phone moved to another network: its device cookie still names it.
    const moved: IRequestHttp = { ...freshAddress(), device: phone.device };
    expect(await outcomeOf(h.caller(moved).auth.customerLogin({ email, password: PASSWORD }))).toBe('OK');
  });

  it('lets the owner in from a new browser after a password reset, while strangers are still held', async () => {
    const email = `recovered-${dialect}@example.com`;
    await h.caller(freshAddress()).auth.customerRegister({ name: 'Ron Reset', email, password: PASSWORD });
    await hold(email, 'customerLogin');
    const newPhone = freshAddress();
    await h.caller(newPhone).passwordReset.request({ email });
    const outbox = (h.services.mailTransport as FileMailer).dir;
    const token = await vi.waitFor(
      async () => {
        const mail = (await readFiledMail(outbox)).find((m) => m.to === email && /Reset/.test(m.subject));
        const found = mail && /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
        if (!found) throw new Error('no reset mail yet');
        return found;
      },
      { timeout: 5000, interval: 20 },
    );
    const password = 'teak-bench-by-the-door';
    await h.caller(newPhone).passwordReset.complete({ token, password });
    expect(await outcomeOf(h.caller(newPhone).auth.customerLogin({ email, password }))).toBe('OK');
    await hold(email, 'customerLogin');
    expect(await outcomeOf(h.caller(newPhone).auth.customerLogin({ email, password }))).toBe('OK');
  });

  it('lets 20 simultaneous right logins all in, and holds nothing after them', async () => {
    const email = `busy-${dialect}@example.com`;
    await h.caller(freshAddress()).auth.customerRegister({ name: 'Bea Busy', email, password: PASSWORD });
    const logins = await Promise.all(
      Array.from({ length: 20 }, () =>
        outcomeOf(h.caller(freshAddress()).auth.customerLogin({ email, password: PASSWORD })),
      ),
    );
    expect(logins).toEqual(Array(20).fill('OK'));
    expect(await outcomeOf(h.caller(freshAddress()).auth.customerLogin({ email, password: PASSWORD }))).toBe(
      'OK',
    );
  });

  it("never lets strangers hold someone's sign-up: attempts for one email from other addresses leave its owner free", async () => {
    const email = `wanted-${dialect}@example.com`;
    const refused = [];
    // Any number of refused attempts (here a password the policy refuses), each from another address.
    for (let i = 0; i < 8; i++)
      refused.push(
        await outcomeOf(
          h
            .caller(freshAddress())
            .auth.customerRegister({ name: 'Not Them', email, password: 'Password123' }),
        ),
      );
    expect(refused).toEqual(Array(8).fill('BAD_REQUEST'));
    const owner = h
      .caller(freshAddress())
      .auth.customerRegister({ name: 'Wen Wanted', email, password: PASSWORD });
    expect(await outcomeOf(owner)).toBe('OK');
  });

  it('sends registration mail to one address at most 5 times in 15 minutes, from any number of addresses, answering the same', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const input = { name: 'Reg Twice', email: `twice-${dialect}@example.com`, password: 'a-fine-password' };
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i++)
      outcomes.push(await outcomeOf(h.caller(freshAddress()).auth.customerRegister(input)));
    expect(outcomes).toEqual(['OK', ...Array(7).fill('BAD_REQUEST')]);
    const outbox = (h.services.mailTransport as FileMailer).dir;
    // The welcome mail and the "you already have an account" ones count alike.
    const already = async () =>
      (await readFiledMail(outbox)).filter(
        (m) => m.to === input.email && /Welcome|already have/.test(m.subject),
      ).length;
    await vi.waitFor(async () => expect(await already()).toBe(5), { timeout: 5000, interval: 20 });
    // A later window mails again.
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect(await outcomeOf(h.caller(freshAddress()).auth.customerRegister(input))).toBe('BAD_REQUEST');
    await vi.waitFor(async () => expect(await already()).toBe(6), { timeout: 5000, interval: 20 });
  });

  it('makes exactly one account of 20 simultaneous registrations of one new email', async () => {
    const email = `crowd-${dialect}@example.com`;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        outcomeOf(
          h.caller(freshAddress()).auth.customerRegister({ name: `Crowd ${i}`, email, password: PASSWORD }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(1);
    // The others hear that the address has an account: nobody's attempts are refused for the email's sake.
    expect(outcomes.filter((o) => o === 'BAD_REQUEST')).toHaveLength(19);
    expect(await h.dataSource.getRepository(Customer).countBy({ email })).toBe(1);
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
