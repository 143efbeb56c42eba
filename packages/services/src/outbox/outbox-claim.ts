import crypto from 'node:crypto';
import { OutboxMessage } from '@shop/db';
import { OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_DELAYS_MS } from '@shop/domain';
import type { Db } from '../common/db.js';
import { updateWhere } from '../common/sql.js';
import { sqlDateTime } from '../common/sql-values.js';
import { maskSecrets } from './mask-secrets.js';

/**
 * MySQL keeps whole seconds and rounds the rest (half a second up): a time written to the outbox is cut to its
 * second, so that "due now" is due now on both databases and not half a second later.
 */
export function wholeSecond(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** Due: waiting and its time has come, or taken by a worker whose lease ran out (its process died). */
const DUE = "((state = 'pending' AND next_attempt_at <= :now) OR (state = 'sending' AND lease_until < :now))";

/** The longest error the outbox keeps of an attempt. */
const ERROR_LENGTH = 1000;

/** A message this worker now owns, until `leaseUntil`. */
export interface IClaimedMessage {
  row: OutboxMessage;
  token: string;
}

/**
 * Takes up to `limit` due messages, oldest first. Each is taken by a conditional update that only one process can
 * win (the row must still be due), which counts the attempt and sets this worker's token and lease. `found` says
 * whether any were due, taken by this worker or another: none found, the round is over.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<{ found: boolean; claimed: IClaimedMessage[] }> {
  const at = wholeSecond(now);
  const due = await db
    .repo(OutboxMessage)
    .createQueryBuilder('outbox')
    .select('outbox.id', 'id')
    .where(DUE, { now: sqlDateTime(at) })
    .orderBy('outbox.id', 'ASC')
    .limit(limit)
    .getRawMany<{ id: number }>();
  const claimed: IClaimedMessage[] = [];
  for (const { id } of due) {
    const token = crypto.randomUUID();
    const won = await updateWhere(
      db,
      OutboxMessage,
      {
        state: 'sending',
        claimToken: token,
        leaseUntil: new Date(at.getTime() + leaseMs),
        attempts: () => 'attempts + 1',
      },
      `id = :id AND ${DUE}`,
      { id, now: sqlDateTime(at) },
    );
    if (won !== 1) continue;
    claimed.push({ row: await db.repo(OutboxMessage).findOneByOrFail({ id }), token });
  }
  return { found: due.length > 0, claimed };
}

/**
 * Just before a claimed message is sent: its lease starts again from now, if it has not run out. A batch is sent one
 * message after another, so on a slow machine the last ones could outlive the lease taken with the batch, and
 * another process would claim and send them too; renewing each one before its send, and skipping it when the
 * lease already ran out (another process may own it now), keeps a message to one sender.
 */
export async function renewLease(
  db: Db,
  { row, token }: IClaimedMessage,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const at = wholeSecond(now);
  const renewed = await updateWhere(
    db,
    OutboxMessage,
    { leaseUntil: new Date(at.getTime() + leaseMs) },
    "id = :id AND claim_token = :token AND state = 'sending' AND lease_until >= :now",
    { id: row.id, token, now: sqlDateTime(at) },
  );
  return renewed === 1;
}

/** Delivered: the row says so, if this worker still owns it. */
export async function markSent(db: Db, { row, token }: IClaimedMessage, now: Date): Promise<void> {
  await updateWhere(
    db,
    OutboxMessage,
    { state: 'sent', sentAt: now, claimToken: null, leaseUntil: null, lastError: null },
    "id = :id AND claim_token = :token AND state = 'sending'",
    { id: row.id, token },
  );
}

/**
 * Refused: tried again after the next wait of the schedule, or failed once the last attempt is spent. The error is
 * kept masked, as the back-office shows it.
 */
export async function markAttemptFailed(
  db: Db,
  { row, token }: IClaimedMessage,
  now: Date,
  error: unknown,
): Promise<'pending' | 'failed'> {
  const state = row.attempts >= OUTBOX_MAX_ATTEMPTS ? 'failed' : 'pending';
  const delay = OUTBOX_RETRY_DELAYS_MS[Math.min(row.attempts, OUTBOX_RETRY_DELAYS_MS.length) - 1] ?? 0;
  await updateWhere(
    db,
    OutboxMessage,
    {
      state,
      nextAttemptAt: wholeSecond(new Date(now.getTime() + delay)),
      claimToken: null,
      leaseUntil: null,
      lastError: errorText(error),
    },
    "id = :id AND claim_token = :token AND state = 'sending'",
    { id: row.id, token },
  );
  return state;
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return maskSecrets(text).slice(0, ERROR_LENGTH);
}
