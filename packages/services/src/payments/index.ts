import type { IPaymentProvider } from './payment-provider.js';
import { StripeProvider, type IStripeConfig } from './stripe.provider.js';
import { TestGateway } from './test-gateway.js';

export * from './payment-provider.js';
export * from './stripe.provider.js';
export * from './test-gateway.js';

export interface IPaymentConfig {
  /** STRIPE_* set: Stripe; unset: the built-in test gateway. */
  stripe?: Partial<IStripeConfig> | undefined;
}

export function createPaymentProvider(config: IPaymentConfig = {}): IPaymentProvider {
  const secretKey = config.stripe?.secretKey;
  return secretKey ? new StripeProvider({ ...config.stripe, secretKey }) : new TestGateway();
}
