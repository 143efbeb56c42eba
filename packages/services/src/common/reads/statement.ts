/** A statement of ours: table and column names are ours, never user input; values travel as parameters. */
export interface IStatement {
  sql: string;
  params: readonly unknown[];
}

/** What a read keeps between requests (see policy.ts). */
export type TKeep = 'total' | 'page' | 'answer';

/**
 * The key of what is kept of a statement: its SQL and parameters tell one value from another, and the policy (what
 * is kept, and an age bound of its own) keeps a total, a page and answers of the same SQL under different rules apart.
 */
export function keyOf(keep: TKeep, { sql, params }: IStatement, maxAgeMs?: number): string {
  const policy = maxAgeMs === undefined ? keep : `${keep}/${maxAgeMs}`;
  return `${policy}\u0000${sql}\u0000${JSON.stringify(params)}`;
}

const tablesOfSql = new Map<string, readonly string[]>();

/**
 * The tables a statement reads: every name after FROM or JOIN, in subqueries too (`SELECT ... FROM products p JOIN
 * (SELECT ... FROM order_lines ol JOIN orders o ...)` -> products, order_lines, orders). A write to any of them
 * retires what was kept of the statement. A name that is not a table (`EXTRACT(YEAR FROM created_at)`) only adds a
 * table nothing writes.
 */
export function tablesRead(sql: string): readonly string[] {
  let tables = tablesOfSql.get(sql);
  if (!tables) {
    tables = [...new Set([...sql.matchAll(/\b(?:JOIN|FROM)\s+`?(\w+)`?/gi)].map((m) => m[1]!))];
    // Our SQL comes in a few shapes (values travel as parameters): kept, within bounds.
    if (tablesOfSql.size >= 1_000) tablesOfSql.clear();
    tablesOfSql.set(sql, tables);
  }
  return tables;
}

/** The table a plain SQL write of ours changes, if it is one (`INSERT INTO t`, `UPDATE t`, `DELETE FROM t`). */
export function writtenTable(sql: string): string | undefined {
  return /^\s*(?:INSERT\s+(?:IGNORE\s+)?INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+`?(\w+)`?/i.exec(
    sql,
  )?.[1];
}
