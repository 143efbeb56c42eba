import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { StaffForm } from '#/features/staff/StaffForm';
import { adminHead } from '#/lib/page-meta';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/hrm/create')({
  head: adminHead,
  component: CreateStaffPage,
});

function CreateStaffPage() {
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader breadcrumb={<Link to="/admin/hrm">Staff</Link>} title="Add a staff member" />
      <StaffForm mode="create" />
    </div>
  );
}
