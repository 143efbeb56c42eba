import { Column, Entity } from 'typeorm';
import { CreatedAt, IdColumn, IntColumn, NameColumn, UpdatedAt } from '../columns.js';

/** Back-office user (the spec's "hrm"): role 1 ADMIN or 2 MANAGER. */
@Entity('staff_members')
export class StaffMember {
  @IdColumn() id!: number;
  @NameColumn() name!: string;
  @Column({ type: 'varchar', length: 190, unique: true }) email!: string;
  @Column({ type: 'varchar', length: 255 }) passwordHash!: string;
  @IntColumn(2) role!: number;
  @Column({ type: 'varchar', length: 40, nullable: true, default: null }) phone!: string | null;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
