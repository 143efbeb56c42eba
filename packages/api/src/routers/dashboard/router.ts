import { router } from '../../trpc.js';
import { summaryDashboardRoute } from './summary-dashboard.js';

export const dashboardRouter = router({
  summary: summaryDashboardRoute,
});
