import { CHECKOUT_MESSAGES, type TPaymentStart } from '@shop/domain';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '#/components/FormField';
import { Icon } from '#/components/Icon';
import { Spinner } from '#/components/Spinner';
import { errorMessageOf } from '#/lib/api-errors';
import formAlertCss from '#/styles/form-alert.module.css';
import formCss from '#/styles/form.module.css';
import checkoutFormCss from '#/styles/checkout-form.module.css';
import { stripeFor } from './stripe-loader';

/**
 * Stripe's Payment Element: the card goes from the customer's browser to Stripe, never through our server. This
 * module (and Stripe.js, which it loads from Stripe) is fetched only when a payment is due and Stripe is the
 * provider: no browsing page carries it.
 */

interface IStripePaymentProps {
  start: TPaymentStart;
  /**
   * Stripe accepted the payment: the server verifies it with Stripe and records it. Resolves with a message when
   * the order is still unpaid after all, else null.
   */
  onConfirmed: () => Promise<string | null>;
  /** Stripe refused it: the server records the attempt and the customer may try again. Resolves with the message. */
  onFailed: (reason: string) => Promise<string>;
}

const APPEARANCE = {
  theme: 'stripe' as const,
  variables: {
    colorPrimary: '#2f5d50',
    colorText: '#29241f',
    borderRadius: '6px',
    fontFamily: 'system-ui, sans-serif',
  },
};

function StripeForm({ start, onConfirmed, onFailed }: IStripePaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  // Back from a payment method that redirects (a bank page): Stripe appends the intent's secret to our address.
  const [returning] = useState(
    () =>
      !!start.clientSecret &&
      new URLSearchParams(window.location.search).get('payment_intent_client_secret') === start.clientSecret,
  );
  const [busy, setBusy] = useState(returning);
  const [ready, setReady] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const checked = useRef(false);

  useEffect(() => {
    const secret = start.clientSecret;
    if (!stripe || !secret || !returning || checked.current) return;
    checked.current = true;
    void stripe
      .retrievePaymentIntent(secret)
      .then(({ paymentIntent, error }) =>
        paymentIntent && ['succeeded', 'processing', 'requires_capture'].includes(paymentIntent.status)
          ? onConfirmed()
          : onFailed(error?.message ?? 'The payment was not completed.'),
      )
      .then(setMessage, (err: unknown) => setMessage(errorMessageOf(err)))
      .finally(() => setBusy(false));
  }, [stripe, start.clientSecret, returning, onConfirmed, onFailed]);

  const pay = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    setMessage(null);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href.split('?')[0]! },
      });
      setMessage(error ? await onFailed(error.message ?? CHECKOUT_MESSAGES.declined) : await onConfirmed());
    } catch (err) {
      setMessage(errorMessageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      method="post"
      className={formCss.form}
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <FormAlert message={message} />
      {!ready ? <Spinner label="Loading the secure card form" /> : null}
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      <div className={checkoutFormCss['checkout-form__actions']}>
        <button
          type="submit"
          className="button button--large"
          disabled={!stripe || !ready || busy}
          aria-busy={busy}
        >
          <Icon name="lock" size={18} />
          {busy ? 'Paying…' : `Pay ${start.total}`}
        </button>
      </div>
    </form>
  );
}

export default function StripePayment(props: IStripePaymentProps) {
  const { clientSecret, publishableKey } = props.start;
  const load = () => (publishableKey ? stripeFor(publishableKey) : Promise.resolve(null));
  // Elements takes its Stripe once: another attempt to load Stripe.js mounts a new one (the key).
  const [{ stripe, attempt }, setLoad] = useState(() => ({ stripe: load(), attempt: 0 }));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => current && setFailed(!loaded));
    return () => {
      current = false;
    };
  }, [stripe]);

  if (!clientSecret || !publishableKey) {
    return (
      <p className={formAlertCss['form-alert']} role="alert">
        The payment form could not be started. Please cancel this order and try again.
      </p>
    );
  }
  if (failed) {
    return (
      <div className={formAlertCss['form-alert']} role="alert">
        <p>The secure card form could not be loaded. Check your connection and try again.</p>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setFailed(false);
            setLoad({ stripe: load(), attempt: attempt + 1 });
          }}
        >
          Try again
        </button>
      </div>
    );
  }
  return (
    <Elements key={attempt} stripe={stripe} options={{ clientSecret, appearance: APPEARANCE }}>
      <StripeForm {...props} />
    </Elements>
  );
}
