function driverCode(error: unknown): { code?: string; errno?: number } {
  const e = error as { driverError?: { code?: string; errno?: number }; code?: string; errno?: number };
  return e?.driverError ?? e ?? {};
}

/** InnoDB chose this transaction as a deadlock victim and rolled it back: running it again is the cure. */
function isDeadlock(error: unknown): boolean {
  const { code, errno } = driverCode(error);
  return code === 'ER_LOCK_DEADLOCK' || errno === 1213;
}

/** How many times a deadlocked transaction runs in all before its failure is the answer. */
const DEADLOCK_ATTEMPTS = 5;

/** Deadlocks that already had their retries: a retry around a retry must not multiply them. */
const retriedOut = new WeakSet<object>();

/**
 * Runs a transaction again (a few times, after a short random pause) when the database rolled it back as a
 * deadlock victim. `Db.transaction` does this for every transaction on MySQL; nothing else needs to.
 */
export async function retryDeadlocks<R>(work: () => Promise<R>, attempts = DEADLOCK_ATTEMPTS): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || retriedOut.has(error as object)) throw error;
      if (attempt >= attempts) {
        retriedOut.add(error as object);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
