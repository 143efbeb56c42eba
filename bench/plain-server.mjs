// The baseline for `pnpm bench`: the room list and the product list answered by bare Fastify routes over the raw
// driver, with the same SQL as the shop but none of its layers (tRPC, OpenAPI adapter, zod, TypeORM).
// Env: PORT, DATA_DIR, DATABASE_URL (mysql://... or unset).
import { createRequire } from 'node:module';
import path from 'node:path';

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

const ROOM_PAGE = `SELECT ${COLUMNS} FROM rooms ORDER BY id ASC LIMIT ? OFFSET ?`;
const ROOM_COUNT = 'SELECT COUNT(*) AS total FROM rooms';

// The product list's SQL as ProductService.list sends it: newest first, room type LEFT JOINed on the page (not
// the count), a search through the full-text index (packages/services/src/common/full-text.ts).
const PRODUCT_FROM = 'products p LEFT JOIN room_types rt ON rt.id = p.room_type_id';
const PRODUCT_COLUMNS =
  'p.id AS `id`, p.room_type_id AS `roomTypeId`, rt.name AS `roomTypeName`, p.name AS `name`, p.slug AS `slug`, ' +
  'p.price_cents AS `priceCents`, p.discount_percent AS `discountPercent`, p.stock AS `stock`, ' +
  'p.lead_time_days AS `leadTimeDays`, p.active AS `active`, p.image AS `image`, p.created_at AS `createdAt`, ' +
  'p.updated_at AS `updatedAt`';
const productSql = (where, count = `products p${where}`) => ({
  page: `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM}${where} ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`,
  count: `SELECT COUNT(*) AS total FROM ${count}`,
});
const PRODUCT_SQL = {
  all: productSql(''),
  // With the search as the only filter, SQLite counts in the FTS5 table alone.
  sqlite: productSql(
    ' WHERE p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)',
    'products_fts WHERE products_fts MATCH ?',
  ),
  mysql: productSql(' WHERE MATCH(p.name, p.slug, p.description) AGAINST (? IN BOOLEAN MODE)'),
  mysqlShortWords: (count) =>
    productSql(` WHERE (${Array(count).fill("p.name LIKE ? ESCAPE '!'").join(' AND ')})`),
};

// The search helper's rules, condensed: words only, at most 8 from the first 100 characters, no operator words;
// MySQL drops what InnoDB does not index and falls back to LIKE on the name when nothing is left.
const OPERATOR_WORDS = new Set(['and', 'or', 'not', 'near']);
const MYSQL_STOPWORDS = new Set(
  (
    'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when ' +
    'where who will with und www'
  ).split(' '),
);
function productSearch(text, dialect) {
  const matched =
    text
      .slice(0, 100)
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const words = [...new Set(matched)].filter((word) => !OPERATOR_WORDS.has(word)).slice(0, 8);
  if (!words.length) return { sql: PRODUCT_SQL.all, params: [] };
  if (dialect === 'sqlite')
    return { sql: PRODUCT_SQL.sqlite, params: [words.map((w) => `"${w}"*`).join(' ')] };
  const indexable = words.filter((word) => [...word].length >= 3 && !MYSQL_STOPWORDS.has(word));
  if (indexable.length) return { sql: PRODUCT_SQL.mysql, params: [indexable.map((w) => `+${w}*`).join(' ')] };
  return {
    sql: PRODUCT_SQL.mysqlShortWords(words.length),
    params: words.map((word) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`),
  };
}

function openSqlite() {
  const Database = requireDb('better-sqlite3');
  const db = new Database(path.join(process.env.DATA_DIR ?? './data', 'shop.sqlite'), {
    fileMustExist: true,
  });
  const cache = new Map();
  const prepared = (sql) => {
    if (!cache.has(sql)) cache.set(sql, db.prepare(sql));
    return cache.get(sql);
  };
  return {
    dialect: 'sqlite',
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

const pageOf = (query) => Math.max(1, Number.parseInt(query.page, 10) || 1);

app.get('/api/room/get-list', async (request) => {
  const page = pageOf(request.query);
  const offset = (page - 1) * PER_PAGE;
  // MariaDB answers COUNT(*) as a string.
  const total = Number((await db.all(ROOM_COUNT, []))[0].total);
  const rows = await db.all(ROOM_PAGE, [PER_PAGE, offset]);
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
  const page = pageOf(request.query);
  const offset = (page - 1) * PER_PAGE;
  const { sql, params } = productSearch(String(request.query.search ?? '').trim(), db.dialect);
  const [counted, rows] = await Promise.all([
    db.all(sql.count, params),
    db.all(sql.page, [...params, PER_PAGE, offset]),
  ]);
  const data = rows.map((row) => ({
    ...row,
    roomTypeName: row.roomTypeName ?? '',
    discountedCents: discounted(row.priceCents, row.discountPercent),
    lowStock: row.stock <= 5,
    active: row.active === 1 || row.active === true,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  }));
  return paginated(data, Number(counted[0].total), page, offset);
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
