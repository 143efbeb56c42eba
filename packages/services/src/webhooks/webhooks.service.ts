import crypto from 'node:crypto';
import { OutboxMessage, WebhookEndpoint } from '@shop/db';
import {
  OUTBOX_MAX_ATTEMPTS,
  PAGE_SIZE,
  pageOffset,
  paginated,
  type IPaginated,
  type TOutboxState,
  type TWebhookCreateInput,
  type TWebhookDeliveriesInput,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type TWebhookEndpointWithSecret,
  type TWebhookUpdateInput,
} from '@shop/domain';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import { updateWhere } from '../common/sql.js';
import { ConflictError, FieldValidationError, NotFoundError } from '../errors.js';
import { maskSecrets } from '../outbox/index.js';
import { wholeSecond } from '../outbox/index.js';
import { checkWebhookTarget, WebhookAddressError, type IAddressPolicy } from './address-guard.js';
import { eventsOf } from './webhook-events.js';

/** A new signing secret in the Standard Webhooks form: whsec_ and 24 random bytes in base64. */
function newSecret(): string {
  return `whsec_${crypto.randomBytes(24).toString('base64')}`;
}

/** An endpoint as the back-office lists it: everything but its secret. */
function toEndpoint(row: WebhookEndpoint): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: eventsOf(row),
    enabled: row.enabled,
    failingSince: row.failingSince ? row.failingSince.toISOString() : null,
    disabledAt: row.disabledAt ? row.disabledAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDelivery(row: OutboxMessage): TWebhookDelivery {
  return {
    id: row.id,
    endpointId: row.webhookEndpointId ?? 0,
    event: row.subject,
    state: row.state as TOutboxState,
    attempts: row.attempts,
    maxAttempts: OUTBOX_MAX_ATTEMPTS,
    responseStatus: row.responseStatus,
    lastError: row.lastError === null ? null : maskSecrets(row.lastError),
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The back-office's webhooks (/admin/webhooks): endpoints an ADMIN registers with the events they want, each with a
 * signing secret shown only when made (creation, rotation), and their deliveries (outbox rows of kind 'webhook')
 * with a resend. An address is checked when it is registered as when it is delivered to (address-guard.ts).
 */
export class WebhooksService {
  constructor(
    private readonly db: Db,
    private readonly deps: Partial<IAddressPolicy> & { now: TClock; onQueued?: (() => void) | undefined },
  ) {}

  private get endpoints() {
    return this.db.repo(WebhookEndpoint);
  }

  async getList(): Promise<TWebhookEndpoint[]> {
    return (await this.endpoints.find({ order: { id: 'ASC' } })).map(toEndpoint);
  }

  async detail(id: number): Promise<TWebhookEndpoint> {
    return toEndpoint(await findOrThrow(this.endpoints, id, 'Webhook endpoint'));
  }

  async create(input: TWebhookCreateInput): Promise<TWebhookEndpointWithSecret> {
    await this.assertReachable(input.url);
    const secret = newSecret();
    const { identifiers } = await this.endpoints.insert({
      url: input.url,
      description: input.description,
      events: JSON.stringify(input.events),
      secret,
    });
    return { ...(await this.detail(Number(identifiers[0]!.id))), secret };
  }

  /** Enabling again also forgets the run of failures that disabled it. */
  async update(input: TWebhookUpdateInput): Promise<TWebhookEndpoint> {
    await findOrThrow(this.endpoints, input.id, 'Webhook endpoint');
    if (input.url !== undefined) await this.assertReachable(input.url);
    await this.endpoints.update(
      { id: input.id },
      {
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.events !== undefined ? { events: JSON.stringify(input.events) } : {}),
        ...(input.enabled === true ? { enabled: true, failingSince: null, disabledAt: null } : {}),
        ...(input.enabled === false ? { enabled: false, disabledAt: wholeSecond(this.deps.now()) } : {}),
      },
    );
    return this.detail(input.id);
  }

  /** A new secret, shown this once; the deliveries still waiting are signed with it when they go. */
  async rotateSecret(id: number): Promise<TWebhookEndpointWithSecret> {
    await findOrThrow(this.endpoints, id, 'Webhook endpoint');
    const secret = newSecret();
    await this.endpoints.update({ id }, { secret });
    return { ...(await this.detail(id)), secret };
  }

  /** The endpoint goes; its deliveries stay listed in the outbox, and those still waiting are cancelled when due. */
  async delete(id: number): Promise<{ success: true }> {
    await findOrThrow(this.endpoints, id, 'Webhook endpoint');
    await this.endpoints.delete({ id });
    return { success: true };
  }

  /** One endpoint's deliveries, newest first, 15 a page. */
  async deliveries(input: TWebhookDeliveriesInput): Promise<IPaginated<TWebhookDelivery>> {
    await findOrThrow(this.endpoints, input.id, 'Webhook endpoint');
    const [rows, total] = await this.db.repo(OutboxMessage).findAndCount({
      where: { kind: 'webhook', webhookEndpointId: input.id },
      order: { id: 'DESC' },
      skip: pageOffset(input.page),
      take: PAGE_SIZE,
    });
    return paginated(rows.map(toDelivery), total, input.page);
  }

  /**
   * Sends a delivery again from its first attempt: a failed, cancelled or sent one (the receiver lost it), not one
   * waiting or being sent. Its endpoint must be enabled: a delivery to a disabled one would only be cancelled.
   */
  async resend(deliveryId: number): Promise<TWebhookDelivery> {
    const row = await this.db.repo(OutboxMessage).findOneBy({ id: deliveryId, kind: 'webhook' });
    if (!row) throw new NotFoundError('Delivery');
    const endpoint = await this.endpoints.findOneBy({ id: row.webhookEndpointId ?? 0 });
    if (!endpoint?.enabled) throw new ConflictError('Enable the endpoint before sending to it again.');
    const changed = await updateWhere(
      this.db,
      OutboxMessage,
      {
        state: 'pending',
        attempts: 0,
        nextAttemptAt: wholeSecond(this.deps.now()),
        lastError: null,
        responseStatus: null,
      },
      "id = :id AND state IN ('failed', 'cancelled', 'sent')",
      { id: deliveryId },
    );
    if (!changed) throw new ConflictError('This delivery is waiting or being sent already.');
    const delivery = toDelivery(await this.db.repo(OutboxMessage).findOneByOrFail({ id: deliveryId }));
    if (this.deps.onQueued) this.db.afterCommit(this.deps.onQueued);
    return delivery;
  }

  /** 422 on `url` when the address may not take webhooks (its form, or where it resolves). */
  private async assertReachable(url: string): Promise<void> {
    try {
      await checkWebhookTarget(url, {
        allowPrivate: this.deps.allowPrivate ?? false,
        resolve: this.deps.resolve,
      });
    } catch (error) {
      if (error instanceof WebhookAddressError) throw new FieldValidationError({ url: [error.message] });
      throw error;
    }
  }
}
