import { z } from 'zod';
import { ZId } from '../common/fields.js';
import { ZPageInput, ZPaginated } from '../common/pagination.js';
import { OUTBOX_STATES } from '../outbox/outbox-states.js';
import { WEBHOOK_EVENTS } from './webhook-events.js';

/** The answers the back-office gets when an endpoint's address cannot be registered (422 on `url`). */
export const WEBHOOK_MESSAGES = {
  invalid: 'Enter a full address, such as https://example.com/hooks.',
  scheme: 'The address must start with http:// or https://.',
  credentials: 'The address must not carry a user name or password.',
  unresolved: 'This host name could not be resolved.',
  privateAddress:
    'This address is private (loopback, private network, link-local or metadata): webhooks go to public addresses only unless WEBHOOKS_ALLOW_PRIVATE=1 is set.',
} as const;

/** The address's form and reach are checked by the service (it resolves the host): 422 with WEBHOOK_MESSAGES. */
const ZWebhookUrl = z.string().trim().min(1, 'Enter the address').max(500);
const ZWebhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, 'Choose at least one event')
  .transform((events) => [...new Set(events)]);

/** An endpoint as the back-office lists it: never its secret. */
export const ZWebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpointList = z.array(ZWebhookEndpoint);

/** The answer of create and rotate: the endpoint with its signing secret, shown this once. */
export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({ secret: z.string() });
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

export const ZWebhookCreateInput = z.object({
  url: ZWebhookUrl,
  description: z.string().trim().max(120).default(''),
  events: ZWebhookEvents,
});
export type TWebhookCreateInput = z.infer<typeof ZWebhookCreateInput>;

/** Changes what is given; `enabled: true` also forgets a run of failures (an endpoint disabled comes back). */
export const ZWebhookUpdateInput = z.object({
  id: ZId,
  url: ZWebhookUrl.optional(),
  description: z.string().trim().max(120).optional(),
  events: ZWebhookEvents.optional(),
  enabled: z.boolean().optional(),
});
export type TWebhookUpdateInput = z.infer<typeof ZWebhookUpdateInput>;

/** One delivery of an event to an endpoint: an outbox row of kind 'webhook'. */
export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  event: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

/** POST /api/admin/webhooks/deliveries/{id}: an endpoint's deliveries, newest first, 15 a page. */
export const ZWebhookDeliveriesInput = ZPageInput.extend({ id: ZId });
export type TWebhookDeliveriesInput = z.infer<typeof ZWebhookDeliveriesInput>;
export const ZWebhookDeliveryList = ZPaginated(ZWebhookDelivery);
