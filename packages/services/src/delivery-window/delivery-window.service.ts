import {
  DeliveryBlackout,
  DeliveryHold,
  DeliverySlot,
  DeliveryWindowOverride,
  DeliveryWindowRule,
  DeliveryZone,
  Order,
} from '@shop/db';
import {
  DELIVERY_HOLD_MINUTES,
  DELIVERY_WINDOW_MESSAGES,
  MAX_AVAILABILITY_DAYS,
  addDays,
  deliveryWindows,
  firstDeliveryDate,
  localDateOf,
  offeredWindow,
  rescheduleCutoff,
  windowCapacity,
  type ZDeliveryAvailabilityInput,
  type ZDeliveryBlackoutInput,
  type ZDeliveryHoldInput,
  type ZDeliveryOverrideInput,
  type ZDeliveryWindowRulesInput,
  type TDeliveryAvailability,
  type TDeliveryCapacityChange,
  type TDeliveryDaySheet,
  type TDeliveryHold,
  type TDeliveryNeedsWindow,
  type TDeliveryLevelKind,
  type TDeliverySchedule,
} from '@shop/domain';
import { Between } from 'typeorm';
import type { z } from 'zod';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { ConflictError, FieldValidationError, NotFoundError } from '../errors.js';
import { findCustomerOrder, ownsOrder, type ICheckoutCustomer } from '../order/index.js';
import { applyCapacities } from './capacity-changes.js';
import type { DeliveryCrewService } from './delivery-crew.service.js';
import { jobUnitsOf } from './job-units.js';
import {
  activeHoldOf,
  attachHold,
  insertOrderBooking,
  orderAwaitingWindow,
  releaseOrderHolds,
} from './order-bookings.js';
import { daySheet, needsWindow } from './day-sheet.js';
import {
  bookHold,
  cancelOrderBookings,
  expireHolds,
  holderKeyOf,
  moveBookingTo,
  ownHold,
  takeHold,
  type TBookOutcome,
} from './holds.js';
import { freeHold, lockZone, slotFor } from './slot-units.js';
import {
  holdView,
  toSchedule,
  upsert,
  zoneCalendar,
  zoneIdOfZip,
  type IZoneWithCalendar,
} from './zone-calendar.js';

type TRulesInput = z.output<typeof ZDeliveryWindowRulesInput>;
type TBlackoutInput = z.output<typeof ZDeliveryBlackoutInput>;
type TOverrideInput = z.output<typeof ZDeliveryOverrideInput>;
type TAvailabilityInput = z.output<typeof ZDeliveryAvailabilityInput>;
type THoldInput = z.output<typeof ZDeliveryHoldInput>;
type TJobLine = { productId: number; quantity: number };

/** A local date and window start of a zone: where a booking moves to. */
export interface IWindowChoice {
  date: string;
  windowStart: string;
}

/** Who moves a booking: staff at any time, the buyer (customer or guest) of its order until the cutoff. */
export type TRescheduleActor = { type: 'staff' } | { type: 'buyer'; buyer: ICheckoutCustomer };

export interface IDeliveryWindowDeps {
  now: TClock;
  /** How long a hold lasts (DELIVERY_HOLD_MINUTES). */
  holdMinutes?: number | undefined;
  /** Tells the buyers of orders whose delivery now needs a window (a mail with a link to choose one). */
  onNeedsWindow?: ((orderIds: readonly number[]) => Promise<void>) | undefined;
  /** The staff's side (calendar, a stop delivered), made once the order service exists: it goes through it. */
  crew?: (() => DeliveryCrewService) | undefined;
}

const notOffered = () => new FieldValidationError({ windowStart: [DELIVERY_WINDOW_MESSAGES.notOffered] });

/**
 * Delivery windows of the shop's crews: each zone's weekly windows with their capacity in crew units, blackout days
 * and one-window overrides (staff); the windows a job can have (anyone); holds while a buyer pays, bookings once
 * paid, reschedules and cancels. Capacity lives in one slot row per window and date, and every unit taken or given
 * back is one conditional update on it (see slot-units.ts): booked + held never exceeds capacity, on either database,
 * whatever the interleaving.
 */
export class DeliveryWindowService {
  constructor(
    private readonly db: Db,
    private readonly deps: IDeliveryWindowDeps,
  ) {}

  /** The staff's side of the windows (delivery-crew.service.ts). */
  get crew(): DeliveryCrewService {
    return this.deps.crew?.() ?? unwired();
  }

  async schedule(zoneId: number): Promise<TDeliverySchedule> {
    return toSchedule(await zoneCalendar(this.db, zoneId));
  }

  /** A zone's weekly windows; 409 when bookings would lose their room, unless moveBookings. */
  saveRules(input: TRulesInput): Promise<TDeliveryCapacityChange> {
    const values = {
      weekdays: input.weekdays.join(' '),
      windows: input.windows.map((w) => `${w.start}-${w.end}`).join(' '),
      capacityUnits: input.capacityUnits,
      leadDays: input.leadDays,
      cutoffHour: input.cutoffHour,
    };
    return this.changeCapacity(input.zoneId, input.moveBookings, async (tx) => {
      const { zoneId } = input;
      if ((await tx.repo(DeliveryWindowRule).update({ zoneId }, values)).affected) return;
      await upsert(
        () => tx.repo(DeliveryWindowRule).insert({ zoneId, ...values }),
        () => tx.repo(DeliveryWindowRule).update({ zoneId }, values),
      );
    });
  }

  /** No deliveries on a date; 409 when it has bookings, unless moveBookings. */
  saveBlackout(input: TBlackoutInput): Promise<TDeliveryCapacityChange> {
    const { zoneId, date, reason } = input;
    return this.changeCapacity(zoneId, input.moveBookings, (tx) =>
      upsert(
        () => tx.repo(DeliveryBlackout).insert({ zoneId, date, reason }),
        () => tx.repo(DeliveryBlackout).update({ zoneId, date }, { reason }),
      ),
    );
  }

  deleteBlackout({ zoneId, date }: { zoneId: number; date: string }): Promise<TDeliveryCapacityChange> {
    return this.changeCapacity(zoneId, false, async (tx) => {
      if (!(await tx.repo(DeliveryBlackout).delete({ zoneId, date })).affected)
        throw new NotFoundError('Blackout day');
    });
  }

  /** One window's capacity on one date (null: back to the rule's); 409 when bookings would lose their room. */
  saveOverride(input: TOverrideInput): Promise<TDeliveryCapacityChange> {
    const { zoneId, date, windowStart, capacityUnits } = input;
    return this.changeCapacity(zoneId, input.moveBookings, async (tx) => {
      const repo = tx.repo(DeliveryWindowOverride);
      if (capacityUnits === null) return void (await repo.delete({ zoneId, date, windowStart }));
      await upsert(
        () => repo.insert({ zoneId, date, windowStart, capacityUnits }),
        () => repo.update({ zoneId, date, windowStart }, { capacityUnits }),
      );
    });
  }

  /**
   * The windows a job can have in a zone (or the zone of a ZIP) from the first delivery date on, each saying only
   * whether the job fits. A ZIP outside every zone has none.
   */
  async availability(input: TAvailabilityInput): Promise<TDeliveryAvailability> {
    const units = input.lines ? await this.unitsOf(input.lines, input.kind) : (input.units ?? 1);
    const zoneId = input.zoneId ?? (await zoneIdOfZip(this.db, input.postalCode ?? ''));
    if (zoneId === null) return { zone: null, units, windows: [] };
    const found = await zoneCalendar(this.db, zoneId);
    const now = this.deps.now();
    const { timeZone, rules } = found.calendar;
    const first = rules ? firstDeliveryDate(now, timeZone, rules) : localDateOf(now, timeZone);
    const slots = await this.db.repo(DeliverySlot).find({
      where: { zoneId, date: Between(first, addDays(first, input.days)) },
    });
    const rooms = new Map(
      slots.map((s) => [
        `${s.date} ${s.windowStart}`,
        { capacityUnits: Number(s.capacityUnits), usedUnits: Number(s.usedUnits) },
      ]),
    );
    return {
      zone: { id: found.zone.id, name: found.zone.name, timeZone },
      units,
      windows: deliveryWindows(found.calendar, now, input.days, units, rooms),
    };
  }

  /**
   * Holds a window for the buyer's cart while they pay (DELIVERY_HOLD_MINUTES), replacing the buyer's earlier
   * hold. 422 for a window the zone does not offer the job, 409 "That window just filled up" when it has no room.
   */
  async hold(buyer: ICheckoutCustomer, input: THoldInput): Promise<TDeliveryHold> {
    const holderKey = holderKeyOf(buyer);
    if (!holderKey) throw new NotFoundError('Cart session');
    const found = await zoneCalendar(this.db, input.zoneId);
    const slot = await this.offeredSlot(found, input, false);
    const units = await this.unitsOf(input.lines, input.kind);
    const expiresAt = new Date(
      this.deps.now().getTime() + (this.deps.holdMinutes ?? DELIVERY_HOLD_MINUTES) * 60_000,
    );
    return holdView(this.db, await takeHold(this.db, holderKey, slot.id, units, expiresAt));
  }

  /** The holder lets their hold go; only the holder may (404 for anyone else). A booked hold is the order's: 409. */
  async release(buyer: ICheckoutCustomer, id: number): Promise<TDeliveryHold> {
    const hold = await ownHold(this.db, holderKeyOf(buyer), id);
    if (hold.state === 'booked' || hold.state === 'needs_window')
      throw new ConflictError(DELIVERY_WINDOW_MESSAGES.bookedRelease);
    if (hold.state === 'held') await freeHold(this.db, hold, 'held', { state: 'released' });
    return holdView(this.db, id);
  }

  /** A buyer's own hold or booking. */
  async mine(buyer: ICheckoutCustomer, id: number): Promise<TDeliveryHold> {
    return holdView(this.db, (await ownHold(this.db, holderKeyOf(buyer), id)).id);
  }

  /**
   * For the payment: books the hold for the order. Answers 'booked' when the window is kept (a hold that expired is
   * taken again if there is still room) and 'needs_window' when it is not to be had; never overbooks.
   */
  async book(holdId: number, orderId: number): Promise<{ outcome: TBookOutcome; hold: TDeliveryHold }> {
    const outcome = await bookHold(this.db, holdId, orderId);
    return { outcome, hold: await holdView(this.db, holdId) };
  }

  /** For an order's cancellation: its booking gives its units back, once. Answers how many bookings ended. */
  async cancelBooking(orderId: number): Promise<{ cancelled: number }> {
    return { cancelled: await cancelOrderBookings(this.db, orderId) };
  }

  /** Expires the holds whose time ran out (every app process sweeps; each hold is let go once). */
  expireHolds(at: Date = this.deps.now()): Promise<number> {
    return expireHolds(this.db, at);
  }

  /**
   * Moves a booking (or one waiting for a window) to another window of its zone. The buyer may until the cutoff
   * (RESCHEDULE_CUTOFF_BUSINESS_DAYS before both the old and the new window) and only into windows offered to them;
   * staff at any time, into any window of the zone from today on. 409 when the new window has no room or another
   * change got there first.
   */
  async reschedule(bookingId: number, to: IWindowChoice, actor: TRescheduleActor): Promise<TDeliveryHold> {
    const booking = await this.db.repo(DeliveryHold).findOne({ where: { id: bookingId } });
    if (!booking || !['booked', 'needs_window'].includes(booking.state))
      throw new NotFoundError('Delivery booking');
    if (actor.type === 'buyer') {
      const order = booking.orderId
        ? await this.db.repo(Order).findOne({ where: { id: booking.orderId } })
        : null;
      if (!order || !ownsOrder(actor.buyer, order)) throw new NotFoundError('Delivery booking');
    }
    const current = await this.db.repo(DeliverySlot).findOneOrFail({ where: { id: booking.slotId } });
    const found = await zoneCalendar(this.db, current.zoneId);
    const slot = await this.offeredSlot(found, to, actor.type === 'staff');
    if (actor.type === 'buyer') {
      const now = this.deps.now().getTime();
      const { timeZone } = found.calendar;
      const closed = (date: string, start: string) =>
        now >= rescheduleCutoff(date, start, timeZone).getTime();
      if (
        closed(to.date, to.windowStart) ||
        (booking.state === 'booked' && closed(current.date, current.windowStart))
      )
        throw new ConflictError(DELIVERY_WINDOW_MESSAGES.pastCutoff);
    }
    if (slot.id !== booking.slotId || booking.state !== 'booked')
      await moveBookingTo(this.db, booking, slot.id);
    return holdView(this.db, bookingId);
  }

  /** Staff move a booking to another window at any time (see reschedule). */
  moveBooking(bookingId: number, to: IWindowChoice): Promise<TDeliveryHold> {
    return this.reschedule(bookingId, to, { type: 'staff' });
  }

  /** The bookings of a zone on a local date, window by window, with their orders. */
  async daySheet({ zoneId, date }: { zoneId: number; date: string }): Promise<TDeliveryDaySheet> {
    return daySheet(this.db, await zoneCalendar(this.db, zoneId), date);
  }

  /** The zone's bookings that lost their window, for staff to give them one (moveBooking). */
  async needsWindow(zoneId: number): Promise<TDeliveryNeedsWindow> {
    await zoneCalendar(this.db, zoneId);
    return needsWindow(this.db, zoneId);
  }

  /** The crew units of a cart delivered at a level (jobUnits of @shop/domain), from its products as they are now. */
  unitsOf(lines: readonly TJobLine[], kind: TDeliveryLevelKind): Promise<number> {
    return jobUnitsOf(this.db, lines, kind);
  }

  /** In the transaction writing the order: the buyer's hold chosen at checkout becomes the order's (attachHold). */
  attachHold(tx: Db, buyer: ICheckoutCustomer, holdId: number, orderId: number, zoneId: number | null) {
    return attachHold(tx, { id: holdId, holderKey: holderKeyOf(buyer), zoneId }, orderId);
  }

  /** Once the order is paid: its hold booked ('booked', or 'needs_window' when the window filled); null: none. */
  async bookPaidOrder(orderId: number): Promise<TBookOutcome | null> {
    const hold = await activeHoldOf(this.db, orderId);
    if (!hold) return null;
    const { outcome } = await this.book(hold.id, orderId);
    if (outcome === 'needs_window') await this.deps.onNeedsWindow?.([orderId]);
    return outcome;
  }

  /** The order is cancelled: its hold or booking gives its units back, once. Answers how many ended. */
  async endForOrder(orderId: number): Promise<number> {
    return (await releaseOrderHolds(this.db, orderId)) + (await this.cancelBooking(orderId)).cancelled;
  }

  /** A paid order's window: a booking moves (reschedule rules); one without (made to order) is booked here. */
  async chooseForOrder(orderId: number, to: IWindowChoice, actor: TRescheduleActor): Promise<TDeliveryHold> {
    const order = await orderAwaitingWindow(this.db, orderId, actor.type === 'buyer' ? actor.buyer : null);
    const current = await activeHoldOf(this.db, orderId);
    if (current?.state === 'booked' || current?.state === 'needs_window')
      return this.reschedule(current.id, to, actor);
    const calendar = await zoneCalendar(this.db, order.zoneId);
    const slot = await this.offeredSlot(calendar, to, actor.type === 'staff');
    const units = await this.unitsOf(order.lines, order.kind);
    return holdView(this.db, await insertOrderBooking(this.db, order.id, slot.id, units));
  }

  /** The buyer's order's window (by number; another's 404), chosen or changed, and staff's booking of any. */
  async orderWindow(buyer: ICheckoutCustomer, number: string): Promise<TDeliveryHold | null> {
    const hold = await activeHoldOf(this.db, (await findCustomerOrder(this.db, buyer, number)).id);
    return hold ? holdView(this.db, hold.id) : null;
  }

  async chooseOrderWindow(
    buyer: ICheckoutCustomer,
    number: string,
    to: IWindowChoice,
  ): Promise<TDeliveryHold> {
    const order = await findCustomerOrder(this.db, buyer, number);
    return this.chooseForOrder(order.id, to, { type: 'buyer', buyer });
  }

  bookOrderWindow(orderId: number, to: IWindowChoice): Promise<TDeliveryHold> {
    return this.chooseForOrder(orderId, to, { type: 'staff' });
  }

  /**
   * The slot of a window the zone offers on a date (made on the first hold), or 422. A buyer gets only what the
   * availability lists (from the first delivery date, within MAX_AVAILABILITY_DAYS); staff any date from today.
   */
  private async offeredSlot({ zone, calendar }: IZoneWithCalendar, to: IWindowChoice, staff: boolean) {
    const times = offeredWindow(calendar, to.date, to.windowStart);
    const capacity = windowCapacity(calendar, to.date, to.windowStart);
    const now = this.deps.now();
    const first =
      staff || !calendar.rules
        ? localDateOf(now, calendar.timeZone)
        : firstDeliveryDate(now, calendar.timeZone, calendar.rules);
    if (!times || capacity === 0 || to.date < first || to.date > addDays(first, MAX_AVAILABILITY_DAYS))
      throw notOffered();
    const slot = await slotFor(this.db, zone.id, to.date, to.windowStart);
    if (!slot) throw notOffered();
    return slot;
  }

  /**
   * Writes a calendar change and brings the zone's slots from today on to it, in one transaction: a refusal
   * (409) leaves nothing changed. Answers the schedule and the orders whose booking moved to needs_window.
   */
  private async changeCapacity(
    zoneId: number,
    moveBookings: boolean,
    write: (tx: Db) => Promise<void>,
  ): Promise<TDeliveryCapacityChange> {
    const movedOrderIds = await this.db.transaction(async (tx) => {
      await lockZone(tx, zoneId, 'update');
      const zone = await tx.repo(DeliveryZone).findOne({ where: { id: zoneId } });
      if (!zone) throw new NotFoundError('Delivery zone');
      await write(tx);
      const today = localDateOf(this.deps.now(), zone.timeZone);
      const { calendar } = await zoneCalendar(tx, zoneId, today);
      return applyCapacities(tx, zoneId, calendar, today, moveBookings);
    });
    if (movedOrderIds.length) await this.deps.onNeedsWindow?.(movedOrderIds);
    return { schedule: await this.schedule(zoneId), movedOrderIds };
  }
}

const unwired = (): never => {
  throw new Error('the delivery crew service is not wired');
};
