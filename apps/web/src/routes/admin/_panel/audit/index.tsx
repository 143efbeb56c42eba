import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '#/admin-kit';
import { auditColumns } from '#/features/audit/audit-columns';
import { AuditFilters } from '#/features/audit/AuditFilters';
import { auditListInput, auditSearch } from '#/features/audit/audit-search';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

export const Route = createFileRoute('/admin/_panel/audit/')({
  validateSearch: auditSearch,
  loaderDeps: ({ search }) => auditListInput(search),
  loader: ({ context, deps }) => {
    void context.trpc.audit.getList.prefetch(deps);
    void context.trpc.audit.filters.prefetch();
  },
  head: adminHead,
  component: AuditLogPage,
});

function AuditLogPage() {
  const search = Route.useSearch();
  return (
    <AdminListPage
      title="Entries"
      heading="Audit log"
      noun="Entry"
      icon="history"
      lead="Every change made in the back-office: who, what and when, newest first. Passwords and tokens are never recorded."
      emptyHint="Changes made in the back-office will be listed here."
      search={search}
      list={trpc.audit.getList.useQuery(auditListInput(search), { placeholderData: keepPreviousData })}
      columns={auditColumns}
      rowName={(entry) => `${entry.action} #${entry.id}`}
      searchPlaceholder="Action or staff name"
      filters={<AuditFilters search={search} />}
      filtered={search.entity !== undefined || search.staffId !== undefined}
    />
  );
}
