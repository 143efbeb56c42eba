import { router } from '../../trpc.js';
import { layoutSiteRoute } from './layout-site.js';

export const siteRouter = router({
  layout: layoutSiteRoute,
});
