import { OutboxMessage, testDialects } from '@shop/db';
import { MASK } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IRequestHttp } from '../../context.js';
import { createHarness, PASSWORD, type IHarness } from '../../test/harness.js';

describe.each(testDialects())('the outbox in the back-office on %s', (dialect) => {
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

  /** A message that failed for good, as six refused attempts leave it. */
  async function failedMessage(subject: string) {
    const { identifiers } = await h.dataSource.getRepository(OutboxMessage).insert({
      recipient: 'ann@example.com',
      subject,
      payload: JSON.stringify({ to: 'ann@example.com', subject, text: 'Your order is on its way.' }),
      state: 'failed',
      attempts: 6,
      lastError: '421 Service not available',
      nextAttemptAt: new Date(),
      orderId: 7,
    });
    return Number(identifiers[0]!.id);
  }

  it('answers 401 without a staff session, a customer included, and keeps resend and cancel from a manager', async () => {
    const id = await failedMessage('Refused for every caller');
    for (const who of [h.caller(), h.caller(customer)]) {
      await expect(who.outbox.getList({ page: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(who.outbox.failedCount()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(who.outbox.resend({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(who.outbox.cancel({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    const asManager = h.caller(manager);
    expect((await asManager.outbox.getList({ page: 1, state: 'failed' })).data.map((m) => m.id)).toContain(
      id,
    );
    expect(await asManager.outbox.detail({ id })).toMatchObject({ id, state: 'failed', orderId: 7 });
    await expect(asManager.outbox.resend({ id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(asManager.outbox.cancel({ id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await h.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id })).state).toBe('failed');
  });

  it('lets an admin send a failed message again and cancel a waiting one; the dashboard counts the failed', async () => {
    const asAdmin = h.caller(admin);
    const before = (await asAdmin.outbox.failedCount()).failed;
    const id = await failedMessage('Sent again by the admin');
    expect(await h.caller(manager).outbox.failedCount()).toEqual({ failed: before + 1 });
    expect(await asAdmin.outbox.resend({ id })).toMatchObject({ id, state: 'pending', attempts: 0 });
    const mails = await h.deliveredMail();
    expect(mails.filter((m) => m.subject === 'Sent again by the admin')).toHaveLength(1);
    expect(await asAdmin.outbox.detail({ id })).toMatchObject({
      state: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect(await asAdmin.outbox.failedCount()).toEqual({ failed: before });

    const waiting = await failedMessage('Stopped by the admin');
    await h.dataSource
      .getRepository(OutboxMessage)
      .update({ id: waiting }, { state: 'pending', nextAttemptAt: new Date(Date.now() + 3_600_000) });
    // A message waiting for its attempt is not sent again on top of it (the worker, woken by each resend, could
    // have sent the first one already: that one is asked here of a message that waits an hour).
    await expect(asAdmin.outbox.resend({ id: waiting })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await asAdmin.outbox.cancel({ id: waiting })).toMatchObject({ state: 'cancelled' });
    await expect(asAdmin.outbox.cancel({ id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(asAdmin.outbox.cancel({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists newest first, 15 a page, filtered by state', async () => {
    for (let n = 0; n < 16; n++) await failedMessage(`Page filler ${n}`);
    const first = await h.caller(manager).outbox.getList({ page: 1, state: 'failed' });
    expect(first).toMatchObject({ per_page: 15, current_page: 1 });
    expect(first.data).toHaveLength(15);
    expect(first.data.every((m) => m.state === 'failed')).toBe(true);
    const ids = first.data.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(
      (await h.caller(manager).outbox.getList({ page: 2, state: 'failed' })).data.length,
    ).toBeGreaterThan(0);
    const found = await h.caller(manager).outbox.getList({ page: 1, search: 'filler 1' });
    expect(found.data.map((m) => m.subject).sort()).toEqual([
      'Page filler 1',
      'Page filler 10',
      'Page filler 11',
      'Page filler 12',
      'Page filler 13',
      'Page filler 14',
      'Page filler 15',
    ]);
    expect((await h.caller(manager).outbox.getList({ page: 1, search: '100%_' })).total).toBe(0);
  });

  it('shows a password reset with its link masked, while the customer gets the working link', async () => {
    await h.caller().passwordReset.request({ email: 'customer@test.shop' });
    const link = await vi.waitFor(
      async () => {
        const mail = (await h.deliveredMail()).findLast((m) => /Reset your password/.test(m.subject));
        const found = /reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '');
        if (!found) throw new Error('no reset mail yet');
        return found[1]!;
      },
      { timeout: 5000, interval: 20 },
    );
    const list = await h.caller(admin).outbox.getList({ page: 1, state: 'sent' });
    const reset = list.data.find((m) => /Reset your password/.test(m.subject))!;
    expect(reset.preview).toContain(`reset-password?token=${MASK}`);
    const shown = JSON.stringify([list, await h.caller(admin).outbox.detail({ id: reset.id })]);
    expect(shown).not.toContain(link);
    expect(shown).not.toContain(decodeURIComponent(link));
    expect(shown).not.toContain(PASSWORD);
  });
});
