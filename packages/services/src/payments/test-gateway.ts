import crypto from 'node:crypto';
import { CHECKOUT_MESSAGES, type TTestCard } from '@shop/domain';
import { FieldValidationError } from '../errors.js';
import { type IPaymentProvider, type IPaymentSession, type TChargeOutcome } from './payment-provider.js';

/** The well-known test card numbers and what each does (the same numbers Stripe's test mode uses). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const reference = (prefix: string) => `${prefix}_${crypto.randomBytes(9).toString('base64url')}`;

export const EXPIRED_CARD_MESSAGE = 'Your card has expired. Check the expiry date or use another card.';

/**
 * True when a card's MM/YY expiry is past at `now`: a card is good through the last day of its month (UTC, as the
 * card networks read it). The form checks the MM/YY shape; a year YY is 20YY.
 */
export function cardExpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return true;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return true;
  const year = 2000 + Number(match[2]);
  // The first moment after the card's last month: month is 1-based, so Date.UTC(year, month) is the next month.
  return now.getTime() >= Date.UTC(year, month, 1);
}

/**
 * The built-in gateway when no Stripe keys are set, so the shop can be tried offline: it accepts the test card
 * numbers only, and never sees or stores a real card.
 */
export class TestGateway implements IPaymentProvider {
  readonly kind = 'test';

  constructor(private readonly now: () => Date = () => new Date()) {}

  async start(): Promise<IPaymentSession> {
    return { providerRef: null, clientSecret: null, publishableKey: null };
  }

  async charge(_payment: unknown, card: TTestCard | undefined): Promise<TChargeOutcome> {
    if (!card) throw new FieldValidationError({ 'testCard.number': ['Enter the card number.'] });
    // As a real card network would: an expired card is declined, whatever its number.
    if (cardExpired(card.expiry, this.now())) return { kind: 'declined', reason: EXPIRED_CARD_MESSAGE };
    switch (card.number) {
      case TEST_CARDS.success:
        return { kind: 'succeeded', providerRef: reference('test_ch') };
      case TEST_CARDS.declined:
        return { kind: 'declined', reason: CHECKOUT_MESSAGES.declined };
      case TEST_CARDS.insufficientFunds:
        return { kind: 'declined', reason: CHECKOUT_MESSAGES.insufficientFunds };
      default:
        return { kind: 'declined', reason: CHECKOUT_MESSAGES.testCardOnly };
    }
  }

  /**
   * Nothing leaves the shop: the refund is recorded by the caller under this reference, the same for every try of
   * one refund (as Stripe answers a repeated idempotency key).
   */
  async refund(
    _payment: unknown,
    _amountCents: number,
    idempotencyKey: string,
  ): Promise<{ providerRef: string }> {
    return {
      providerRef: `test_re_${crypto.createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 12)}`,
    };
  }

  async abandon(): Promise<void> {}
}
