// The outbox's states and retry schedule, without zod: the back-office list's URL reads them in the entry chunk.

/**
 * Where a message is: waiting for its next attempt (pending), taken by a worker (sending), delivered (sent), given
 * up after its last attempt (failed), or stopped by an admin (cancelled).
 */
export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type TOutboxState = (typeof OUTBOX_STATES)[number];
export const OUTBOX_STATE_LABELS: Record<TOutboxState, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/**
 * The waits after each failed attempt: a message is tried once, then again after each of these, and marked failed
 * when the last one has failed too (six attempts over about 15 hours).
 */
export const OUTBOX_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const;
export const OUTBOX_MAX_ATTEMPTS = OUTBOX_RETRY_DELAYS_MS.length + 1;

/** The back-office list's filter: every message, or those in one state. */
export const OUTBOX_FILTERS = ['all', ...OUTBOX_STATES] as const;
export type TOutboxFilter = (typeof OUTBOX_FILTERS)[number];
