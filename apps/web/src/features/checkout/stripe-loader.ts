import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const stripes = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js once per key, for the payment step and the pay-over-time messages alike; a load that failed (offline,
 * blocked) is tried again next time, not remembered. Only lazily loaded modules import this.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      stripes.delete(publishableKey);
      return null;
    });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}
