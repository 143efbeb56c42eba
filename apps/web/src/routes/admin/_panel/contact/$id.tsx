import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useToast } from '#/components/Toast';
import { AdminPageHeader, idParams } from '#/admin-kit';
import { MessageView } from '#/features/contact/admin/MessageView';
import { useReadFlag } from '#/features/contact/admin/use-read-flag';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import { loadOr404 } from '#/lib/load-or-404';
import adminPageCss from '#/styles/admin-page.module.css';

export const Route = createFileRoute('/admin/_panel/contact/$id')({
  params: idParams,
  loader: ({ context, params }) => loadOr404(() => context.trpc.contact.detail.ensureData({ id: params.id })),
  head: adminHead,
  component: MessagePage,
});

function MessagePage() {
  const loaded = Route.useLoaderData();
  const { data: message = loaded } = trpc.contact.detail.useQuery({ id: loaded.id }, { initialData: loaded });
  const toast = useToast();
  const { mutation, setRead } = useReadFlag();

  // Opening a message marks it read, once per visit: "Mark as unread" afterwards is not undone by this.
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (opened.current === loaded.id) return;
    opened.current = loaded.id;
    if (!loaded.isRead) void setRead(loaded.id, true).catch(() => undefined);
  }, [loaded.id, loaded.isRead, setRead]);

  const toggle = async () => {
    const next = !message.isRead;
    try {
      await setRead(message.id, next);
      toast.success(next ? 'Marked as read.' : 'Marked as unread.');
    } catch {
      // The hook has already said that it failed.
    }
  };

  return (
    <div className={`${adminPageCss['admin-page']} ${adminPageCss['admin-page--medium']}`}>
      <AdminPageHeader breadcrumb={<Link to="/admin/contact">Messages</Link>} title={message.subject} />
      <MessageView message={message} busy={mutation.isPending} onToggleRead={() => void toggle()} />
    </div>
  );
}
