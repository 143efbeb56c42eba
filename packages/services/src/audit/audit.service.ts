import { AuditEntry } from '@shop/db';
import type { IPaginated, TAuditEntry, TAuditFilters, TAuditListInput } from '@shop/domain';
import type { Db } from '../common/db.js';
import {
  allOf,
  isoDate,
  pagedList,
  searchCondition,
  type ISqlCondition,
  type TRow,
} from '../common/reads/paged-query.js';
import { auditDetails, auditEntityId } from './audit-details.js';

export interface IAuditRecord {
  staff: { id: number; name: string };
  /** The call, e.g. 'product.update': its first part is the entity. */
  action: string;
  /** The call's input as received; secrets are removed here. */
  input: unknown;
  /** The call's answer: a create names the new record's id there, having none in its input. */
  output?: unknown;
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The one audit entry mapper, for entities and raw list rows alike. */
export function toAuditEntry(row: TRow<AuditEntry>): TAuditEntry {
  return {
    id: Number(row.id),
    staffId: row.staffId === null ? null : Number(row.staffId),
    staffName: row.staffName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId === null ? null : Number(row.entityId),
    details: parseDetails(row.details),
    createdAt: isoDate(row.createdAt),
  };
}

const eq = (column: string, value: string | number | undefined): ISqlCondition | undefined =>
  value === undefined ? undefined : { sql: `${column} = ?`, params: [value] };

/**
 * The log of staff actions. Entries are written after the action succeeded and never fail it: a log that cannot
 * be written is reported (onError) while the user's change stands.
 */
export class AuditService {
  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = reportAuditError,
  ) {}

  async record({ staff, action, input, output }: IAuditRecord): Promise<void> {
    try {
      await this.db.repo(AuditEntry).insert({
        staffId: staff.id,
        staffName: staff.name.slice(0, 120),
        action: action.slice(0, 80),
        entity: action.split('.')[0]!.slice(0, 40),
        entityId: auditEntityId(input) ?? auditEntityId(output),
        details: JSON.stringify(auditDetails(input)),
      });
    } catch (error) {
      this.onError(error);
    }
  }

  /** Newest first; filtered by entity (and one record of it), by staff member, by words in call or name. */
  getList(input: TAuditListInput): Promise<IPaginated<TAuditEntry>> {
    return pagedList(this.db, AuditEntry, {
      where: allOf(
        eq('entity', input.entity),
        eq('entity_id', input.entityId),
        eq('staff_id', input.staffId),
        searchCondition(['action', 'staff_name'], input.search),
      ),
      sort: { property: 'id', direction: 'DESC' },
      page: input.page,
      map: toAuditEntry,
    });
  }

  /** The entities and staff members the log names, for its filters; a deleted member keeps the name logged. */
  async filters(): Promise<TAuditFilters> {
    const [entities, staff] = await Promise.all([
      this.db.query<{ entity: string }>('SELECT DISTINCT entity FROM audit_entries ORDER BY entity'),
      this.db.query<{ id: number | string; name: string }>(
        // Each member under the name of their latest entry (a renamed member is listed once).
        'SELECT a.staff_id AS id, a.staff_name AS name FROM audit_entries a JOIN (SELECT MAX(id) AS last_id ' +
          'FROM audit_entries WHERE staff_id IS NOT NULL GROUP BY staff_id) l ON a.id = l.last_id ' +
          'ORDER BY a.staff_name, a.staff_id',
      ),
    ]);
    return {
      entities: entities.map((row) => row.entity),
      staff: staff.map((row) => ({ id: Number(row.id), name: row.name })),
    };
  }
}

/** Without a logger of its own, a lost audit entry is at least one line on stderr, not silence. */
function reportAuditError(error: unknown): void {
  console.error(
    `audit entry could not be written: ${error instanceof Error ? error.message : String(error)}`,
  );
}
