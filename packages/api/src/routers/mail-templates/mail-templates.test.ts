import { AuditEntry, MailTemplate, testDialects } from '@shop/db';
import { MAIL_TEMPLATE_KEYS } from '@shop/domain';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IRequestHttp } from '../../context.js';
import { fieldErrorsOf, httpStatusOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

describe.each(testDialects())('customer mail templates in the back-office on %s', (dialect) => {
  let h: IHarness;
  let manager: IRequestHttp;
  let admin: IRequestHttp;
  let customer: IRequestHttp;

  beforeAll(async () => {
    h = await createHarness(dialect);
    [manager, admin, customer] = await Promise.all([
      h.loggedIn('manager'),
      h.loggedIn('admin'),
      h.loggedIn('customer'),
    ]);
  });
  afterAll(() => h?.close());

  const template = {
    key: 'password-reset' as const,
    subject: 'New password for {{ customer.name }} at {{ shop.name }}',
    html: '<p>Choose it here: <a href="{{ link }}">{{ link }}</a></p>',
    text: null,
  };
  const calls = (who: ReturnType<IHarness['caller']>) => [
    () => who.mailTemplates.getList(),
    () => who.mailTemplates.detail({ key: 'welcome' }),
    () => who.mailTemplates.preview({ ...template, source: 'sample' }),
    () => who.mailTemplates.save(template),
    () => who.mailTemplates.revert({ key: 'welcome' }),
    () => who.mailTemplates.sendTest({ key: 'welcome' }),
  ];

  it('answers 401 without a staff session (a customer included) and 403 to a manager', async () => {
    for (const who of [h.caller(), h.caller(customer)])
      for (const call of calls(who)) await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    for (const call of calls(h.caller(manager)))
      await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await h.dataSource.getRepository(MailTemplate).count()).toBe(0);
  });

  it('lets an admin edit a template that the next mail is sent with, test it on themselves, and revert it', async () => {
    const asAdmin = h.caller(admin);
    const list = await asAdmin.mailTemplates.getList();
    expect(list.map((t) => t.key)).toEqual([...MAIL_TEMPLATE_KEYS]);
    expect(list.every((t) => !t.edited)).toBe(true);
    const detail = await asAdmin.mailTemplates.detail({ key: 'password-reset' });
    expect(detail.variables.map((v) => v.name)).toEqual(expect.arrayContaining(['shop.name', 'link']));

    expect(await asAdmin.mailTemplates.save(template)).toMatchObject({
      edited: true,
      updatedBy: 'Ada Admin',
    });
    // The reset is queued in the transaction that stores its token: the edited template is read there.
    await h.caller().passwordReset.request({ email: 'customer@test.shop' });
    const reset = await vi.waitFor(
      async () => {
        const mail = (await h.deliveredMail()).find((m) => m.subject.startsWith('New password for'));
        if (!mail) throw new Error('no reset mail yet');
        return mail;
      },
      { timeout: 5000, interval: 20 },
    );
    expect(reset.to).toBe('customer@test.shop');
    expect(reset.html).toMatch(/^<p>Choose it here: <a href="http[^"]+reset-password\?token=[\w-]+">/);
    expect(reset.text).toMatch(/^Choose it here:\s+http\S+reset-password\?token=/);

    expect(await asAdmin.mailTemplates.sendTest({ key: 'password-reset' })).toEqual({
      to: 'admin@test.shop',
    });
    await vi.waitFor(
      async () => {
        const mails = await h.deliveredMail();
        if (!mails.some((m) => m.to === 'admin@test.shop' && m.subject.includes('Ann Example')))
          throw new Error('no test mail yet');
      },
      { timeout: 5000, interval: 20 },
    );

    expect(await asAdmin.mailTemplates.revert({ key: 'password-reset' })).toMatchObject({ edited: false });
    expect(await h.dataSource.getRepository(MailTemplate).count()).toBe(0);
  });

  it('answers 422 naming the part and line for a template that does not parse or reads an unknown variable', async () => {
    const asAdmin = h.caller(admin);
    const refused = async (input: Partial<typeof template>) => {
      const error = (await asAdmin.mailTemplates
        .save({ ...template, ...input })
        .catch((e: unknown) => e)) as TRPCError;
      return { status: httpStatusOf(error), fields: fieldErrorsOf(error) };
    };
    expect(await refused({ html: '<p>a</p>\n<p>{{ link </p>' })).toEqual({
      status: 422,
      fields: { html: [expect.stringMatching(/^HTML, line 2: /)] },
    });
    expect(await refused({ subject: 'Hi {{ customer.password_hash }}' })).toEqual({
      status: 422,
      fields: { subject: ['Subject, line 1: unknown variable "customer.password_hash"'] },
    });
    // Previews change nothing and leave no audit entry; a save does.
    const audits = () => h.dataSource.getRepository(AuditEntry).countBy({ entity: 'mailTemplates' });
    const before = await audits();
    await asAdmin.mailTemplates.preview({ ...template, source: 'sample' });
    expect(await audits()).toBe(before);
    const preview = await asAdmin.mailTemplates
      .preview({ ...template, text: '\n\n{{ order.total }}', source: 'sample' })
      .catch((e: unknown) => e as TRPCError);
    expect(fieldErrorsOf(preview as TRPCError)).toEqual({ text: ['Text, line 3: unknown variable "order"'] });
  });
});
