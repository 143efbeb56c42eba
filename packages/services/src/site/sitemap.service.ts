import type { Db } from '../common/db.js';
import { bool, isoDate } from '../common/reads/paged-query.js';
import { KEPT_MAX_AGE_MS, readKept } from '../common/reads/policy.js';

export interface ISitemapEntries {
  rooms: { slug: string; updatedAt: string }[];
  roomTypes: { roomSlug: string; slug: string; updatedAt: string }[];
  products: { slug: string; updatedAt: string }[];
}

type TDate = Date | string;

const ROOMS_SQL = 'SELECT slug AS `slug`, updated_at AS `updatedAt` FROM rooms ORDER BY id';
const ROOM_TYPES_SQL =
  'SELECT r.slug AS `roomSlug`, rt.slug AS `slug`, rt.updated_at AS `updatedAt` FROM room_types rt ' +
  'JOIN rooms r ON r.id = rt.room_id ORDER BY rt.id';
const PRODUCTS_SQL =
  'SELECT slug AS `slug`, updated_at AS `updatedAt`, active AS `active` FROM products WHERE active = 1 ORDER BY id';
/** The three reads as one statement for the read seam: its key, and the tables whose writes retire the entries. */
const ENTRIES_STATEMENT = { sql: [ROOMS_SQL, ROOM_TYPES_SQL, PRODUCTS_SQL].join(';\n'), params: [] };

/** Every storefront address with a record behind it, for sitemap.xml (apps/server/src/routes/seo.ts). */
export class SitemapService {
  constructor(private readonly db: Db) {}

  /**
   * Every room, room type and active product, for sitemap.xml. A large catalogue's sitemap reads every active
   * product, so the entries are kept: until a write to rooms, room types or products, here or (through the
   * retirement channel) in another app process, and never longer than KEPT_MAX_AGE_MS. The same object answers
   * until then, so the caller may keep what it makes of it by that object.
   */
  entries(): Promise<ISitemapEntries> {
    return readKept(this.db, ENTRIES_STATEMENT, { keep: 'answer', maxAgeMs: KEPT_MAX_AGE_MS }, () =>
      this.readEntries(),
    );
  }

  private async readEntries(): Promise<ISitemapEntries> {
    const [rooms, roomTypes, products] = await Promise.all([
      this.db.query<{ slug: string; updatedAt: TDate }>(ROOMS_SQL),
      this.db.query<{ roomSlug: string; slug: string; updatedAt: TDate }>(ROOM_TYPES_SQL),
      this.db.query<{ slug: string; updatedAt: TDate; active: boolean | number }>(PRODUCTS_SQL),
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
