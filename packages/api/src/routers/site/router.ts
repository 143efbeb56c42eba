import { router } from '../../trpc.js';
import { getLayoutSiteRoute } from './get-layout-site.js';

export const siteRouter = router({ layout: getLayoutSiteRoute });
