import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateColumn, IdColumn } from '../columns.js';

@Entity('password_resets')
@Index(['realm', 'userId'])
export class PasswordReset {
  @IdColumn() id!: number;
  @Column({ type: 'varchar', length: 64, unique: true }) tokenHash!: string;
  @Column({ type: 'varchar', length: 16 }) realm!: string;
  @Column({ type: 'int' }) userId!: number;
  @DateColumn() expiresAt!: Date;
  @DateColumn(true) usedAt!: Date | null;
  @CreatedAt() createdAt!: Date;
}
