import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, DateColumn, FkColumn, IdColumn, IntColumn, StatusColumn, UpdatedAt } from '../columns.js';
import { DeliverySlot } from './delivery-slot.entity.js';

/**
 * A buyer's claim on a window: held while they pay, booked for an order once paid. Its units count in the slot's
 * usedUnits exactly while it is held or booked; every state change is a conditional update on the state it leaves,
 * and only the one that wins moves the units.
 */
@Entity('delivery_holds')
@Index(['state', 'expiresAt'])
export class DeliveryHold {
  @IdColumn() id!: number;
  @Index() @FkColumn() slotId!: number;
  @ManyToOne(() => DeliverySlot, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'slot_id' })
  slot?: DeliverySlot;
  @IntColumn() units!: number;
  /** Who holds it: "customer:<id>" or "guest:<cart session hash>". */
  @Index() @Column({ type: 'varchar', length: 80 }) holderKey!: string;
  /** held, booked, released, expired, needs_window or cancelled (DELIVERY_HOLD_STATES of @shop/domain). */
  @StatusColumn('held') state!: string;
  @DateColumn() expiresAt!: Date;
  @Index() @FkColumn(true) orderId!: number | null;
  /** Raised by every reschedule, so that of two at once only one moves the booking. */
  @IntColumn() version!: number;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
