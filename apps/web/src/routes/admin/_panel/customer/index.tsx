import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminListPage } from '#/admin-kit';
import { ListSelectFilter } from '#/admin-kit/ListSelectFilter';
import { customerColumns } from '#/features/customer/admin/customer-columns';
import {
  customerListInput,
  customerSearch,
  type ICustomerSearch,
} from '#/features/customer/admin/customer-search';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

export const Route = createFileRoute('/admin/_panel/customer/')({
  validateSearch: customerSearch,
  loaderDeps: ({ search }) => customerListInput(search),
  loader: ({ context, deps }) => {
    void context.trpc.customer.getList.prefetch(deps);
  },
  head: adminHead,
  component: AdminCustomersPage,
});

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'blocked', label: 'Blocked' },
];

function AdminCustomersPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/admin/customer/' });
  return (
    <AdminListPage
      title="Customers"
      noun="Customer"
      icon="team"
      lead="Everyone with a shop account. Paid orders and total spent count orders that were paid for."
      emptyHint="Customers appear here once they register in the shop."
      search={search}
      list={trpc.customer.getList.useQuery(customerListInput(search), { placeholderData: keepPreviousData })}
      columns={customerColumns}
      rowName={(customer) => customer.name}
      searchPlaceholder="Search by name or email"
      filters={
        <ListSelectFilter
          label="Status"
          allLabel="Everyone"
          value={search.status}
          options={STATUS_OPTIONS}
          onChange={(value) =>
            void navigate({
              search: (prev) => ({
                ...prev,
                status: (value || undefined) as ICustomerSearch['status'],
                page: undefined,
              }),
            })
          }
        />
      }
      filtered={search.status !== undefined}
      edit={(customer) => ({ to: '/admin/customer/update/$id', params: { id: customer.id } })}
    />
  );
}
