import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { MaterialTypeForm } from '#/features/material-type/admin/MaterialTypeForm';
import { adminHead } from '#/lib/page-meta';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/material/type/create')({
  head: adminHead,
  component: CreateMaterialTypePage,
});

function CreateMaterialTypePage() {
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        breadcrumb={<Link to="/admin/material/type">Material types</Link>}
        title="Add a material type"
      />
      <MaterialTypeForm mode="create" />
    </div>
  );
}
