import { testDialects } from '@shop/db';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp } from '../../context.js';
import { PASSWORD, createHarness, type IHarness } from '../../test/harness.js';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: unknown) => (error instanceof TRPCError ? error.code : String(error)),
  );

describe.each(testDialects())('auth procedures on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  it('logs staff in with a session cookie and answers the guard lookups', async () => {
    const http = memoryHttp('10.9.0.1');
    expect(await h.caller(http).auth.getUser()).toEqual({ user: null });
    const answer = await h.caller(http).auth.adminLogin({ email: 'ADMIN@test.shop ', password: PASSWORD });
    expect(answer.data.user).toMatchObject({ email: 'admin@test.shop', role: 1 });
    expect(http.cookies.staff).toMatch(/^[\w-]{43}$/);
    expect((await h.caller(http).auth.getUser()).user?.email).toBe('admin@test.shop');
    expect((await h.caller(http).auth.getAdminAuth()).data.user.role).toBe(1);
    // Staff and customers are separate realms.
    expect(await h.caller(http).auth.getCustomerAuth()).toEqual({ customer: null });
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = h.caller().auth.adminLogin({ email: 'admin@test.shop', password: 'nope-nope-nope' });
    const unknown = h.caller().auth.adminLogin({ email: 'ghost@test.shop', password: 'nope-nope-nope' });
    const [a, b] = await Promise.allSettled([wrong, unknown]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    const ea = (a as PromiseRejectedResult).reason as TRPCError;
    const eb = (b as PromiseRejectedResult).reason as TRPCError;
    expect([ea.code, ea.message]).toEqual([eb.code, eb.message]);
    expect(ea.code).toBe('UNAUTHORIZED');
  });

  it('rate limits login attempts from one address', async () => {
    const http = memoryHttp(`10.9.9.${dialect === 'mysql' ? 2 : 1}`);
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push(
        await codeOf(
          h.caller(http).auth.adminLogin({ email: `guess-${i}@test.shop`, password: 'wrong-password' }),
        ),
      );
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('UNAUTHORIZED'));
    expect(codes.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });

  it('logs out and forgets the session', async () => {
    const http = await h.loggedIn('admin');
    const token = http.cookies.staff;
    await h.caller(http).auth.adminLogout();
    expect(http.cookies.staff).toBeUndefined();
    expect(await codeOf(h.caller(memoryHttp()).auth.getAdminAuth())).toBe('UNAUTHORIZED');
    const replay = memoryHttp();
    replay.cookies.staff = token;
    expect(await h.caller(replay).auth.getUser()).toEqual({ user: null });
  });

  it('changes the password, ends other sessions and keeps this one', async () => {
    const here = await h.loggedIn('manager');
    const elsewhere = await h.loggedIn('manager');
    expect(
      await codeOf(
        h.caller(here).auth.changePassword({ currentPassword: 'wrong-one', newPassword: 'another-password' }),
      ),
    ).toBe('BAD_REQUEST');
    await h.caller(here).auth.changePassword({ currentPassword: PASSWORD, newPassword: 'another-password' });
    expect((await h.caller(here).auth.getUser()).user?.email).toBe('manager@test.shop');
    expect(await h.caller(elsewhere).auth.getUser()).toEqual({ user: null });
    await h.caller(here).auth.changePassword({ currentPassword: 'another-password', newPassword: PASSWORD });
  });

  it('registers a customer, logs them in, and refuses the same email twice', async () => {
    const http = memoryHttp('10.9.0.2');
    const { customer } = await h.caller(http).auth.customerRegister({
      name: 'Rita Reader',
      email: 'rita@example.com',
      password: 'long-enough-pw',
    });
    expect(customer).toMatchObject({ name: 'Rita Reader', email: 'rita@example.com' });
    expect((await h.caller(http).auth.getCustomerAuth()).customer?.id).toBe(customer.id);
    const again = h
      .caller()
      .auth.customerRegister({ name: 'R', email: 'rita@example.com', password: 'long-enough-pw' });
    await expect(again).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('keeps the customer guard behind a customer session', async () => {
    const customer = await h.loggedIn('customer');
    expect((await h.caller(customer).auth.getCustomerAuth()).customer?.email).toBe('customer@test.shop');
    expect(await h.caller(customer).auth.getUser()).toEqual({ user: null });
  });
});
