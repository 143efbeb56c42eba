import { SOCIAL_SORTS } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage, adminListSearch, listInput } from '#/admin-kit';
import { socialColumns } from '#/features/social/social-columns';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

const validateSearch = adminListSearch(SOCIAL_SORTS);

export const Route = createFileRoute('/admin/_panel/social/')({
  validateSearch,
  loaderDeps: ({ search }) => listInput(search),
  loader: ({ context, deps }) => {
    void context.trpc.social.getList.prefetch(deps);
  },
  head: adminHead,
  component: AdminSocialPage,
});

function AdminSocialPage() {
  const search = Route.useSearch();
  const utils = trpc.useUtils();
  return (
    <AdminListPage
      title="Social links"
      noun="Link"
      icon="link"
      lead="The shop's pages on social networks, listed in the storefront footer."
      emptyHint="The footer lists these links for customers to follow the shop."
      search={search}
      list={trpc.social.getList.useQuery(listInput(search), { placeholderData: keepPreviousData })}
      columns={socialColumns}
      rowName={(link) => link.name}
      searchPlaceholder="Search by name or address"
      createTo="/admin/social/create"
      edit={(link) => ({ to: '/admin/social/update/$id', params: { id: link.id } })}
      remove={{
        mutation: trpc.social.delete.useMutation(),
        input: (link) => ({ id: link.id }),
        onDeleted: () => Promise.all([utils.social.invalidate(), utils.site.layout.invalidate()]),
      }}
    />
  );
}
