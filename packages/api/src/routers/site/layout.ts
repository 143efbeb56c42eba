import { ZSiteInformation, ZSocialLink } from '@shop/domain';
import { z } from 'zod';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { publicProcedure } from '../../trpc.js';

export const siteLayoutMeta: OpenApiMeta = {
  openapi: {
    method: 'GET',
    path: '/site/layout',
    tags: ['site'],
    summary: 'Footer data: site information and social links',
    protect: false,
  },
};
export const ZSiteLayout = z.object({ information: ZSiteInformation, socials: z.array(ZSocialLink) });

export const siteLayoutRoute = publicProcedure
  .meta(siteLayoutMeta)
  .input(z.object({}).optional())
  .output(ZSiteLayout)
  .query(async ({ ctx }) => {
    const [information, socials] = await Promise.all([
      ctx.services.site.information(),
      ctx.services.site.socialLinks(),
    ]);
    return { information, socials };
  });
