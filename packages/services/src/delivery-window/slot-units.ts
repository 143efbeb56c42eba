import { DeliveryHold, DeliverySlot } from '@shop/db';
import { offeredWindow, windowCapacity, type TDeliveryHoldState } from '@shop/domain';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { Db } from '../common/db.js';
import { isUniqueViolation, updateWhere } from '../common/sql.js';
import { zoneCalendar } from './zone-calendar.js';

/*
 * The few writes every use of a window goes through. Units move only by a conditional update on the slot, and a
 * hold changes state only by a conditional update on the state it leaves, so of two processes racing for the same
 * change exactly one wins and only the winner moves units. Every transaction that moves units takes the slot's row
 * first and the hold's second (a sweep, a release and a capacity change alike), so they queue rather than deadlock.
 */

/**
 * Locks a zone's row until the transaction ends, on MySQL: `update` for a change of its calendar, `share` for
 * making a slot from it. So a slot is made either before a calendar change (which then finds it and brings it to
 * the new capacity) or after it (and is made with the new capacity), never with a capacity already out of date.
 * On SQLite the transaction has the database to itself.
 */
export async function lockZone(tx: Db, zoneId: number, mode: 'update' | 'share'): Promise<void> {
  if (tx.dialect !== 'mysql' || !tx.inTransaction) return;
  const lock = mode === 'update' ? 'FOR UPDATE' : 'LOCK IN SHARE MODE';
  await tx.query(`SELECT id FROM delivery_zones WHERE id = ? ${lock}`, [zoneId]);
}

/**
 * The slot of a window on a date, made when the first hold asks for it with the capacity the zone's calendar gives
 * it then; null when the calendar no longer offers the window. Two first holds at once both insert; the UNIQUE
 * index refuses the second, which then reads the winner's row outside the transaction (a MySQL snapshot taken
 * before the winner committed would not show it).
 */
export async function slotFor(
  db: Db,
  zoneId: number,
  date: string,
  windowStart: string,
): Promise<DeliverySlot | null> {
  const find = () => db.repo(DeliverySlot).findOne({ where: { zoneId, date, windowStart } });
  const found = await find();
  if (found) return found;
  try {
    const offered = await db.transaction(async (tx) => {
      await lockZone(tx, zoneId, 'share');
      const { calendar } = await zoneCalendar(tx, zoneId, date);
      const times = offeredWindow(calendar, date, windowStart);
      if (!times) return false;
      const capacityUnits = windowCapacity(calendar, date, windowStart);
      await tx
        .repo(DeliverySlot)
        .insert({ zoneId, date, windowStart, windowEnd: times.end, capacityUnits, usedUnits: 0 });
      return true;
    });
    if (!offered) return null;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const made = await find();
  if (!made) throw new Error(`the delivery slot ${zoneId} ${date} ${windowStart} vanished as it was made`);
  return made;
}

/** Takes `units` of the slot's room if they are there: `used + units <= capacity`, checked by the update itself. */
export async function takeUnits(tx: Db, slotId: number, units: number): Promise<boolean> {
  const result = await tx
    .repo(DeliverySlot)
    .createQueryBuilder()
    .update()
    .set({ usedUnits: () => 'used_units + :units' })
    .where('id = :id AND used_units + :units <= capacity_units', { id: slotId, units })
    .execute();
  return Boolean(result.affected);
}

/** Gives units back, by the hold whose state change just won; a slot never goes below zero. */
export async function giveBackUnits(tx: Db, slotId: number, units: number): Promise<void> {
  const result = await tx
    .repo(DeliverySlot)
    .createQueryBuilder()
    .update()
    .set({ usedUnits: () => 'used_units - :units' })
    .where('id = :id AND used_units >= :units', { id: slotId, units })
    .execute();
  if (!result.affected) throw new Error(`delivery slot ${slotId} has fewer than ${units} units in use`);
}

/**
 * The slot's row as it is now, locked until the transaction ends on MySQL (on SQLite the transaction has the
 * database to itself).
 */
export async function lockSlot(
  tx: Db,
  slotId: number,
): Promise<{ capacityUnits: number; usedUnits: number }> {
  const lock = tx.inTransaction && tx.dialect === 'mysql' ? ' FOR UPDATE' : '';
  const [row] = await tx.query<{ capacityUnits: number | string; usedUnits: number | string }>(
    `SELECT capacity_units AS capacityUnits, used_units AS usedUnits FROM delivery_slots WHERE id = ?${lock}`,
    [slotId],
  );
  if (!row) throw new Error(`delivery slot ${slotId} is gone`);
  return { capacityUnits: Number(row.capacityUnits), usedUnits: Number(row.usedUnits) };
}

/** Moves a hold out of one of the states `from`, answering whether this call was the one that did. */
export function moveHold(
  tx: Db,
  id: number,
  from: readonly TDeliveryHoldState[],
  set: QueryDeepPartialEntity<DeliveryHold> & { state: TDeliveryHoldState },
): Promise<number> {
  return updateWhere(tx, DeliveryHold, set, 'id = :id AND state IN (:...from)', { id, from: [...from] });
}

/**
 * Ends a hold that counts against its slot (held or booked) and gives its units back, exactly once: only the call
 * whose state change wins gives them back. Answers whether this call did.
 */
export function freeHold(
  db: Db,
  hold: Pick<DeliveryHold, 'id' | 'slotId' | 'units'>,
  from: 'held' | 'booked',
  set: QueryDeepPartialEntity<DeliveryHold> & { state: TDeliveryHoldState },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSlot(tx, hold.slotId);
    if (!(await moveHold(tx, hold.id, [from], set))) return false;
    await giveBackUnits(tx, hold.slotId, hold.units);
    return true;
  });
}
