import { DeliverySlot } from '@shop/db';
import { DELIVERY_WINDOW_MESSAGES, offeredWindow, windowCapacity, type IZoneCalendar } from '@shop/domain';
import { MoreThanOrEqual } from 'typeorm';
import type { Db } from '../common/db.js';
import { ConflictError } from '../errors.js';
import { giveBackUnits, lockSlot, moveHold } from './slot-units.js';

/**
 * Brings the slots of a zone from `fromDate` on to the capacity its calendar now gives them, inside the caller's
 * transaction (which has already written the calendar change). A slot whose holds and bookings use more than its
 * new capacity refuses the whole change with 409, unless `moveBookings`: then its holds are released and its
 * bookings moved to needs_window, holds first and newest first, until what is left fits. Answers the orders
 * whose booking was moved, so their buyers can be told.
 *
 * Each slot's row is locked before it is read, so a hold racing the change either took its units before (and is
 * counted here) or meets the new capacity in its own conditional update.
 */
export async function applyCapacities(
  tx: Db,
  zoneId: number,
  calendar: IZoneCalendar,
  fromDate: string,
  moveBookings: boolean,
): Promise<number[]> {
  const slots = await tx.repo(DeliverySlot).find({
    where: { zoneId, date: MoreThanOrEqual(fromDate) },
    order: { date: 'ASC', windowStart: 'ASC' },
  });
  const moved: number[] = [];
  for (const slot of slots) {
    const capacityUnits = windowCapacity(calendar, slot.date, slot.windowStart);
    const windowEnd = offeredWindow(calendar, slot.date, slot.windowStart)?.end ?? slot.windowEnd;
    const now = await lockSlot(tx, slot.id);
    if (now.capacityUnits === capacityUnits && windowEnd === slot.windowEnd) continue;
    if (now.usedUnits > capacityUnits) {
      if (!moveBookings) throw new ConflictError(DELIVERY_WINDOW_MESSAGES.capacityInUse);
      moved.push(...(await freeDownTo(tx, slot.id, now.usedUnits, capacityUnits)));
    }
    await tx.repo(DeliverySlot).update({ id: slot.id }, { capacityUnits, windowEnd });
  }
  return [...new Set(moved)];
}

/**
 * Frees a locked slot's holds and bookings until its use fits `capacityUnits`: holds (nobody has paid for them)
 * before bookings, the newest first. Each is one conditional state change, and only a change that wins gives its
 * units back. Answers the orders of the bookings moved to needs_window.
 */
async function freeDownTo(tx: Db, slotId: number, used: number, capacityUnits: number): Promise<number[]> {
  const lock = tx.dialect === 'mysql' ? ' FOR UPDATE' : '';
  const holds = await tx.query<{
    id: number;
    units: number;
    state: 'held' | 'booked';
    orderId: number | null;
  }>(
    `SELECT id, units, state, order_id AS orderId FROM delivery_holds WHERE slot_id = ? AND state IN ('held', 'booked') ` +
      `ORDER BY CASE WHEN state = 'held' THEN 0 ELSE 1 END, id DESC${lock}`,
    [slotId],
  );
  const moved: number[] = [];
  for (const hold of holds) {
    if (used <= capacityUnits) break;
    const state = hold.state === 'held' ? 'released' : 'needs_window';
    if (!(await moveHold(tx, Number(hold.id), [hold.state], { state }))) continue;
    await giveBackUnits(tx, slotId, Number(hold.units));
    used -= Number(hold.units);
    if (state === 'needs_window' && hold.orderId !== null) moved.push(Number(hold.orderId));
  }
  return moved;
}
