import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TextColumn, UpdatedAt } from '../columns.js';
import { Customer } from '../customer/customer.entity.js';

/**
 * The narrowest door, hallway, stair and elevator on a customer's way in, as they measured them for "Will it fit?"
 * on the product page: one row per customer, the passages as JSON (`TSavedFitPassages` of @shop/domain, inches,
 * null where not measured). Gone with the customer.
 */
@Entity('fit_passages')
export class FitPassages {
  @PrimaryColumn({ type: 'int' }) customerId!: number;
  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Customer;
  @TextColumn() passages!: string;
  @UpdatedAt() updatedAt!: Date;
}
