import { ROLE } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '#/admin-kit';
import { outboxColumns } from '#/features/outbox/admin/outbox-columns';
import { outboxListInput, outboxSearch } from '#/features/outbox/admin/outbox-search';
import { StateFilter } from '#/features/outbox/admin/StateFilter';
import { useOutboxActions } from '#/features/outbox/admin/use-outbox-actions';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

export const Route = createFileRoute('/admin/_panel/outbox/')({
  validateSearch: outboxSearch,
  loaderDeps: ({ search }) => outboxListInput(search),
  loader: ({ context, deps }) => {
    void context.trpc.outbox.getList.prefetch(deps);
  },
  head: adminHead,
  component: AdminOutboxPage,
});

function AdminOutboxPage() {
  const search = Route.useSearch();
  const { staffUser } = Route.useRouteContext();
  const actions = useOutboxActions();
  const columns = outboxColumns(staffUser.role === ROLE.ADMIN ? actions : undefined);
  return (
    <AdminListPage
      title="Messages"
      heading="Outbox"
      noun="Message"
      icon="mail"
      lead="Every mail the shop sends, newest first: waiting, sent, or failed after its last attempt. Links with tokens are masked."
      emptyHint="Order, account and staff mails are listed here as the shop sends them."
      search={search}
      list={trpc.outbox.getList.useQuery(outboxListInput(search), { placeholderData: keepPreviousData })}
      columns={columns}
      rowName={(message) => `${message.subject} to ${message.recipient}`}
      searchPlaceholder="Recipient or subject"
      filters={<StateFilter value={search.state} />}
      filtered={search.state !== undefined}
    />
  );
}
