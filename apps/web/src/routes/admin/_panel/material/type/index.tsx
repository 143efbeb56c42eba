import { MATERIAL_TYPE_SORTS } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage, adminListSearch, listInput } from '#/admin-kit';
import { materialTypeColumns } from '#/features/material-type/admin/material-type-columns';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

const validateSearch = adminListSearch(MATERIAL_TYPE_SORTS);

export const Route = createFileRoute('/admin/_panel/material/type/')({
  validateSearch,
  loaderDeps: ({ search }) => listInput(search),
  loader: ({ context, deps }) => {
    void context.trpc.materialType.getList.prefetch(deps);
  },
  head: adminHead,
  component: AdminMaterialTypesPage,
});

function AdminMaterialTypesPage() {
  const search = Route.useSearch();
  const utils = trpc.useUtils();
  return (
    <AdminListPage
      title="Material types"
      noun="Material type"
      icon="layers"
      lead="The families materials are grouped in: wood, fabric, metal…"
      emptyHint="Every material belongs to a type. Start with one."
      search={search}
      list={trpc.materialType.getList.useQuery(listInput(search), { placeholderData: keepPreviousData })}
      columns={materialTypeColumns}
      rowName={(type) => type.name}
      searchPlaceholder="Search by name or slug"
      createTo="/admin/material/type/create"
      edit={(type) => ({ to: '/admin/material/type/update/$id', params: { id: type.id } })}
      remove={{
        mutation: trpc.materialType.delete.useMutation(),
        input: (type) => ({ id: type.id }),
        onDeleted: () => utils.materialType.invalidate(),
        warning: () => 'A type that still has materials is kept.',
      }}
    />
  );
}
