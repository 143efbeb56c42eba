import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One fixed window of counted attempts (logins, registrations, password resets, contact messages) per key and
 * window length. Kept in the database so that every app process counts against the same limit.
 */
@Entity('rate_limit_windows')
export class RateLimitWindow {
  /** The counted key (e.g. `auth.customerLogin:ip:10.0.0.1`), hashed when longer than fits. */
  @PrimaryColumn({ type: 'varchar', length: 190 }) bucket!: string;
  @PrimaryColumn({ type: 'int' }) windowMs!: number;
  @Column({ type: 'int', default: 0 }) count!: number;
  /** When the window ends, in epoch milliseconds. */
  @Index() @Column({ type: 'bigint' }) resetAt!: string;
}
