import { testDialects } from '@shop/db';
import { ACCOUNT_MESSAGES } from '@shop/domain';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { PASSWORD, createHarness, type IHarness } from '../../test/harness.js';

/** The field messages of a refused call, as the form would show them. */
const fieldErrors = (promise: Promise<unknown>): Promise<Record<string, unknown>> =>
  promise.then(
    () => ({}),
    (error: unknown) => (error instanceof TRPCError ? (fieldErrorsOf(error) ?? { code: error.code }) : {}),
  );

describe.each(testDialects())('password rules on %s', (dialect) => {
  let h: IHarness;
  let registration = 0;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  const register = (password: string, email = `pat-${dialect}-${++registration}@example.com`) =>
    fieldErrors(h.caller().auth.customerRegister({ name: 'Pat Person', email, password }));

  it('refuses common passwords, whatever their case', async () => {
    for (const password of ['password1', 'Sunshine1', 'qwertyuiop'])
      expect((await register(password)).password).toEqual([expect.stringMatching(/commonly used/)]);
  });

  it('refuses passwords that contain the email or its name part', async () => {
    expect(await register('xx-Jane.Doe@Example.com', 'jane.doe@example.com')).toEqual({
      password: ['Password cannot contain your email address.'],
    });
    expect(await register('jane.doe-2024', 'jane.doe@example.com')).toEqual({
      password: ['Password cannot contain the name part of your email address.'],
    });
  });

  it('refuses a repeated character, a short repeated pattern and simple sequences', async () => {
    const refusals = {
      aaaaaaaa: /one character or a short pattern repeated/,
      ZZZZZZZZZZZZ: /one character or a short pattern repeated/,
      abcabcabc: /one character or a short pattern repeated/,
      '11112222': /at least 4 different characters/,
      '12345678': /simple sequence/,
      abcdefgh: /simple sequence/,
      // Along the keyboard, backwards: on no common-password list, still refused by the server's policy.
      poiuytre: /simple sequence/,
    };
    for (const [password, message] of Object.entries(refusals))
      expect((await register(password)).password, password).toEqual([expect.stringMatching(message)]);
  });

  it('refuses whitespace-only passwords', async () => {
    expect((await register('          ')).password).toEqual(['Password cannot be only spaces.']);
  });

  it('points an address that has an account to the mail that says how to sign in', async () => {
    const errors = await register('a-fine-password', 'customer@test.shop');
    expect(errors).toEqual({ email: [ACCOUNT_MESSAGES.registeredAlready] });
  });

  it('holds staff to the same rules when they change their password', async () => {
    const here = await h.loggedIn('manager');
    const change = (newPassword: string) =>
      fieldErrors(h.caller(here).auth.changePassword({ currentPassword: PASSWORD, newPassword }));
    expect((await change('iloveyou1')).newPassword).toEqual([expect.stringMatching(/commonly used/)]);
    expect((await change('manager-at-work-7')).newPassword).toEqual([
      'Password cannot contain the name part of your email address.',
    ]);
    expect((await change('\t        ')).newPassword).toEqual(['Password cannot be only spaces.']);
    expect((await change('mmmmmmmmmm')).newPassword).toEqual([expect.stringMatching(/repeated/)]);
    expect((await change('lkjhgfdsa')).newPassword).toEqual([expect.stringMatching(/simple sequence/)]);
    expect(await change('a-quiet-river-7')).toEqual({});
  });
});
