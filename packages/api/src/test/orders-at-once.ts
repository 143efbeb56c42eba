import type { IHarness } from './harness.js';

/**
 * Runs two moves at once. On MySQL a third transaction holds the order's row until both have read it and wait
 * to write, so both start from the same state and only the conditional update can tell the loser; SQLite's
 * transactions take turns (common/db.ts), so there the second simply finds the order moved.
 */
export async function ordersAtOnce<T>(
  h: IHarness,
  dialect: string,
  orderId: number,
  moves: (() => Promise<T>)[],
): Promise<PromiseSettledResult<T>[]> {
  if (dialect !== 'mysql') return Promise.allSettled(moves.map((m) => m()));
  const holder = h.dataSource.createQueryRunner();
  await holder.connect();
  await holder.startTransaction();
  try {
    await holder.query('SELECT id FROM orders WHERE id = ? FOR UPDATE', [orderId]);
    const settled = Promise.allSettled(moves.map((m) => m()));
    // Released once every move waits on the row, or after about two seconds on a machine too loaded for that:
    // a move that arrives after the release meets the moved order, and exactly one must still win. Holding
    // longer let the waiting moves run past the 10 s query timeout, and both failed.
    for (let waiting = 0, polls = 0; waiting < moves.length && polls < 100; polls++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [row] = await h.dataSource.query<{ n: number | string }[]>(
        // Only this database's waits: other suites share the MySQL server.
        'SELECT COUNT(*) AS n FROM information_schema.innodb_trx t JOIN information_schema.processlist p ' +
          "ON p.id = t.trx_mysql_thread_id WHERE t.trx_state = 'LOCK WAIT' AND p.db = DATABASE()",
      );
      waiting = Number(row?.n ?? 0);
    }
    await holder.commitTransaction();
    return await settled;
  } finally {
    if (holder.isTransactionActive) await holder.rollbackTransaction();
    await holder.release();
  }
}
