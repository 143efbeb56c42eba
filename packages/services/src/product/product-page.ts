import type { TProductPage } from '@shop/domain';
import type { Db } from '../common/db.js';
import { CARD_COLUMNS, toProductCard, type IProductCardRow } from '../common/products/product-card.js';
import {
  loadOptions,
  toVariant,
  VARIANT_COLUMNS,
  type TVariantRow,
} from '../common/products/variant-rows.js';
import { isoDate } from '../common/reads/paged-query.js';
import { NotFoundError } from '../errors.js';
import { SHELF_INDEX, SHELF_ORDER } from './shelf-query.js';
import { PRODUCT_PAGE_REVIEWS, RELATED_PRODUCTS } from '@shop/domain';

interface IPageRow extends IProductCardRow {
  sku: string;
  description: string;
  roomTypeId: number | string;
  roomTypeName: string;
  roomTypeSlug: string;
  roomId: number | string;
  roomName: string;
  roomSlug: string;
  widthIn: number;
  depthIn: number;
  heightIn: number;
  packageLengthIn: number;
  packageWidthIn: number;
  packageHeightIn: number;
  packageWeightLb: number | string;
}

const PAGE_SQL =
  `SELECT ${CARD_COLUMNS.join(', ')}, p.sku AS \`sku\`, p.description AS \`description\`, p.width_in AS \`widthIn\`, ` +
  'p.depth_in AS `depthIn`, p.height_in AS `heightIn`, p.package_length_in AS `packageLengthIn`, ' +
  'p.package_width_in AS `packageWidthIn`, p.package_height_in AS `packageHeightIn`, ' +
  'p.package_weight_lb AS `packageWeightLb`, rt.id AS `roomTypeId`, rt.name AS `roomTypeName`, ' +
  'rt.slug AS `roomTypeSlug`, r.id AS `roomId`, r.name AS `roomName`, r.slug AS `roomSlug` ' +
  'FROM products p JOIN room_types rt ON rt.id = p.room_type_id JOIN rooms r ON r.id = rt.room_id ';

/**
 * What the product page's kept answer depends on: every table its reads touch, named after FROM and JOIN as
 * tablesRead finds them (the card columns read variants, option values and materials too), so that a write to any
 * of them retires it. With the page's slug or id it is the answer's key.
 */
export const PAGE_TABLES =
  'FROM products JOIN room_types JOIN rooms JOIN product_images JOIN product_materials JOIN materials ' +
  'JOIN material_types JOIN reviews JOIN product_options JOIN product_option_values JOIN product_variants';

/** The product page of an active product, read from the database (the store service keeps the answer). */
export async function readProductPage(db: Db, by: { slug: string } | { id: number }): Promise<TProductPage> {
  const [row] = await db.query<IPageRow>(
    `${PAGE_SQL}WHERE ${'slug' in by ? 'p.slug' : 'p.id'} = ? AND p.active = 1`,
    ['slug' in by ? by.slug : by.id],
  );
  if (!row) throw new NotFoundError('Product');
  const id = Number(row.id);
  const roomTypeId = Number(row.roomTypeId);
  const [images, materials, [summary], latest, related, optionsByProduct, variantRows] = await Promise.all([
    db.query<{ id: number; image: string; alt: string }>(
      'SELECT id AS `id`, image AS `image`, alt AS `alt` FROM product_images WHERE product_id = ? ORDER BY position, id',
      [id],
    ),
    db.query<{ id: number; name: string; image: string | null; typeName: string }>(
      'SELECT m.id AS `id`, m.name AS `name`, m.image AS `image`, mt.name AS `typeName` FROM product_materials pm ' +
        'JOIN materials m ON m.id = pm.material_id JOIN material_types mt ON mt.id = m.material_type_id ' +
        'WHERE pm.product_id = ? ORDER BY mt.name, m.name, m.id',
      [id],
    ),
    db.query<{ count: number | string; average: number | string | null }>(
      'SELECT COUNT(*) AS `count`, AVG(rating) AS `average` FROM reviews WHERE product_id = ? AND hidden = 0 AND pending = 0',
      [id],
    ),
    db.query<{
      id: number;
      authorName: string;
      rating: number;
      body: string;
      customerId: number | null;
      createdAt: Date | string;
    }>(
      'SELECT id AS `id`, author_name AS `authorName`, rating AS `rating`, body AS `body`, ' +
        'customer_id AS `customerId`, created_at AS `createdAt` ' +
        'FROM reviews WHERE product_id = ? AND hidden = 0 AND pending = 0 ORDER BY created_at DESC, id DESC LIMIT ?',
      [id, PRODUCT_PAGE_REVIEWS],
    ),
    db.query<IProductCardRow>(relatedSql(db), [roomTypeId, id, RELATED_PRODUCTS]),
    loadOptions(db, [id]),
    db.query<TVariantRow>(
      `SELECT ${VARIANT_COLUMNS} FROM product_variants v WHERE v.product_id = ? AND v.active = 1 ORDER BY v.position, v.id`,
      [id],
    ),
  ]);
  const options = optionsByProduct.get(id) ?? [];
  const average =
    summary?.average === null || summary?.average === undefined ? null : Number(summary.average);
  return {
    ...toProductCard(row),
    sku: row.sku,
    description: row.description,
    stock: Number(row.stock),
    widthIn: Number(row.widthIn),
    depthIn: Number(row.depthIn),
    heightIn: Number(row.heightIn),
    packageLengthIn: Number(row.packageLengthIn),
    packageWidthIn: Number(row.packageWidthIn),
    packageHeightIn: Number(row.packageHeightIn),
    packageWeightLb: Number(row.packageWeightLb),
    images: images.map((image) => ({ id: Number(image.id), image: image.image, alt: image.alt })),
    materials: materials.map((m) => ({
      id: Number(m.id),
      name: m.name,
      image: m.image,
      typeName: m.typeName,
    })),
    roomType: { id: roomTypeId, name: row.roomTypeName, slug: row.roomTypeSlug },
    room: { id: Number(row.roomId), name: row.roomName, slug: row.roomSlug },
    reviews: {
      count: Number(summary?.count ?? 0),
      average: average === null ? null : Math.round(average * 10) / 10,
      latest: latest.map((r) => ({
        id: Number(r.id),
        authorName: r.authorName,
        rating: Number(r.rating),
        body: r.body,
        verifiedBuyer: r.customerId !== null,
        createdAt: isoDate(r.createdAt),
      })),
    },
    related: related.map(toProductCard),
    options,
    variants: variantRows.map((variant) => toVariant(variant, options, row.sellingMode)),
  };
}

/**
 * The product page's related products: the room type's most viewed others, read from the popular shelf's index
 * (8 index entries). MariaDB left it aside at 100 000 products, intersecting the room type and active indexes and
 * sorting the room type's rows (103 795 rows read, 4 ms): the index is named there, as for the shelf itself.
 */
function relatedSql(db: Db): string {
  const hint = db.dialect === 'mysql' ? ` FORCE INDEX (${SHELF_INDEX.popular})` : '';
  return (
    `SELECT ${CARD_COLUMNS.join(', ')} FROM products p${hint} WHERE p.room_type_id = ? AND p.active = 1 ` +
    `AND p.id <> ? ORDER BY ${SHELF_ORDER.popular} LIMIT ?`
  );
}
