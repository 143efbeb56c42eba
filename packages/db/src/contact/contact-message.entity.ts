import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, FlagColumn, IdColumn, NameColumn, TextColumn } from '../columns.js';

@Entity('contact_messages')
export class ContactMessage {
  @IdColumn() id!: number;
  @NameColumn() name!: string;
  @Column({ type: 'varchar', length: 190 }) email!: string;
  @Column({ type: 'varchar', length: 40, default: '' }) phone!: string;
  @Column({ type: 'varchar', length: 190 }) subject!: string;
  @TextColumn() message!: string;
  @Index() @FlagColumn() isRead!: boolean;
  @CreatedAt() createdAt!: Date;
}
