import { legacyErrorBody } from '@shop/api';
import { WebhookSignatureError, type TServices } from '@shop/services';
import type { FastifyInstance } from 'fastify';

export const PAYMENT_WEBHOOK_PATH = '/api/payment/webhook';

/** Stripe's events are small; anything bigger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/payment/webhook: Stripe's signed events about PaymentIntents. A plain route because the signature
 * covers the raw bytes of the body, which must reach the check untouched; it carries no cookie and is exempt from
 * the X-Requested-With check (its signature authenticates it). 400 for a bad signature (nothing changes); 200 for
 * everything verified, even events the shop does not act on, so that Stripe stops redelivering them.
 */
export async function registerPaymentWebhook(app: FastifyInstance, services: TServices) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      try {
        const result = await services.checkout.webhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        if (result.outcome === 'unknown-payment' || result.outcome === 'ignored')
          request.log.warn(result, 'payment webhook event not applied');
        else request.log.info(result, 'payment webhook event');
        return { received: true, outcome: result.outcome };
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'payment webhook refused');
        return reply.code(400).send(legacyErrorBody({ message: error.message, code: 'BAD_REQUEST' }));
      }
    });
  });
}
