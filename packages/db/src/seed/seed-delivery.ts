/**
 * The shop's own delivery crew around its Portland showroom: one zone with its three levels, and its windows:
 * Monday to Saturday mornings and afternoons, six crew units each, booked from two days ahead (orders after 2 pm
 * count from the next day).
 */
import { DELIVERY_LEVEL_DEFAULTS, DELIVERY_LEVEL_KINDS } from '@shop/domain';
import type { EntityManager } from 'typeorm';
import { DeliveryLevel } from '../delivery/delivery-level.entity.js';
import { DeliveryZone } from '../delivery/delivery-zone.entity.js';
import { DeliveryWindowRule } from '../delivery-window/delivery-window-rule.entity.js';

/** Base, each further freight piece, and assembly per piece that needs it, in cents. */
const PRICES = {
  curbside: [4_900, 1_500, 0],
  room_of_choice: [9_900, 2_500, 0],
  white_glove: [17_900, 3_500, 2_500],
} as const;

export async function insertDelivery(m: EntityManager): Promise<void> {
  // Oregon's Portland metro prefixes: the demo customer (97211) is offered the crew for a sofa.
  const zone = await m.getRepository(DeliveryZone).save({
    name: 'Portland metro',
    timeZone: 'America/Los_Angeles',
    zips: '970 971 972',
  });
  await m.getRepository(DeliveryLevel).insert(
    DELIVERY_LEVEL_KINDS.map((kind) => {
      const [baseCents, perExtraItemCents, assemblyPerItemCents] = PRICES[kind];
      return {
        zoneId: zone.id,
        kind,
        ...DELIVERY_LEVEL_DEFAULTS[kind],
        baseCents,
        perExtraItemCents,
        assemblyPerItemCents,
      };
    }),
  );
  await m.getRepository(DeliveryWindowRule).insert({
    zoneId: zone.id,
    weekdays: '1 2 3 4 5 6',
    windows: '08:00-12:00 12:00-16:00',
    capacityUnits: 6,
    leadDays: 2,
    cutoffHour: 14,
  });
}
