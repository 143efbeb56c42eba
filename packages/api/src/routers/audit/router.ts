import { router } from '../../trpc.js';
import { filtersAuditRoute } from './filters-audit.js';
import { getListAuditRoute } from './get-list-audit.js';

export const auditRouter = router({
  getList: getListAuditRoute,
  filters: filtersAuditRoute,
});
