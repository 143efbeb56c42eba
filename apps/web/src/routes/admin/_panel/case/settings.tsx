import { ROLE } from '@shop/domain';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { ReturnsSettings } from '#/features/case/admin/ReturnsSettings';
import { adminHead } from '#/lib/page-meta';
import adminPageCss from '#/styles/admin-page.module.css';

/** The shop's default return policy and the reasons customers choose from; the calls refuse managers. */
export const Route = createFileRoute('/admin/_panel/case/settings')({
  head: adminHead,
  component: ReturnsSettingsPage,
});

function ReturnsSettingsPage() {
  const { staffUser } = Route.useRouteContext();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        breadcrumb={<Link to="/admin/case">Returns and claims</Link>}
        title="Returns settings"
        lead="What customers may send back, within how many days, and what the shop keeps when the customer is at fault."
      />
      <ReturnsSettings readOnly={staffUser.role !== ROLE.ADMIN} />
    </div>
  );
}
