import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '#/admin-kit';
import { messageColumns } from '#/features/contact/admin/message-columns';
import { messageListInput, messageSearch } from '#/features/contact/admin/message-search';
import { ReadFilter } from '#/features/contact/admin/ReadFilter';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

export const Route = createFileRoute('/admin/_panel/contact/')({
  validateSearch: messageSearch,
  loaderDeps: ({ search }) => messageListInput(search),
  loader: ({ context, deps }) => {
    void context.trpc.contact.getList.prefetch(deps);
  },
  head: adminHead,
  component: AdminMessagesPage,
});

function AdminMessagesPage() {
  const search = Route.useSearch();
  return (
    <AdminListPage
      title="Messages"
      noun="Message"
      icon="mail"
      lead="What visitors wrote through the contact form, unread first. Opening a message marks it read."
      emptyHint="Messages visitors send through the contact form arrive here, and the sidebar counts the unread ones."
      search={search}
      list={trpc.contact.getList.useQuery(messageListInput(search), { placeholderData: keepPreviousData })}
      columns={messageColumns}
      rowName={(message) => message.subject}
      searchPlaceholder="Search name, email or subject"
      filters={<ReadFilter value={search.filter} />}
      filtered={search.filter !== undefined}
    />
  );
}
