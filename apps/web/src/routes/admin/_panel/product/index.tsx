import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminListPage, listInput } from '#/admin-kit';
import { CatalogueImport } from '#/features/catalogue/admin/CatalogueImport';
import { catalogueExportHref } from '#/features/catalogue/admin/catalogue-upload';
import { ProductBulkEdit } from '#/features/product/admin/ProductBulkEdit';
import { productColumns } from '#/features/product/admin/product-columns';
import { ProductFilters } from '#/features/product/admin/ProductFilters';
import { isFiltered, validateProductSearch } from '#/features/product/admin/product-search';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

export const Route = createFileRoute('/admin/_panel/product/')({
  validateSearch: validateProductSearch,
  loaderDeps: ({ search }) => listInput(search),
  loader: ({ context, deps }) => {
    void context.trpc.product.getList.prefetch(deps);
    void context.trpc.product.formOptions.prefetch();
  },
  head: adminHead,
  component: AdminProductsPage,
});

function AdminProductsPage() {
  const search = Route.useSearch();
  const utils = trpc.useUtils();
  const options = trpc.product.formOptions.useQuery(undefined, { staleTime: 60_000 });
  const formOptions = options.data ?? { roomTypes: [], materials: [] };
  const [importing, setImporting] = useState(false);
  const { search: term, roomTypeId, materialId, active, lowStock } = search;
  return (
    <AdminListPage
      title="Products"
      noun="Product"
      icon="image"
      lead="Everything the shop sells, with prices, stock and pictures."
      emptyHint="Products are what shoppers browse and buy, under the room types of each room."
      search={search}
      list={trpc.product.getList.useQuery(listInput(search), { placeholderData: keepPreviousData })}
      columns={productColumns}
      rowName={(product) => product.name}
      headerActions={
        <>
          <a
            className="button button--ghost"
            href={catalogueExportHref({ search: term, roomTypeId, materialId, active, lowStock })}
            download
          >
            Export CSV
          </a>
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={importing}
            onClick={() => setImporting((open) => !open)}
          >
            Import CSV
          </button>
        </>
      }
      banner={importing ? <CatalogueImport onApplied={() => void utils.product.invalidate()} /> : null}
      searchPlaceholder="Search by name or SKU"
      filters={<ProductFilters search={search} options={formOptions} />}
      bulk={(ids, done) => <ProductBulkEdit ids={ids} options={formOptions} done={done} />}
      filtered={isFiltered(search)}
      createTo="/admin/product/create"
      edit={(product) => ({ to: '/admin/product/update/$id', params: { id: product.id } })}
      remove={{
        mutation: trpc.product.delete.useMutation(),
        input: (product) => ({ id: product.id }),
        kept: (answer) => answer.archived,
        onDeleted: () => utils.product.invalidate(),
        warning: () => 'A product that orders name is archived instead, so that the orders stay complete.',
      }}
    />
  );
}
