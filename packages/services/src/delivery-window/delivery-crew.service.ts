import type { TDeliveryCalendar, TDeliveryStopDelivered } from '@shop/domain';
import { localDateOf } from '@shop/domain';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import type { IStaffActor } from '../common/staff-actor.js';
import { staffCalendar } from './staff-calendar.js';
import { stopDelivered, type TStopOrders } from './stop-delivered.js';
import { zoneCalendar } from './zone-calendar.js';

/**
 * The staff's side of the crews' windows, beside DeliveryWindowService (which the checkout and the orders use): a
 * zone's calendar of booked and held units, and a stop marked delivered from the day sheet. Apart, because marking
 * a stop delivered goes through the order service, which itself tells the window service of a cancelled order.
 */
export class DeliveryCrewService {
  constructor(
    private readonly db: Db,
    private readonly deps: { now: TClock; orders: TStopOrders },
  ) {}

  /** Per date and window, capacity, booked and held units, from `from` (today in the zone) on (staff-calendar.ts). */
  async calendar(input: {
    zoneId: number;
    from?: string | undefined;
    days: number;
  }): Promise<TDeliveryCalendar> {
    const found = await zoneCalendar(this.db, input.zoneId);
    const from = input.from ?? localDateOf(this.deps.now(), found.zone.timeZone);
    return staffCalendar(this.db, found, from, input.days);
  }

  /** The crew delivered a booked order on its date (stop-delivered.ts); 409 the second time. */
  stopDelivered(
    input: { bookingId: number; date: string },
    actor: IStaffActor,
  ): Promise<TDeliveryStopDelivered> {
    return stopDelivered(this.db, this.deps.orders, input, actor);
  }
}
