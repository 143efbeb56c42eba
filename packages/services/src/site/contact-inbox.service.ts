import { ContactMessage } from '@shop/db';
import type { IPaginated, TContactListInput, TContactMessage, TContactReadFilter } from '@shop/domain';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import {
  allOf,
  bool,
  countRows,
  isoDate,
  pagedQuery,
  searchCondition,
  type ISqlCondition,
  type TRow,
} from '../common/reads/paged-query.js';

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

const COLUMNS = [
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
const READ_CONDITIONS: Record<TContactReadFilter, ISqlCondition | undefined> = {
  all: undefined,
  unread: { sql: 'is_read = 0', params: [] },
  read: { sql: 'is_read = 1', params: [] },
};

/**
 * The back-office side of the contact form: the messages visitors sent, read and marked. Storing a new message
 * (and mailing the shop about it) is ContactService's.
 */
export class ContactInboxService {
  constructor(private readonly db: Db) {}

  private get messages() {
    return this.db.repo(ContactMessage);
  }

  private get table() {
    return this.db.metadata(ContactMessage).tableName;
  }

  /** Unread first (they are the work to do), then newest first; ties by id, so pages never overlap. */
  list(input: TContactListInput): Promise<IPaginated<TContactMessage>> {
    return pagedQuery(this.db, {
      table: this.table,
      columns: COLUMNS,
      where: allOf(
        READ_CONDITIONS[input.filter],
        searchCondition(['name', 'email', 'subject'], input.search),
      ),
      orderBy: 'is_read ASC, created_at DESC, id DESC',
      page: input.page,
      map: toContactMessage,
    });
  }

  async detail(id: number): Promise<TContactMessage> {
    return toContactMessage(await findOrThrow(this.messages, id, 'Message'));
  }

  /** Sets the read flag, or flips it when `isRead` is not given; answers the message as it now is. */
  async changeRead(id: number, isRead?: boolean): Promise<TContactMessage> {
    const message = await findOrThrow(this.messages, id, 'Message');
    const next = isRead ?? !message.isRead;
    if (next !== message.isRead) await this.messages.update({ id }, { isRead: next });
    return toContactMessage({ ...message, isRead: next });
  }

  unreadCount(): Promise<number> {
    return countRows(this.db, this.table, READ_CONDITIONS.unread);
  }
}
