import { ZAuditList, ZAuditListInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { auditRest } from './audit.rest.js';

export const getListAuditRoute = adminOnlyProcedure
  .meta(auditRest.getList)
  .input(ZAuditListInput)
  .output(ZAuditList)
  .query(({ ctx, input }) => ctx.services.audit.getList(input));
