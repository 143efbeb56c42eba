import type { TMailTemplateSummary } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { AdminTable, UpdatedAt, type IColumn } from '#/admin-kit';

const COLUMNS: IColumn<TMailTemplateSummary>[] = [
  {
    id: 'title',
    header: 'Mail',
    rowHeader: true,
    cell: (t) => (
      <Link to="/admin/mail-templates/$key" params={{ key: t.key }}>
        {t.title}
      </Link>
    ),
  },
  { id: 'description', header: 'When it is sent', cell: (t) => t.description },
  {
    id: 'state',
    header: 'Template',
    cell: (t) => (t.edited ? `Edited${t.updatedBy ? ` by ${t.updatedBy}` : ''}` : 'Default'),
  },
  {
    id: 'updated',
    header: 'Saved',
    cell: (t) => (t.updatedAt ? <UpdatedAt iso={t.updatedAt} /> : '—'),
  },
];

/** Every customer mail, edited or default, each opening its editor. */
export function MailTemplateList({ templates }: { templates: readonly TMailTemplateSummary[] }) {
  return <AdminTable label="Mail templates table" rows={templates} columns={COLUMNS} rowKey={(t) => t.key} />;
}
