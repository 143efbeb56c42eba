import { ZNoInput, ZSiteLayout } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { siteRest } from './site.rest.js';

export const layoutSiteRoute = publicProcedure
  .meta(siteRest.layout)
  .input(ZNoInput)
  .output(ZSiteLayout)
  .query(({ ctx }) => ctx.services.site.layout());
