import { testDialects } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner, memoryHttp, type IRequestHttp } from './context.js';
import { createHarness, type IHarness } from './test/harness.js';
import {
  adminOnlyProcedure,
  createCallerFactory,
  customerProcedure,
  router,
  staffProcedure,
} from './trpc.js';

/** A router of one procedure per base, so the bases are tested before any feature leans on them. */
const probeRouter = router({
  staff: staffProcedure.query(({ ctx }) => ctx.staff.email),
  adminOnly: adminOnlyProcedure.query(({ ctx }) => ctx.staff.email),
  customer: customerProcedure.query(({ ctx }) => ctx.customer.email),
});
const createProbe = createCallerFactory(probeRouter);

describe.each(testDialects())('base procedures on %s', (dialect) => {
  let h: IHarness;
  const probe = (http: IRequestHttp = memoryHttp()) =>
    createProbe(createContextInner({ services: h.services, http }));
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  it('lets each realm and role through only where it belongs', async () => {
    const [admin, manager, customer] = await Promise.all([
      h.loggedIn('admin'),
      h.loggedIn('manager'),
      h.loggedIn('customer'),
    ]);
    expect(await probe(admin).staff()).toBe('admin@test.shop');
    expect(await probe(admin).adminOnly()).toBe('admin@test.shop');
    expect(await probe(manager).staff()).toBe('manager@test.shop');
    await expect(probe(manager).adminOnly()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await probe(customer).customer()).toBe('customer@test.shop');
    await expect(probe(customer).staff()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(probe(admin).customer()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(probe().staff()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('clears a session cookie that no longer opens a session', async () => {
    const http = memoryHttp();
    http.cookies.staff = 'forged-or-expired-token';
    await expect(probe(http).staff()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(http.cookies.staff).toBeUndefined();
  });
});
