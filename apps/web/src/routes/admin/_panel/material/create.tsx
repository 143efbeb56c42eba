import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { MaterialForm } from '#/features/material/admin/MaterialForm';
import { adminHead } from '#/lib/page-meta';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/material/create')({
  // The type select must have its choices when it first renders.
  loader: ({ context }) => context.trpc.materialType.options.ensureData(),
  head: adminHead,
  component: CreateMaterialPage,
});

function CreateMaterialPage() {
  const types = Route.useLoaderData();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader breadcrumb={<Link to="/admin/material">Materials</Link>} title="Add a material" />
      <MaterialForm mode="create" types={types} />
    </div>
  );
}
