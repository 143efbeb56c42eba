import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateColumn, IdColumn } from '../columns.js';

/**
 * A customer's request to move their account to another email, waiting for the new address to confirm it by the
 * mailed link. Only the SHA-256 of the link's token is kept (as for password resets); the account's email changes
 * when the link is used, once and before `expiresAt`.
 */
@Entity('email_changes')
@Index(['customerId'])
export class EmailChange {
  @IdColumn() id!: number;
  @Column({ type: 'varchar', length: 64, unique: true }) tokenHash!: string;
  @Column({ type: 'int' }) customerId!: number;
  @Column({ type: 'varchar', length: 190 }) newEmail!: string;
  @DateColumn() expiresAt!: Date;
  @DateColumn(true) usedAt!: Date | null;
  @CreatedAt() createdAt!: Date;
}
