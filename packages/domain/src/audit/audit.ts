import { z } from 'zod';
import { ZListParam, ZPageInput, ZPaginated } from '../common/pagination.js';
import { ZId, ZSearch } from '../common/fields.js';

/** One staff action: who, which call, on which record, with what input (secrets left out), and when. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** Null once nobody is known (an entry written without a staff session). */
  staffId: z.number().int().nullable(),
  staffName: z.string(),
  /** The call, e.g. 'product.update'. */
  action: z.string(),
  /** The router key, e.g. 'product'. */
  entity: z.string(),
  entityId: z.number().int().nullable(),
  /** The call's input as it was sent, without passwords, tokens and secrets, long texts cut. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** An entity name as the log stores it: a router key such as 'roomType'. */
const ZEntityName = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/);

export const ZAuditListInput = ZPageInput.extend({
  /** Words in the call's name or the staff member's name. */
  search: ZSearch,
  entity: ZListParam(ZEntityName.optional(), undefined),
  staffId: ZListParam(ZId.optional(), undefined),
  /** One record's history, with `entity`. */
  entityId: ZListParam(ZId.optional(), undefined),
});
export type TAuditListInput = z.infer<typeof ZAuditListInput>;
export const ZAuditList = ZPaginated(ZAuditEntry);

/** What the log's filters offer: the entities and the staff that appear in it. */
export const ZAuditFilters = z.object({
  entities: z.array(z.string()),
  staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TAuditFilters = z.infer<typeof ZAuditFilters>;
