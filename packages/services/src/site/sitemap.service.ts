import type { Db } from '../common/db.js';
import { bool, isoDate } from '../common/reads/paged-query.js';

export interface ISitemapEntries {
  rooms: { slug: string; updatedAt: string }[];
  roomTypes: { roomSlug: string; slug: string; updatedAt: string }[];
  products: { slug: string; updatedAt: string }[];
}

type TDate = Date | string;

/** Every storefront address with a record behind it, for sitemap.xml (apps/server/src/routes/seo.ts). */
export class SitemapService {
  constructor(private readonly db: Db) {}

  /** Every room, room type and active product, for sitemap.xml. */
  async entries(): Promise<ISitemapEntries> {
    const [rooms, roomTypes, products] = await Promise.all([
      this.db.query<{ slug: string; updatedAt: TDate }>(
        'SELECT slug AS `slug`, updated_at AS `updatedAt` FROM rooms ORDER BY id',
      ),
      this.db.query<{ roomSlug: string; slug: string; updatedAt: TDate }>(
        'SELECT r.slug AS `roomSlug`, rt.slug AS `slug`, rt.updated_at AS `updatedAt` FROM room_types rt ' +
          'JOIN rooms r ON r.id = rt.room_id ORDER BY rt.id',
      ),
      this.db.query<{ slug: string; updatedAt: TDate; active: boolean | number }>(
        'SELECT slug AS `slug`, updated_at AS `updatedAt`, active AS `active` FROM products WHERE active = 1 ORDER BY id',
      ),
    ]);
    const dated = <T extends { updatedAt: TDate }>(rows: T[]) =>
      rows.map((row) => ({ ...row, updatedAt: isoDate(row.updatedAt) }));
    return {
      rooms: dated(rooms),
      roomTypes: dated(roomTypes),
      products: dated(products.filter((p) => bool(p.active))).map(({ slug, updatedAt }) => ({
        slug,
        updatedAt,
      })),
    };
  }
}
