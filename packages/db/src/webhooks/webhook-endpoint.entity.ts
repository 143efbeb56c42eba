import { Column, Entity } from 'typeorm';
import { CreatedAt, DateColumn, FlagColumn, IdColumn, TextColumn, UpdatedAt } from '../columns.js';

/**
 * An address an ADMIN registered to hear of the shop's events (order.paid...). Each event it asked for becomes an
 * outbox row of kind 'webhook' naming this endpoint, signed with `secret` when the worker sends it. `secret` is
 * kept to sign with and shown only when it is made (creation, rotation). `failingSince` is the first failure of the
 * current run of failures (null once an attempt succeeds): a day of them disables the endpoint (`disabledAt`).
 */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @IdColumn() id!: number;
  @Column({ type: 'varchar', length: 500 }) url!: string;
  @Column({ type: 'varchar', length: 120, default: '' }) description!: string;
  /** The event types it wants, as a JSON array of names (WEBHOOK_EVENTS of @shop/domain). */
  @TextColumn() events!: string;
  /** whsec_ and the base64 of 24 random bytes, the Standard Webhooks form. */
  @Column({ type: 'varchar', length: 100 }) secret!: string;
  @FlagColumn(true) enabled!: boolean;
  @DateColumn(true) failingSince!: Date | null;
  @DateColumn(true) disabledAt!: Date | null;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
