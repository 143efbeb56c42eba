import type { TWebhookEndpoint, TWebhookEndpointWithSecret } from '@shop/domain';
import { useState } from 'react';
import { AdminTable, type IColumn } from '#/admin-kit';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { useToast } from '#/components/Toast';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import styles from '#/styles/webhooks.module.css';

const columns: IColumn<TWebhookEndpoint>[] = [
  {
    id: 'url',
    header: 'Endpoint',
    rowHeader: true,
    cell: (e) => (
      <>
        {e.url}
        {e.description ? <div>{e.description}</div> : null}
      </>
    ),
  },
  { id: 'events', header: 'Events', cell: (e) => e.events.join(', ') },
  {
    id: 'state',
    header: 'State',
    cell: (e) =>
      e.enabled
        ? e.failingSince
          ? `Failing since ${new Date(e.failingSince).toLocaleString()}`
          : 'Enabled'
        : `Disabled${e.disabledAt ? ` ${new Date(e.disabledAt).toLocaleString()}` : ''}`,
  },
];

interface IEndpointTableProps {
  endpoints: readonly TWebhookEndpoint[];
  selectedId: number | null;
  onSelect: (endpoint: TWebhookEndpoint) => void;
  /** A rotation's new secret, to show once. */
  onSecret: (endpoint: TWebhookEndpointWithSecret) => void;
}

/** The endpoints with their actions: deliveries, disable or enable, rotate the secret, delete (both confirmed). */
export function EndpointTable({ endpoints, selectedId, onSelect, onSecret }: IEndpointTableProps) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const [asking, setAsking] = useState<{ kind: 'rotate' | 'delete'; endpoint: TWebhookEndpoint } | null>(
    null,
  );
  const refresh = () => utils.webhooks.invalidate();
  const onError = (error: unknown) => toast.error(errorMessageOf(error));
  const update = trpc.webhooks.update.useMutation({
    onSuccess: async (e) => {
      toast.success(`${e.url} is ${e.enabled ? 'enabled' : 'disabled'}.`);
      await refresh();
    },
    onError,
  });
  const rotate = trpc.webhooks.rotateSecret.useMutation({
    onSuccess: (e) => {
      setAsking(null);
      onSecret(e);
    },
    onError,
  });
  const remove = trpc.webhooks.delete.useMutation({
    onSuccess: async () => {
      setAsking(null);
      toast.success('The endpoint is removed.');
      await refresh();
    },
    onError,
  });
  const busy = update.isPending || rotate.isPending || remove.isPending;
  return (
    <>
      <AdminTable
        label="Endpoints table"
        rows={endpoints}
        columns={columns}
        rowKey={(e) => e.id}
        actions={(e) => (
          <div className={styles['webhook-actions']}>
            <button
              type="button"
              className="button button--ghost"
              aria-pressed={selectedId === e.id}
              onClick={() => onSelect(e)}
            >
              Deliveries
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => update.mutate({ id: e.id, enabled: !e.enabled })}
            >
              {e.enabled ? 'Disable' : 'Enable'}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => setAsking({ kind: 'rotate', endpoint: e })}
            >
              Rotate secret
            </button>
            <button
              type="button"
              className="button button--danger-text"
              disabled={busy}
              onClick={() => setAsking({ kind: 'delete', endpoint: e })}
            >
              Delete
            </button>
          </div>
        )}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking?.kind === 'delete' ? 'Delete this endpoint?' : 'Rotate the signing secret?'}
        confirmLabel={asking?.kind === 'delete' ? 'Delete' : 'Rotate'}
        busy={busy}
        destructive={asking?.kind === 'delete'}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          if (asking.kind === 'delete') remove.mutate({ id: asking.endpoint.id });
          else rotate.mutate({ id: asking.endpoint.id });
        }}
      >
        {asking?.kind === 'delete'
          ? `${asking.endpoint.url} gets no more events; its waiting deliveries are cancelled.`
          : `${asking?.endpoint.url ?? ''} gets a new secret, shown once; receivers must switch to it, as every delivery from now on is signed with it.`}
      </ConfirmDialog>
    </>
  );
}
