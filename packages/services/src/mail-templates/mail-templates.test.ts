import {
  createTestDatabase,
  MailTemplate,
  openDatabase,
  OutboxMessage,
  PasswordReset,
  SiteInformation,
  StaffMember,
  testDialects,
  type ITestDatabase,
} from '@shop/db';
import { seedOrder, seedProduct } from '@shop/db/seed';
import { ROLE, type TMailTemplateInput } from '@shop/domain';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Db } from '../common/db.js';
import type { IMailMessage } from '../mail/mailer.js';
import { OutboxMailQueue } from '../outbox/outbox-mail-queue.js';
import { TemplateError } from './liquid-engine.js';
import { MailTemplatesService } from './mail-templates.service.js';
import { TemplatedMailer } from './templated-mailer.js';

const URL = 'https://shop.example';

describe.each(testDialects())('mail templates on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let db: Db;
  let admin: { id: number; name: string };
  const warnings: string[] = [];
  const now = () => new Date('2026-12-02T10:00:00Z');
  const mailerOf = (on: Db) =>
    new TemplatedMailer(on, new OutboxMailQueue(on, { now }), {
      publicUrl: URL,
      warn: (m) => warnings.push(m),
    });
  const service = () => new MailTemplatesService(db, { mailer: mailerOf(db), publicUrl: URL });
  const queued = async () =>
    (await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } })).map(
      (row) => JSON.parse(row.payload) as IMailMessage,
    );

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    db = Db.of(dataSource);
    const staff = dataSource.getRepository(StaffMember);
    const { identifiers } = await staff.insert({
      name: 'Alex Admin',
      email: 'alex@shop.example',
      passwordHash: 'x',
      role: ROLE.ADMIN,
    });
    admin = { id: identifiers[0]!.id as number, name: 'Alex Admin' };
    const info = dataSource.getRepository(SiteInformation);
    await info.clear();
    await info.insert({
      name: 'Oak & Linen',
      email: 'hello@shop.example',
      phone: '',
      address: '1 Main St, Salem',
      openingHours: '',
      about: '',
      logo: 'uploads/logo.png',
    });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });
  beforeEach(async () => {
    await dataSource.getRepository(OutboxMessage).clear();
    await dataSource.getRepository(MailTemplate).clear();
    warnings.length = 0;
  });

  const edited: TMailTemplateInput & { key: 'password-reset' } = {
    key: 'password-reset',
    subject: '{{ shop.name }}: new password for {{ customer.name }}',
    html: '<style>p { color: {{ shop.colors.accent }}; }</style><p>Hi {{ customer.name }}, <a href="{{ link }}">reset</a></p><script>alert(1)</script>',
    text: null,
  };

  it('queues a templated mail inside a transaction with the edited template read through that transaction', async () => {
    await db.transaction(async (tx) => {
      // Written in this transaction and not committed: only a read through the transaction itself can see it
      // (on SQLite a read through the pool would wait behind it).
      await tx.repo(MailTemplate).insert({ ...edited, html: '<p>Hi {{ customer.name }}: {{ link }}</p>' });
      await tx.repo(PasswordReset).insert({
        tokenHash: 'h'.repeat(64),
        realm: 'customer',
        userId: 1,
        expiresAt: new Date(Date.now() + 60_000),
      });
      // The mailer is the pool's, as the services' is: the transaction reaches it only as `tx`.
      await mailerOf(db).send(
        {
          template: 'password-reset',
          to: 'ann@example.com',
          variables: { customer: { name: 'Ann <b>' }, link: `${URL}/r?t=1&u=2`, expires_minutes: 60 },
        },
        { tx },
      );
    });
    const [mail] = await queued();
    expect(mail).toMatchObject({
      to: 'ann@example.com',
      subject: 'Oak & Linen: new password for Ann <b>',
      html: '<p>Hi Ann &lt;b&gt;: https://shop.example/r?t=1&amp;u=2</p>',
      text: 'Hi Ann <b>: https://shop.example/r?t=1&u=2',
    });
    expect(warnings).toEqual([]);
  });

  it('saves a cleaned template (script gone, CSS inlined when rendered), previews it, sends a test, and reverts', async () => {
    const templates = service();
    const saved = await templates.save(edited, admin);
    expect(saved).toMatchObject({ edited: true, updatedBy: 'Alex Admin', text: null });
    expect(saved.html).not.toContain('script');
    expect(saved.html).toContain('href="{{ link }}"');

    const preview = await templates.preview({ ...edited, source: 'sample' });
    expect(preview.html).toBe(
      '<p style="color:#2f5d50">Hi Ann Example, <a href="https://shop.example/reset-password?token=sample-token">reset</a></p>',
    );
    expect(preview.text).toContain('Hi Ann Example, reset');
    expect(preview.subject).toBe('Oak & Linen: new password for Ann Example');

    expect(await templates.sendTest('password-reset', admin)).toEqual({ to: 'alex@shop.example' });
    const [test] = await queued();
    expect(test).toMatchObject({
      to: 'alex@shop.example',
      subject: 'Oak & Linen: new password for Ann Example',
    });

    const list = await templates.getList();
    expect(list.find((t) => t.key === 'password-reset')).toMatchObject({ edited: true });
    expect(list.find((t) => t.key === 'welcome')).toMatchObject({ edited: false, updatedAt: null });

    const reverted = await templates.revert('password-reset', admin);
    expect(reverted).toMatchObject({ edited: false, subject: reverted.defaults.subject });
    expect(await dataSource.getRepository(MailTemplate).count()).toBe(0);
  });

  it('previews an order mail with the most recent real order, and other mails with the sample', async () => {
    const product = await seedProduct(dataSource, { name: 'Preview Oak Table' });
    const order = await seedOrder(dataSource, { lines: [{ productId: product.id, quantity: 2 }] });
    const templates = service();
    for (const key of [
      'order-confirmation',
      'order-shipped',
      'order-in-production',
      'order-ready-to-ship',
    ] as const) {
      const { subject, html, text } = await templates.detail(key);
      const preview = await templates.preview({ key, subject, html, text, source: 'latest-order' });
      expect(preview.from, key).toBe(`Order ${order.number}`);
      expect(preview.subject, key).toContain(order.number);
    }
    const confirmation = await templates.detail('order-confirmation');
    expect(
      (await templates.preview({ ...confirmation, key: 'order-confirmation', source: 'latest-order' })).text,
    ).toContain('2 x Preview Oak Table');
    const welcome = await templates.detail('welcome');
    expect(await templates.preview({ ...welcome, key: 'welcome', source: 'latest-order' })).toMatchObject({
      from: 'Sample values',
    });
  });

  it('refuses a template that does not parse, reads an unknown variable or runs past the limits, naming the line', async () => {
    const templates = service();
    const refusal = (input: Partial<typeof edited>) =>
      templates.save({ ...edited, ...input }, admin).then(
        () => 'saved',
        (error: unknown) => (error instanceof TemplateError ? error.message : String(error)),
      );
    expect(await refusal({ html: '<p>one</p>\n<p>{% if customer.name %}</p>' })).toMatch(/^HTML, line 2: /);
    expect(await refusal({ text: 'Hello\n\n{{ customer.password }}' })).toBe(
      'Text, line 3: unknown variable "customer.password"',
    );
    expect(await refusal({ subject: '{{ link | shout }}' })).toMatch(/^Subject, line 1: .*shout/);
    expect(await refusal({ html: "{% include 'secrets' %}" })).toMatch(/^HTML/);
    expect(await refusal({ text: '{% for i in (1..100000000) %}{{ link }}{% endfor %}' })).toMatch(/^Text/);
    expect(await dataSource.getRepository(MailTemplate).count()).toBe(0);
  });

  it('sends the default when an edited template fails on real values, so the change still commits', async () => {
    await dataSource
      .getRepository(MailTemplate)
      .insert({ key: 'welcome', subject: 'Hi', html: '<p>{{ customer.name.first }}</p>', text: null });
    await mailerOf(db).send({
      template: 'welcome',
      to: 'ann@example.com',
      variables: { customer: { name: 'Ann' }, links: { login: `${URL}/login` } },
    });
    const [mail] = await queued();
    expect(mail!.subject).toBe('[Oak & Linen] Welcome, your account is ready');
    expect(warnings).toEqual(['mail template welcome failed, the default was sent']);
  });
});
