import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader, idParams } from '#/admin-kit';
import { MaterialForm } from '#/features/material/admin/MaterialForm';
import { adminHead } from '#/lib/page-meta';
import { loadOr404 } from '#/lib/load-or-404';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/material/update/$id')({
  params: idParams,
  // The form needs the material and the type select's choices before it can render its fields.
  loader: async ({ context, params }) => {
    const [material, types] = await Promise.all([
      loadOr404(() => context.trpc.material.detail.ensureData({ id: params.id })),
      context.trpc.materialType.options.ensureData(),
    ]);
    return { material, types };
  },
  head: adminHead,
  component: UpdateMaterialPage,
});

function UpdateMaterialPage() {
  const { material, types } = Route.useLoaderData();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        breadcrumb={<Link to="/admin/material">Materials</Link>}
        title={`Edit “${material.name}”`}
      />
      {/* Keyed by id: moving to another material's edit page starts a fresh form. */}
      <MaterialForm key={material.id} mode="update" material={material} types={types} />
    </div>
  );
}
