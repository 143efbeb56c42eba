import { Customer, Product, openDatabase } from '@shop/db';
import { seedOrder, seedProduct } from '@shop/db/seed';
import type { TDeliveryWindowRulesInput } from '@shop/domain';
import { createServices, type TServices } from '@shop/services';
import { createContextInner, memoryHttp, type IRequestHttp } from '../context.js';
import { createCaller } from '../router.js';
import type { IHarness } from './harness.js';

/** Monday 1 March 2027, 10:00 in New York (EST): before the 14:00 cutoff, so one lead day makes Tuesday the first. */
export const MONDAY_MORNING = new Date('2027-03-01T15:00:00Z');

/** Monday to Saturday, two windows of 3 crew units each, one lead day, orders after 14:00 count the next day. */
export const RULES: Omit<TDeliveryWindowRulesInput, 'zoneId'> = {
  weekdays: [1, 2, 3, 4, 5, 6],
  windows: [
    { start: '08:00', end: '12:00' },
    { start: '12:00', end: '16:00' },
  ],
  capacityUnits: 3,
  leadDays: 1,
  cutoffHour: 14,
};

/** Delivery windows' suites run on services with a clock of their own, as a second app process would. */
export interface IWindowWorld {
  clock: { now: Date };
  services: TServices;
  /** Every process of the world: on MySQL a second pool with its own services, on SQLite the same one. */
  processes: TServices[];
  callerOn: (http?: IRequestHttp, services?: TServices) => ReturnType<typeof createCaller>;
  close: () => Promise<void>;
}

export async function windowWorld(h: IHarness, dialect: string): Promise<IWindowWorld> {
  const clock = { now: MONDAY_MORNING };
  const services = createServices({ dataSource: h.dataSource, dataDir: h.dataDir, clock: () => clock.now });
  const second = dialect === 'mysql' ? await openDatabase(h.database, { migrate: false }) : h.dataSource;
  const other = createServices({ dataSource: second, dataDir: h.dataDir, clock: () => clock.now });
  let clients = 0;
  return {
    clock,
    services,
    processes: [services, other],
    callerOn: (http = memoryHttp(`10.2.0.${++clients % 250}`), on = services) =>
      createCaller(createContextInner({ services: on, http })),
    close: async () => {
      if (second !== h.dataSource) await second.destroy();
    },
  };
}

/** A zone with the windows of RULES (or others), around one ZIP. */
export async function windowZone(
  world: IWindowWorld,
  admin: IRequestHttp,
  zip: string,
  rules: Partial<typeof RULES> = {},
): Promise<number> {
  const caller = world.callerOn(admin);
  const zone = await caller.delivery.createZone({
    name: `Zone ${zip}`,
    timeZone: 'America/New_York',
    zips: zip,
  });
  await caller.deliveryWindow.saveRules({ zoneId: zone.id, ...RULES, ...rules });
  return zone.id;
}

/** A sofa (one freight piece, one unit) and a chair needing 30 minutes of assembly (two chairs white glove: 3 units). */
export async function pieces(h: IHarness): Promise<{ sofa: number; chair: number }> {
  const box = { packageLengthIn: 90, packageWidthIn: 40, packageHeightIn: 36, packageWeightLb: 160 };
  const sofa = await seedProduct(h.dataSource, box);
  const chair = await seedProduct(h.dataSource, box);
  await h.dataSource
    .getRepository(Product)
    .update({ id: chair.id }, { needsAssembly: true, assemblyMinutes: 30 });
  return { sofa: sofa.id, chair: chair.id };
}

/** An order of the harness's customer (or of a guest with no session), for bookings to belong to. */
export async function customerOrder(h: IHarness, over: { guest?: boolean } = {}) {
  const customer = await h.dataSource
    .getRepository(Customer)
    .findOneByOrFail({ email: 'customer@test.shop' });
  return seedOrder(h.dataSource, {
    customerId: over.guest ? null : customer.id,
    shipName: 'Cy Customer',
    phone: '212-555-0100',
    addressLine1: '1 Main St',
    addressLine2: 'Apt 4',
    city: 'New York',
    state: 'NY',
    postalCode: '10013',
  });
}
