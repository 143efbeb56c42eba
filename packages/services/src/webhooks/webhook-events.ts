import crypto from 'node:crypto';
import { OutboxMessage, WebhookEndpoint } from '@shop/db';
import type { TWebhookEvent } from '@shop/domain';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { wholeSecond } from '../outbox/index.js';

/** The longest address the outbox's recipient column keeps. */
const RECIPIENT_LENGTH = 190;

/** What the webhook row's payload holds: the Standard Webhooks message id, kept across retries, and the body. */
export interface IWebhookPayload {
  id: string;
  type: TWebhookEvent;
  timestamp: string;
  data: Record<string, unknown>;
}

/** How the use cases report an event: in their own transaction, so that it exists exactly when the change does. */
export interface IWebhookEvents {
  emit(tx: Db, type: TWebhookEvent, data: Record<string, unknown>): Promise<void>;
}

/**
 * The address as the outbox's list shows it, which managers read too: without its query and fragment, where a
 * receiver's token may sit (the endpoint keeps the whole address, shown to ADMINs only).
 */
function listedAddress(url: string): string {
  try {
    const { origin, pathname } = new URL(url);
    return `${origin}${pathname}`.slice(0, RECIPIENT_LENGTH);
  } catch {
    return '';
  }
}

/** The events an endpoint asked for, as stored (a JSON array); nothing when the column holds something else. */
export function eventsOf(endpoint: Pick<WebhookEndpoint, 'events'>): TWebhookEvent[] {
  try {
    const events: unknown = JSON.parse(endpoint.events);
    return Array.isArray(events) ? (events as TWebhookEvent[]) : [];
  } catch {
    return [];
  }
}

/**
 * Each event becomes one outbox row of kind 'webhook' per enabled endpoint that asked for it, written on the Db
 * the use case gives (its transaction) and due at once; the outbox worker signs and posts it later. `onQueued`
 * wakes this process's worker once the rows are committed.
 */
export class WebhookEventQueue implements IWebhookEvents {
  constructor(private readonly deps: { now: TClock; onQueued?: (() => void) | undefined }) {}

  async emit(tx: Db, type: TWebhookEvent, data: Record<string, unknown>): Promise<void> {
    const endpoints = (await tx.repo(WebhookEndpoint).findBy({ enabled: true })).filter((endpoint) =>
      eventsOf(endpoint).includes(type),
    );
    if (endpoints.length === 0) return;
    const at = this.deps.now();
    await tx.repo(OutboxMessage).insert(
      endpoints.map((endpoint) => {
        const payload: IWebhookPayload = {
          id: `msg_${crypto.randomUUID()}`,
          type,
          timestamp: at.toISOString(),
          data,
        };
        return {
          kind: 'webhook',
          recipient: listedAddress(endpoint.url),
          subject: type,
          payload: JSON.stringify(payload),
          nextAttemptAt: wholeSecond(at),
          orderId: typeof data.orderId === 'number' ? data.orderId : null,
          webhookEndpointId: endpoint.id,
        };
      }),
    );
    const { onQueued } = this.deps;
    if (onQueued) tx.afterCommit(onQueued);
  }
}
