import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateColumn, FlagColumn, IdColumn, IntColumn, NameColumn, UpdatedAt } from '../columns.js';

/** A list of ids kept as comma-separated text ('' for none): the conditions are read whole, never queried by id. */
const IdListColumn = () =>
  Column({
    type: 'varchar',
    length: 2000,
    default: '',
    transformer: {
      to: (ids: number[] | undefined) => (ids ?? []).join(','),
      from: (text: string | null) => (text ? text.split(',').map(Number) : []),
    },
  });

/** A discount code or an automatic promotion (no code), with its conditions and limits (@shop/domain promotion.ts). */
@Entity('promotions')
export class Promotion {
  @IdColumn() id!: number;
  @NameColumn() name!: string;
  /** Upper case; NULL for an automatic promotion (several NULLs are allowed by the unique index). */
  @Column({ type: 'varchar', length: 32, nullable: true, default: null, unique: true }) code!: string | null;
  /** 'percent', 'fixed' or 'freeShipping'. */
  @Column({ type: 'varchar', length: 20 }) kind!: string;
  @IntColumn() percent!: number;
  @IntColumn() amountCents!: number;
  @FlagColumn(true) stackable!: boolean;
  @Index() @FlagColumn(true) active!: boolean;
  @IntColumn() minSubtotalCents!: number;
  @IdListColumn() productIds!: number[];
  @IdListColumn() roomTypeIds!: number[];
  @IdListColumn() roomIds!: number[];
  @IdListColumn() materialIds!: number[];
  @IdListColumn() customerIds!: number[];
  /** NULL: any customer; else 'none', 'trade' or 'designer'. */
  @Column({ type: 'varchar', length: 16, nullable: true, default: null }) customerGroup!: string | null;
  @DateColumn(true) startsAt!: Date | null;
  @DateColumn(true) endsAt!: Date | null;
  @Column({ type: 'int', nullable: true, default: null }) maxUses!: number | null;
  @Column({ type: 'int', nullable: true, default: null }) maxUsesPerCustomer!: number | null;
  /**
   * Uses held: raised by a conditional UPDATE (`used_count < max_uses`) inside the order's transaction, lowered
   * when an unpaid order is cancelled or expires. So 20 checkouts racing for a single-use code get one use.
   */
  @IntColumn() usedCount!: number;
  @CreatedAt() createdAt!: Date;
  @UpdatedAt() updatedAt!: Date;
}
