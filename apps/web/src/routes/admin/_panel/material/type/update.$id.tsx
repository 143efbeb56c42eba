import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader, idParams } from '#/admin-kit';
import { MaterialTypeForm } from '#/features/material-type/admin/MaterialTypeForm';
import { adminHead } from '#/lib/page-meta';
import { loadOr404 } from '#/lib/load-or-404';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/material/type/update/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOr404(() => context.trpc.materialType.detail.ensureData({ id: params.id })),
  head: adminHead,
  component: UpdateMaterialTypePage,
});

function UpdateMaterialTypePage() {
  const materialType = Route.useLoaderData();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        breadcrumb={<Link to="/admin/material/type">Material types</Link>}
        title={`Edit “${materialType.name}”`}
      />
      {/* Keyed by id: moving to another type's edit page starts a fresh form. */}
      <MaterialTypeForm key={materialType.id} mode="update" materialType={materialType} />
    </div>
  );
}
