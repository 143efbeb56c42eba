import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { SocialForm } from '#/features/social/SocialForm';
import { adminHead } from '#/lib/page-meta';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/social/create')({
  head: adminHead,
  component: CreateSocialPage,
});

function CreateSocialPage() {
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader breadcrumb={<Link to="/admin/social">Social links</Link>} title="Add a social link" />
      <SocialForm mode="create" />
    </div>
  );
}
