import type { TAuditEntry } from '@shop/domain';
import type { IColumn } from '#/admin-kit';
import mutedCss from '#/styles/muted.module.css';
import slugCss from '#/styles/slug.module.css';
import tableCss from '#/styles/table.module.css';
import styles from './audit-columns.module.css';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Router keys whose plain reading would not say what they are about. */
const ENTITY_LABELS: Record<string, string> = {
  hrm: 'Staff',
  auth: 'Own account',
  information: 'Site information',
};

/** 'roomType' -> 'Room type', for the entity column. */
export function entityLabel(entity: string): string {
  if (ENTITY_LABELS[entity]) return ENTITY_LABELS[entity];
  const words = entity.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The input as sent (secrets already left out by the server), readable on demand. */
function Details({ entry }: { entry: TAuditEntry }) {
  const keys = Object.keys(entry.details);
  if (!keys.length) return <span className={mutedCss.muted}>–</span>;
  return (
    <details className={styles['audit-details']}>
      <summary>
        {keys.length} field{keys.length === 1 ? '' : 's'}
        <span className="sr-only"> of {entry.action}</span>
      </summary>
      <pre>{JSON.stringify(entry.details, null, 2)}</pre>
    </details>
  );
}

/** The action first: on a phone the table scrolls sideways, and the action says the most. */
export const auditColumns: IColumn<TAuditEntry>[] = [
  {
    id: 'action',
    header: 'Action',
    rowHeader: true,
    className: tableCss.table__top,
    cell: (entry) => <code className={slugCss.slug}>{entry.action}</code>,
  },
  {
    id: 'record',
    header: 'Record',
    className: tableCss.table__top,
    cell: (entry) => `${entityLabel(entry.entity)}${entry.entityId === null ? '' : ` #${entry.entityId}`}`,
  },
  { id: 'who', header: 'Who', className: tableCss.table__top, cell: (entry) => entry.staffName || '–' },
  {
    id: 'when',
    header: 'When',
    className: `${tableCss.table__date} ${tableCss.table__top}`,
    cell: (entry) => <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>,
  },
  {
    id: 'details',
    header: 'Details',
    className: tableCss.table__top,
    cell: (entry) => <Details entry={entry} />,
  },
];
