import crypto from 'node:crypto';
import { PasswordReset, Session, StaffMember, testDialects } from '@shop/db';
import { ROLE, STAFF_MESSAGES } from '@shop/domain';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp } from '../../context.js';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as TRPCError,
  );

let serial = 0;
const member = (over: Record<string, unknown> = {}) => ({
  name: `Sam Staff ${++serial}`,
  email: `sam${serial}@staff.test`,
  role: ROLE.MANAGER,
  password: 'walnut-drawer-42',
  ...over,
});

describe.each(testDialects())('staff procedures on %s', (dialect) => {
  let h: IHarness;
  let adminId: number;
  beforeAll(async () => {
    h = await createHarness(dialect);
    adminId = (await h.dataSource.getRepository(StaffMember).findOneByOrFail({ email: 'admin@test.shop' }))
      .id;
  });
  afterAll(() => h?.close());

  const staffLogin = async (email: string, password: string) => {
    const http = memoryHttp();
    await h.caller(http).auth.adminLogin({ email, password });
    return http;
  };

  it('answers 401 without a staff session and 403 to a manager, on every call', async () => {
    const manager = await h.loggedIn('manager');
    const customer = await h.loggedIn('customer');
    const calls = (c: ReturnType<IHarness['caller']>) => [
      c.staff.getList({ page: 1 }),
      c.staff.detail({ id: adminId }),
      c.staff.create(member()),
      c.staff.update({ id: adminId, name: 'X', email: 'x@staff.test', role: ROLE.ADMIN }),
      c.staff.delete({ id: adminId }),
      c.staff.invite({ id: adminId }),
    ];
    for (const error of await Promise.all(calls(h.caller()).map(failure)))
      expect(error.code).toBe('UNAUTHORIZED');
    for (const error of await Promise.all(calls(h.caller(customer)).map(failure))) {
      expect(error.code).toBe('UNAUTHORIZED');
    }
    for (const error of await Promise.all(calls(h.caller(manager)).map(failure)))
      expect(error.code).toBe('FORBIDDEN');
    expect(await h.dataSource.getRepository(StaffMember).count()).toBe(2);
  });

  it('adds a member with a password, who can log in, and lists, searches and filters staff', async () => {
    const admin = await h.loggedIn('admin');
    const created = await h
      .caller(admin)
      .staff.create(member({ name: 'Noor Novak', email: 'Noor@Staff.Test ' }));
    expect(created).toMatchObject({
      name: 'Noor Novak',
      email: 'noor@staff.test',
      role: ROLE.MANAGER,
      invitationPending: false,
      invitation: null,
    });
    const noor = await staffLogin('noor@staff.test', 'walnut-drawer-42');
    expect((await h.caller(noor).auth.getUser()).user).toMatchObject({ id: created.id, role: ROLE.MANAGER });

    const { invitation: _, ...listed } = created;
    expect(await h.caller(admin).staff.detail({ id: created.id })).toEqual(listed);
    const found = await h.caller(admin).staff.getList({ page: 1, search: 'novak' });
    expect(found.data).toEqual([listed]);
    expect((await h.caller(admin).staff.getList({ page: 1, search: 'NOOR@' })).total).toBe(1);
    const admins = await h.caller(admin).staff.getList({ page: 1, role: ROLE.ADMIN });
    expect(admins.data.map((m) => m.email)).toEqual(['admin@test.shop']);
    const everyone = await h.caller(admin).staff.getList({ page: 1, role: 'x' as never, sort: '-name' });
    expect(everyone.data.map((m) => m.name)).toEqual([...everyone.data.map((m) => m.name)].sort().reverse());
    expect(everyone.total).toBeGreaterThanOrEqual(3);
  });

  it('refuses a taken email, a weak or missing password and a role that is not 1 or 2, field by field', async () => {
    const admin = await h.caller(await h.loggedIn('admin'));
    const taken = await failure(admin.staff.create(member({ email: 'MANAGER@test.shop' })));
    expect(fieldErrorsOf(taken)).toEqual({ email: [STAFF_MESSAGES.emailTaken] });
    for (const [password, message] of [
      ['short', /at least 8/],
      ['password1', /commonly used/],
      [undefined, /at least 8/],
    ] as const) {
      const weak = await failure(admin.staff.create(member({ password })));
      expect(fieldErrorsOf(weak)?.password?.[0], String(password)).toMatch(message);
    }
    const ownEmail = await failure(
      admin.staff.create(member({ email: 'walnut@staff.test', password: 'walnut-1234' })),
    );
    expect(fieldErrorsOf(ownEmail)?.password?.[0]).toMatch(/email/);
    const badRole = await failure(admin.staff.create(member({ role: 3 as never, name: '' })));
    expect(Object.keys(fieldErrorsOf(badRole) ?? {}).sort()).toEqual(['name', 'role']);
    await expect(admin.staff.detail({ id: 'abc' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(admin.staff.detail({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('invites a member by a single-use link that sets their password once', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    const before = (await h.deliveredMail()).length;
    const invited = await admin.staff.create(
      member({
        name: 'Ivy Invited',
        email: 'ivy@staff.test',
        password: undefined,
        passwordSetup: 'invitation',
      }),
    );
    expect(invited).toMatchObject({ invitationPending: true, invitation: 'sent', role: ROLE.MANAGER });
    // Nothing logs in until the password is set, not even an empty or guessed one.
    await expect(staffLogin('ivy@staff.test', '!invitation-pending')).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });

    const mails = await h.deliveredMail();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatchObject({ to: 'ivy@staff.test', subject: expect.stringMatching(/invited/) });
    expect(mail.text).toContain('Ada Admin');
    const token = /\/admin\/set-password\?token=([\w-]{43})/.exec(mail.text)![1]!;
    const [reset] = await h.dataSource
      .getRepository(PasswordReset)
      .findBy({ userId: invited.id, realm: 'staff' });
    // Only the hash is stored, and the link lasts 72 hours.
    expect(reset!.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(reset!.expiresAt.getTime() - Date.now()).toBeGreaterThan(71.9 * 3600_000);

    const visitor = h.caller();
    const weak = await failure(visitor.staff.setPassword({ token, password: 'password1' }));
    expect(fieldErrorsOf(weak)?.password?.[0]).toMatch(/commonly used/);
    expect(await visitor.staff.setPassword({ token, password: 'birch-shelf-77' })).toEqual({
      success: true,
      message: STAFF_MESSAGES.passwordSet,
    });
    const ivy = await staffLogin('ivy@staff.test', 'birch-shelf-77');
    expect((await h.caller(ivy).auth.getUser()).user?.email).toBe('ivy@staff.test');
    const again = await failure(visitor.staff.setPassword({ token, password: 'another-shelf-88' }));
    expect(fieldErrorsOf(again)).toEqual({ token: [STAFF_MESSAGES.invitationInvalid] });
    expect((await admin.staff.detail({ id: invited.id })).invitationPending).toBe(false);
    await expect(admin.staff.invite({ id: invited.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: STAFF_MESSAGES.notInvited,
    });
  });

  it('refuses expired and replaced links, and a made-up token', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    const invited = await admin.staff.create(member({ password: undefined, passwordSetup: 'invitation' }));
    const tokenOf = async () => /token=([\w-]{43})/.exec((await h.deliveredMail()).at(-1)!.text)![1]!;
    const first = await tokenOf();
    expect(await admin.staff.invite({ id: invited.id })).toEqual({ invitation: 'sent' });
    const second = await tokenOf();
    const invalid = { token: [STAFF_MESSAGES.invitationInvalid] };
    const setWith = (token: string) =>
      failure(h.caller().staff.setPassword({ token, password: 'cedar-bench-19' }));
    expect(fieldErrorsOf(await setWith(first))).toEqual(invalid);
    expect(fieldErrorsOf(await setWith('x'.repeat(43)))).toEqual(invalid);
    await h.dataSource
      .getRepository(PasswordReset)
      .update({ userId: invited.id, realm: 'staff' }, { expiresAt: new Date(Date.now() - 1000) });
    expect(fieldErrorsOf(await setWith(second))).toEqual(invalid);
  });

  it('updates details and roles; demoting keeps the member logged in, without admin rights', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    const other = await admin.staff.create(member({ role: ROLE.ADMIN, email: 'olga@staff.test' }));
    const olga = await staffLogin('olga@staff.test', 'walnut-drawer-42');
    expect((await h.caller(olga).staff.getList({ page: 1 })).total).toBeGreaterThan(0);
    const updated = await admin.staff.update({
      id: other.id,
      name: 'Olga Ortiz',
      email: 'olga.ortiz@staff.test',
      phone: '(503) 555-0199',
      role: ROLE.MANAGER,
    });
    expect(updated).toMatchObject({ name: 'Olga Ortiz', email: 'olga.ortiz@staff.test', role: ROLE.MANAGER });
    expect((await h.caller(olga).auth.getUser()).user).toMatchObject({ id: other.id, role: ROLE.MANAGER });
    await expect(h.caller(olga).staff.getList({ page: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const taken = await failure(
      admin.staff.update({ id: other.id, name: 'Olga', email: 'admin@test.shop', role: ROLE.MANAGER }),
    );
    expect(fieldErrorsOf(taken)).toEqual({ email: [STAFF_MESSAGES.emailTaken] });
    await expect(
      admin.staff.update({ id: 999_999, name: 'X', email: 'x@staff.test', role: ROLE.MANAGER }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses to let an admin demote or delete themselves (409), and keeps their own details editable', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    const self = { id: adminId, name: 'Ada Admin', email: 'admin@test.shop', role: ROLE.MANAGER };
    await expect(admin.staff.update(self)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: STAFF_MESSAGES.selfDemote,
    });
    await expect(admin.staff.delete({ id: adminId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: STAFF_MESSAGES.selfDelete,
    });
    expect(await admin.staff.update({ ...self, role: ROLE.ADMIN, phone: '555' })).toMatchObject({
      role: ROLE.ADMIN,
      phone: '555',
    });
  });

  it('deletes a member and ends every session of theirs', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    const gone = await admin.staff.create(member({ email: 'gone@staff.test' }));
    const [one, two] = [
      await staffLogin('gone@staff.test', 'walnut-drawer-42'),
      await staffLogin('gone@staff.test', 'walnut-drawer-42'),
    ];
    expect(await admin.staff.delete({ id: gone.id })).toEqual({ success: true });
    for (const http of [one, two]) expect(await h.caller(http).auth.getUser()).toEqual({ user: null });
    expect(await h.dataSource.getRepository(Session).countBy({ realm: 'staff', userId: gone.id })).toBe(0);
    await expect(admin.staff.detail({ id: gone.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin.staff.delete({ id: gone.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('mails nothing and says so when the invitation cannot be queued; the member stays, to be invited again', async () => {
    const { StaffInvitationService, StaffService, Db } = await import('@shop/services');
    const db = Db.of(h.dataSource);
    const failures: unknown[] = [];
    const broken = new StaffInvitationService(db, {
      mailer: { kind: 'outbox', send: () => Promise.reject(new Error('database unavailable')) },
      publicUrl: 'https://shop.example',
      onMailError: (error) => failures.push(error),
    });
    const created = await new StaffService(db, broken).create(
      { ...member(), password: undefined, passwordSetup: 'invitation', phone: '' },
      { id: adminId, name: 'Ada Admin' },
    );
    expect(created).toMatchObject({ invitation: 'failed', invitationPending: true });
    expect(failures).toEqual([new Error('database unavailable')]);
  });
});

describe.each(testDialects())('the last ADMIN on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  it('is never deleted or demoted, even by two admins acting on each other at once', async () => {
    const ada = await h.loggedIn('admin');
    const second = await h.caller(ada).staff.create(member({ role: ROLE.ADMIN, email: 'bo@staff.test' }));
    const bo = memoryHttp();
    await h.caller(bo).auth.adminLogin({ email: 'bo@staff.test', password: 'walnut-drawer-42' });
    const adaId = (await h.caller(ada).auth.getAdminAuth()).data.user.id;
    const asRole = (id: number, name: string, email: string) => ({ id, name, email, role: ROLE.MANAGER });

    const demotions = await Promise.allSettled([
      h.caller(ada).staff.update(asRole(second.id, second.name, 'bo@staff.test')),
      h.caller(bo).staff.update(asRole(adaId, 'Ada Admin', 'admin@test.shop')),
    ]);
    const refused = demotions.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: expect.stringMatching(/CONFLICT|FORBIDDEN/),
    });
    const staff = h.dataSource.getRepository(StaffMember);
    expect(await staff.countBy({ role: ROLE.ADMIN })).toBe(1);
    const lastAdmin = (await staff.findOneByOrFail({ role: ROLE.ADMIN })).id;

    // Whoever is left is the last ADMIN: the rule holds even for a caller the self rule does not stop.
    const outsider = { id: 0, name: 'Someone else' };
    await expect(h.services.staff.delete(lastAdmin, outsider)).rejects.toThrow(
      STAFF_MESSAGES.lastAdminDelete,
    );
    const form = { name: 'Last', email: 'last@staff.test', phone: '', role: ROLE.MANAGER };
    await expect(h.services.staff.update(lastAdmin, form, outsider)).rejects.toThrow(
      STAFF_MESSAGES.lastAdminDemote,
    );
    expect(await staff.countBy({ role: ROLE.ADMIN })).toBe(1);
  });

  /** Exactly these admins: Ada and new ones logged in, everyone else a MANAGER. */
  async function admins(count: number) {
    const staff = h.dataSource.getRepository(StaffMember);
    const ada = await h.loggedIn('admin');
    const adaId = (await h.caller(ada).auth.getAdminAuth()).data.user.id;
    await staff.update({ role: ROLE.ADMIN }, { role: ROLE.MANAGER });
    await staff.update({ id: adaId }, { role: ROLE.ADMIN });
    const all = [{ id: adaId, name: 'Ada Admin', email: 'admin@test.shop', http: ada }];
    for (let i = 1; i < count; i++) {
      const added = await h.caller(ada).staff.create(member({ role: ROLE.ADMIN }));
      const http = memoryHttp();
      await h.caller(http).auth.adminLogin({ email: added.email, password: 'walnut-drawer-42' });
      all.push({ id: added.id, name: added.name, email: added.email, http });
    }
    return all;
  }
  const demote = ({ id, name, email }: { id: number; name: string; email: string }) => ({
    id,
    name,
    email,
    role: ROLE.MANAGER,
  });

  it('lets only one of two admins demoting each other at once win, with a third admin left', async () => {
    const staff = h.dataSource.getRepository(StaffMember);
    for (let round = 0; round < 3; round++) {
      const [ada, bo, cy] = await admins(3);
      // Both requests are let in as ADMIN; whichever commits first takes the other's rights for the second.
      const outcomes = await Promise.allSettled([
        h.caller(ada!.http).staff.update(demote(bo!)),
        h.caller(bo!.http).staff.update(demote(ada!)),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: 'FORBIDDEN' });
      expect(await staff.countBy({ role: ROLE.ADMIN })).toBe(2);
      expect((await staff.findOneByOrFail({ id: cy!.id })).role).toBe(ROLE.ADMIN);
    }
  });

  it('refuses every staff change of an admin demoted after their request was let in (403)', async () => {
    const staff = h.dataSource.getRepository(StaffMember);
    const [ada, bo, cy] = await admins(3);
    // Bo's request passed the role check as ADMIN; Ada's demotion of Bo commits before its write.
    const boAsLetIn = { id: bo!.id, name: bo!.name };
    await h.caller(ada!.http).staff.update(demote(bo!));
    const form = { name: cy!.name, email: cy!.email, phone: '', role: ROLE.MANAGER };
    await expect(h.services.staff.update(cy!.id, form, boAsLetIn)).rejects.toMatchObject({
      name: 'ForbiddenError',
    });
    await expect(h.services.staff.delete(cy!.id, boAsLetIn)).rejects.toMatchObject({
      name: 'ForbiddenError',
    });
    const newcomer = { ...member({ role: ROLE.ADMIN }), phone: '', passwordSetup: 'password' as const };
    await expect(h.services.staff.create(newcomer, boAsLetIn)).rejects.toMatchObject({
      name: 'ForbiddenError',
    });
    expect(await staff.findOneByOrFail({ id: cy!.id })).toMatchObject({ role: ROLE.ADMIN });
    expect(await staff.countBy({ email: newcomer.email })).toBe(0);
  });

  it('survives two admins deleting each other at once: one delete wins, the other is refused', async () => {
    const ada = h.caller(await h.loggedIn('admin'));
    const adaId = (await ada.auth.getAdminAuth()).data.user.id;
    const staff = h.dataSource.getRepository(StaffMember);
    // Make sure there are exactly two admins, Ada and Cy.
    await staff.update({ role: ROLE.ADMIN }, { role: ROLE.MANAGER });
    await staff.update({ id: adaId }, { role: ROLE.ADMIN });
    const cy = await ada.staff.create(member({ role: ROLE.ADMIN, email: 'cy@staff.test' }));
    const cyHttp = memoryHttp();
    await h.caller(cyHttp).auth.adminLogin({ email: 'cy@staff.test', password: 'walnut-drawer-42' });
    const outcomes = await Promise.allSettled([
      ada.staff.delete({ id: cy.id }),
      h.caller(cyHttp).staff.delete({ id: adaId }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await staff.countBy({ role: ROLE.ADMIN })).toBe(1);
  });
});
