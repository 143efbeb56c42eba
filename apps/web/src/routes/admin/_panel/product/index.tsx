import type { TProduct } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { EmptyState } from '#/components/EmptyState';
import { Icon } from '#/components/Icon';
import { Pagination } from '#/components/Pagination';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { useToast } from '#/components/Toast';
import { AdminPageHeader } from '#/features/admin/AdminPageHeader';
import { AdminProductTable } from '#/features/products/AdminProductTable';
import { ProductFilters } from '#/features/products/ProductFilters';
import { validateProductSearch } from '#/features/products/product-search';
import { errorMessageOf } from '#/lib/api-errors';
import { usePageMeta } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

export const Route = createFileRoute('/admin/_panel/product/')({
  validateSearch: validateProductSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.trpc.product.getList.prefetch(deps);
  },
  component: AdminProductsPage,
});

function AdminProductsPage() {
  usePageMeta('Products');
  const search = Route.useSearch();
  const toast = useToast();
  const utils = trpc.useUtils();
  const products = trpc.product.getList.useQuery(search, { placeholderData: keepPreviousData });
  const options = trpc.product.formOptions.useQuery(undefined, { staleTime: 60_000 });
  const [toDelete, setToDelete] = useState<TProduct | null>(null);
  const filtered = Boolean(
    search.search || search.roomTypeId || search.active !== undefined || search.lowStock,
  );

  const remove = trpc.product.delete.useMutation({
    onSuccess: async (result) => {
      toast.success(result.archived ? result.message : `Product “${toDelete?.name ?? ''}” deleted.`);
      setToDelete(null);
      await utils.product.getList.invalidate();
    },
    onError: (err) => {
      toast.error(errorMessageOf(err, 'The product could not be deleted.'));
      setToDelete(null);
    },
  });

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Products"
        lead="Everything the shop sells, with prices, stock and pictures."
        actions={
          <Link to="/admin/product/create" className="button">
            <Icon name="plus" size={18} />
            Add product
          </Link>
        }
      />
      <div className="toolbar">
        <ProductFilters search={search} roomTypes={options.data?.roomTypes ?? []} />
        {products.isFetching && !products.isPending ? <Spinner label="Updating the list" inline /> : null}
      </div>
      <QueryView
        query={products}
        what="Products"
        pending={
          <div className="panel panel--loading">
            <Spinner label="Loading products" />
          </div>
        }
        isEmpty={(list) => list.data.length === 0}
        empty={
          <EmptyState title={filtered ? 'No products match' : 'No products yet'} icon="search">
            <p>{filtered ? 'Try other filters or clear the search box.' : 'Add the first product.'}</p>
          </EmptyState>
        }
      >
        {(list) => (
          <div aria-busy={products.isPlaceholderData}>
            <p className="list-summary" aria-live="polite">
              {list.from}–{list.to} of {list.total} products
            </p>
            <AdminProductTable products={list.data} onDelete={setToDelete} />
            <Pagination currentPage={list.current_page} lastPage={list.last_page} label="Products pages" />
          </div>
        )}
      </QueryView>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this product?"
        confirmLabel="Delete product"
        busyLabel="Deleting…"
        busy={remove.isPending}
        destructive
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      >
        <p>
          “{toDelete?.name}” will be removed from the shop. If orders name it, it is archived instead, so that
          the orders stay complete.
        </p>
      </ConfirmDialog>
    </div>
  );
}
