import { ROOM_VIEW_DEDUP_MS, type TRoomViewInput } from '@shop/domain';
import type { Db } from '../common/db.js';
import { NotFoundError } from '../errors.js';
import { sqlDateTime } from '../common/sql-values.js';
import { isBot, visitorKey } from '../common/visitor.js';

export interface IRoomViewer {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Visits of room type pages for the back-office chart. A visitor counts once per room type per hour, so reloads
 * and back-and-forth browsing do not inflate it, and bots do not count at all.
 */
export class RoomViewService {
  constructor(private readonly db: Db) {}

  /** True when the visit was counted; an unknown room type is a 404. */
  async record({ roomTypeId }: TRoomViewInput, viewer: IRoomViewer, now = new Date()): Promise<boolean> {
    if (isBot(viewer.userAgent)) return false;
    const key = visitorKey(viewer.ip, viewer.userAgent ?? '', now);
    const since = sqlDateTime(new Date(now.getTime() - ROOM_VIEW_DEDUP_MS));
    const seenSql =
      'SELECT 1 FROM room_views v WHERE v.room_type_id = ? AND v.visitor_key = ? AND v.created_at > ?';
    const [type] = await this.db.query<{ seen: number | string }>(
      `SELECT EXISTS (${seenSql}) AS \`seen\` FROM room_types WHERE id = ?`,
      [roomTypeId, key, since, roomTypeId],
    );
    if (!type) throw new NotFoundError('Room type');
    if (Number(type.seen)) return false;
    // Checked again in the insert itself, so two reloads racing each other still count once on SQLite.
    await this.db.query(
      `INSERT INTO room_views (room_type_id, visitor_key, created_at) SELECT id, ?, ? FROM room_types ` +
        `WHERE id = ? AND NOT EXISTS (${seenSql})`,
      [key, sqlDateTime(now), roomTypeId, roomTypeId, key, since],
    );
    return true;
  }
}
