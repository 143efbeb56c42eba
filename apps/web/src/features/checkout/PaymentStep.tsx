import type { TPaymentStart, TTestCard } from '@shop/domain';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { Spinner } from '#/components/Spinner';
import { TestCardForm } from './TestCardForm';
import formAlertCss from '#/styles/form-alert.module.css';
import styles from './PaymentStep.module.css';

// Stripe's code comes only with a Stripe payment, never with the test gateway or any other page.
const StripePayment = lazy(() => import('./StripePayment'));

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

interface IPaymentStepProps {
  start: TPaymentStart;
  paying: boolean;
  payWithTestCard: (card: TTestCard) => Promise<string | null>;
  stripeConfirmed: () => Promise<string | null>;
  stripeFailed: (reason: string) => Promise<string>;
  cancelling: boolean;
  cancelError: string | null;
  onCancel: () => Promise<void>;
}

/** Step 3: the card form of the configured provider, and a way out that releases the held stock. */
export function PaymentStep(props: IPaymentStepProps) {
  const { start } = props;
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles['payment-step']}>
      <p className={styles['payment-step__hold']}>
        Order <strong>{start.orderNumber}</strong> is reserved for you until {time(start.reservedUntil)}.
      </p>
      {start.provider === 'stripe' ? (
        <Suspense fallback={<Spinner label="Loading the secure card form" />}>
          <StripePayment start={start} onConfirmed={props.stripeConfirmed} onFailed={props.stripeFailed} />
        </Suspense>
      ) : (
        <TestCardForm total={start.total} pending={props.paying} onPay={props.payWithTestCard} />
      )}
      <div className={styles['payment-step__cancel']}>
        {props.cancelError ? (
          <p className={formAlertCss['form-alert']} role="alert">
            {props.cancelError}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--ghost button--danger-text"
          onClick={() => setConfirming(true)}
          disabled={props.paying || props.cancelling}
        >
          Cancel order
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Cancel order ${start.orderNumber}?`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busyLabel="Cancelling…"
        busy={props.cancelling}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => void props.onCancel().finally(() => setConfirming(false))}
      >
        <p>
          Nothing is charged, and the items held for this order go back on sale. Your cart stays as it is.
        </p>
      </ConfirmDialog>
    </div>
  );
}
