import { Customer, Order, SiteInformation, StaffMember, testDialects } from '@shop/db';
import { seedCustomer, seedOrder, seedStaff } from '@shop/db/seed';
import { ROLE } from '@shop/domain';
import { ForbiddenError } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type IHarness } from '../../test/harness.js';

/**
 * An admin's role is read when their request comes in; another admin may demote them before its change is written.
 * Every ADMIN-only change checks the role again inside its own transaction, so a demoted admin's change in flight
 * does not go through (the last-admin rule for staff changes is proved in staff.test.ts).
 */
describe.each(testDialects())('a demoted admin’s changes on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  /** A second ADMIN, as their request saw them, already demoted by the time the service runs. */
  const demotedAdmin = async () => {
    const admin = await seedStaff(h.dataSource, { role: ROLE.ADMIN });
    await h.dataSource.getRepository(StaffMember).update({ id: admin.id }, { role: ROLE.MANAGER });
    return { id: admin.id, name: admin.name };
  };

  it('refuses every ADMIN-only change and leaves the rows as they were', async () => {
    const actor = await demotedAdmin();
    const customer = await seedCustomer(h.dataSource);
    const s = h.services;
    const form = {
      name: 'Renamed',
      email: customer.email,
      phone: '',
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '' as const,
      postalCode: '',
    };
    const shop = { email: 'x@shop.test', phone: '', address: '', openingHours: '', about: '', logo: null };
    const attempts = {
      blockCustomer: () => s.customer.block(customer.id, true, actor),
      updateCustomer: () => s.customer.update(customer.id, form, actor),
      updateInformation: () => s.information.update({ ...shop, name: 'Taken over' }, actor),
      processOrder: async () =>
        s.order.process((await seedOrder(h.dataSource, { status: 'paid' })).id, actor),
      shipOrder: async () =>
        s.order.ship((await seedOrder(h.dataSource, { status: 'paid' })).id, 'TRACK-1', actor),
      deliverOrder: async () => {
        const { id } = await seedOrder(h.dataSource, { status: 'paid', fulfilmentStatus: 'shipped' });
        return s.order.deliver(id, actor);
      },
      cancelOrder: async () =>
        s.order.cancel((await seedOrder(h.dataSource, { status: 'paid' })).id, undefined, actor),
    };
    for (const [name, attempt] of Object.entries(attempts))
      await expect(attempt(), name).rejects.toBeInstanceOf(ForbiddenError);
    const after = await h.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id });
    expect([after.blocked, after.name]).toEqual([false, customer.name]);
    expect(await h.dataSource.getRepository(SiteInformation).countBy({ name: 'Taken over' })).toBe(0);
    expect(await h.dataSource.getRepository(Order).countBy({ fulfilmentStatus: 'processing' })).toBe(0);
  });

  it('still lets an admin who is one make the change', async () => {
    const admin = await seedStaff(h.dataSource, { role: ROLE.ADMIN });
    const customer = await seedCustomer(h.dataSource);
    const detail = await h.services.customer.block(customer.id, true, admin);
    expect(detail.blocked).toBe(true);
  });

  it.runIf(dialect === 'mysql')(
    'waits for a demotion in flight and then refuses, instead of slipping in before it commits',
    async () => {
      const admin = await seedStaff(h.dataSource, { role: ROLE.ADMIN });
      const customer = await seedCustomer(h.dataSource);
      const demotion = h.dataSource.createQueryRunner();
      await demotion.connect();
      await demotion.startTransaction();
      try {
        await demotion.query('SELECT id FROM staff_members WHERE role = ? FOR UPDATE', [ROLE.ADMIN]);
        await demotion.query('UPDATE staff_members SET role = ? WHERE id = ?', [ROLE.MANAGER, admin.id]);
        let settled = false;
        const block = h.services.customer.block(customer.id, true, admin).finally(() => {
          settled = true;
        });
        block.catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Without the locking read, the change would have read the committed ADMIN role and gone through by now.
        expect(settled).toBe(false);
        await demotion.commitTransaction();
        await expect(block).rejects.toBeInstanceOf(ForbiddenError);
      } finally {
        if (demotion.isTransactionActive) await demotion.rollbackTransaction();
        await demotion.release();
      }
      expect((await h.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id })).blocked).toBe(
        false,
      );
    },
  );
});
