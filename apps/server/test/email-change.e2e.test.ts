import path from 'node:path';
import { uniqueSuffix } from '@shop/db/seed';
import { ACCOUNT_MESSAGES, emailChangedMessage } from '@shop/domain';
import { readFiledMail } from '@shop/services';
import { describe, expect, it } from 'vitest';
import { sharedServers } from './shared-servers.js';

const PASSWORD = 'contract-mover-pass';

describe.each(sharedServers())('REST account email change on $dialect', (server) => {
  /** The confirmation link in the newest mail to `email`; the mail leaves just after the answer. */
  async function confirmationLink(email: string): Promise<URL> {
    for (let tries = 0; tries < 100; tries++) {
      const mail = (await readFiledMail(path.join(server.dataDir, 'mail'))).findLast((m) => m.to === email);
      const link = mail && /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(mail.text)?.[0];
      if (link) return new URL(link);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no confirmation mail to ${email}`);
  }

  /** The newest mail to `email` that `wanted` accepts, waited for: mails leave in the background, in any order. */
  async function mailTo(email: string, wanted: (subject: string) => boolean) {
    for (let tries = 0; tries < 100; tries++) {
      const mail = (await readFiledMail(path.join(server.dataDir, 'mail'))).findLast(
        (m) => m.to === email && wanted(m.subject),
      );
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no such mail to ${email}`);
  }

  it('needs the current password, then changes the email only when the mailed link is confirmed', async () => {
    const c = server.client();
    const email = `mover-${uniqueSuffix()}@example.com`;
    const registered = await c.post('/api/customer/register', {
      name: 'Contract Mover',
      email,
      password: PASSWORD,
    });
    expect(registered.status).toBe(200);
    const id = registered.data.customer.id as number;
    const newEmail = `moved-${uniqueSuffix()}@example.com`;

    // The documented call without the new field: refused on the field, nothing changed.
    const bare = await c.post(`/api/my-account/update/${id}`, { name: 'Contract Mover', email: newEmail });
    expect(bare.status).toBe(422);
    expect(bare.data.errors).toEqual({ currentPassword: [ACCOUNT_MESSAGES.passwordForEmail] });
    const wrong = await c.post(`/api/my-account/update/${id}`, {
      name: 'Contract Mover',
      email: newEmail,
      currentPassword: 'not-the-password',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.data.errors).toEqual({ currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] });

    const asked = await c.post(`/api/my-account/update/${id}`, {
      name: 'Contract Mover',
      email: newEmail,
      currentPassword: PASSWORD,
    });
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({ id, email, pendingEmail: newEmail });
    expect(JSON.stringify(asked.data)).not.toContain(PASSWORD);

    const link = await confirmationLink(newEmail);
    // The shop's own address (no PUBLIC_URL here: the local one it announces), never the request's Host.
    expect(link.origin).toBe(`http://localhost:${new URL(server.url).port}`);
    expect(link.pathname).toBe('/confirm-email');
    // The welcome mail goes out in the background after registering, so it may land after the notice: skip it.
    // The notice to the old address leaves beside the confirmation, and may be written after it (flaky once).
    const notice = await mailTo(email, (subject) => !subject.includes('Welcome'));
    expect(notice.text).toContain(newEmail);

    // Opening the page changes nothing (mail scanners open links); the call from its button does.
    expect((await server.client().get(`${link.pathname}${link.search}`)).status).toBe(200);
    expect((await c.post('/api/my-account/detail')).data).toMatchObject({ email, pendingEmail: newEmail });
    const token = link.searchParams.get('token')!;
    const confirmed = await server.client().post('/api/my-account/confirm-email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toEqual({ success: true, message: emailChangedMessage(newEmail) });
    expect((await c.post('/api/my-account/detail')).data).toMatchObject({
      email: newEmail,
      pendingEmail: null,
    });
    const again = await server.client().post('/api/my-account/confirm-email', { token });
    expect(again.status).toBe(422);
    expect(again.data.errors).toEqual({ token: [ACCOUNT_MESSAGES.emailChangeInvalid] });

    const login = await server.client().post('/api/customer/login', { email: newEmail, password: PASSWORD });
    expect(login.status).toBe(200);
    const old = await server.client().post('/api/customer/login', { email, password: PASSWORD });
    expect(old.status).toBe(401);
  });
});
