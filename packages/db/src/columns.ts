import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * Column helpers with explicit types: esbuild and oxc emit no decorator metadata, so TypeORM cannot infer types,
 * and the same entities must produce the same schema on SQLite and MySQL.
 */
export const IdColumn = () => PrimaryGeneratedColumn({ type: 'int' });
export const FkColumn = (nullable = false) =>
  Column({ type: 'int', nullable, ...(nullable ? { default: null } : {}) });
export const NameColumn = (length = 120) => Column({ type: 'varchar', length });
export const SlugColumn = () => Column({ type: 'varchar', length: 140, unique: true });
export const TextColumn = () => Column({ type: 'text' });
export const ImageColumn = () => Column({ type: 'varchar', length: 255, nullable: true, default: null });
export const IntColumn = (defaultValue = 0) => Column({ type: 'int', default: defaultValue });
export const FlagColumn = (defaultValue = false) => Column({ type: 'boolean', default: defaultValue });
export const StatusColumn = (defaultValue: string) =>
  Column({ type: 'varchar', length: 20, default: defaultValue });
export const CreatedAt = () => CreateDateColumn({ type: 'datetime' });
export const UpdatedAt = () => UpdateDateColumn({ type: 'datetime' });
export const DateColumn = (nullable = false) =>
  Column({ type: 'datetime', nullable, ...(nullable ? { default: null } : {}) });
