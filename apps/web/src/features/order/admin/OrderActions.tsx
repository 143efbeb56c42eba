import { ORDER_ACTION_LABELS, formatUsd, type TAdminOrderDetail, type TOrderAction } from '@shop/domain';
import { useState } from 'react';
import { FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { FormDialog } from './FormDialog';
import { RefundPartDialog, canRefundPart } from './RefundPartDialog';
import { centsToDollars, parseDollars, refundProblem } from './refund-amount';
import styles from './OrderActions.module.css';

const PROVIDERS: Record<string, string> = { test: 'the test gateway', stripe: 'Stripe' };

/**
 * The moves the order allows now, and only those (the server says which). Preparing and delivery go at a click;
 * shipping asks for the tracking number, cancelling asks for confirmation with the refund. A 409 (someone else moved
 * the order first, or it cannot move that way) is told in a toast and the order is read again.
 */
export function OrderActions({ order }: { order: TAdminOrderDetail }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const [dialog, setDialog] = useState<'ship' | 'cancel' | 'refundPart' | null>(null);
  const [tracking, setTracking] = useState('');
  const [refund, setRefund] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const process = trpc.order.process.useMutation();
  const produce = trpc.order.produce.useMutation();
  const ready = trpc.order.ready.useMutation();
  const ship = trpc.order.ship.useMutation();
  const deliver = trpc.order.deliver.useMutation();
  const cancel = trpc.order.cancel.useMutation();
  const refundPart = trpc.order.refundPart.useMutation();
  const busy =
    refundPart.isPending ||
    process.isPending ||
    produce.isPending ||
    ready.isPending ||
    ship.isPending ||
    deliver.isPending ||
    cancel.isPending;

  const done = (next: TAdminOrderDetail, message: string) => {
    utils.order.detail.setData({ id: order.id }, next);
    void utils.order.getList.invalidate();
    void utils.order.customer.invalidate();
    setDialog(null);
    if (next.events.at(-1)?.kind === 'mail_failed')
      toast.error(`${message} The mail to the customer could not be sent.`);
    else toast.success(message);
  };

  const failed = (err: unknown) => {
    const fields = fieldErrorsOf(err);
    if (httpStatusOf(err) === 422 && Object.keys(fields).length) {
      setErrors(fields);
      return;
    }
    setDialog(null);
    toast.error(errorMessageOf(err, 'The order could not be changed.'));
    // 409: moved meanwhile or refused; 503: a refund left pending. Either way the page shows the order as it is now.
    const status = httpStatusOf(err);
    if (status === 409 || status === 503) void utils.order.detail.invalidate({ id: order.id });
  };

  /** The pending refund once more, as it was asked (same amount, same idempotency key on the server). */
  const retryRefund = () =>
    cancel.mutate(
      { id: order.id },
      {
        onSuccess: (next) =>
          done(
            next,
            next.status === 'cancelled' && order.status !== 'cancelled'
              ? `Order ${order.number} cancelled and ${order.pendingRefund?.amount ?? ''} refunded.`
              : `${order.pendingRefund?.amount ?? 'The refund'} refunded.`,
          ),
        onError: failed,
      },
    );

  const start = (action: TOrderAction) => {
    setErrors({});
    if (action === 'ship') {
      setTracking('');
      setDialog('ship');
    } else if (action === 'cancel' && order.pendingRefund) {
      retryRefund();
    } else if (action === 'cancel') {
      setRefund(centsToDollars(order.refundableCents));
      setDialog('cancel');
    } else if (action === 'process') {
      process.mutate(
        { id: order.id },
        { onSuccess: (next) => done(next, `Order ${order.number} is being prepared.`), onError: failed },
      );
    } else if (action === 'produce') {
      produce.mutate(
        { id: order.id },
        {
          onSuccess: (next) =>
            done(next, `Order ${order.number} is in production. The customer is told by mail.`),
          onError: failed,
        },
      );
    } else if (action === 'ready') {
      ready.mutate(
        { id: order.id },
        {
          onSuccess: (next) =>
            done(next, `Order ${order.number} is ready to ship. The customer is told by mail.`),
          onError: failed,
        },
      );
    } else {
      deliver.mutate(
        { id: order.id },
        { onSuccess: (next) => done(next, `Order ${order.number} marked as delivered.`), onError: failed },
      );
    }
  };

  const submitShip = () => {
    if (!tracking.trim()) return setErrors({ trackingNumber: 'Enter the tracking number.' });
    ship.mutate(
      { id: order.id, trackingNumber: tracking },
      {
        onSuccess: (next) =>
          done(
            next,
            `Order ${order.number} marked as shipped. The customer gets the tracking number by mail.`,
          ),
        onError: failed,
      },
    );
  };

  const submitCancel = () => {
    const cents = parseDollars(refund);
    const problem = refundProblem(cents, order.refundableCents);
    if (problem || cents === null) return setErrors({ amountCents: problem ?? '' });
    cancel.mutate(
      { id: order.id, amountCents: cents },
      {
        onSuccess: (next) => done(next, `Order ${order.number} cancelled and ${formatUsd(cents)} refunded.`),
        onError: failed,
      },
    );
  };

  const partly = canRefundPart(order);
  if (order.actions.length === 0 && !partly) return null;
  const paidWith = order.payments.find((p) => p.status === 'completed')?.provider ?? '';
  const provider = PROVIDERS[paidWith] ?? 'the payment provider';
  return (
    <div className={styles['admin-order-actions']} role="group" aria-label="Order actions">
      {order.actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'cancel' ? 'button button--ghost button--danger-text' : 'button'}
          disabled={busy || Boolean(order.pendingRefund?.sending)}
          onClick={() => start(action)}
        >
          {action === 'cancel' && order.pendingRefund
            ? cancel.isPending
              ? 'Retrying…'
              : 'Retry refund'
            : action === 'ship' && order.fulfilmentStatus === 'partially_shipped'
              ? 'Ship the rest'
              : ORDER_ACTION_LABELS[action]}
        </button>
      ))}
      {partly ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => {
            setErrors({});
            setDialog('refundPart');
          }}
        >
          Refund part
        </button>
      ) : null}

      <RefundPartDialog
        order={order}
        open={dialog === 'refundPart'}
        busy={refundPart.isPending}
        errors={errors}
        onCancel={() => setDialog(null)}
        onSubmit={(input, amount) =>
          refundPart.mutate(input, {
            onSuccess: (next) => done(next, `${amount} refunded on order ${order.number}.`),
            onError: failed,
          })
        }
      />

      <FormDialog
        open={dialog === 'ship'}
        title={`Ship order ${order.number}`}
        submitLabel="Mark as shipped"
        busyLabel="Saving…"
        busy={ship.isPending}
        onSubmit={submitShip}
        onCancel={() => setDialog(null)}
      >
        <FormField
          label="Tracking number"
          error={errors.trackingNumber}
          hint={`The customer gets it by mail at ${order.email}.`}
        >
          {(control) => (
            <input
              {...control}
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
            />
          )}
        </FormField>
      </FormDialog>

      <FormDialog
        open={dialog === 'cancel'}
        title={`Cancel order ${order.number}?`}
        submitLabel="Cancel and refund"
        busyLabel="Refunding…"
        busy={cancel.isPending}
        destructive
        onSubmit={submitCancel}
        onCancel={() => setDialog(null)}
      >
        <p className={styles['admin-order-cancel__summary']}>
          {order.refundable} goes back to the customer through {provider}, and{' '}
          {order.itemCount === 1 ? 'the item goes' : `the ${order.itemCount} items go`} back into stock. This
          cannot be undone.
        </p>
        <FormField
          label="Refund (USD)"
          error={errors.amountCents}
          hint={`At most ${order.refundable}. Lower it to keep part of the payment.`}
        >
          {(control) => (
            <input
              {...control}
              value={refund}
              onChange={(e) => setRefund(e.target.value)}
              inputMode="decimal"
            />
          )}
        </FormField>
      </FormDialog>
    </div>
  );
}
