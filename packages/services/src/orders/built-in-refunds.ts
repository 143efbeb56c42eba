import { ConflictError } from '../errors.js';
import type { IRefundGateway } from './order-admin.service.js';

/**
 * Refunds of the built-in test gateway: its payments never left the shop, so giving one back is the shop's own
 * record alone. A Stripe payment needs Stripe's refund call, which this gateway cannot make: it refuses, and the
 * cancel changes nothing.
 */
export const builtInRefunds: IRefundGateway = {
  refund(payment) {
    if (payment.provider === 'test') return Promise.resolve();
    return Promise.reject(
      new ConflictError(`Refunds through ${payment.provider} are not available on this server.`),
    );
  },
};
