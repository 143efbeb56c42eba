import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader, idParams } from '#/admin-kit';
import { SocialForm } from '#/features/social/SocialForm';
import { adminHead } from '#/lib/page-meta';
import { loadOr404 } from '#/lib/load-or-404';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/social/update/$id')({
  params: idParams,
  loader: ({ context, params }) => loadOr404(() => context.trpc.social.detail.ensureData({ id: params.id })),
  head: adminHead,
  component: UpdateSocialPage,
});

function UpdateSocialPage() {
  const link = Route.useLoaderData();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        breadcrumb={<Link to="/admin/social">Social links</Link>}
        title={`Edit “${link.name}”`}
      />
      <SocialForm key={link.id} mode="update" link={link} />
    </div>
  );
}
