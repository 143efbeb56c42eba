import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader, idParams } from '#/admin-kit';
import { InvitationNotice } from '#/features/staff/InvitationNotice';
import { StaffForm } from '#/features/staff/StaffForm';
import { adminHead } from '#/lib/page-meta';
import { loadOr404 } from '#/lib/load-or-404';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/hrm/update/$id')({
  params: idParams,
  loader: ({ context, params }) => loadOr404(() => context.trpc.staff.detail.ensureData({ id: params.id })),
  head: adminHead,
  component: UpdateStaffPage,
});

function UpdateStaffPage() {
  const member = Route.useLoaderData();
  const { staffUser } = Route.useRouteContext();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader breadcrumb={<Link to="/admin/hrm">Staff</Link>} title={`Edit “${member.name}”`} />
      <InvitationNotice member={member} />
      <StaffForm key={member.id} mode="update" member={member} currentUserId={staffUser.id} />
    </div>
  );
}
