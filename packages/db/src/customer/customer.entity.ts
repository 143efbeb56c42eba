import { Column, Entity } from 'typeorm';
import { CreatedAt, FlagColumn, IdColumn, NameColumn, UpdatedAt } from '../columns.js';

const AddressColumn = (length = 120) => Column({ type: 'varchar', length, default: '' });

@Entity('customers')
export class Customer {
  @IdColumn() id!: number;
  @NameColumn() name!: string;
  @Column({ type: 'varchar', length: 190, unique: true }) email!: string;
  @Column({ type: 'varchar', length: 255 }) passwordHash!: string;
  @AddressColumn(40) phone!: string;
  @AddressColumn() addressLine1!: string;
  @AddressColumn() addressLine2!: string;
  @AddressColumn(80) city!: string;
  @AddressColumn(40) state!: string;
  @AddressColumn(20) postalCode!: string;
  /** ISO 3166-1 alpha-2. */
  @Column({ type: 'varchar', length: 2, default: 'US' }) country!: string;
  /** Blocked by staff: cannot log in, and their sessions are ended when the block is set. */
  @FlagColumn() blocked!: boolean;
  /** 'none', 'trade' or 'designer': promotions can be limited to a group. */
  @Column({ type: 'varchar', length: 16, default: 'none' }) customerGroup!: string;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
