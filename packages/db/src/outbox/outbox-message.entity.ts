import { Column, Entity, Index } from 'typeorm';
import {
  CreatedAt,
  DateColumn,
  FkColumn,
  IdColumn,
  IntColumn,
  StatusColumn,
  TextColumn,
} from '../columns.js';

/**
 * One message the shop owes someone (a mail today), written in the same transaction as the change it reports and
 * delivered later by the outbox worker of some app process. `payload` is the whole message as JSON (what the
 * transport needs, attachment references included); `recipient` and `subject` are copies for the back-office list.
 * A worker owns a row while `claimToken` is its token and `leaseUntil` has not passed: a process killed mid-send
 * leaves a lease that runs out, and another process takes the row again.
 */
@Entity('outbox_messages')
@Index(['state', 'nextAttemptAt'])
export class OutboxMessage {
  @IdColumn() id!: number;
  /** What the payload is: 'mail', or 'webhook' (an event for one endpoint, `webhookEndpointId`). */
  @Column({ type: 'varchar', length: 20, default: 'mail' }) kind!: string;
  @Column({ type: 'varchar', length: 190 }) recipient!: string;
  @Column({ type: 'varchar', length: 255 }) subject!: string;
  @TextColumn() payload!: string;
  /** pending, sending, sent, failed or cancelled (OUTBOX_STATE of @shop/domain). */
  @StatusColumn('pending') state!: string;
  @IntColumn() attempts!: number;
  /** When a pending message may next be tried. */
  @DateColumn() nextAttemptAt!: Date;
  @Column({ type: 'varchar', length: 36, nullable: true, default: null }) claimToken!: string | null;
  @DateColumn(true) leaseUntil!: Date | null;
  /** The last attempt's error, with anything secret-looking masked. */
  @Column({ type: 'text', nullable: true, default: null }) lastError!: string | null;
  /** The order the message is about, for the back-office's link (no foreign key: the message outlives nothing). */
  @Index() @FkColumn(true) orderId!: number | null;
  @DateColumn(true) sentAt!: Date | null;
  /** A webhook's endpoint (no foreign key: deliveries stay listed after their endpoint is deleted). */
  @Index() @FkColumn(true) webhookEndpointId!: number | null;
  /** A webhook's last HTTP answer, null when none came (refused address, timeout, connection error). */
  @Column({ type: 'int', nullable: true, default: null }) responseStatus!: number | null;
  @CreatedAt() createdAt!: Date;
}
