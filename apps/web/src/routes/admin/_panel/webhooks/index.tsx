import type { TWebhookEndpoint, TWebhookEndpointWithSecret } from '@shop/domain';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminPageHeader } from '#/admin-kit';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { DeliveryList } from '#/features/webhooks/admin/DeliveryList';
import { EndpointForm } from '#/features/webhooks/admin/EndpointForm';
import { EndpointTable } from '#/features/webhooks/admin/EndpointTable';
import { SecretNotice } from '#/features/webhooks/admin/SecretNotice';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/styles/admin-page.module.css';
import panelCss from '#/styles/panel.module.css';

/**
 * ADMIN only: the screens table marks it so. No loader or search check, as the tax screen: those would sit in the
 * route tree every storefront page loads. The endpoint whose deliveries show is the screen's own state.
 */
export const Route = createFileRoute('/admin/_panel/webhooks/')({
  head: adminHead,
  component: WebhooksPage,
});

function WebhooksPage() {
  const endpoints = trpc.webhooks.getList.useQuery();
  const [secret, setSecret] = useState<TWebhookEndpointWithSecret | null>(null);
  const [selected, setSelected] = useState<TWebhookEndpoint | null>(null);
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        title="Webhooks"
        lead="Addresses that hear of the shop's events (orders paid, shipped, delivered or cancelled, refunds, product changes, low stock), each delivery signed and retried like the shop's mail. An endpoint failing for a day is disabled and the admins are told."
      />
      {secret ? <SecretNotice endpoint={secret} onDismiss={() => setSecret(null)} /> : null}
      <section className={panelCss.panel} aria-label="Register an endpoint">
        <EndpointForm onCreated={setSecret} />
      </section>
      <QueryView query={endpoints} what="Endpoints" pending={<Spinner label="Loading" />}>
        {(list) =>
          list.length === 0 ? (
            <p>No endpoint yet: register one above.</p>
          ) : (
            <EndpointTable
              endpoints={list}
              selectedId={selected?.id ?? null}
              onSelect={setSelected}
              onSecret={setSecret}
            />
          )
        }
      </QueryView>
      {selected ? (
        <DeliveryList
          key={selected.id}
          endpoint={endpoints.data?.find((e) => e.id === selected.id) ?? selected}
        />
      ) : null}
    </div>
  );
}
