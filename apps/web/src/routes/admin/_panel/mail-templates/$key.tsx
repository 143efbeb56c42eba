import { isMailTemplateKey, type TMailTemplateKey } from '@shop/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { AdminPageHeader } from '#/admin-kit';
import { MailTemplateEditor } from '#/features/mail-templates/admin/MailTemplateEditor';
import { adminHead } from '#/lib/page-meta';
import { loadOr404 } from '#/lib/load-or-404';
import { trpc } from '#/lib/trpc';
import adminPageCss from '#/styles/admin-page.module.css';

/** One mail's template: edit, preview, test, revert (ADMIN only, as the list). */
export const Route = createFileRoute('/admin/_panel/mail-templates/$key')({
  params: {
    parse: (raw: Record<string, string>) => {
      if (!raw.key || !isMailTemplateKey(raw.key)) throw notFound();
      return { key: raw.key };
    },
    stringify: (params: { key: TMailTemplateKey }) => ({ key: params.key }),
  },
  loader: ({ context, params }) =>
    loadOr404(() => context.trpc.mailTemplates.detail.ensureData({ key: params.key })),
  head: adminHead,
  component: MailTemplatePage,
});

function MailTemplatePage() {
  const loaded = Route.useLoaderData();
  const { data: template = loaded } = trpc.mailTemplates.detail.useQuery(
    { key: loaded.key },
    { initialData: loaded },
  );
  return (
    <div className={adminPageCss['admin-page']}>
      <AdminPageHeader title={template.title} lead={template.description} />
      {/* Keyed by the saved template: after a save or a revert the editor starts again from it. */}
      <MailTemplateEditor key={`${template.updatedAt ?? 'default'}`} template={template} />
    </div>
  );
}
