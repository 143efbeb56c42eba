import {
  CARRIER_LABELS,
  SHIPMENT_CARRIERS,
  documentUrls,
  type TAdminOrderDetail,
  type TShipment,
  type TShipmentCarrier,
} from '@shop/domain';
import { useState } from 'react';
import { FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { ShipmentList } from '#/features/order/shared/ShipmentList';
import adminOrderPanelCss from '#/styles/admin-order-panel.module.css';
import mutedCss from '#/styles/muted.module.css';
import panelCss from '#/styles/panel.module.css';
import { FormDialog } from './FormDialog';
import styles from './OrderShipments.module.css';

/** The fulfilment states from which part of an order may ship (the server decides; this only hides the button). */
const SHIPPING = new Set(['processing', 'in_production', 'ready_to_ship', 'partially_shipped']);
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Staff ship an order in parts: "Ship items" names the quantities per line (what may ship now is prefilled), the
 * carrier and the tracking numbers; each shipment has its packing slip and is marked delivered on its own day.
 * A 422 shows beside its field; a 409 (someone shipped meanwhile) in a toast, and the order is read again.
 */
export function OrderShipments({ order }: { order: TAdminOrderDetail }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const state = trpc.order.shipments.useQuery({ id: order.id });
  const create = trpc.order.createShipment.useMutation();
  const deliver = trpc.order.deliverShipment.useMutation();
  const [dialog, setDialog] = useState<'ship' | { deliver: TShipment } | null>(null);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [carrier, setCarrier] = useState<TShipmentCarrier>('fedex');
  const [tracking, setTracking] = useState('');
  const [day, setDay] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const shippable = state.data?.lines ?? [];
  const canShip =
    order.status === 'paid' &&
    SHIPPING.has(order.fulfilmentStatus) &&
    shippable.some((l) => l.shippableNow > 0);
  const lineName = (id: number) => order.lines.find((line) => line.id === id)?.productName ?? 'Item';

  const done = (next: TAdminOrderDetail, message: string) => {
    utils.order.detail.setData({ id: order.id }, next);
    void utils.order.shipments.invalidate({ id: order.id });
    void utils.order.getList.invalidate();
    setDialog(null);
    toast.success(message);
  };
  const failed = (err: unknown) => {
    const fields = fieldErrorsOf(err);
    if (httpStatusOf(err) === 422 && Object.keys(fields).length) return setErrors(fields);
    setDialog(null);
    toast.error(errorMessageOf(err, 'The shipment could not be saved.'));
    void utils.order.detail.invalidate({ id: order.id });
    void utils.order.shipments.invalidate({ id: order.id });
  };

  const openShip = () => {
    setErrors({});
    setQuantities(Object.fromEntries(shippable.map((l) => [l.orderLineId, String(l.shippableNow)])));
    setTracking('');
    setDialog('ship');
  };
  const submitShip = () => {
    const lines = shippable
      .map((l) => ({ orderLineId: l.orderLineId, quantity: Number(quantities[l.orderLineId] ?? 0) }))
      .filter((l) => l.quantity > 0);
    if (lines.length === 0) return setErrors({ lines: 'Choose at least one item to ship.' });
    const trackingNumbers = tracking
      .split(/\n|,/)
      .map((t) => t.trim())
      .filter(Boolean);
    create.mutate(
      { id: order.id, carrier, trackingNumbers, lines },
      {
        onSuccess: (next) =>
          done(
            next,
            `Shipment ${next.shipments.length} of order ${order.number} saved. The customer is told by mail.`,
          ),
        onError: failed,
      },
    );
  };
  const submitDeliver = () => {
    if (!dialog || dialog === 'ship') return;
    deliver.mutate(
      { id: order.id, shipmentId: dialog.deliver.id, deliveredOn: day },
      {
        onSuccess: (next) => done(next, `Shipment ${dialog.deliver.sequence} marked as delivered.`),
        onError: failed,
      },
    );
  };
  // Errors of a line's quantity come back as lines.<index>.quantity, in the order the lines were sent.
  const sentIndex = (id: number) =>
    shippable
      .filter((l) => Number(quantities[l.orderLineId] ?? 0) > 0)
      .findIndex((l) => l.orderLineId === id);

  if (order.shipments.length === 0 && !canShip) return null;
  return (
    <section className={panelCss.panel} aria-labelledby="order-shipments-title">
      <div className={styles['order-shipments__head']}>
        <h2 id="order-shipments-title" className={adminOrderPanelCss['admin-order-panel__title']}>
          Shipments
        </h2>
        {canShip ? (
          <button type="button" className="button button--small" onClick={openShip}>
            Ship items
          </button>
        ) : null}
      </div>
      {order.shipments.length === 0 ? (
        <p className={mutedCss.muted}>Nothing has shipped yet.</p>
      ) : (
        <ShipmentList
          shipments={order.shipments}
          extra={(shipment) => (
            <div className={styles['order-shipments__controls']}>
              <a href={documentUrls.packingSlip(order.number, shipment.sequence)} download>
                Packing slip (PDF)
              </a>
              {shipment.status === 'shipped' ? (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => {
                    setErrors({});
                    setDay(today());
                    setDialog({ deliver: shipment });
                  }}
                >
                  Mark delivered<span className="sr-only"> (shipment {shipment.sequence})</span>
                </button>
              ) : null}
            </div>
          )}
        />
      )}

      <FormDialog
        open={dialog === 'ship'}
        title={`Ship items of order ${order.number}`}
        submitLabel="Save shipment"
        busyLabel="Saving…"
        busy={create.isPending}
        onSubmit={submitShip}
        onCancel={() => setDialog(null)}
      >
        <fieldset className={styles['order-shipments__lines']}>
          <legend>How many of each item go in this shipment</legend>
          {errors.lines ? (
            <p role="alert" className={styles['order-shipments__error']}>
              {errors.lines}
            </p>
          ) : null}
          {shippable
            .filter((l) => l.remaining > 0)
            .map((l) => (
              <FormField
                key={l.orderLineId}
                label={lineName(l.orderLineId)}
                error={errors[`lines.${sentIndex(l.orderLineId)}.quantity`]}
                hint={
                  l.shippableNow < l.remaining
                    ? `${l.shippableNow} of ${l.remaining} left can ship now (the rest is made to order).`
                    : `${l.remaining} left to ship.`
                }
              >
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={l.shippableNow}
                    value={quantities[l.orderLineId] ?? '0'}
                    onChange={(e) => setQuantities({ ...quantities, [l.orderLineId]: e.target.value })}
                  />
                )}
              </FormField>
            ))}
        </fieldset>
        <FormField label="Carrier" error={errors.carrier}>
          {(control) => (
            <select
              {...control}
              value={carrier}
              onChange={(e) => setCarrier(e.target.value as TShipmentCarrier)}
            >
              {SHIPMENT_CARRIERS.map((c) => (
                <option key={c} value={c}>
                  {CARRIER_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Tracking numbers"
          error={errors.trackingNumbers ?? errors['trackingNumbers.0']}
          hint={`One per line. The customer gets them by mail at ${order.email}.`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
      </FormDialog>

      <FormDialog
        open={typeof dialog === 'object' && dialog !== null}
        title={
          typeof dialog === 'object' && dialog
            ? `Shipment ${dialog.deliver.sequence} delivered`
            : 'Shipment delivered'
        }
        submitLabel="Mark delivered"
        busyLabel="Saving…"
        busy={deliver.isPending}
        onSubmit={submitDeliver}
        onCancel={() => setDialog(null)}
      >
        <FormField label="Delivered on" error={errors.deliveredOn}>
          {(control) => (
            <input
              {...control}
              type="date"
              max={today()}
              value={day}
              onChange={(e) => setDay(e.target.value)}
            />
          )}
        </FormField>
      </FormDialog>
    </section>
  );
}
