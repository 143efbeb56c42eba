import type { TRoomTypePage } from '@shop/domain';
import type { Db } from '../common/db.js';
import { optionFacets } from '../common/products/option-filters.js';
import { NotFoundError } from '../errors.js';

/** A room type from its page URL, only under its own room, with the filter choices its products offer. */
export async function readRoomTypePage(
  db: Db,
  roomSlug: string,
  roomTypeSlug: string,
): Promise<TRoomTypePage> {
  const [type] = await db.query<{
    id: number;
    name: string;
    slug: string;
    description: string;
    image: string | null;
    roomId: number;
    roomName: string;
    roomSlug: string;
  }>(
    'SELECT rt.id AS `id`, rt.name AS `name`, rt.slug AS `slug`, rt.description AS `description`, rt.image AS `image`, ' +
      'r.id AS `roomId`, r.name AS `roomName`, r.slug AS `roomSlug` FROM room_types rt JOIN rooms r ON r.id = rt.room_id ' +
      'WHERE rt.slug = ? AND r.slug = ?',
    [roomTypeSlug, roomSlug],
  );
  if (!type) throw new NotFoundError('Room type');
  const id = Number(type.id);
  const [[prices], made, offered, options] = await Promise.all([
    db.query<{ count: number | string; low: number | string | null; high: number | string | null }>(
      'SELECT COUNT(*) AS `count`, MIN(p.sale_price_cents) AS `low`, MAX(p.sale_price_cents) AS `high` ' +
        'FROM products p WHERE p.room_type_id = ? AND p.active = 1',
      [id],
    ),
    db.query<{ id: number; name: string; image: string | null; count: number | string }>(
      'SELECT m.id AS `id`, m.name AS `name`, m.image AS `image`, COUNT(*) AS `count` FROM products p ' +
        'JOIN product_materials pm ON pm.product_id = p.id JOIN materials m ON m.id = pm.material_id ' +
        'WHERE p.room_type_id = ? AND p.active = 1 GROUP BY m.id, m.name, m.image ORDER BY m.name, m.id',
      [id],
    ),
    // Materials offered as option values (fabric swatches), counted once per product that is not made of them.
    db.query<{ id: number; name: string; image: string | null; count: number | string }>(
      'SELECT m.id AS `id`, m.name AS `name`, m.image AS `image`, COUNT(DISTINCT p.id) AS `count` FROM products p ' +
        'JOIN product_option_values ov ON ov.product_id = p.id JOIN materials m ON m.id = ov.material_id ' +
        'WHERE p.room_type_id = ? AND p.active = 1 AND NOT EXISTS (SELECT 1 FROM product_materials pm ' +
        'WHERE pm.product_id = p.id AND pm.material_id = m.id) GROUP BY m.id, m.name, m.image',
      [id],
    ),
    optionFacets(db, { roomTypeId: id }),
  ]);
  const materials = mergeMaterialCounts(made, offered);
  const count = Number(prices?.count ?? 0);
  return {
    id,
    name: type.name,
    slug: type.slug,
    description: type.description,
    image: type.image,
    room: { id: Number(type.roomId), name: type.roomName, slug: type.roomSlug },
    productCount: count,
    materials: materials.map((m) => ({
      id: Number(m.id),
      name: m.name,
      image: m.image,
      count: Number(m.count),
    })),
    priceRange:
      count > 0
        ? {
            minCents: Number(prices!.low),
            maxCents: Number(prices!.high),
          }
        : null,
    options,
  };
}

/** The room type's materials from both sources, each once with its products counted, by name then id. */
function mergeMaterialCounts<M extends { id: number | string; name: string; count: number | string }>(
  made: readonly M[],
  offered: readonly M[],
): M[] {
  if (!offered.length) return [...made];
  const byId = new Map<number, M>();
  for (const material of [...made, ...offered]) {
    const id = Number(material.id);
    const seen = byId.get(id);
    byId.set(id, seen ? { ...seen, count: Number(seen.count) + Number(material.count) } : material);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || Number(a.id) - Number(b.id));
}
