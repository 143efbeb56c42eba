import { createRequire } from 'node:module';
import type Stripe from 'stripe';

let loaded: typeof Stripe | undefined;

/**
 * stripe-node, loaded the first time the shop talks to Stripe or checks a Stripe webhook: most app processes (every
 * shop without Stripe keys, most test servers) never do, and importing it at every start cost about a fifth of a
 * second of CPU. Loaded with `require`, so that its callers stay synchronous (a webhook is checked as it arrives).
 */
export function stripeModule(): typeof Stripe {
  loaded ??= createRequire(import.meta.url)('stripe') as typeof Stripe;
  return loaded;
}
