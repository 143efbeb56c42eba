import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateColumn, IdColumn } from '../columns.js';

/**
 * A login session. The cookie holds a random 256-bit token; only its SHA-256 is stored, so a leaked table
 * cannot be replayed. Rows live in the database so any app process can serve any request.
 */
@Entity('sessions')
@Index(['realm', 'userId'])
export class Session {
  @IdColumn() id!: number;
  @Column({ type: 'varchar', length: 64, unique: true }) tokenHash!: string;
  /** 'staff' or 'customer': separate realms with separate cookies. */
  @Column({ type: 'varchar', length: 16 }) realm!: string;
  @Column({ type: 'int' }) userId!: number;
  @CreatedAt() createdAt!: Date;
  /** Idle expiry is measured from here. */
  @DateColumn() lastSeenAt!: Date;
  /** Absolute expiry. */
  @Index() @DateColumn() expiresAt!: Date;
}
