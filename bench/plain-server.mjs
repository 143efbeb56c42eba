// The baseline for `pnpm bench`: the room list, the product list, the storefront list and the storefront search
// answered by bare Fastify routes over the raw driver, with the same SQL and the same strategy as the shop (totals,
// long lists' pages and the search's ranked window kept 5 s on MySQL, and every one of them kept while the database
// is unchanged on SQLite; the same walk-or-index choice) but none of its layers (tRPC, OpenAPI
// adapter, zod, TypeORM). Env: PORT, DATA_DIR, DATABASE_URL (mysql://... or unset).
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  INDEXES,
  productSearch,
  rankedMatch,
  searchWords,
  WALK_MIN_MATCHES,
  walkOrIndex,
} from './plain-search.mjs';

const requireServer = createRequire(new URL('../apps/server/package.json', import.meta.url));
const requireDb = createRequire(new URL('../packages/db/package.json', import.meta.url));
const Fastify = requireServer('fastify');

const PER_PAGE = 15;
const COLUMNS = 'id, name, slug, description, image, created_at, updated_at';

// TypeORM stores SQLite datetimes as 'YYYY-MM-DD HH:MM:SS[.mmm]' in UTC; the API answers ISO strings under
// camelCase keys.
function toIso(value) {
  if (value == null) return value;
  const date =
    value instanceof Date
      ? value
      : new Date(typeof value === 'string' && !value.includes('T') ? `${value.replace(' ', 'T')}Z` : value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const ROOM_COUNT = 'SELECT COUNT(*) AS total FROM rooms';

// The shop's count cache (CountCache in @shop/services), condensed: a value is read once and never answered older
// than 5 s; from 4 s on it still answers while one refresh runs in the background, and past 5 s it is read again
// before answering. Ages count from when the read began. Nothing writes during a run, so no invalidation is needed.
const MEMO_MAX_AGE_MS = 5_000;
const MEMO_REFRESH_FROM_MS = 4_000;
// Totals below this are counted every time, as the shop does.
const MIN_KEPT_TOTAL = 1_000;
const memos = new Map();
const refreshing = new Map();
function readOnce(key, read, keep) {
  let flight = refreshing.get(key);
  if (!flight) {
    const at = Date.now();
    flight = read()
      .then((v) => (keep(v) ? memos.set(key, { value: Promise.resolve(v), at }) : memos.delete(key), v))
      .finally(() => refreshing.delete(key));
    refreshing.set(key, flight);
  }
  return flight;
}
function remember(key, read, keep = () => true) {
  if (db.version) return rememberExactly(key, read);
  const entry = memos.get(key);
  const age = entry ? Date.now() - entry.at : Infinity;
  if (age > MEMO_MAX_AGE_MS) return readOnce(key, read, keep);
  if (age >= MEMO_REFRESH_FROM_MS) readOnce(key, read, keep).catch(() => undefined);
  return entry.value;
}
// On SQLite the shop's cache is exact: any value is kept while the database's version (data_version and
// total_changes(), read on every use) is the one it was read at.
function rememberExactly(key, read) {
  const version = db.version();
  const entry = memos.get(key);
  if (entry?.version === version) return entry.value;
  const value = read();
  memos.set(key, { value, version });
  value.catch(() => memos.delete(key));
  return value;
}
// The keys of the totals kept now (long lists), and of those last counted short.
const keptTotals = new Set();
const shortTotals = new Set();
function noteTotal(key, total) {
  const kept = total >= MIN_KEPT_TOTAL;
  if (kept) keptTotals.add(key);
  else keptTotals.delete(key);
  if (kept) shortTotals.delete(key);
  else shortTotals.add(key);
  return kept;
}
// MariaDB answers COUNT(*) as a string.
const count = (sql, params) => {
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  return remember(
    key,
    async () => Number((await db.all(sql, params))[0].total),
    (total) => noteTotal(key, total),
  );
};
// A page of a list whose total is kept is kept by the same rules, as the shop's pagedQuery does with `keep: 'page'`
// (the product list and the storefront list); a short list's page is read every time.
const pageRows = (sql, params, countSql, countParams) =>
  db.version || keptTotals.has(`${countSql}\u0000${JSON.stringify(countParams)}`)
    ? remember(`page\u0000${sql}\u0000${JSON.stringify(params)}`, () => db.all(sql, params))
    : db.all(sql, params);

/**
 * A page and its total as the shop's pagedQuery reads them: on MySQL a list last counted short is counted inside the
 * page's own query (an uncorrelated subquery), otherwise page and count are read side by side.
 */
async function listPage({
  select,
  from,
  where = '',
  whereParams = [],
  orderBy,
  offset,
  countSql,
  countParams,
  keepRows,
  total: known,
}) {
  const sql = `SELECT ${select} FROM ${from}${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`;
  const params = [...whereParams, PER_PAGE, offset];
  const countKey = `${countSql}\u0000${JSON.stringify(countParams)}`;
  if (known === undefined && !db.version && shortTotals.has(countKey)) {
    const rows = await db.all(
      `SELECT ${select}, (${countSql}) AS \`__page_total\` FROM ${from}${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
      [...countParams, ...params],
    );
    if (rows.length) {
      const total = Number(rows[0].__page_total);
      for (const row of rows) delete row.__page_total;
      if (noteTotal(countKey, total)) memos.set(countKey, { value: Promise.resolve(total), at: Date.now() });
      return { rows, total };
    }
  }
  const [rows, total] = await Promise.all([
    keepRows ? pageRows(sql, params, countSql, countParams) : db.all(sql, params),
    known ?? count(countSql, countParams),
  ]);
  return { rows, total };
}

const whereOf = (condition) => (condition ? ` WHERE ${condition.sql}` : '');

// The product list's SQL as ProductService.list sends it: newest first, room type LEFT JOINed on the page (not
// the count).
const PRODUCT_COLUMNS =
  'p.id AS `id`, p.room_type_id AS `roomTypeId`, rt.name AS `roomTypeName`, p.name AS `name`, p.slug AS `slug`, ' +
  'p.price_cents AS `priceCents`, p.discount_percent AS `discountPercent`, p.stock AS `stock`, ' +
  'p.lead_time_days AS `leadTimeDays`, p.active AS `active`, p.image AS `image`, p.created_at AS `createdAt`, ' +
  'p.updated_at AS `updatedAt`';

async function productList(text, page) {
  const words = searchWords(text);
  const search = words.length ? productSearch(db.dialect, words) : undefined;
  const countFrom = search?.countAlone?.from ?? 'products p';
  const countWhere = search?.countAlone?.where ?? search?.where;
  const countSql = `SELECT COUNT(*) AS total FROM ${countFrom}${whereOf(countWhere)}`;
  const countParams = countWhere?.params ?? [];
  let where;
  // A search's matches are its total: counted once, as the shop does.
  let matches;
  if (search) {
    matches = await count(countSql, countParams);
    // Only a common word may be walked for: a rarer one needs no count of the whole list, as in the shop.
    const rows =
      search.walk && matches >= WALK_MIN_MATCHES
        ? await count('SELECT COUNT(*) AS total FROM products p', [])
        : 0;
    where = walkOrIndex(search, { matches, rows, pageEnd: page * PER_PAGE });
  }
  const offset = (page - 1) * PER_PAGE;
  const { rows, total } = await listPage({
    select: PRODUCT_COLUMNS,
    from: 'products p LEFT JOIN room_types rt ON rt.id = p.room_type_id',
    where: whereOf(where),
    whereParams: where?.params,
    orderBy: 'p.created_at DESC, p.id DESC',
    offset,
    countSql,
    countParams,
    keepRows: true,
    total: matches,
  });
  return { rows, total, offset };
}

function openSqlite() {
  const Database = requireDb('better-sqlite3');
  const db = new Database(path.join(process.env.DATA_DIR ?? './data', 'shop.sqlite'), {
    fileMustExist: true,
  });
  // The shop's REGEXP (prepareDatabase in @shop/db): case-insensitive, compiled patterns kept.
  const patterns = new Map();
  db.function('regexp', { deterministic: true }, (pattern, text) => {
    if (text === null || text === undefined) return null;
    let regexp = patterns.get(pattern);
    if (!regexp) patterns.set(pattern, (regexp = new RegExp(pattern, 'iu')));
    return regexp.test(String(text)) ? 1 : 0;
  });
  const cache = new Map();
  const prepared = (sql) => {
    if (!cache.has(sql)) cache.set(sql, db.prepare(sql));
    return cache.get(sql);
  };
  const committed = db.prepare('PRAGMA data_version').pluck();
  const own = db.prepare('SELECT total_changes()').pluck();
  return {
    dialect: 'sqlite',
    version: () => `${committed.get()}:${own.get()}`,
    all: async (sql, params) => prepared(sql).all(...params),
    close: async () => db.close(),
  };
}

function openMysql(url) {
  const mysql = requireDb('mysql2/promise');
  // Same pool size and time zone as the shop's DataSource.
  const pool = mysql.createPool({ uri: url, connectionLimit: 10, timezone: 'Z' });
  return {
    dialect: 'mysql',
    all: async (sql, params) => (await pool.query(sql, params))[0],
    close: () => pool.end(),
  };
}

const url = process.env.DATABASE_URL;
const db = url?.startsWith('mysql') ? openMysql(url) : openSqlite();
const app = Fastify({ logger: false });

function paginated(data, total, page, offset) {
  return {
    data,
    current_page: page,
    per_page: PER_PAGE,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
    from: data.length ? offset + 1 : null,
    to: data.length ? offset + data.length : null,
    total,
  };
}

const pageOf = (value) => Math.max(1, Number.parseInt(value, 10) || 1);

app.get('/api/room/get-list', async (request) => {
  const page = pageOf(request.query.page);
  const offset = (page - 1) * PER_PAGE;
  const { rows, total } = await listPage({
    select: COLUMNS,
    from: 'rooms',
    orderBy: 'id ASC',
    offset,
    countSql: ROOM_COUNT,
    countParams: [],
  });
  const data = rows.map(({ created_at, updated_at, ...row }) => ({
    ...row,
    createdAt: toIso(created_at),
    updatedAt: toIso(updated_at),
  }));
  return paginated(data, total, page, offset);
});

// Price after discount, truncated to whole cents, as @shop/domain's discountedCents computes it.
const discounted = (cents, percent) => Math.trunc((cents * Math.round((100 - percent) * 100)) / 10_000);

app.get('/api/product/get-list', async (request) => {
  const page = pageOf(request.query.page);
  const { rows, total, offset } = await productList(String(request.query.search ?? '').trim(), page);
  const data = rows.map((row) => ({
    ...row,
    roomTypeName: row.roomTypeName ?? '',
    discountedCents: discounted(row.priceCents, row.discountPercent),
    lowStock: row.stock <= 5,
    active: row.active === 1 || row.active === true,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  }));
  return paginated(data, total, page, offset);
});

// The storefront list as StorefrontProductService.list sends it (room type, sort and materials; the scenarios use
// no other filter): a room type's page from its shelf index (named on MySQL, where MariaDB would not pick it), a list
// of every room type by walking the sort index. The card columns are the shop's CARD_COLUMNS (product-card.ts): "from"
// prices of products sold by variant and the swatches their options offer.
const HAS_VARIANTS =
  '(EXISTS (SELECT 1 FROM product_variants pv WHERE pv.product_id = p.id AND pv.active = 1))';
const SWATCHES =
  "(SELECT GROUP_CONCAT(CONCAT(m.id, '~', COALESCE(m.image, ''), '~', REPLACE(m.name, ',', ' '))) " +
  'FROM product_option_values ov JOIN materials m ON m.id = ov.material_id WHERE ov.product_id = p.id)';
const CARD_COLUMNS =
  'p.id AS `id`, p.name AS `name`, p.slug AS `slug`, p.image AS `image`, p.price_cents AS `priceCents`, ' +
  'p.discount_percent AS `discountPercent`, p.stock AS `stock`, p.lead_time_days AS `leadTimeDays`, ' +
  `${HAS_VARIANTS} AS \`hasVariants\`, p.selling_mode AS \`sellingMode\`, ${SWATCHES} AS \`swatches\``;
const SHELF = {
  newest: ['p.created_at DESC, p.id DESC', 'IDX_products_shelf_newest'],
  // The price the customer pays (sale_price_cents, generated by the database), as the shop sorts it.
  price: ['p.sale_price_cents ASC, p.id ASC', 'IDX_products_shelf_price'],
  '-price': ['p.sale_price_cents DESC, p.id DESC', 'IDX_products_shelf_price'],
  name: ['p.name ASC, p.id ASC', 'IDX_products_shelf_name'],
  popular: ['p.view_count DESC, p.id DESC', 'IDX_products_shelf_popular'],
};
const CARD_SWATCHES = 6;
function swatchesOf(text) {
  if (!text) return undefined;
  const byId = new Map();
  for (const entry of text.split(',')) {
    const [id, image, ...name] = entry.split('~');
    if (id && name.length)
      byId.set(Number(id), { id: Number(id), name: name.join('~'), image: image || null });
  }
  const swatches = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return swatches.length ? swatches.slice(0, CARD_SWATCHES) : undefined;
}
const toCard = (row) => {
  const swatches = swatchesOf(row.swatches);
  return {
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    image: row.image,
    priceCents: Number(row.priceCents),
    discountPercent: Number(row.discountPercent),
    discountedCents: discounted(Number(row.priceCents), Number(row.discountPercent)),
    inStock: Number(row.stock) > 0,
    leadTimeDays: Number(row.leadTimeDays),
    ...(Number(row.hasVariants) ? { fromPrice: true } : {}),
    sellingMode: row.sellingMode,
    ...(swatches ? { swatches } : {}),
  };
};
const positiveId = (value) =>
  Number.isSafeInteger(Number(value)) && Number(value) > 0 ? Number(value) : undefined;

// Products made of one of the materials or offering it as an option value (materialCondition in option-filters.ts).
function materialCondition(ids) {
  if (!ids.length) return undefined;
  const list = ids.map(() => '?').join(', ');
  return {
    sql:
      `(EXISTS (SELECT 1 FROM product_materials pm WHERE pm.product_id = p.id AND pm.material_id IN (${list})) ` +
      `OR EXISTS (SELECT 1 FROM product_option_values ov WHERE ov.product_id = p.id AND ov.material_id IN (${list})))`,
    params: [...ids, ...ids],
  };
}

app.post('/api/product/get-list-customer', async (request) => {
  const body = request.body ?? {};
  const page = pageOf(body.page);
  const offset = (page - 1) * PER_PAGE;
  const roomTypeId = positiveId(body.roomTypeId);
  const materialIds = (Array.isArray(body.materialIds) ? body.materialIds : [])
    .map(positiveId)
    .filter(Boolean);
  const [orderBy, index] = SHELF[body.sort] ?? SHELF.newest;
  const hint = roomTypeId && db.dialect === 'mysql' ? ` FORCE INDEX (${index})` : '';
  const materials = materialCondition(materialIds);
  const filter = (active) => {
    const parts = [roomTypeId ? 'p.room_type_id = ?' : undefined, active, materials?.sql].filter(Boolean);
    return ` WHERE ${parts.join(' AND ')}`;
  };
  const params = [...(roomTypeId ? [roomTypeId] : []), ...(materials?.params ?? [])];
  const { rows, total } = await listPage({
    select: CARD_COLUMNS,
    from: `products p${hint}`,
    where: filter(roomTypeId ? 'p.active = 1' : '+p.active = 1'),
    whereParams: params,
    orderBy,
    offset,
    countSql: `SELECT COUNT(*) AS total FROM products p${filter('p.active = 1')}`,
    countParams: params,
    keepRows: true,
  });
  return paginated(rows.map(toCard), total, page, offset);
});

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

app.post('/api/product/get-product-with-all', async (request, reply) => {
  const slug = String(request.body?.slug ?? '');
  const page = await remember(`product page\u0000${slug}`, () => productPage(slug), Boolean);
  return page ?? reply.code(404).send({ message: 'Product not found' });
});

async function productPage(slug) {
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
}

// The storefront search as SearchService sends it (see its comment): the products' ranked window of the latest
// 300 matches (ids, kept like a count), the page by id from it, older matches past it; rooms and materials ranked
// and kept.
const RANKED_WINDOW = 300;
const SHORT_LIST_LIMIT = 20;
const SEARCH_PRODUCT_COLUMNS =
  'p.id AS `id`, p.name AS `name`, p.slug AS `slug`, p.image AS `image`, p.price_cents AS `priceCents`, ' +
  'p.discount_percent AS `discountPercent`, rt.name AS `roomTypeName`';
const SEARCH_PRODUCT_FROM = 'products p LEFT JOIN room_types rt ON rt.id = p.room_type_id';

async function searchProducts(words, page) {
  const match = rankedMatch(db.dialect, INDEXES.products, words);
  const where = { sql: `${match.where.sql} AND p.active = 1`, params: match.where.params };
  const windowSql =
    `SELECT c.id AS \`id\` FROM (SELECT p.id AS id, ${match.score.sql} AS score FROM ${match.from} ` +
    `WHERE ${where.sql} ORDER BY ${match.newest} LIMIT ?) c ORDER BY c.score ${match.score.better}, c.id`;
  const windowParams = [...match.score.params, ...where.params, RANKED_WINDOW];
  const window = await remember(`rows\u0000${windowSql}\u0000${JSON.stringify(windowParams)}`, async () =>
    (await db.all(windowSql, windowParams)).map((row) => Number(row.id)),
  );
  const complete = window.length < RANKED_WINDOW;
  const total = complete
    ? window.length
    : await count(`SELECT COUNT(*) AS total FROM ${match.from} WHERE ${where.sql}`, where.params);
  const offset = (page - 1) * PER_PAGE;
  const ids = window.slice(offset, offset + PER_PAGE);
  let rows = [];
  if (ids.length) {
    const found = await db.all(
      `SELECT ${SEARCH_PRODUCT_COLUMNS} FROM ${SEARCH_PRODUCT_FROM} WHERE p.id IN (${ids.map(() => '?').join(', ')}) AND p.active = 1`,
      ids,
    );
    const byId = new Map(found.map((row) => [Number(row.id), row]));
    rows = ids.flatMap((id) => byId.get(id) ?? []);
  }
  const missing = PER_PAGE - ids.length;
  if (!complete && missing > 0 && offset < total) {
    const search = productSearch(db.dialect, words);
    const active = await count('SELECT COUNT(*) AS total FROM products p WHERE p.active = 1', []);
    const olderOffset = Math.max(0, offset - window.length);
    const condition = walkOrIndex(search, { matches: total, rows: active, pageEnd: olderOffset + missing });
    const walk = condition === search.walk && db.dialect === 'mysql' ? ' FORCE INDEX (PRIMARY)' : '';
    rows.push(
      ...(await db.all(
        `SELECT ${SEARCH_PRODUCT_COLUMNS} FROM products p${walk} LEFT JOIN room_types rt ON rt.id = p.room_type_id ` +
          `WHERE ${condition.sql} AND p.active = 1 AND p.id < ? ORDER BY p.id DESC LIMIT ? OFFSET ?`,
        [...condition.params, Math.min(...window), missing, olderOffset],
      )),
    );
  }
  const data = rows.map((row) => ({
    ...row,
    discountedCents: discounted(row.priceCents, row.discountPercent),
    roomTypeName: row.roomTypeName ?? '',
  }));
  return paginated(data, total, page, offset);
}

// The best rooms and materials, kept 5 s like the products' window.
function shortList(columns, index, join, words) {
  const match = rankedMatch(db.dialect, index, words);
  const { alias } = index;
  const sql =
    `SELECT ${columns} FROM ${match.from}${join} WHERE ${match.where.sql} ` +
    `ORDER BY ${match.score.sql} ${match.score.better}, ${alias}.id LIMIT ?`;
  const params = [...match.where.params, ...match.score.params, SHORT_LIST_LIMIT];
  return remember(`rows\u0000${sql}\u0000${JSON.stringify(params)}`, () => db.all(sql, params));
}

app.post('/api/get-list-search', async (request) => {
  const body = request.body ?? {};
  const q = String(body.q ?? '').trim();
  const page = pageOf(body.page);
  const words = searchWords(q);
  if (!words.length)
    return { q, products: paginated([], 0, page, (page - 1) * PER_PAGE), rooms: [], materials: [] };
  const [products, rooms, materials] = await Promise.all([
    searchProducts(words, page),
    shortList(
      'r.id AS `id`, r.name AS `name`, r.slug AS `slug`, r.description AS `description`, r.image AS `image`',
      INDEXES.rooms,
      '',
      words,
    ),
    shortList(
      'm.id AS `id`, m.name AS `name`, m.description AS `description`, m.image AS `image`, ' +
        'm.material_type_id AS `materialTypeId`, mt.name AS `materialTypeName`',
      INDEXES.materials,
      ' JOIN material_types mt ON mt.id = m.material_type_id',
      words,
    ),
  ]);
  return { q, products, rooms, materials };
});

// For bench/run.mjs: the variant scenarios' subjects in the busiest room type: its product sold by the most active
// variants (the lowest id among equals), and the material its active products offer most as an option value.
app.get('/bench/variant-scenario', async (request) => {
  const roomTypeId = positiveId(request.query.roomTypeId);
  const [product] = await db.all(
    'SELECT p.slug AS `slug` FROM products p JOIN product_variants v ON v.product_id = p.id AND v.active = 1 ' +
      'WHERE p.room_type_id = ? AND p.active = 1 GROUP BY p.id, p.slug ORDER BY COUNT(*) DESC, p.id LIMIT 1',
    [roomTypeId],
  );
  const [material] = await db.all(
    'SELECT ov.material_id AS `id` FROM product_option_values ov JOIN products p ON p.id = ov.product_id ' +
      'WHERE p.room_type_id = ? AND p.active = 1 AND ov.material_id IS NOT NULL GROUP BY ov.material_id ' +
      'ORDER BY COUNT(DISTINCT p.id) DESC, ov.material_id LIMIT 1',
    [roomTypeId],
  );
  return { slug: product?.slug ?? null, materialId: material ? Number(material.id) : null };
});

// For bench/run.mjs: the room type with the most active products, whose shelf the storefront scenario lists.
app.get('/bench/busiest-room-type', async () => {
  const [row] = await db.all(
    'SELECT room_type_id AS `id` FROM products WHERE active = 1 GROUP BY room_type_id ORDER BY COUNT(*) DESC, room_type_id LIMIT 1',
    [],
  );
  return { id: Number(row.id) };
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}

await app.listen({ port: Number(process.env.PORT ?? 3100), host: '127.0.0.1' });
console.log(`plain server listening on ${process.env.PORT ?? 3100}`);
