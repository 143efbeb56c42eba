import { startFakeServer, type IFakeServer } from './fake-server.js';

export const STRIPE_KEYS = {
  secretKey: 'sk_test_fake_shop',
  publishableKey: 'pk_test_fake_shop',
  webhookSecret: 'whsec_fake_shop',
};

export interface IFakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
}

export interface IFakeStripe extends IFakeServer {
  intents: Map<string, IFakeIntent>;
  refunds: { id: string; payment_intent: string; amount: number; idempotencyKey: string }[];
  /** What Stripe.js would have done: the customer paid (or was declined) on Stripe's side. */
  settle: (id: string, status: 'succeeded' | 'requires_payment_method', declineMessage?: string) => void;
  complaints: string[];
  /**
   * The next `times` refund requests go wrong: 'down' answers 500 without refunding, 'lost' refunds and then answers
   * 500 (the answer lost on the way back), 'refuse' answers 400 as Stripe does for a charge already refunded.
   */
  refundTrouble: { mode: 'down' | 'lost' | 'refuse'; times: number } | null;
  /** Runs while a refund request is being handled, before the answer: for checks made during the call. */
  duringRefund: (() => Promise<void>) | null;
}

const errorBody = (message: string, type = 'invalid_request_error') => ({ error: { type, message } });

/**
 * Stripe's PaymentIntents and Refunds as far as the shop uses them: checks the secret key and requires an
 * Idempotency-Key on every create, answering a repeated key with the first object like Stripe does.
 */
export async function startFakeStripe(): Promise<IFakeStripe> {
  const intents = new Map<string, IFakeIntent>();
  const byKey = new Map<string, unknown>();
  const refunds: IFakeStripe['refunds'] = [];
  const complaints: string[] = [];
  let counter = 0;
  const fake: Pick<IFakeStripe, 'refundTrouble' | 'duringRefund'> = {
    refundTrouble: null,
    duringRefund: null,
  };
  const server = await startFakeServer(async (req) => {
    if (req.headers.authorization !== `Bearer ${STRIPE_KEYS.secretKey}`)
      return { status: 401, body: errorBody('Invalid API Key provided') };
    const form = new URLSearchParams(req.body);
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : '';
    const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(req.path);
    const cancel = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(req.path);
    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      if (!idempotencyKey) {
        complaints.push('payment intent created without an Idempotency-Key');
        return { status: 400, body: errorBody('Idempotency-Key required by the fake') };
      }
      if (byKey.has(idempotencyKey)) return { status: 200, body: byKey.get(idempotencyKey) };
      const id = `pi_fake${++counter}`;
      const intent: IFakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${counter}`,
        metadata: { orderNumber: form.get('metadata[orderNumber]') ?? '' },
        last_payment_error: null,
      };
      intents.set(id, intent);
      byKey.set(idempotencyKey, intent);
      return { status: 200, body: intent };
    }
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      return intent
        ? { status: 200, body: intent }
        : { status: 404, body: errorBody('No such payment_intent') };
    }
    if (req.method === 'POST' && cancel) {
      const intent = intents.get(cancel[1]!);
      if (!intent) return { status: 404, body: errorBody('No such payment_intent') };
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      if (!idempotencyKey) {
        complaints.push('refund created without an Idempotency-Key');
        return { status: 400, body: errorBody('Idempotency-Key required by the fake') };
      }
      await fake.duringRefund?.();
      const trouble = fake.refundTrouble?.times ? fake.refundTrouble : null;
      if (trouble) trouble.times--;
      if (trouble?.mode === 'down') return { status: 500, body: errorBody('Stripe is down', 'api_error') };
      if (trouble?.mode === 'refuse')
        return { status: 400, body: errorBody('Charge ch_fake has already been refunded.') };
      if (byKey.has(idempotencyKey))
        return trouble
          ? { status: 500, body: errorBody('The answer was lost', 'api_error') }
          : { status: 200, body: byKey.get(idempotencyKey) };
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded')
        return { status: 400, body: errorBody('This PaymentIntent has no successful charge') };
      const refund = {
        id: `re_fake${++counter}`,
        object: 'refund',
        payment_intent: intent.id,
        amount: Number(form.get('amount')),
        status: 'succeeded',
      };
      refunds.push({ ...refund, idempotencyKey });
      byKey.set(idempotencyKey, refund);
      if (trouble?.mode === 'lost')
        return { status: 500, body: errorBody('The answer was lost', 'api_error') };
      return { status: 200, body: refund };
    }
    return { status: 404, body: errorBody(`Unrecognized request URL (${req.method}: ${req.path})`) };
  });
  return Object.assign(fake, server, {
    intents,
    refunds,
    complaints,
    settle: (id: string, status: 'succeeded' | 'requires_payment_method', declineMessage?: string) => {
      const intent = intents.get(id)!;
      intent.status = status;
      intent.last_payment_error = declineMessage ? { message: declineMessage } : null;
    },
  });
}
