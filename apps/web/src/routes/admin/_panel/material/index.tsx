import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '#/admin-kit';
import { materialColumns } from '#/features/material/admin/material-columns';
import { materialListInput, materialSearch } from '#/features/material/admin/material-search';
import { MaterialTypeFilter } from '#/features/material/admin/MaterialTypeFilter';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

export const Route = createFileRoute('/admin/_panel/material/')({
  validateSearch: materialSearch,
  loaderDeps: ({ search }) => materialListInput(search),
  loader: ({ context, deps }) => {
    void context.trpc.material.getList.prefetch(deps);
    void context.trpc.materialType.options.prefetch();
  },
  head: adminHead,
  component: AdminMaterialsPage,
});

function AdminMaterialsPage() {
  const search = Route.useSearch();
  const utils = trpc.useUtils();
  return (
    <AdminListPage
      title="Materials"
      noun="Material"
      icon="swatch"
      lead="The woods, fabrics and finishes products are made of, each with a swatch."
      emptyHint="Materials tell customers what a product is made of. Start with one."
      search={search}
      list={trpc.material.getList.useQuery(materialListInput(search), { placeholderData: keepPreviousData })}
      columns={materialColumns}
      rowName={(material) => material.name}
      searchPlaceholder="Search by name"
      filters={<MaterialTypeFilter value={search.materialTypeId} />}
      filtered={search.materialTypeId !== undefined}
      createTo="/admin/material/create"
      edit={(material) => ({ to: '/admin/material/update/$id', params: { id: material.id } })}
      remove={{
        mutation: trpc.material.delete.useMutation(),
        input: (material) => ({ id: material.id }),
        onDeleted: () => utils.material.invalidate(),
        warning: () => 'A material that products are made of is kept.',
      }}
    />
  );
}
