import crypto from 'node:crypto';
import { createServices, type IServiceDeps } from '@shop/services';
import Stripe from 'stripe';
import { createContextInner, type IRequestHttp } from '../context.js';
import { createCaller } from '../router.js';
import type { IHarness } from './harness.js';

/** A US address the checkout accepts. */
export const ADDRESS = {
  name: 'Cy Customer',
  phone: '503-555-0100',
  addressLine1: '1 Main Street',
  addressLine2: '',
  city: 'Portland',
  state: 'OR' as const,
  postalCode: '97201',
  country: 'US' as const,
};

/** A fresh checkout or payment attempt key, as the web app makes one. */
export const attemptKey = () => crypto.randomBytes(12).toString('hex');

export const testCard = (number: string) => ({ number, expiry: '12/30', cvc: '123' });
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
};

/** Services over the harness's database with other providers (a fake Stripe or FedEx), and a caller for them. */
export function servicesWith(
  h: IHarness,
  deps: Pick<IServiceDeps, 'payments' | 'shipping' | 'mailTransport' | 'tax'>,
) {
  const services = createServices({ dataSource: h.dataSource, dataDir: h.dataDir, ...deps });
  return {
    services,
    caller: (http: IRequestHttp) => createCaller(createContextInner({ services, http })),
  };
}

/** A webhook delivery signed like Stripe signs it (or with another secret, for the refusal test). */
export function signedEvent(
  secret: string,
  event: { id: string; type: string; object: Record<string, unknown> },
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** The `errors` map a refused call carries (zod or service validation), for assertions. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const cause = (error as { cause?: { fieldErrors?: Record<string, string[]>; issues?: unknown[] } }).cause;
  if (cause?.fieldErrors) return cause.fieldErrors;
  const errors: Record<string, string[]> = {};
  for (const issue of (cause?.issues ?? []) as { path: PropertyKey[]; message: string }[])
    (errors[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return errors;
}
