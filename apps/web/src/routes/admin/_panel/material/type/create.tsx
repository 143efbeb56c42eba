import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { MaterialTypeForm } from '#/features/material-type/admin/MaterialTypeForm';
import { usePageMeta } from '#/lib/page-meta';
import adminPageCss from '#/components/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/material/type/create')({
  component: CreateMaterialTypePage,
});

function CreateMaterialTypePage() {
  usePageMeta('Add a material type');
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
