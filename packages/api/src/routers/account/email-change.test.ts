import { Customer, EmailChange, testDialects } from '@shop/db';
import { ACCOUNT_MESSAGES, emailChangedMessage } from '@shop/domain';
import { hashResetToken, readFiledMail, type IFiledMail, type FileMailer } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryHttp } from '../../context.js';
import { fieldErrors } from '../../test/field-errors.js';
import { createHarness, PASSWORD, type IHarness } from '../../test/harness.js';

describe.each(testDialects())('changing the account email on %s', (dialect) => {
  let h: IHarness;
  let outboxDir: string;
  let count = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
    outboxDir = (h.services.mailTransport as FileMailer).dir;
  });
  afterAll(() => h?.close());

  const freshHttp = () => memoryHttp(`10.52.${Math.floor(++count / 200)}.${count % 200}`);

  async function shopper() {
    const http = freshHttp();
    const email = `mover${count}-${dialect}@test.shop`;
    const { customer } = await h
      .caller(http)
      .auth.customerRegister({ name: 'Morgan Mover', email, password: PASSWORD });
    return { id: customer.id, email, api: h.caller(http) };
  }
  const newAddress = () => `moved${++count}-${dialect}@test.shop`;
  const emailOf = async (id: number) =>
    (await h.dataSource.getRepository(Customer).findOneByOrFail({ id })).email;

  async function mailsTo(to: string, n = 1): Promise<IFiledMail[]> {
    return vi.waitFor(
      async () => {
        const mails = (await readFiledMail(outboxDir)).filter((m) => m.to === to);
        if (mails.length < n) throw new Error(`${mails.length} of ${n} mails to ${to}`);
        return mails;
      },
      { timeout: 5000, interval: 20 },
    );
  }
  const tokenIn = (mail: IFiledMail) => {
    const link = /https?:\/\/\S+\/confirm-email\?token=([\w-]+)/.exec(mail.text);
    if (!link) throw new Error(`no confirmation link in: ${mail.text}`);
    return decodeURIComponent(link[1]!);
  };
  const confirm = (token: string) => h.caller(freshHttp()).account.confirmEmail({ token });

  it('needs the current password to change the email, and changes nothing without it', async () => {
    const me = await shopper();
    const to = newAddress();
    const form = { id: me.id, name: 'Morgan Moved', email: to };
    expect(await fieldErrors(me.api.account.update(form))).toEqual({
      currentPassword: [ACCOUNT_MESSAGES.passwordForEmail],
    });
    expect(await fieldErrors(me.api.account.update({ ...form, currentPassword: 'not-my-password' }))).toEqual(
      {
        currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong],
      },
    );
    expect(await me.api.account.detail()).toMatchObject({
      name: 'Morgan Mover',
      email: me.email,
      pendingEmail: null,
    });
    expect(await h.dataSource.getRepository(EmailChange).countBy({ customerId: me.id })).toBe(0);
    // The other details change without a password when the email stays.
    expect(await me.api.account.update({ id: me.id, name: 'Morgan Stays', email: me.email })).toMatchObject({
      name: 'Morgan Stays',
      pendingEmail: null,
    });
  });

  it('changes the email only when the link mailed to the new address is opened, once; the old one is told', async () => {
    const me = await shopper();
    const to = newAddress();
    const answer = await me.api.account.update({
      id: me.id,
      name: 'Morgan Moved',
      email: to,
      city: 'Salem',
      currentPassword: PASSWORD,
    });
    expect(answer).toMatchObject({ name: 'Morgan Moved', city: 'Salem', email: me.email, pendingEmail: to });
    expect(await emailOf(me.id)).toBe(me.email);

    const [confirmation] = await mailsTo(to);
    // The old address holds the welcome mail of its registration first, then the notice.
    const notice = (await mailsTo(me.email, 2)).at(-1);
    expect(notice!.text).toContain(to);
    expect(notice!.text).not.toMatch(/confirm-email\?token=/);
    const token = tokenIn(confirmation!);
    // Only the token's hash is stored.
    const stored = await h.dataSource.getRepository(EmailChange).findOneByOrFail({ customerId: me.id });
    expect(stored.tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Until then the old email still logs in and the new one does not.
    await expect(
      h.caller(freshHttp()).auth.customerLogin({ email: to, password: PASSWORD }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await confirm(token)).toEqual({ success: true, message: emailChangedMessage(to) });
    expect(await emailOf(me.id)).toBe(to);
    expect(await me.api.account.detail()).toMatchObject({ email: to, pendingEmail: null });
    await expect(
      h.caller(freshHttp()).auth.customerLogin({ email: to, password: PASSWORD }),
    ).resolves.toMatchObject({
      customer: { id: me.id },
    });
    expect(await fieldErrors(confirm(token))).toEqual({ token: [ACCOUNT_MESSAGES.emailChangeInvalid] });
  });

  it('refuses an expired link, a link replaced by a newer request, and a cancelled one', async () => {
    const me = await shopper();
    const first = newAddress();
    const second = newAddress();
    await me.api.account.update({ id: me.id, name: 'Morgan', email: first, currentPassword: PASSWORD });
    const firstToken = tokenIn((await mailsTo(first))[0]!);
    await me.api.account.update({ id: me.id, name: 'Morgan', email: second, currentPassword: PASSWORD });
    const secondToken = tokenIn((await mailsTo(second))[0]!);
    expect(await fieldErrors(confirm(firstToken))).toEqual({ token: [ACCOUNT_MESSAGES.emailChangeInvalid] });

    await h.dataSource
      .getRepository(EmailChange)
      .update({ tokenHash: hashResetToken(secondToken) }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await fieldErrors(confirm(secondToken))).toEqual({ token: [ACCOUNT_MESSAGES.emailChangeInvalid] });
    expect((await me.api.account.detail()).pendingEmail).toBeNull();

    const third = newAddress();
    await me.api.account.update({ id: me.id, name: 'Morgan', email: third, currentPassword: PASSWORD });
    const thirdToken = tokenIn((await mailsTo(third))[0]!);
    expect((await me.api.account.cancelEmailChange()).pendingEmail).toBeNull();
    expect(await fieldErrors(confirm(thirdToken))).toEqual({ token: [ACCOUNT_MESSAGES.emailChangeInvalid] });
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const me = await shopper();
    const to = newAddress();
    await me.api.account.update({ id: me.id, name: 'Morgan', email: to, currentPassword: PASSWORD });
    const token = tokenIn((await mailsTo(to))[0]!);
    await h.caller(freshHttp()).auth.customerRegister({ name: 'Quick Taker', email: to, password: PASSWORD });
    expect(await fieldErrors(confirm(token))).toEqual({ token: [ACCOUNT_MESSAGES.emailTaken] });
    expect(await emailOf(me.id)).toBe(me.email);
  });
});
