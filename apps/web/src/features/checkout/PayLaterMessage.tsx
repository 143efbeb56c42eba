import { useEffect, useRef, useState } from 'react';
import type { StripePaymentMethodMessagingElement } from '@stripe/stripe-js';
import { stripeFor } from './stripe-loader';
import styles from './PayLater.module.css';

/**
 * Stripe's Payment Method Messaging Element: pay-over-time offers (Affirm, Klarna, Afterpay) for this amount, as the
 * shop's Stripe account has them; Stripe decides which, if any, the buyer is offered. Lazily loaded with Stripe.js.
 * The element is created once and told of a new amount (a quantity or a variant chosen).
 */
export default function PayLaterMessage({
  publishableKey,
  amountCents,
}: {
  publishableKey: string;
  amountCents: number;
}) {
  const node = useRef<HTMLDivElement>(null);
  const element = useRef<StripePaymentMethodMessagingElement | null>(null);
  const [failed, setFailed] = useState(false);
  const amount = useRef(amountCents);

  useEffect(() => {
    let cancelled = false;
    void stripeFor(publishableKey).then((stripe) => {
      if (cancelled || !node.current) return;
      if (!stripe) return setFailed(true);
      const created = stripe.elements().create('paymentMethodMessaging', {
        amount: amount.current,
        currency: 'USD',
        countryCode: 'US',
      });
      created.mount(node.current);
      element.current = created;
    });
    return () => {
      cancelled = true;
      element.current?.destroy();
      element.current = null;
    };
  }, [publishableKey]);

  useEffect(() => {
    // Read by the element made after Stripe.js arrives; one made already is told at once.
    amount.current = amountCents;
    element.current?.update({ amount: amountCents });
  }, [amountCents]);

  // Nothing to say when Stripe.js cannot be reached: the offers are a help, never in the way of buying.
  if (failed) return null;
  return <div ref={node} className={styles['pay-later']} data-testid="pay-later" />;
}
