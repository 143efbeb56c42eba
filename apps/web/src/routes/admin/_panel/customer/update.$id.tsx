import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader, idParams } from '#/admin-kit';
import { BlockedBadge } from '#/features/customer/admin/BlockedBadge';
import { BlockPanel } from '#/features/customer/admin/BlockPanel';
import { CustomerForm } from '#/features/customer/admin/CustomerForm';
import { CustomerOrders } from '#/features/customer/admin/CustomerOrders';
import { CustomerStats } from '#/features/customer/admin/CustomerStats';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import { loadOr404 } from '#/lib/load-or-404';
import adminPageCss from '#/styles/admin-page.module.css';
import styles from './UpdateCustomerPage.module.css';

export const Route = createFileRoute('/admin/_panel/customer/update/$id')({
  params: idParams,
  loader: ({ context, params }) => {
    void context.trpc.customer.orders.prefetch({ id: params.id, page: 1 });
    return loadOr404(() => context.trpc.customer.detail.ensureData({ id: params.id }));
  },
  head: adminHead,
  component: UpdateCustomerPage,
});

const joined = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function UpdateCustomerPage() {
  const loaded = Route.useLoaderData();
  // The block changes the cached detail; reading it here keeps the header and the panel in step.
  const customer = trpc.customer.detail.useQuery({ id: loaded.id }, { initialData: loaded }).data;
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        breadcrumb={<Link to="/admin/customer">Customers</Link>}
        title={
          <>
            {customer.name} <BlockedBadge blocked={customer.blocked} />
          </>
        }
        lead={`Customer since ${joined.format(new Date(customer.createdAt))}.`}
      />
      <CustomerStats stats={customer.stats} />
      <div className={styles['customer-layout']}>
        <CustomerForm key={customer.id} customer={customer} />
        <BlockPanel customer={customer} />
      </div>
      <CustomerOrders customerId={customer.id} />
    </div>
  );
}
