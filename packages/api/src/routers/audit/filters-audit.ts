import { ZAuditFilters, ZNoInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { auditRest } from './audit.rest.js';

export const filtersAuditRoute = adminOnlyProcedure
  .meta(auditRest.filters)
  .input(ZNoInput)
  .output(ZAuditFilters)
  .query(({ ctx }) => ctx.services.audit.filters());
