import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport, FileMailer, readFiledMail, SmtpMailer, textToHtml, withHtml } from './index.js';

interface IReceived {
  user: string | undefined;
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that wants a login and records what each session delivered. */
async function fakeSmtpServer() {
  const received: IReceived[] = [];
  const server = new SMTPServer({
    // No TLS certificate here: offer no STARTTLS and accept the login in the clear (loopback only).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 's3cret/pass')
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          user: session.user as string | undefined,
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMTP mail provider', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
  beforeAll(async () => {
    smtp = await fakeSmtpServer();
  });
  afterAll(() => smtp?.close());

  it('logs in with the credentials of SMTP_URL and delivers sender, recipient, reply-to, subject and text', async () => {
    const mailer = new SmtpMailer(
      `smtp://shop:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${smtp.port}`,
      'Oak & Linen <hello@shop.example>',
    );
    await mailer.send({
      to: 'owner@shop.example',
      replyTo: 'ann@example.com',
      subject: 'Contact: Delivery to the third floor',
      text: 'Can you carry the sofa up three floors?\nThanks, Ann',
    });
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      user: 'shop',
      mailFrom: 'hello@shop.example',
      rcptTo: ['owner@shop.example'],
    });
    expect(mail!.raw).toMatch(/^From: "?Oak & Linen"? <hello@shop\.example>$/m);
    expect(mail!.raw).toMatch(/^To: owner@shop\.example$/m);
    expect(mail!.raw).toMatch(/^Reply-To: ann@example\.com$/m);
    expect(mail!.raw).toMatch(/^Subject: Contact: Delivery to the third floor$/m);
    expect(mail!.raw).toContain('Can you carry the sofa up three floors?');
    // Every mail has an HTML part too, made from the text when the mail has none of its own.
    expect(mail!.raw).toMatch(/^Content-Type: text\/html/m);
  });

  it('rejects when the server refuses the login, so the caller can tell', async () => {
    const mailer = new SmtpMailer(`smtp://shop:wrong@127.0.0.1:${smtp.port}`, 'hello@shop.example');
    await expect(mailer.send({ to: 'owner@shop.example', subject: 'x', text: 'x' })).rejects.toThrow();
    mailer.close();
    expect(smtp.received).toHaveLength(1);
  });

  it('is the provider createMailer picks when SMTP_URL is set', () => {
    const mailer = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, dataDir: os.tmpdir() });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    (mailer as SmtpMailer).close();
  });
});

describe('file mail provider', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes one JSON file per message under DATA_DIR/mail, oldest first', async () => {
    const mailer = createMailTransport({ dataDir, from: 'hello@shop.example' });
    expect(mailer).toBeInstanceOf(FileMailer);
    await mailer.send({ to: 'owner@shop.example', subject: 'First', text: 'One' });
    await mailer.send({ to: 'owner@shop.example', subject: 'Second', text: 'Two', replyTo: 'b@example.com' });
    const files = fs.readdirSync(path.join(dataDir, 'mail'));
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(2);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
    const messages = await readFiledMail(path.join(dataDir, 'mail'));
    expect(messages.map((m) => m.subject)).toEqual(['First', 'Second']);
    expect(messages[1]).toMatchObject({
      from: 'hello@shop.example',
      to: 'owner@shop.example',
      replyTo: 'b@example.com',
      text: 'Two',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(messages[0]!.html).toBe('<p>One</p>');
  });
});

describe('the HTML part of a text-only mail', () => {
  it('escapes everything, keeps paragraphs and line breaks, and links only http(s) addresses', () => {
    expect(
      textToHtml(
        'Hello <Ann> & "Bob",\n\n  1 x Sofa\n  2 x Chair\n\nOpen https://shop.example/orders/find?number=1&a=b. ' +
          'Not javascript:alert(1)',
      ),
    ).toBe(
      '<p>Hello &#60;Ann&#62; &#38; &#34;Bob&#34;,</p>\n<p>1 x Sofa<br>\n  2 x Chair</p>\n' +
        '<p>Open <a href="https://shop.example/orders/find?number=1&#38;a=b">' +
        'https://shop.example/orders/find?number=1&#38;a=b</a>. Not javascript:alert(1)</p>',
    );
    const own = { to: 'a@example.com', subject: 's', text: 't', html: '<p>own</p>' };
    expect(withHtml(own)).toBe(own);
  });
});
