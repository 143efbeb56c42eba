import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, IdColumn } from '../columns.js';

/** Webhook events already handled, so a redelivered event is applied once. */
@Entity('payment_events')
@Index(['provider', 'eventId'], { unique: true })
export class PaymentEvent {
  @IdColumn() id!: number;
  @Column({ type: 'varchar', length: 20 }) provider!: string;
  @Column({ type: 'varchar', length: 190 }) eventId!: string;
  @Column({ type: 'varchar', length: 80 }) type!: string;
  @CreatedAt() createdAt!: Date;
}
