import { OUTBOX_STATE_LABELS, type TWebhookDelivery, type TWebhookEndpoint } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable, type IColumn } from '#/admin-kit';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { useToast } from '#/components/Toast';
import { Truncate } from '#/components/Truncate';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import styles from '#/styles/webhooks.module.css';

const columns: IColumn<TWebhookDelivery>[] = [
  { id: 'event', header: 'Event', rowHeader: true, cell: (d) => d.event },
  { id: 'state', header: 'State', cell: (d) => OUTBOX_STATE_LABELS[d.state] },
  { id: 'response', header: 'Response', cell: (d) => d.responseStatus ?? '–' },
  { id: 'attempts', header: 'Attempts', cell: (d) => `${d.attempts} of ${d.maxAttempts}` },
  {
    id: 'error',
    header: 'Last error',
    cell: (d) => (d.lastError ? <Truncate text={d.lastError} max={60} /> : '–'),
  },
  { id: 'created', header: 'Created', cell: (d) => new Date(d.createdAt).toLocaleString() },
];

/** One endpoint's deliveries, newest first, with Resend for one that is done (sent, failed or cancelled). */
export function DeliveryList({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const [page, setPage] = useState(1);
  const toast = useToast();
  const utils = trpc.useUtils();
  const list = trpc.webhooks.deliveries.useQuery(
    { id: endpoint.id, page },
    { placeholderData: keepPreviousData },
  );
  const resend = trpc.webhooks.resend.useMutation({
    onSuccess: async (delivery) => {
      toast.success(`${delivery.event} will be sent again.`);
      await utils.webhooks.deliveries.invalidate();
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });
  return (
    <section className={styles['webhook-deliveries']} aria-label={`Deliveries to ${endpoint.url}`}>
      <h2>Deliveries to {endpoint.url}</h2>
      <QueryView query={list} what="Deliveries" pending={<Spinner label="Loading" />}>
        {(data) =>
          data.data.length === 0 ? (
            <p>Nothing was sent to this endpoint yet.</p>
          ) : (
            <>
              <AdminTable
                label="Deliveries table"
                rows={data.data}
                columns={columns}
                rowKey={(d) => d.id}
                actions={(d) =>
                  d.state === 'pending' || d.state === 'sending' ? null : (
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={resend.isPending || !endpoint.enabled}
                      onClick={() => resend.mutate({ id: d.id })}
                    >
                      Resend
                    </button>
                  )
                }
              />
              <p className={styles['webhook-pages']}>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  Newer
                </button>
                Page {data.current_page} of {Math.max(1, data.last_page)}
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={page >= data.last_page}
                  onClick={() => setPage(page + 1)}
                >
                  Older
                </button>
              </p>
            </>
          )
        }
      </QueryView>
    </section>
  );
}
