import { testDialects } from '@shop/db';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const details = {
  name: 'Oak & Iron',
  email: 'Hello@Oak.Test ',
  phone: '(503) 555-0100',
  address: '1 Grain St, Portland',
  openingHours: 'Mon–Sat 10–6',
  about: 'Solid furniture since 1999.',
  logo: 'uploads/logo.png',
};

describe.each(testDialects())('site information procedures on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  it('answers placeholder details before anything is saved', async () => {
    expect(await h.caller().information.detail()).toMatchObject({ name: 'Shop', email: '', logo: null });
  });

  it('lets only an ADMIN change the details: manager 403, customer and anonymous 401', async () => {
    await expect(h.caller().information.update(details)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const customer = await h.loggedIn('customer');
    await expect(h.caller(customer).information.update(details)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const manager = await h.loggedIn('manager');
    await expect(h.caller(manager).information.update(details)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await h.caller().information.detail()).name).toBe('Shop');
  });

  it('saves the details once and again, and the storefront layout shows them at once', async () => {
    const admin = await h.loggedIn('admin');
    const saved = await h.caller(admin).information.update(details);
    expect(saved).toEqual({ ...details, email: 'hello@oak.test' });
    const again = await h
      .caller(admin)
      .information.update({ ...details, name: 'Oak & Iron Co.', logo: null });
    expect(again).toMatchObject({ name: 'Oak & Iron Co.', logo: null });
    expect(await h.caller().information.detail()).toEqual(again);
    expect((await h.caller().site.layout()).information).toEqual(again);
    const [{ total }] = await h.dataSource.query('SELECT COUNT(*) AS total FROM site_information');
    expect(Number(total)).toBe(1);
  });

  it('names each wrong field', async () => {
    const admin = await h.loggedIn('admin');
    const error = (await h
      .caller(admin)
      .information.update({
        ...details,
        name: '',
        email: 'not-an-email',
        phone: '5'.repeat(41),
        logo: '../../etc/passwd',
      })
      .catch((e: unknown) => e)) as TRPCError;
    expect(Object.keys(fieldErrorsOf(error) ?? {}).sort()).toEqual(['email', 'logo', 'name', 'phone']);
  });
});
