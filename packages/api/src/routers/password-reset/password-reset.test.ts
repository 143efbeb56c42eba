import crypto from 'node:crypto';
import { Customer, OutboxMessage, PasswordReset, Session, testDialects } from '@shop/db';
import { ACCOUNT_MESSAGES, RESET_TOKEN_MINUTES } from '@shop/domain';
import { createServices, readFiledMail, type IFiledMail, type FileMailer } from '@shop/services';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContextInner, memoryHttp } from '../../context.js';
import { createCaller } from '../../router.js';
import { fieldErrors } from '../../test/field-errors.js';
import { createHarness, PASSWORD, type IHarness } from '../../test/harness.js';

const NEW_PASSWORD = 'teak-bench-by-the-door';
/** What a reset request leaves running after its answer (PasswordResetService's private step). */
interface IMailWork {
  mailResetOrNote: (email: string) => Promise<void>;
}
let address = 0;
const freshAddress = () => memoryHttp(`10.50.${Math.floor(++address / 250)}.${address % 250}`);

describe.each(testDialects())('password reset on %s', (dialect) => {
  let h: IHarness;
  let outboxDir: string;
  let customerCount = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
    outboxDir = (h.services.mailTransport as FileMailer).dir;
  });
  afterAll(() => h?.close());

  async function customer() {
    const email = `reset${++customerCount}-${dialect}@test.shop`;
    const http = freshAddress();
    const { customer } = await h
      .caller(http)
      .auth.customerRegister({ name: 'Pat Forgetful', email, password: PASSWORD });
    return { id: customer.id, email, http };
  }

  /**
   * The reset mails (or those whose subject matches `subject`) sent to `to` so far; the mail leaves after the
   * answer, so this waits for it.
   */
  async function mailsTo(to: string, count = 1, subject = /Reset your password/): Promise<IFiledMail[]> {
    return vi.waitFor(
      async () => {
        const mails = (await readFiledMail(outboxDir)).filter((m) => m.to === to && subject.test(m.subject));
        if (mails.length < count) throw new Error(`${mails.length} of ${count} mails to ${to}`);
        return mails;
      },
      { timeout: 5000, interval: 20 },
    );
  }

  const tokenIn = (mail: IFiledMail) => {
    const link = /https?:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(mail.text);
    if (!link) throw new Error(`no reset link in: ${mail.text}`);
    return decodeURIComponent(link[1]!);
  };

  const request = (email: string, http = freshAddress()) => h.caller(http).passwordReset.request({ email });
  const complete = (token: string, password = NEW_PASSWORD, http = freshAddress()) =>
    h.caller(http).passwordReset.complete({ token, password });

  it('answers the same whether or not the email has an account, and mails either what to do next', async () => {
    const { email } = await customer();
    const known = await request(email.toUpperCase());
    const unknown = await request(`nobody-${dialect}@test.shop`);
    expect(known).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetSent });
    expect(unknown).toEqual(known);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/Reset your password/);
    expect(mail!.text).toContain('Pat Forgetful');
    expect(mail!.text).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/m);
    // No account: no link, but a note that says so and how to go on.
    const [note] = await mailsTo(`nobody-${dialect}@test.shop`, 1, /./);
    expect(note!.subject).toMatch(/no account for this address/);
    expect(note!.text).not.toMatch(/token=/);
    expect(note!.text).toMatch(/^http:\/\/localhost:3000\/forgot$/m);
    expect(note!.text).toMatch(/^http:\/\/localhost:3000\/register$/m);
  });

  it('welcomes a new customer by mail, and tells the owner of an address registered again how to sign in', async () => {
    const { email } = await customer();
    const [welcome] = await mailsTo(email, 1, /./);
    expect(welcome!.subject).toMatch(/your account is ready/);
    const again = h
      .caller(freshAddress())
      .auth.customerRegister({ name: 'Not Pat', email, password: 'another-shelf-88' });
    expect(await fieldErrors(again)).toEqual({ email: [ACCOUNT_MESSAGES.registeredAlready] });
    const [, already] = await mailsTo(email, 2, /./);
    expect(already!.subject).toMatch(/You already have an account/);
    expect(already!.text).toContain('Hello Pat Forgetful');
    expect(already!.text).toMatch(/^http:\/\/localhost:3000\/login$/m);
    expect(already!.text).toMatch(/^http:\/\/localhost:3000\/forgot$/m);
  });

  it("builds the link on the shop's PUBLIC_URL, never on anything the request carries", async () => {
    const { email } = await customer();
    const shop = createServices({
      dataSource: h.dataSource,
      dataDir: h.dataDir,
      publicUrl: 'https://shop.example.com/',
    });
    await createCaller(createContextInner({ services: shop, http: freshAddress() })).passwordReset.request({
      email,
    });
    expect((await mailsTo(email))[0]!.text).toMatch(/^https:\/\/shop\.example\.com\/reset-password\?token=/m);
  });

  it('stores only the SHA-256 of the token, valid for RESET_TOKEN_MINUTES', async () => {
    const { id, email } = await customer();
    const before = Date.now();
    await request(email);
    const token = tokenIn((await mailsTo(email))[0]!);
    const rows = await h.dataSource.getRepository(PasswordReset).findBy({ userId: id, realm: 'customer' });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.tokenHash).not.toContain(token);
    const minutes = (rows[0]!.expiresAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(RESET_TOKEN_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(RESET_TOKEN_MINUTES + 1);
  });

  it('sets the new password once, ends every session of the customer, and refuses the token again', async () => {
    const me = await customer();
    const laptop = freshAddress();
    await h.caller(laptop).auth.customerLogin({ email: me.email, password: PASSWORD });
    await request(me.email);
    const token = tokenIn((await mailsTo(me.email))[0]!);

    expect(await complete(token)).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetDone });
    expect(await h.dataSource.getRepository(Session).countBy({ realm: 'customer', userId: me.id })).toBe(0);
    expect((await h.caller(me.http).auth.getCustomerAuth()).customer).toBeNull();
    expect((await h.caller(laptop).auth.getCustomerAuth()).customer).toBeNull();
    await expect(
      h.caller().auth.customerLogin({ email: me.email, password: NEW_PASSWORD }),
    ).resolves.toMatchObject({ customer: { id: me.id } });
    await expect(
      h.caller().auth.customerLogin({ email: me.email, password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    expect(await fieldErrors(complete(token, 'yet-another-password'))).toEqual({
      token: [ACCOUNT_MESSAGES.resetInvalid],
    });
  });

  it('lets only one of two simultaneous uses of a token through', async () => {
    const me = await customer();
    await request(me.email);
    const token = tokenIn((await mailsTo(me.email))[0]!);
    const outcomes = await Promise.all(
      [complete(token), complete(token, 'another-fine-password')].map(fieldErrors),
    );
    expect(outcomes.filter((o) => Object.keys(o).length === 0)).toHaveLength(1);
    expect(outcomes).toContainEqual({ token: [ACCOUNT_MESSAGES.resetInvalid] });
  });

  it('refuses an expired token and an unknown one alike', async () => {
    const me = await customer();
    await request(me.email);
    const token = tokenIn((await mailsTo(me.email))[0]!);
    await h.dataSource
      .getRepository(PasswordReset)
      .update({ userId: me.id }, { expiresAt: new Date(Date.now() - 1000) });
    const invalid = { token: [ACCOUNT_MESSAGES.resetInvalid] };
    expect(await fieldErrors(complete(token))).toEqual(invalid);
    expect(await fieldErrors(complete(crypto.randomBytes(32).toString('base64url')))).toEqual(invalid);
    expect(await fieldErrors(complete('short'))).toEqual(invalid);
  });

  it('keeps the token when the new password is refused, so another one can be tried', async () => {
    const me = await customer();
    await request(me.email);
    const token = tokenIn((await mailsTo(me.email))[0]!);
    expect(Object.keys(await fieldErrors(complete(token, 'password123')))).toEqual(['password']);
    expect(Object.keys(await fieldErrors(complete(token, `x${me.email}`)))).toEqual(['password']);
    expect(await complete(token)).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetDone });
  });

  it('retires older links once one is used, and sends none to a blocked customer', async () => {
    const me = await customer();
    await request(me.email);
    await request(me.email);
    const [first, second] = (await mailsTo(me.email, 2)).map(tokenIn);
    await complete(second!);
    expect(await fieldErrors(complete(first!))).toEqual({ token: [ACCOUNT_MESSAGES.resetInvalid] });

    const blocked = await customer();
    await h.dataSource.getRepository(Customer).update({ id: blocked.id }, { blocked: true });
    // Its welcome mail leaves after the registration's answer: once it is out, the spy below sees only what the
    // reset request sends (the welcome mail, late on a busy machine, was once taken for a reset mail).
    await mailsTo(blocked.email, 1, /Welcome/);
    // The request answers before its mail work is done: spy on that work to wait for it, then read the outbox.
    const work = vi.spyOn(h.services.passwordReset as unknown as IMailWork, 'mailResetOrNote');
    try {
      await request(blocked.email);
      expect(work).toHaveBeenCalledTimes(1);
      await work.mock.results[0]!.value;
      const queued = await h.dataSource.getRepository(OutboxMessage).findBy({ recipient: blocked.email });
      expect(queued.map((m) => m.subject).filter((s) => /Reset/.test(s))).toEqual([]);
    } finally {
      work.mockRestore();
    }
    expect(
      (await readFiledMail(outboxDir)).some((m) => m.to === blocked.email && /Reset/.test(m.subject)),
    ).toBe(false);
  });

  it("limits mail per email and requests per address; strangers' requests never refuse the owner's", async () => {
    const { email } = await customer();
    const outcomes: string[] = [];
    // Strangers ask for the owner's reset from addresses of their own, as often as they like.
    for (let i = 0; i < 7; i++)
      outcomes.push(
        await request(email).then(
          () => 'OK',
          (e: unknown) => (e instanceof TRPCError ? `${e.code}: ${e.message}` : String(e)),
        ),
      );
    expect(outcomes).toEqual(Array(7).fill('OK'));
    const mailed = await mailsTo(email, 5);
    // The owner's own request answers as any other; past 5 mails in 15 minutes none is added to the inbox, where
    // the links already mailed still work.
    const owner = freshAddress();
    expect(await request(email, owner)).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetSent });
    const work = vi.spyOn(h.services.passwordReset, 'request');
    try {
      await request(email, owner);
      expect(work).not.toHaveBeenCalled();
    } finally {
      work.mockRestore();
    }
    expect(await complete(tokenIn(mailed.at(-1)!), NEW_PASSWORD, owner)).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.resetDone,
    });

    const one = freshAddress();
    const fromOne: string[] = [];
    for (let i = 0; i < 11; i++)
      fromOne.push(
        await complete(crypto.randomBytes(32).toString('base64url'), NEW_PASSWORD, one).then(
          () => 'OK',
          (e: unknown) => (e instanceof TRPCError ? e.code : String(e)),
        ),
      );
    expect(fromOne.slice(0, 10)).toEqual(Array(10).fill('BAD_REQUEST'));
    expect(fromOne[10]).toBe('TOO_MANY_REQUESTS');
  });
});
