import { router } from '../../trpc.js';
import { siteLayoutRoute } from './layout.js';

export const siteRouter = router({ layout: siteLayoutRoute });
