import { RoomType, RoomView } from '@shop/db';
import { addDays, dayRange, utcDay, type TRoomTypeChart, type TRoomTypeChartInput } from '@shop/domain';
import type { Db } from '../common/db.js';

interface IDayCount {
  roomTypeId: number | string;
  /** SQLite answers DATE() as text, MariaDB as a Date at UTC midnight (the connection runs in UTC). */
  day: string | Date;
  views: number | string;
}

/** Storefront visits per room type per day, for the back-office chart (POST /api/room/type/chartData). */
export async function roomTypeViewChart(db: Db, { from, to }: TRoomTypeChartInput): Promise<TRoomTypeChart> {
  const views = db.metadata(RoomView).tableName;
  // Half-open on whole days: both databases compare the stored UTC datetime with a YYYY-MM-DD bound correctly.
  const [counts, types] = await Promise.all([
    db.query<IDayCount>(
      `SELECT room_type_id AS roomTypeId, DATE(created_at) AS day, COUNT(*) AS views FROM ${views}
         WHERE created_at >= ? AND created_at < ? GROUP BY room_type_id, DATE(created_at)`,
      [from, addDays(to, 1)],
    ),
    db.repo(RoomType).find({ relations: { room: true }, order: { name: 'ASC', id: 'ASC' } }),
  ]);
  const days = dayRange(from, to);
  const dayIndex = new Map(days.map((day, i) => [day, i]));
  const perType = new Map(types.map((type) => [type.id, days.map(() => 0)]));
  for (const row of counts) {
    const day = row.day instanceof Date ? utcDay(row.day) : String(row.day).slice(0, 10);
    const series = perType.get(Number(row.roomTypeId));
    const index = dayIndex.get(day);
    if (series && index !== undefined) series[index] = Number(row.views);
  }
  const series = types.map((type) => {
    const daily = perType.get(type.id)!;
    return {
      roomTypeId: type.id,
      name: type.name,
      roomId: type.roomId,
      roomName: type.room?.name ?? '',
      total: daily.reduce((sum, n) => sum + n, 0),
      counts: daily,
    };
  });
  // Stable sort: equal totals keep the name order of the query.
  series.sort((a, b) => b.total - a.total);
  return { from, to, days, series };
}
