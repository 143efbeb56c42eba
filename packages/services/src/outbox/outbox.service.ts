import { OutboxMessage } from '@shop/db';
import {
  OUTBOX_MAX_ATTEMPTS,
  PAGE_SIZE,
  pageOffset,
  paginated,
  type IPaginated,
  type TOutboxListInput,
  type TOutboxMessage,
  type TOutboxState,
} from '@shop/domain';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import { containsPattern } from '../common/reads/paged-query.js';
import { updateWhere } from '../common/sql.js';
import { ConflictError } from '../errors.js';
import type { IMailMessage } from '../mail/mailer.js';
import { maskSecrets } from './mask-secrets.js';
import { wholeSecond } from './outbox-claim.js';

/** The longest preview of a message's text the back-office gets. */
const PREVIEW_LENGTH = 2000;

/** A row as the back-office reads it: the text only as a masked preview, never the payload itself. */
export function toOutboxMessage(row: OutboxMessage): TOutboxMessage {
  let text: string;
  try {
    text = (JSON.parse(row.payload) as IMailMessage).text ?? '';
  } catch {
    text = '';
  }
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: maskSecrets(row.subject),
    state: row.state as TOutboxState,
    attempts: row.attempts,
    maxAttempts: OUTBOX_MAX_ATTEMPTS,
    lastError: row.lastError === null ? null : maskSecrets(row.lastError),
    orderId: row.orderId,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    preview: maskSecrets(text).slice(0, PREVIEW_LENGTH),
  };
}

/**
 * The back-office's view of the outbox (/admin/outbox): every message with its state and attempts, a resend that
 * starts a message's attempts over, and a cancel that stops one still waiting.
 */
export class OutboxService {
  constructor(
    private readonly db: Db,
    private readonly deps: { now: TClock; onQueued?: (() => void) | undefined },
  ) {}

  private get messages() {
    return this.db.repo(OutboxMessage);
  }

  /** Newest first, 15 a page, optionally one state, searched by recipient and subject. */
  async getList(input: TOutboxListInput): Promise<IPaginated<TOutboxMessage>> {
    const query = this.messages.createQueryBuilder('outbox').orderBy('outbox.id', 'DESC');
    if (input.state !== 'all') query.andWhere('outbox.state = :state', { state: input.state });
    if (input.search)
      query.andWhere("(outbox.recipient LIKE :term ESCAPE '!' OR outbox.subject LIKE :term ESCAPE '!')", {
        term: containsPattern(input.search),
      });
    const [rows, total] = await query.skip(pageOffset(input.page)).take(PAGE_SIZE).getManyAndCount();
    return paginated(rows.map(toOutboxMessage), total, input.page);
  }

  async detail(id: number): Promise<TOutboxMessage> {
    return toOutboxMessage(await findOrThrow(this.messages, id, 'Message'));
  }

  /**
   * Sends the message again from its first attempt: a failed or cancelled one, or a sent one the recipient lost.
   * Not one a worker is sending now.
   */
  async resend(id: number): Promise<TOutboxMessage> {
    await findOrThrow(this.messages, id, 'Message');
    const changed = await updateWhere(
      this.db,
      OutboxMessage,
      { state: 'pending', attempts: 0, nextAttemptAt: wholeSecond(this.deps.now()), lastError: null },
      "id = :id AND state IN ('failed', 'cancelled', 'sent')",
      { id },
    );
    if (!changed) throw new ConflictError('This message is waiting or being sent already.');
    // The answer is the message as the resend left it, read before the worker is woken to send it.
    const message = await this.detail(id);
    if (this.deps.onQueued) this.db.afterCommit(this.deps.onQueued);
    return message;
  }

  /** Stops a message that is waiting for an attempt or has failed; one being sent or sent cannot be called back. */
  async cancel(id: number): Promise<TOutboxMessage> {
    await findOrThrow(this.messages, id, 'Message');
    const changed = await updateWhere(
      this.db,
      OutboxMessage,
      { state: 'cancelled' },
      "id = :id AND state IN ('pending', 'failed')",
      { id },
    );
    if (!changed) throw new ConflictError('Only a waiting or failed message can be cancelled.');
    return this.detail(id);
  }

  /** How many messages gave up after their last attempt. */
  async failedCount(): Promise<{ failed: number }> {
    return { failed: await this.messages.countBy({ state: 'failed' }) };
  }
}
