import { DeliveryHold } from '@shop/db';
import { DELIVERY_WINDOW_MESSAGES, type TDeliveryHoldState } from '@shop/domain';
import { In, LessThanOrEqual } from 'typeorm';
import type { Db } from '../common/db.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { ICheckoutCustomer } from '../order/index.js';
import { freeHold, giveBackUnits, lockSlot, moveHold, takeUnits } from './slot-units.js';

/** Holds expired per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 100;
/** Tries at a booking whose hold other processes keep changing under it (a sweep, a release) before giving up. */
const BOOK_ATTEMPTS = 5;

/** What happened to a hold booked for an order: its window kept (or taken again), or none to be had. */
export type TBookOutcome = 'booked' | 'needs_window';

/** The holder of a hold: the customer, or a guest by their cart session; null for a guest without one. */
export function holderKeyOf(buyer: ICheckoutCustomer): string | null {
  if (buyer.id !== null) return `customer:${buyer.id}`;
  return buyer.guestSessionHash ? `guest:${buyer.guestSessionHash}` : null;
}

/** The holder's own hold; another's (or none) is 404. */
export async function ownHold(db: Db, holderKey: string | null, id: number): Promise<DeliveryHold> {
  const hold = holderKey ? await db.repo(DeliveryHold).findOne({ where: { id, holderKey } }) : null;
  if (!hold) throw new NotFoundError('Delivery hold');
  return hold;
}

/**
 * Takes `units` of a slot for the holder until `expiresAt`, or refuses with 409 when the slot has no room: the
 * conditional update decides, so five buyers racing for the last unit get one hold and four refusals. A new hold
 * replaces the holder's earlier ones (a buyer pays for one delivery at a time): one on the same slot is let go first,
 * so that changing the cart does not compete with itself; one on another slot only once the new one is taken, so a
 * refusal leaves the buyer their old window.
 */
export async function takeHold(
  db: Db,
  holderKey: string,
  slotId: number,
  units: number,
  expiresAt: Date,
): Promise<number> {
  const earlier = await db.repo(DeliveryHold).find({ where: { holderKey, state: 'held' } });
  for (const hold of earlier.filter((h) => h.slotId === slotId))
    await freeHold(db, hold, 'held', { state: 'released' });
  const id = await db.transaction(async (tx) => {
    if (!(await takeUnits(tx, slotId, units))) throw new ConflictError(DELIVERY_WINDOW_MESSAGES.full);
    const inserted = await tx.repo(DeliveryHold).insert({
      slotId,
      units,
      holderKey,
      state: 'held',
      expiresAt,
      orderId: null,
      version: 0,
    });
    return Number(inserted.identifiers[0]!.id);
  });
  for (const hold of earlier.filter((h) => h.slotId !== slotId))
    await freeHold(db, hold, 'held', { state: 'released' });
  return id;
}

/**
 * Expires the holds whose time ran out and gives their units back. Safe with several processes sweeping at once:
 * each hold's change is conditional on its still being held, and only the process that wins gives the units back.
 * Answers how many this call expired.
 */
export async function expireHolds(db: Db, now: Date): Promise<number> {
  const due = await db.repo(DeliveryHold).find({
    select: { id: true, slotId: true, units: true },
    where: { state: 'held', expiresAt: LessThanOrEqual(now) },
    order: { id: 'ASC' },
    take: SWEEP_BATCH,
  });
  let expired = 0;
  for (const hold of due) if (await freeHold(db, hold, 'held', { state: 'expired' })) expired++;
  return expired;
}

/** Thrown inside a transaction to roll it back when another process changed the hold first. */
class HoldMoved extends Error {}

/**
 * A hold as it is now. Inside a caller's transaction on MySQL a plain read would answer from the snapshot the
 * transaction took at its first read, and a booking retried after losing a race would read the same stale state
 * again; a locking read sees (and holds) the latest.
 */
async function readHold(
  db: Db,
  id: number,
): Promise<Pick<DeliveryHold, 'slotId' | 'units' | 'state' | 'orderId'>> {
  const lock = db.inTransaction && db.dialect === 'mysql' ? ' FOR UPDATE' : '';
  const [row] = await db.query<{ slotId: number; units: number; state: string; orderId: number | null }>(
    `SELECT slot_id AS slotId, units, state, order_id AS orderId FROM delivery_holds WHERE id = ?${lock}`,
    [id],
  );
  if (!row) throw new NotFoundError('Delivery hold');
  return {
    slotId: Number(row.slotId),
    units: Number(row.units),
    state: row.state,
    orderId: row.orderId === null ? null : Number(row.orderId),
  };
}

/**
 * Books a hold for a paid order. A hold still held (its units still counted, even if its time ran out a moment
 * ago and no sweep has come) becomes booked. A hold that expired or was let go takes its units again if the window
 * still has room (units first, then the state change, which must still find the hold where it was read), and
 * otherwise the booking is recorded as needs_window: a window is never overbooked. Booking again for the same order
 * answers what the first call did. Works alone or inside the payment's transaction.
 */
export async function bookHold(db: Db, holdId: number, orderId: number): Promise<TBookOutcome> {
  for (let attempt = 0; attempt < BOOK_ATTEMPTS; attempt++) {
    const hold = await readHold(db, holdId);
    const state = hold.state as TDeliveryHoldState;
    if (state === 'booked' || state === 'needs_window') {
      if (Number(hold.orderId) === orderId) return state;
      throw new ConflictError(DELIVERY_WINDOW_MESSAGES.bookedElsewhere);
    }
    if (state === 'cancelled') throw new ConflictError(DELIVERY_WINDOW_MESSAGES.holdGone);
    if (state === 'held') {
      if (await moveHold(db, holdId, ['held'], { state: 'booked', orderId })) return 'booked';
      continue;
    }
    const retaken = await db
      .transaction(async (tx) => {
        if (!(await takeUnits(tx, hold.slotId, hold.units))) return false;
        if (!(await moveHold(tx, holdId, [state], { state: 'booked', orderId }))) throw new HoldMoved();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof HoldMoved) return null;
        throw error;
      });
    if (retaken) return 'booked';
    if (retaken === false && (await moveHold(db, holdId, [state], { state: 'needs_window', orderId })))
      return 'needs_window';
  }
  throw new ConflictError(DELIVERY_WINDOW_MESSAGES.changedMeanwhile);
}

/**
 * Cancels the order's deliveries: a booking gives its units back exactly once (a second call finds nothing left to
 * cancel), one waiting for a window just ends. Answers how many this call cancelled.
 */
export async function cancelOrderBookings(db: Db, orderId: number): Promise<number> {
  const holds = await db.repo(DeliveryHold).find({
    where: { orderId, state: In(['booked', 'needs_window']) },
  });
  let cancelled = 0;
  for (const hold of holds) {
    const done =
      hold.state === 'booked'
        ? await freeHold(db, hold, 'booked', { state: 'cancelled' })
        : Boolean(await moveHold(db, hold.id, ['needs_window'], { state: 'cancelled' }));
    if (done) cancelled++;
  }
  return cancelled;
}

/**
 * Moves a booking (or one waiting for a window) to another slot: the new slot's units are taken first, then the
 * booking moves only if its version is still the one read, then the old slot's units are given back, all in one
 * transaction. Of two reschedules at once, the second finds the version raised and rolls back with 409, its units
 * with it: one booking, counted once.
 */
export async function moveBookingTo(
  db: Db,
  booking: Pick<DeliveryHold, 'id' | 'slotId' | 'units' | 'state' | 'version'>,
  slotId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await takeUnits(tx, slotId, booking.units))) throw new ConflictError(DELIVERY_WINDOW_MESSAGES.full);
    const moved = await tx
      .repo(DeliveryHold)
      .createQueryBuilder()
      .update()
      .set({ slotId, state: 'booked', version: () => 'version + 1' })
      .where('id = :id AND version = :version AND state = :state', {
        id: booking.id,
        version: booking.version,
        state: booking.state,
      })
      .execute();
    if (!moved.affected) throw new ConflictError(DELIVERY_WINDOW_MESSAGES.changedMeanwhile);
    if (booking.state === 'booked') {
      await lockSlot(tx, booking.slotId);
      await giveBackUnits(tx, booking.slotId, booking.units);
    }
  });
}
