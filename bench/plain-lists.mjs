// Lists as the shop pages them, for the yardstick: its count cache and its pagedQuery, condensed.

export const PER_PAGE = 15;

export function paginated(data, total, page, offset) {
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

/** The count cache and the page reader over `db` (plain-db.mjs): what each of the yardstick's routes reads through. */
export function plainLists(db) {
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
        if (noteTotal(countKey, total))
          memos.set(countKey, { value: Promise.resolve(total), at: Date.now() });
        return { rows, total };
      }
    }
    const [rows, total] = await Promise.all([
      keepRows ? pageRows(sql, params, countSql, countParams) : db.all(sql, params),
      known ?? count(countSql, countParams),
    ]);
    return { rows, total };
  }

  return { remember, count, listPage };
}
