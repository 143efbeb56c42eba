import { ZDashboardSummary, ZNoInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { dashboardRest } from './dashboard.rest.js';

/** Managers see it too: the spec's roles and permissions keep only hrm, customers, orders and site information from them. */
export const summaryDashboardRoute = staffProcedure
  .meta(dashboardRest.summary)
  .input(ZNoInput)
  .output(ZDashboardSummary)
  .query(({ ctx }) => ctx.services.dashboard.summary());
