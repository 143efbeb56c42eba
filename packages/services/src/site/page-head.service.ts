import { discountedCents } from '@shop/domain';
import type { Db } from '../common/db.js';
import { KEPT_MAX_AGE_MS, readKept } from '../common/reads/policy.js';
import { bool, isoDate } from '../common/reads/paged-query.js';
import type { InformationService } from './information.service.js';

export interface IRoomHead {
  name: string;
  slug: string;
  description: string;
  image: string | null;
}

export interface IRoomTypeHead extends IRoomHead {
  room: { name: string; slug: string };
}

export interface IProductHead extends IRoomHead {
  id: number;
  priceCents: number;
  /** The price a customer pays, by the SPEC discount rule. */
  salePriceCents: number;
  stock: number;
  leadTimeDays: number;
  roomType: { name: string; slug: string };
  room: { name: string; slug: string };
  rating: { average: number; count: number } | null;
}

export interface ISitemapEntries {
  rooms: { slug: string; updatedAt: string }[];
  roomTypes: { roomSlug: string; slug: string; updatedAt: string }[];
  products: { slug: string; updatedAt: string }[];
}

type TDate = Date | string;

/**
 * The shop's name ends every page title, so it would be read on every page: it is kept until this process edits
 * the site information, and at most this long for another app process's edit (SQLite tells of those at once).
 */
export const SHOP_NAME_MAX_AGE_MS = KEPT_MAX_AGE_MS;

/** The statement InformationService.detail runs for the one row: what the shop's name is kept by. */
const SITE_INFORMATION_ROW = { sql: 'SELECT * FROM site_information ORDER BY id LIMIT 1', params: [] };

/**
 * What the server needs to write a storefront page's title, description, Open Graph tags and structured data into
 * the HTML it sends, so that link previews and crawlers see them without running the app. One small query each.
 */
export class PageHeadService {
  constructor(
    private readonly db: Db,
    private readonly information: InformationService,
  ) {}

  /** The shop's name for the page titles (see SHOP_NAME_MAX_AGE_MS). */
  shopName(): Promise<string> {
    return readKept(
      this.db,
      SITE_INFORMATION_ROW,
      { keep: 'answer', maxAgeMs: SHOP_NAME_MAX_AGE_MS },
      async () => (await this.information.detail()).name,
    );
  }

  async room(slug: string): Promise<IRoomHead | null> {
    const [row] = await this.db.query<IRoomHead>(
      'SELECT name AS `name`, slug AS `slug`, description AS `description`, image AS `image` FROM rooms WHERE slug = ?',
      [slug],
    );
    return row ?? null;
  }

  async roomType(roomSlug: string, slug: string): Promise<IRoomTypeHead | null> {
    const [row] = await this.db.query<IRoomHead & { roomName: string; roomSlug: string }>(
      'SELECT rt.name AS `name`, rt.slug AS `slug`, rt.description AS `description`, rt.image AS `image`, ' +
        'r.name AS `roomName`, r.slug AS `roomSlug` FROM room_types rt JOIN rooms r ON r.id = rt.room_id ' +
        'WHERE rt.slug = ? AND r.slug = ?',
      [slug, roomSlug],
    );
    if (!row) return null;
    const { roomName, roomSlug: roomSlugOf, ...type } = row;
    return { ...type, room: { name: roomName, slug: roomSlugOf } };
  }

  /** An active product only: an archived one is gone from the storefront. */
  async product(slug: string): Promise<IProductHead | null> {
    const [row] = await this.db.query<
      IRoomHead & {
        id: number;
        priceCents: number | string;
        discountPercent: number | string;
        stock: number | string;
        leadTimeDays: number | string;
        roomTypeName: string;
        roomTypeSlug: string;
        roomName: string;
        roomSlug: string;
        ratingAverage: number | string | null;
        ratingCount: number | string;
      }
    >(
      'SELECT p.id AS `id`, p.name AS `name`, p.slug AS `slug`, p.description AS `description`, p.image AS `image`, ' +
        'p.price_cents AS `priceCents`, p.discount_percent AS `discountPercent`, p.stock AS `stock`, ' +
        'p.lead_time_days AS `leadTimeDays`, rt.name AS `roomTypeName`, rt.slug AS `roomTypeSlug`, ' +
        'r.name AS `roomName`, r.slug AS `roomSlug`, ' +
        '(SELECT AVG(rv.rating) FROM reviews rv WHERE rv.product_id = p.id AND rv.hidden = 0) AS `ratingAverage`, ' +
        '(SELECT COUNT(*) FROM reviews rv WHERE rv.product_id = p.id AND rv.hidden = 0) AS `ratingCount` ' +
        'FROM products p JOIN room_types rt ON rt.id = p.room_type_id JOIN rooms r ON r.id = rt.room_id ' +
        'WHERE p.slug = ? AND p.active = 1',
      [slug],
    );
    if (!row) return null;
    const priceCents = Number(row.priceCents);
    const ratingCount = Number(row.ratingCount);
    return {
      id: Number(row.id),
      name: row.name,
      slug: row.slug,
      description: row.description,
      image: row.image,
      priceCents,
      salePriceCents: discountedCents(priceCents, Number(row.discountPercent)),
      stock: Number(row.stock),
      leadTimeDays: Number(row.leadTimeDays),
      roomType: { name: row.roomTypeName, slug: row.roomTypeSlug },
      room: { name: row.roomName, slug: row.roomSlug },
      rating: ratingCount > 0 ? { average: Number(row.ratingAverage), count: ratingCount } : null,
    };
  }

  /** Every room, room type and active product, for sitemap.xml. */
  async sitemapEntries(): Promise<ISitemapEntries> {
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
