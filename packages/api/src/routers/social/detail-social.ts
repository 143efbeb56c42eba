import { ZIdInput, ZSocialLink } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { socialRest } from './social.rest.js';

export const detailSocialRoute = publicProcedure
  .meta(socialRest.detail)
  .input(ZIdInput)
  .output(ZSocialLink)
  .query(({ ctx, input }) => ctx.services.social.detail(input.id));
