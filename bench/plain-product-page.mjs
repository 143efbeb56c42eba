import { CARD_COLUMNS, discounted, SHELF, toCard, toIso } from './plain-cards.mjs';

// The product page as StorefrontProductService.page reads it: the product with its room type and room, then side by
// side its images, materials, review summary and latest reviews, related products (the popular shelf's index, named
// on MySQL), options with their values' swatches, and active variants. The answer is kept as the shop keeps it
// (readKept): while the database is unchanged on SQLite, 5 s on MySQL.
const PAGE_SQL =
  `SELECT ${CARD_COLUMNS}, p.description AS \`description\`, p.width_in AS \`widthIn\`, ` +
  'p.depth_in AS `depthIn`, p.height_in AS `heightIn`, p.package_length_in AS `packageLengthIn`, ' +
  'p.package_width_in AS `packageWidthIn`, p.package_height_in AS `packageHeightIn`, ' +
  'p.package_weight_lb AS `packageWeightLb`, rt.id AS `roomTypeId`, rt.name AS `roomTypeName`, ' +
  'rt.slug AS `roomTypeSlug`, r.id AS `roomId`, r.name AS `roomName`, r.slug AS `roomSlug` ' +
  'FROM products p JOIN room_types rt ON rt.id = p.room_type_id JOIN rooms r ON r.id = rt.room_id ' +
  'WHERE p.slug = ? AND p.active = 1';
const PRODUCT_PAGE_REVIEWS = 5;
const RELATED_PRODUCTS = 8;
const VARIANT_COLUMNS =
  'v.id AS `id`, v.product_id AS `productId`, v.sku AS `sku`, v.value1_id AS `value1Id`, v.value2_id AS `value2Id`, ' +
  'v.value3_id AS `value3Id`, v.price_cents AS `priceCents`, v.discount_percent AS `discountPercent`, ' +
  'v.stock AS `stock`, v.lead_time_days AS `leadTimeDays`, v.width_in AS `widthIn`, v.depth_in AS `depthIn`, ' +
  'v.height_in AS `heightIn`, v.package_length_in AS `packageLengthIn`, v.package_width_in AS `packageWidthIn`, ' +
  'v.package_height_in AS `packageHeightIn`, v.package_weight_lb AS `packageWeightLb`, v.image AS `image`, ' +
  'v.active AS `active`';

function availability(item, madeToOrder) {
  if (!item.active) return 'OutOfStock';
  if (item.stock > 0) return 'InStock';
  if (item.leadTimeDays > 0) return madeToOrder ? 'MadeToOrder' : 'BackOrder';
  return 'OutOfStock';
}

/** The product page reader over `db` (plain-db.mjs). */
export function productPages(db) {
  return async function productPage(slug) {
    const [row] = await db.all(PAGE_SQL, [slug]);
    if (!row) return null;
    const id = Number(row.id);
    const related = db.dialect === 'mysql' ? ` FORCE INDEX (${SHELF.popular[1]})` : '';
    const [images, materials, [summary], latest, relatedRows, options, values, variants] = await Promise.all([
      db.all(
        'SELECT id AS `id`, image AS `image`, alt AS `alt` FROM product_images WHERE product_id = ? ORDER BY position, id',
        [id],
      ),
      db.all(
        'SELECT m.id AS `id`, m.name AS `name`, m.image AS `image`, mt.name AS `typeName` FROM product_materials pm ' +
          'JOIN materials m ON m.id = pm.material_id JOIN material_types mt ON mt.id = m.material_type_id ' +
          'WHERE pm.product_id = ? ORDER BY mt.name, m.name, m.id',
        [id],
      ),
      db.all(
        'SELECT COUNT(*) AS `count`, AVG(rating) AS `average` FROM reviews WHERE product_id = ? AND hidden = 0',
        [id],
      ),
      db.all(
        'SELECT id AS `id`, author_name AS `authorName`, rating AS `rating`, body AS `body`, created_at AS `createdAt` ' +
          'FROM reviews WHERE product_id = ? AND hidden = 0 ORDER BY created_at DESC, id DESC LIMIT ?',
        [id, PRODUCT_PAGE_REVIEWS],
      ),
      db.all(
        `SELECT ${CARD_COLUMNS} FROM products p${related} WHERE p.room_type_id = ? AND p.active = 1 ` +
          `AND p.id <> ? ORDER BY ${SHELF.popular[0]} LIMIT ?`,
        [row.roomTypeId, id, RELATED_PRODUCTS],
      ),
      db.all(
        'SELECT o.id AS `id`, o.name AS `name`, o.kind AS `kind` FROM product_options o WHERE o.product_id = ? ' +
          'ORDER BY o.position, o.id',
        [id],
      ),
      db.all(
        'SELECT ov.id AS `id`, ov.option_id AS `optionId`, ov.label AS `label`, ov.material_id AS `materialId`, ' +
          'm.image AS `swatch`, ov.surcharge_cents AS `surchargeCents`, ov.surcharge_lead_days AS `surchargeLeadDays` ' +
          'FROM product_option_values ov LEFT JOIN materials m ON m.id = ov.material_id WHERE ov.product_id = ? ' +
          'ORDER BY ov.position, ov.id',
        [id],
      ),
      db.all(
        `SELECT ${VARIANT_COLUMNS} FROM product_variants v WHERE v.product_id = ? AND v.active = 1 ORDER BY v.position, v.id`,
        [id],
      ),
    ]);
    const byOption = new Map(
      options.map((o) => [Number(o.id), { id: Number(o.id), name: o.name, kind: o.kind, values: [] }]),
    );
    for (const v of values)
      byOption.get(Number(v.optionId))?.values.push({
        id: Number(v.id),
        label: v.label,
        materialId: v.materialId === null ? null : Number(v.materialId),
        swatch: v.swatch ?? null,
        surchargeCents: Number(v.surchargeCents),
        surchargeLeadDays: Number(v.surchargeLeadDays),
      });
    const wired = [...byOption.values()];
    const variantOptions = wired.filter((o) => o.kind === 'variant');
    const madeToOrder = wired.some(
      (o) => o.kind === 'surcharge' && o.values.some((v) => v.surchargeLeadDays > 0),
    );
    const average = summary?.average == null ? null : Number(summary.average);
    return {
      ...toCard(row),
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
      roomType: { id: Number(row.roomTypeId), name: row.roomTypeName, slug: row.roomTypeSlug },
      room: { id: Number(row.roomId), name: row.roomName, slug: row.roomSlug },
      reviews: {
        count: Number(summary?.count ?? 0),
        average: average === null ? null : Math.round(average * 10) / 10,
        latest: latest.map((r) => ({
          id: Number(r.id),
          authorName: r.authorName,
          rating: Number(r.rating),
          body: r.body,
          createdAt: toIso(r.createdAt),
        })),
      },
      related: relatedRows.map(toCard),
      options: wired,
      variants: variants.map((v) => {
        const optionValueIds = [v.value1Id, v.value2Id, v.value3Id].filter((x) => x != null).map(Number);
        const item = {
          stock: Number(v.stock),
          leadTimeDays: Number(v.leadTimeDays),
          active: Boolean(Number(v.active)),
        };
        return {
          id: Number(v.id),
          productId: Number(v.productId),
          sku: v.sku,
          optionValueIds,
          title: variantOptions
            .map((o, i) => o.values.find((value) => value.id === optionValueIds[i])?.label ?? '?')
            .join(' / '),
          priceCents: Number(v.priceCents),
          discountPercent: Number(v.discountPercent),
          discountedCents: discounted(Number(v.priceCents), Number(v.discountPercent)),
          ...item,
          widthIn: Number(v.widthIn),
          depthIn: Number(v.depthIn),
          heightIn: Number(v.heightIn),
          packageLengthIn: Number(v.packageLengthIn),
          packageWidthIn: Number(v.packageWidthIn),
          packageHeightIn: Number(v.packageHeightIn),
          packageWeightLb: Number(v.packageWeightLb),
          image: v.image,
          availability: availability(item, madeToOrder),
        };
      }),
    };
  };
}
