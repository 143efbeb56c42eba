import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage, listInput } from '#/admin-kit';
import { PackingSlipsBulk } from '#/features/documents/admin/PackingSlipsBulk';
import { orderColumns } from '#/features/order/admin/order-columns';
import { OrderFilters } from '#/features/order/admin/OrderFilters';
import { isFiltered, validateOrderSearch } from '#/features/order/admin/order-search';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

export const Route = createFileRoute('/admin/_panel/order/')({
  validateSearch: validateOrderSearch,
  loaderDeps: ({ search }) => listInput(search),
  loader: ({ context, deps }) => {
    void context.trpc.order.getList.prefetch(deps);
  },
  head: adminHead,
  component: AdminOrdersPage,
});

function AdminOrdersPage() {
  const search = Route.useSearch();
  return (
    <AdminListPage
      title="Orders"
      noun="Order"
      icon="truck"
      lead="Every order, newest first: prepare, ship and deliver paid orders, or cancel and refund them."
      emptyHint="Orders appear here as soon as customers check out."
      search={search}
      list={trpc.order.getList.useQuery(listInput(search), { placeholderData: keepPreviousData })}
      columns={orderColumns}
      rowName={(order) => order.number}
      searchPlaceholder="Number, name or email"
      filters={<OrderFilters search={search} />}
      filtered={isFiltered(search)}
      bulk={(ids, done) => <PackingSlipsBulk ids={ids} done={done} />}
    />
  );
}
