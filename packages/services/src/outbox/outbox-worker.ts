import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import type {
  IMailAttachmentRef,
  IMailMessage,
  IMailTransport,
  IRenderedAttachment,
} from '../mail/mailer.js';
import {
  claimDue,
  errorText,
  markAttemptFailed,
  markSent,
  renewLease,
  type IClaimedMessage,
} from './outbox-claim.js';
import { purgeFinishedMessages } from './outbox-retention.js';

export interface IOutboxWorkerOptions {
  transport: IMailTransport;
  now?: TClock | undefined;
  /** OUTBOX_POLL_MS: how often the worker looks for due messages besides being woken (default 5 s). */
  pollMs?: number | undefined;
  /**
   * How long a claimed message stays this worker's: longer than the slowest send (the SMTP timeouts add up to 40 s).
   * After it, another process takes the message again, as it must when this one died mid-send.
   */
  leaseMs?: number | undefined;
  /** How many messages one round takes at a time. */
  batch?: number | undefined;
  /** Draws an attachment (an invoice PDF...) when the mail leaves; without it, a mail that has some is refused (retried). */
  renderAttachment?: ((ref: IMailAttachmentRef) => Promise<IRenderedAttachment>) | undefined;
  /** Told of each failed attempt (the message masked), and of a round that failed as a whole. */
  log?: ((message: string, error?: unknown) => void) | undefined;
  /**
   * Sends a row of kind 'webhook' (webhooks/webhook-delivery.ts): throws when the receiver failed, answers 'dropped'
   * when it cancelled the row itself (its endpoint gone). Without it, such rows are refused (retried).
   */
  deliverWebhook?: ((message: IClaimedMessage) => Promise<'sent' | 'dropped'>) | undefined;
  /** Where the Message-ID of each mail points: the shop's host. */
  messageIdHost?: string | undefined;
  /**
   * OUTBOX_RETENTION_DAYS: sent and cancelled messages older than this are deleted (checked at most once an hour
   * per process), so that the table of a shop that runs for years stays the size of its recent mail. 0 keeps all.
   */
  retentionDays?: number | undefined;
}

const DEFAULT_POLL_MS = 5_000;
const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_BATCH = 10;
const DEFAULT_RETENTION_DAYS = 90;
const PURGE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Delivers the outbox in the app process: every `pollMs`, and at once when this process queued a message, it takes
 * the due messages (one process each, see claimDue) and hands them to the transport, one at a time. A refusal puts
 * the message back with its next wait; nothing here runs inside a request or a transaction. Rows of kind 'webhook'
 * go through `deliverWebhook` instead of the mail transport, with the same claim, lease and backoff.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** Rounds run on their own only between start and stop. */
  private started = false;
  private closing = false;
  /** When this process last deleted old finished messages (never yet: on its first round). */
  private purgedAt: number | undefined;
  private readonly now: TClock;

  constructor(
    private readonly db: Db,
    private readonly options: IOutboxWorkerOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Starts the rounds; the timer does not keep the process alive. */
  start(): void {
    if (this.started || this.closing) return;
    this.started = true;
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? DEFAULT_POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Runs a round soon (one more after the current one, if one is under way). */
  wake(): void {
    if (!this.started || this.closing) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => (this.running = undefined));
  }

  /**
   * Delivers everything due now, after the round under way (a message queued before the call is out when it
   * resolves, unless its transport refused it): for tests that read what was sent.
   */
  async drain(): Promise<number> {
    await this.running;
    return this.runOnce();
  }

  /** No new round; resolves once the round under way has finished its message. */
  async stop(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    await this.running;
    this.options.transport.close?.();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.runOnce();
        await this.purgeWhenDue();
      } catch (error) {
        this.options.log?.(`outbox round failed: ${errorText(error)}`);
      }
    } while (this.again && !this.closing);
  }

  /** Delivers every message due now (rounds of `batch`); answers how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const { found, claimed } = await claimDue(
        this.db,
        this.now(),
        this.options.leaseMs ?? DEFAULT_LEASE_MS,
        this.options.batch ?? DEFAULT_BATCH,
      );
      if (!found) return sent;
      for (const message of claimed) if (await this.deliver(message)) sent++;
      if (this.closing) return sent;
    }
  }

  /** Deletes finished messages past the retention, once an hour at most; answers how many went. */
  async purgeWhenDue(): Promise<number> {
    const days = this.options.retentionDays ?? DEFAULT_RETENTION_DAYS;
    const now = this.now().getTime();
    if (days <= 0 || (this.purgedAt !== undefined && now - this.purgedAt < PURGE_EVERY_MS)) return 0;
    this.purgedAt = now;
    return purgeFinishedMessages(this.db, new Date(now - days * DAY_MS));
  }

  private async deliver(message: IClaimedMessage): Promise<boolean> {
    const { row } = message;
    if (!(await renewLease(this.db, message, this.now(), this.options.leaseMs ?? DEFAULT_LEASE_MS)))
      return false;
    try {
      if (row.kind === 'webhook') {
        if ((await this.sendWebhook(message)) === 'dropped') return false;
      } else await this.sendMail(message);
    } catch (error) {
      const state = await markAttemptFailed(this.db, message, this.now(), error);
      this.options.log?.(
        `outbox message ${row.id} attempt ${row.attempts} ${state === 'failed' ? 'failed for good' : 'failed, will retry'}: ${errorText(error)}`,
      );
      return false;
    }
    await markSent(this.db, message, this.now());
    return true;
  }

  private async sendMail({ row }: IClaimedMessage): Promise<void> {
    const mail = JSON.parse(row.payload) as IMailMessage;
    const files = await this.render(mail.attachments);
    const host = this.options.messageIdHost ?? 'shop.localhost';
    await this.options.transport.send(mail, { messageId: `<outbox-${row.id}@${host}>`, files });
  }

  private sendWebhook(message: IClaimedMessage): Promise<'sent' | 'dropped'> {
    const { deliverWebhook } = this.options;
    if (!deliverWebhook) throw new Error('this process cannot deliver webhooks');
    return deliverWebhook(message);
  }

  private async render(refs: IMailAttachmentRef[] | undefined): Promise<IRenderedAttachment[]> {
    if (!refs?.length) return [];
    const { renderAttachment } = this.options;
    if (!renderAttachment) throw new Error('this process cannot draw mail attachments');
    return Promise.all(refs.map((ref) => renderAttachment(ref)));
  }
}
