// The baseline for `pnpm bench`: the room list answered by a bare Fastify route over the raw driver, with none of
// the shop's layers (tRPC, OpenAPI adapter, zod, TypeORM). Env: PORT, DATA_DIR, DATABASE_URL (mysql://... or unset).
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

function openSqlite() {
  const Database = requireDb('better-sqlite3');
  const db = new Database(path.join(process.env.DATA_DIR ?? './data', 'shop.sqlite'), {
    fileMustExist: true,
  });
  const count = db.prepare('SELECT COUNT(*) AS total FROM rooms');
  const page = db.prepare(`SELECT ${COLUMNS} FROM rooms ORDER BY id ASC LIMIT ? OFFSET ?`);
  return {
    count: async () => count.get().total,
    page: async (limit, offset) => page.all(limit, offset),
    close: async () => db.close(),
  };
}

function openMysql(url) {
  const mysql = requireDb('mysql2/promise');
  // Same pool size and time zone as the shop's DataSource.
  const pool = mysql.createPool({ uri: url, connectionLimit: 10, timezone: 'Z' });
  return {
    count: async () => (await pool.query('SELECT COUNT(*) AS total FROM rooms'))[0][0].total,
    page: async (limit, offset) =>
      (await pool.query(`SELECT ${COLUMNS} FROM rooms ORDER BY id ASC LIMIT ? OFFSET ?`, [limit, offset]))[0],
    close: () => pool.end(),
  };
}

const url = process.env.DATABASE_URL;
const db = url?.startsWith('mysql') ? openMysql(url) : openSqlite();
const app = Fastify({ logger: false });

app.get('/api/room/get-list', async (request) => {
  const page = Math.max(1, Number.parseInt(request.query.page, 10) || 1);
  const offset = (page - 1) * PER_PAGE;
  // MariaDB answers COUNT(*) as a string.
  const total = Number(await db.count());
  const rows = await db.page(PER_PAGE, offset);
  return {
    data: rows.map(({ created_at, updated_at, ...row }) => ({
      ...row,
      createdAt: toIso(created_at),
      updatedAt: toIso(updated_at),
    })),
    current_page: page,
    per_page: PER_PAGE,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
    from: rows.length ? offset + 1 : null,
    to: rows.length ? offset + rows.length : null,
    total,
  };
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
