import { ROLE, ROLE_NAMES, STAFF_MESSAGES, type TRole } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminListPage } from '#/admin-kit';
import { ListSelectFilter } from '#/admin-kit/ListSelectFilter';
import { staffColumns } from '#/features/staff/staff-columns';
import { staffListInput, staffSearch } from '#/features/staff/staff-search';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

export const Route = createFileRoute('/admin/_panel/hrm/')({
  validateSearch: staffSearch,
  loaderDeps: ({ search }) => staffListInput(search),
  loader: ({ context, deps }) => {
    void context.trpc.staff.getList.prefetch(deps);
  },
  head: adminHead,
  component: AdminStaffPage,
});

const ROLE_OPTIONS = [ROLE.ADMIN, ROLE.MANAGER].map((role) => ({ value: role, label: ROLE_NAMES[role] }));

function AdminStaffPage() {
  const search = Route.useSearch();
  const { staffUser } = Route.useRouteContext();
  const navigate = useNavigate({ from: '/admin/hrm/' });
  const utils = trpc.useUtils();
  return (
    <AdminListPage
      title="Staff"
      noun="Staff member"
      icon="badge"
      lead="Who can use the back-office. You cannot delete your own account or change your own role, and the shop always keeps at least one administrator."
      emptyHint="Add the people who run the shop with you."
      search={search}
      list={trpc.staff.getList.useQuery(staffListInput(search), { placeholderData: keepPreviousData })}
      columns={staffColumns(staffUser.id)}
      rowName={(member) => member.name}
      searchPlaceholder="Search by name or email"
      filters={
        <ListSelectFilter
          label="Role"
          allLabel="All roles"
          value={search.role}
          options={ROLE_OPTIONS}
          onChange={(value) =>
            void navigate({
              search: (prev) => ({
                ...prev,
                role: value ? (Number(value) as TRole) : undefined,
                page: undefined,
              }),
            })
          }
        />
      }
      filtered={search.role !== undefined}
      createTo="/admin/hrm/create"
      edit={(member) => ({ to: '/admin/hrm/update/$id', params: { id: member.id } })}
      remove={{
        mutation: trpc.staff.delete.useMutation(),
        input: (member) => ({ id: member.id }),
        onDeleted: () => utils.staff.invalidate(),
        unavailable: (member) => (member.id === staffUser.id ? STAFF_MESSAGES.selfDelete : undefined),
        warning: () => 'They are logged out at once.',
      }}
    />
  );
}
