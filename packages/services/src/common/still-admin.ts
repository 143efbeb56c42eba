import { ROLE } from '@shop/domain';
import { ForbiddenError } from '../errors.js';
import type { Db } from './db.js';

/**
 * An ADMIN-only change checks, inside its own transaction, that its actor is still an ADMIN: the role was read when
 * the request came in, and another admin may have demoted or deleted them since. The read takes a shared lock on
 * the actor's row on MySQL, so a demotion in flight (which locks the ADMIN rows FOR UPDATE) either commits first and
 * is seen here, or waits until this change has committed; it cannot slip between the check and the write. SQLite
 * transactions already take turns. The staff service checks the same against its own lock of every ADMIN row.
 */
export async function assertStillAdmin(tx: Db, actorId: number): Promise<void> {
  const lock = tx.dialect === 'mysql' ? ' LOCK IN SHARE MODE' : '';
  const rows = await tx.query<{ role: number | string }>(
    `SELECT role FROM staff_members WHERE id = ?${lock}`,
    [actorId],
  );
  if (rows.length === 0 || Number(rows[0]!.role) !== ROLE.ADMIN) throw new ForbiddenError();
}
