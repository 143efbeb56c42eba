import { DELIVERY_LEVEL_KINDS, type TDeliveryZone } from '@shop/domain';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { EmptyState } from '#/components/EmptyState';
import { useToast } from '#/components/Toast';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import adminOrderPanelCss from '#/styles/admin-order-panel.module.css';
import panelCss from '#/styles/panel.module.css';
import { LevelForm } from './LevelForm';
import { WindowsPanel } from './windows/WindowsPanel';
import { ZoneForm } from './ZoneForm';
import styles from './DeliveryAdmin.module.css';

/** One zone: its settings, its three levels, its delivery windows, and removing it. */
function ZonePanel({ zone, readOnly }: { zone: TDeliveryZone; readOnly: boolean }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const remove = trpc.delivery.deleteZone.useMutation();
  const [confirming, setConfirming] = useState(false);
  const titleId = `zone-${zone.id}-title`;
  return (
    <section className={panelCss.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={adminOrderPanelCss['admin-order-panel__title']}>
        {zone.name}
      </h2>
      {/* A manager reads the zone and its levels: every field and button inside is disabled. */}
      <fieldset className={styles['delivery-zone__settings']} disabled={readOnly}>
        <legend className="sr-only">Settings of {zone.name}</legend>
        <ZoneForm zone={zone} />
        <h3 className="sr-only">Levels of {zone.name}</h3>
        <div className={styles['delivery-zone__levels']}>
          {DELIVERY_LEVEL_KINDS.map((kind) => {
            const level = zone.levels.find((l) => l.kind === kind);
            // Keyed by what the server holds, so a saved level's form starts again from it.
            return (
              <LevelForm
                key={`${kind}-${level?.id ?? 'new'}`}
                zoneId={zone.id}
                kind={kind}
                {...(level ? { level } : {})}
              />
            );
          })}
        </div>
      </fieldset>
      <WindowsPanel zone={zone} readOnly={readOnly} />
      {readOnly ? null : (
        <div className={styles['delivery-zone__footer']}>
          <button
            type="button"
            className="button button--ghost button--danger-text"
            onClick={() => setConfirming(true)}
          >
            Delete zone<span className="sr-only"> {zone.name}</span>
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete the zone ${zone.name}?`}
        confirmLabel="Delete zone"
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        busyLabel="Deleting…"
        onConfirm={() =>
          remove.mutate(
            { id: zone.id },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success(`Zone ${zone.name} deleted.`);
                void utils.delivery.zones.invalidate();
              },
              onError: (error) => {
                setConfirming(false);
                toast.error(errorMessageOf(error, 'The zone could not be deleted.'));
              },
            },
          )
        }
      >
        Its levels and prices go with it; its ZIPs are then offered the carrier&rsquo;s options only.
      </ConfirmDialog>
    </section>
  );
}

/** Every zone with its levels and windows, and a form for a new one; managers read them only. */
export function DeliveryAdmin({ zones, readOnly }: { zones: readonly TDeliveryZone[]; readOnly: boolean }) {
  return (
    <div className={styles['delivery-zones']}>
      {zones.length === 0 ? (
        <EmptyState title="No delivery zones yet" icon="truck">
          Add the area your crews deliver to: buyers there are offered its levels beside the carrier&rsquo;s
          options.
        </EmptyState>
      ) : (
        zones.map((zone) => <ZonePanel key={zone.id} zone={zone} readOnly={readOnly} />)
      )}
      {readOnly ? null : (
        <section className={panelCss.panel} aria-labelledby="new-zone-title">
          <h2 id="new-zone-title" className={adminOrderPanelCss['admin-order-panel__title']}>
            Add a zone
          </h2>
          <ZoneForm />
        </section>
      )}
    </div>
  );
}
