import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { FkColumn, IdColumn, IntColumn } from '../columns.js';
import { OrderLine } from '../order/order-line.entity.js';
import { Case } from './case.entity.js';

/** Units of one order line in a case, and what staff found when they came back. */
@Entity('case_lines')
@Index(['caseId', 'orderLineId'], { unique: true })
export class CaseLine {
  @IdColumn() id!: number;
  @FkColumn() caseId!: number;
  @ManyToOne(() => Case, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  case?: Case;
  @Index() @FkColumn() orderLineId!: number;
  @ManyToOne(() => OrderLine, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_line_id' })
  orderLine?: OrderLine;
  @IntColumn(1) quantity!: number;
  @IntColumn() received!: number;
  /** Put back on sale; the damaged rest never is. */
  @IntColumn() restocked!: number;
  @IntColumn() damaged!: number;
}
