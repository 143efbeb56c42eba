// The baseline for `pnpm bench`: the room list, the product list, the storefront list and the storefront search
// answered by bare Fastify routes over the raw driver, with the same SQL and the same strategy as the shop (totals,
// long lists' pages and the search's ranked window kept 5 s on MySQL, and every one of them kept while the database
// is unchanged on SQLite; the same walk-or-index choice) but none of its layers (tRPC, OpenAPI
// adapter, zod, TypeORM). Env: PORT, DATA_DIR, DATABASE_URL (mysql://... or unset).
import { createRequire } from 'node:module';
import { CARD_COLUMNS, discounted, SHELF, positiveId, toCard, toIso } from './plain-cards.mjs';
import { openDatabase } from './plain-db.mjs';
import { paginated, PER_PAGE, plainLists } from './plain-lists.mjs';
import { productPages } from './plain-product-page.mjs';
import {
  INDEXES,
  productSearch,
  rankedMatch,
  searchWords,
  WALK_MIN_MATCHES,
  walkOrIndex,
} from './plain-search.mjs';

const requireServer = createRequire(new URL('../apps/server/package.json', import.meta.url));
const Fastify = requireServer('fastify');

const COLUMNS = 'id, name, slug, description, image, created_at, updated_at';
const ROOM_COUNT = 'SELECT COUNT(*) AS total FROM rooms';
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

const db = openDatabase();
const { remember, count, listPage } = plainLists(db);
const productPage = productPages(db);
const app = Fastify({ logger: false });

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
app.post('/api/product/get-product-with-all', async (request, reply) => {
  const slug = String(request.body?.slug ?? '');
  const page = await remember(`product page\u0000${slug}`, () => productPage(slug), Boolean);
  return page ?? reply.code(404).send({ message: 'Product not found' });
});

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
