import type { TAuditEntry } from '@shop/domain';
import type { IColumn } from '#/features/admin/kit';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'roomType' -> 'Room type', for the entity column. */
export function entityLabel(entity: string): string {
  const words = entity.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The input as sent (secrets already left out by the server), readable on demand. */
function Details({ entry }: { entry: TAuditEntry }) {
  const keys = Object.keys(entry.details);
  if (!keys.length) return <span className="muted">–</span>;
  return (
    <details className="audit-details">
      <summary>
        {keys.length} field{keys.length === 1 ? '' : 's'}
        <span className="sr-only"> of {entry.action}</span>
      </summary>
      <pre>{JSON.stringify(entry.details, null, 2)}</pre>
    </details>
  );
}

export const auditColumns: IColumn<TAuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    className: 'table__date',
    cell: (entry) => <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>,
  },
  { id: 'who', header: 'Who', cell: (entry) => entry.staffName || '–' },
  {
    id: 'action',
    header: 'Action',
    rowHeader: true,
    cell: (entry) => <code className="slug">{entry.action}</code>,
  },
  {
    id: 'record',
    header: 'Record',
    cell: (entry) => `${entityLabel(entry.entity)}${entry.entityId === null ? '' : ` #${entry.entityId}`}`,
  },
  {
    id: 'details',
    header: 'Details',
    className: 'table__details',
    cell: (entry) => <Details entry={entry} />,
  },
];
