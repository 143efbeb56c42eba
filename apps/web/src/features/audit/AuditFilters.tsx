import { useNavigate } from '@tanstack/react-router';
import { ListSelectFilter } from '#/admin-kit/ListSelectFilter';
import { trpc } from '#/lib/trpc';
import { entityLabel } from './audit-columns';
import type { IAuditSearch } from './audit-search';

/** Entity and staff member beside the search box, offered from what the log holds. */
export function AuditFilters({ search }: { search: IAuditSearch }) {
  const navigate = useNavigate({ from: '/admin/audit/' });
  const filters = trpc.audit.filters.useQuery(undefined, { staleTime: 30_000 });
  const set = (patch: Partial<IAuditSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) });
  return (
    <>
      <ListSelectFilter
        label="Record"
        allLabel="All kinds"
        value={search.entity}
        loading={!filters.data}
        options={(filters.data?.entities ?? []).map((entity) => ({
          value: entity,
          label: entityLabel(entity),
        }))}
        onChange={(value) => set({ entity: value || undefined })}
      />
      <ListSelectFilter
        label="Staff"
        allLabel="Everyone"
        value={search.staffId}
        loading={!filters.data}
        options={(filters.data?.staff ?? []).map((member) => ({ value: member.id, label: member.name }))}
        onChange={(value) => set({ staffId: value ? Number(value) : undefined })}
      />
    </>
  );
}
