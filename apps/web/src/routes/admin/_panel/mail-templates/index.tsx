import { createFileRoute } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { MailTemplateList } from '#/features/mail-templates/admin/MailTemplateList';
import { adminHead } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/styles/admin-page.module.css';

/** ADMIN only: the screens table marks it so, and the panel guard sends a manager away before this loads. */
export const Route = createFileRoute('/admin/_panel/mail-templates/')({
  loader: ({ context }) => {
    void context.trpc.mailTemplates.getList.prefetch();
  },
  head: adminHead,
  component: MailTemplatesPage,
});

function MailTemplatesPage() {
  const list = trpc.mailTemplates.getList.useQuery();
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader
        title="Mail templates"
        lead="The mails customers get, each from a template you can edit. A mail you have not edited is sent as written by the shop."
      />
      <QueryView query={list} what="Mail templates" pending={<Spinner label="Loading" />}>
        {(templates) => <MailTemplateList templates={templates} />}
      </QueryView>
    </div>
  );
}
