import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { StaffForm } from '#/features/staff/StaffForm';
import { usePageMeta } from '#/lib/page-meta';
import adminPageCss from '#/components/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/hrm/create')({
  component: CreateStaffPage,
});

function CreateStaffPage() {
  usePageMeta('Add a staff member');
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader breadcrumb={<Link to="/admin/hrm">Staff</Link>} title="Add a staff member" />
      <StaffForm mode="create" />
    </div>
  );
}
