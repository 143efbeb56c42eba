import { Product, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { DELIVERY_MESSAGES } from '@shop/domain';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

/** Delivery zones by ZIP, their levels and prices, and what a cart going to a ZIP is offered. */
describe.each(testDialects())('delivery zones and levels on %s', (dialect) => {
  let h: IHarness;
  let admin: ReturnType<IHarness['caller']>;
  const box = { packageLengthIn: 90, packageWidthIn: 40, packageHeightIn: 36, packageWeightLb: 160 };

  beforeAll(async () => {
    h = await createHarness(dialect);
    admin = h.caller(await h.loggedIn('admin'));
  });
  afterAll(() => h?.close());

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the call to be refused');
      },
      (e: unknown) => fieldErrorsOf(e as TRPCError),
    );

  it('prices a sofa and two chairs in a zone, offers nothing outside it or for parcels only', async () => {
    const zone = await admin.delivery.createZone({
      name: 'New York City',
      timeZone: 'America/New_York',
      zips: '100 101, 11201',
    });
    expect(zone).toMatchObject({ zips: ['100', '101', '11201'], levels: [] });
    await admin.delivery.saveLevel({
      zoneId: zone.id,
      kind: 'white_glove',
      name: 'White glove',
      description: 'Assembled and placed; packaging taken away.',
      baseCents: 19_900,
      perExtraItemCents: 4_000,
      assemblyPerItemCents: 2_500,
    });
    const withCurbside = await admin.delivery.saveLevel({
      zoneId: zone.id,
      kind: 'curbside',
      name: 'Curbside',
      description: 'At the curb.',
      baseCents: 4_900,
      perExtraItemCents: 1_000,
      assemblyPerItemCents: 0,
    });
    expect(withCurbside.levels.map((l) => l.kind)).toEqual(['curbside', 'white_glove']);

    const sofa = await seedProduct(h.dataSource, box);
    const chair = await seedProduct(h.dataSource, { ...box, packageWeightLb: 170 });
    await h.dataSource
      .getRepository(Product)
      .update({ id: chair.id }, { needsAssembly: true, assemblyMinutes: 30 });
    const lamp = await seedProduct(h.dataSource, {
      packageLengthIn: 20,
      packageWidthIn: 10,
      packageHeightIn: 10,
      packageWeightLb: 5,
    });
    const cart = [
      { productId: sofa.id, quantity: 1 },
      { productId: chair.id, quantity: 2 },
      { productId: lamp.id, quantity: 1 },
    ];
    const anyone = h.caller();
    const inZone = await anyone.delivery.offers({ postalCode: '10013', lines: cart });
    expect(inZone).toMatchObject({
      zone: { name: 'New York City', timeZone: 'America/New_York' },
      freight: true,
    });
    expect(inZone.offers.map((o) => [o.kind, o.feeCents, o.fee])).toEqual([
      ['curbside', 4_900 + 2 * 1_000, '$69.00'],
      ['white_glove', 19_900 + 2 * 4_000 + 2 * 2_500, '$329.00'],
    ]);
    expect(await anyone.delivery.offers({ postalCode: '94110', lines: cart })).toEqual({
      zone: null,
      freight: true,
      offers: [],
    });
    const parcels = await anyone.delivery.offers({
      postalCode: '10013',
      lines: [{ productId: lamp.id, quantity: 1 }],
    });
    expect(parcels).toMatchObject({ freight: false, offers: [] });

    // An inactive level is not offered; a removed one is gone.
    await admin.delivery.saveLevel({
      zoneId: zone.id,
      kind: 'curbside',
      name: 'Curbside',
      description: '',
      baseCents: 4_900,
      perExtraItemCents: 1_000,
      assemblyPerItemCents: 0,
      active: false,
    });
    expect(
      (await anyone.delivery.offers({ postalCode: '10013', lines: cart })).offers.map((o) => o.kind),
    ).toEqual(['white_glove']);
    expect((await admin.delivery.deleteLevel({ zoneId: zone.id, kind: 'curbside' })).levels).toHaveLength(1);
    await expect(admin.delivery.deleteLevel({ zoneId: zone.id, kind: 'curbside' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('keeps each ZIP in one zone, and checks names, ZIPs and time zones', async () => {
    const brooklyn = await admin.delivery.createZone({
      name: 'Brooklyn',
      timeZone: 'America/New_York',
      zips: '112',
    });
    expect(
      await refusal(
        admin.delivery.createZone({ name: 'Queens', timeZone: 'America/New_York', zips: '113 112' }),
      ),
    ).toEqual({
      zips: [DELIVERY_MESSAGES.zipTaken('112', 'Brooklyn')],
    });
    expect(
      await refusal(
        admin.delivery.createZone({ name: 'brooklyn', timeZone: 'America/New_York', zips: '114' }),
      ),
    ).toEqual({
      name: [DELIVERY_MESSAGES.nameTaken],
    });
    expect(
      await refusal(admin.delivery.createZone({ name: 'Mars', timeZone: 'Mars/Base', zips: '1x' })),
    ).toEqual({
      timeZone: [DELIVERY_MESSAGES.timeZoneInvalid],
      zips: [DELIVERY_MESSAGES.zipInvalid('1x')],
    });
    // Changing a zone keeps its own ZIPs its own.
    const moved = await admin.delivery.updateZone({
      id: brooklyn.id,
      name: 'Brooklyn',
      timeZone: 'America/New_York',
      zips: '112 11368',
    });
    expect(moved.zips).toEqual(['112', '11368']);
    await admin.delivery.deleteZone({ id: brooklyn.id });
    await expect(admin.delivery.zone({ id: brooklyn.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets staff read and administrators change; anonymous callers hear 401', async () => {
    const manager = h.caller(await h.loggedIn('manager'));
    expect(Array.isArray(await manager.delivery.zones())).toBe(true);
    await expect(
      manager.delivery.createZone({ name: 'Z', timeZone: 'UTC', zips: '999' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(h.caller().delivery.zones()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const customer = h.caller(await h.loggedIn('customer'));
    await expect(customer.delivery.deleteZone({ id: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
