import { type ContactMessage } from '@shop/db';
import type { TContactMessage, TContactReadFilter } from '@shop/domain';
import { bool, isoDate, type ISqlCondition, type TRow } from '../common/reads/paged-query.js';

/** The one contact message mapper, for entities and raw list rows alike. */
export function toContactMessage(row: TRow<ContactMessage>): TContactMessage {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    isRead: bool(row.isRead),
    createdAt: isoDate(row.createdAt),
  };
}

export const COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'is_read AS isRead',
  'created_at AS createdAt',
] as const;

/** 0 and 1 rather than booleans: better-sqlite3 cannot bind a boolean. */
export const READ_CONDITIONS: Record<TContactReadFilter, ISqlCondition | undefined> = {
  all: undefined,
  unread: { sql: 'is_read = 0', params: [] },
  read: { sql: 'is_read = 1', params: [] },
};
