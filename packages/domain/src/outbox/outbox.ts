import { z } from 'zod';
import { ZPageInput, ZPaginated } from '../common/pagination.js';
import { fallbackEnum, ZSearch } from '../common/fields.js';
import { OUTBOX_FILTERS, OUTBOX_STATES } from './outbox-states.js';

/** A message as the back-office reads it: secrets in its text (reset and invitation links) masked. */
export const ZOutboxMessage = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  orderId: z.number().int().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** The message's text with every token, code and password in it masked. */
  preview: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** POST /api/admin/outbox/get-list: newest first, optionally one state; searched by recipient and subject. */
export const ZOutboxListInput = ZPageInput.extend({
  search: ZSearch,
  state: fallbackEnum(OUTBOX_FILTERS, 'all'),
});
export type TOutboxListInput = z.infer<typeof ZOutboxListInput>;
export const ZOutboxList = ZPaginated(ZOutboxMessage);

/** How many messages gave up: the dashboard's warning. */
export const ZOutboxFailedCount = z.object({ failed: z.number().int() });
export type TOutboxFailedCount = z.infer<typeof ZOutboxFailedCount>;
