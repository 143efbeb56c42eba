import { OutboxMessage, StaffMember, WebhookEndpoint } from '@shop/db';
import { ROLE, WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_TIMEOUT_MS } from '@shop/domain';
import { Webhook } from 'standardwebhooks';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { updateWhere } from '../common/sql.js';
import type { IMailQueue } from '../mail/mailer.js';
import { OutboxMailQueue } from '../outbox/index.js';
import { errorText, wholeSecond, type IClaimedMessage } from '../outbox/index.js';
import type { IAddressPolicy } from './address-guard.js';
import type { IWebhookPayload } from './webhook-events.js';
import { postWebhook } from './webhook-http.js';

/** WEBHOOKS_ALLOW_PRIVATE (false when left out) and the resolver (tests give their own), with the clock. */
export interface IWebhookDeliveryDeps extends Partial<IAddressPolicy> {
  now: TClock;
  timeoutMs?: number | undefined;
  /** PUBLIC_URL, for the mail's link to the back-office. */
  publicUrl?: string | undefined;
  /** Wakes the outbox worker once the admins' mail about a disabled endpoint is queued. */
  onMailQueued?: (() => void) | undefined;
}

/** A delivery the worker must not retry: its endpoint is gone or disabled, so the row was cancelled. */
export type TWebhookOutcome = 'sent' | 'dropped';

/**
 * Sends one claimed outbox row of kind 'webhook' for the outbox worker, outside any transaction: signed with its
 * endpoint's current secret (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature), posted through
 * the address guard with a timeout. The answer's status is kept on the row. A failure throws, and the worker puts
 * the row back with the outbox's backoff; it also starts or continues the endpoint's run of failures, and a run of a
 * day disables the endpoint, with a mail to every admin queued in the same transaction.
 */
export class WebhookDelivery {
  /** The admins hear of an endpoint disabled through the outbox, as of everything else. */
  private readonly mailer: IMailQueue;

  constructor(
    private readonly db: Db,
    private readonly deps: IWebhookDeliveryDeps,
  ) {
    this.mailer = new OutboxMailQueue(db, { now: deps.now, onQueued: deps.onMailQueued });
  }

  async deliver(message: IClaimedMessage): Promise<TWebhookOutcome> {
    const { row } = message;
    const endpoint =
      row.webhookEndpointId === null
        ? null
        : await this.db.repo(WebhookEndpoint).findOneBy({ id: row.webhookEndpointId });
    if (!endpoint?.enabled) {
      await this.drop(message, endpoint ? 'The endpoint is disabled.' : 'The endpoint was deleted.');
      return 'dropped';
    }
    const payload = JSON.parse(row.payload) as IWebhookPayload;
    const body = JSON.stringify({ type: payload.type, timestamp: payload.timestamp, data: payload.data });
    const at = this.deps.now();
    const answer = await postWebhook(
      {
        url: endpoint.url,
        headers: {
          'webhook-id': payload.id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': new Webhook(endpoint.secret).sign(payload.id, at, body),
        },
        body,
      },
      {
        allowPrivate: this.deps.allowPrivate ?? false,
        resolve: this.deps.resolve,
        timeoutMs: this.deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      },
    );
    await updateWhere(
      this.db,
      OutboxMessage,
      { responseStatus: answer.status },
      'id = :id AND claim_token = :token',
      { id: row.id, token: message.token },
    );
    if (answer.ok) {
      // A success ends the run of failures (written only when there was one: most deliveries change nothing here).
      if (endpoint.failingSince)
        await updateWhere(this.db, WebhookEndpoint, { failingSince: null }, 'id = :id', { id: endpoint.id });
      return 'sent';
    }
    await this.noteFailure(endpoint);
    throw new Error(answer.error);
  }

  /** The row is cancelled with the reason, if this worker still owns it. */
  private async drop({ row, token }: IClaimedMessage, reason: string): Promise<void> {
    await updateWhere(
      this.db,
      OutboxMessage,
      { state: 'cancelled', claimToken: null, leaseUntil: null, lastError: errorText(reason) },
      "id = :id AND claim_token = :token AND state = 'sending'",
      { id: row.id, token },
    );
  }

  private async noteFailure(endpoint: WebhookEndpoint): Promise<void> {
    const now = wholeSecond(this.deps.now());
    await updateWhere(this.db, WebhookEndpoint, { failingSince: now }, 'id = :id AND failing_since IS NULL', {
      id: endpoint.id,
    });
    const since = endpoint.failingSince ?? now;
    if (now.getTime() - since.getTime() >= WEBHOOK_DISABLE_AFTER_MS) await this.disable(endpoint, now);
  }

  /** Disabled once (of two workers failing at once, one disables and mails), the admins told in the same transaction. */
  private async disable(endpoint: WebhookEndpoint, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const changed = await updateWhere(
        tx,
        WebhookEndpoint,
        { enabled: false, disabledAt: now },
        'id = :id AND enabled = :enabled',
        { id: endpoint.id, enabled: true },
      );
      if (!changed) return;
      const admins = await tx
        .repo(StaffMember)
        .find({ where: { role: ROLE.ADMIN }, select: { email: true } });
      const link = `${(this.deps.publicUrl ?? 'http://localhost:3000').replace(/\/$/, '')}/admin/webhooks`;
      for (const admin of admins)
        await this.mailer.send(
          {
            to: admin.email,
            subject: 'A webhook endpoint was disabled',
            text:
              `Deliveries to ${endpoint.url} have failed for a day without one success, so the shop stopped ` +
              `sending to it. Fix the receiver, then enable the endpoint again and resend what it missed: ${link}`,
          },
          { tx },
        );
    });
  }
}
