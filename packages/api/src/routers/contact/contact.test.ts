import { ContactMessage, testDialects } from '@shop/db';
import { CONTACT_MESSAGES } from '@shop/domain';
import { ContactService, Db, type IMailer } from '@shop/services';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp } from '../../context.js';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const letter = (over: Record<string, unknown> = {}) => ({
  name: 'Ann Visitor',
  email: 'Ann@Example.com',
  subject: 'Delivery to the third floor',
  message: 'Can you carry a sofa up three floors?',
  ...over,
});

describe.each(testDialects())('contact procedure on %s', (dialect) => {
  let h: IHarness;
  let address = 0;
  // Each test writes from its own client address, so the rate limit bites only where a test means it to.
  const visitor = () => h.caller(memoryHttp(`10.20.0.${++address}`));
  const stored = () => h.dataSource.getRepository(ContactMessage).find({ order: { id: 'ASC' } });

  beforeAll(async () => {
    h = await createHarness(dialect);
    const admin = await h.loggedIn('admin');
    await h.caller(admin).information.update({ name: 'Oak & Linen', email: 'owner@shop.example' });
  });
  afterAll(() => h?.close());

  it('stores the message for the back-office and mails the shop, replying to the visitor', async () => {
    expect(await visitor().contact.create(letter())).toEqual({
      success: true,
      message: CONTACT_MESSAGES.sent,
    });
    expect(
      (await stored()).map(({ name, email, subject, isRead }) => ({ name, email, subject, isRead })),
    ).toEqual([
      {
        name: 'Ann Visitor',
        email: 'ann@example.com',
        subject: 'Delivery to the third floor',
        isRead: false,
      },
    ]);
    const [mail] = await h.deliveredMail();
    expect(mail).toMatchObject({
      to: 'owner@shop.example',
      replyTo: 'ann@example.com',
      subject: '[Oak & Linen] Contact: Delivery to the third floor',
    });
    expect(mail!.text).toContain('Can you carry a sofa up three floors?');
  });

  it('names each bad field: empty, too long, a bad email', async () => {
    const error = (await visitor()
      .contact.create(letter({ name: ' ', email: 'not-an-email', subject: 'x'.repeat(191), message: '' }))
      .catch((e: unknown) => e)) as TRPCError;
    expect(fieldErrorsOf(error)).toEqual({
      name: ['Enter your name.'],
      email: ['Enter a valid email address.'],
      subject: ['Subject must be at most 190 characters.'],
      message: ['Enter your message.'],
    });
    const long = (await visitor()
      .contact.create(letter({ message: 'y'.repeat(5001) }))
      .catch((e: unknown) => e)) as TRPCError;
    expect(fieldErrorsOf(long)).toEqual({ message: ['Message must be at most 5000 characters.'] });
    expect(await stored()).toHaveLength(1);
  });

  it('answers a filled honeypot as sent, but stores and mails nothing', async () => {
    const before = (await h.deliveredMail()).length;
    expect(await visitor().contact.create(letter({ website: 'https://spam.example' }))).toEqual({
      success: true,
      message: CONTACT_MESSAGES.sent,
    });
    expect(await stored()).toHaveLength(1);
    expect(await h.deliveredMail()).toHaveLength(before);
  });

  it('refuses the sixth message within the hour from one address, with the wait', async () => {
    const sender = h.caller(memoryHttp('10.20.1.1'));
    for (let n = 1; n <= 5; n++) await sender.contact.create(letter({ subject: `Question ${n}` }));
    const refused = (await sender.contact.create(letter()).catch((e: unknown) => e)) as TRPCError;
    expect(refused).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many messages/),
    });
    expect((await stored()).filter((m) => m.subject.startsWith('Question'))).toHaveLength(5);
    // Another address is not held up; invalid attempts do not count.
    const other = h.caller(memoryHttp('10.20.1.2'));
    for (let n = 1; n <= 6; n++) await other.contact.create(letter({ email: 'bad' })).catch(() => undefined);
    await expect(other.contact.create(letter())).resolves.toMatchObject({ success: true });
  });

  it('keeps the message when the notification cannot be sent, and reports the failure', async () => {
    const failures: unknown[] = [];
    const broken: IMailer = { kind: 'outbox', send: () => Promise.reject(new Error('connection refused')) };
    const contact = new ContactService(Db.of(h.dataSource), {
      mailer: broken,
      information: h.services.information,
      onMailError: (error) => failures.push(error),
    });
    const count = (await stored()).length;
    expect(await contact.create({ ...letter(), email: 'b@example.com' })).toBe('stored');
    expect(await stored()).toHaveLength(count + 1);
    expect(failures).toEqual([new Error('connection refused')]);
  });
});
