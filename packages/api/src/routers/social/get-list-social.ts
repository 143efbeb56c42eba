import { ZSocialList, ZSocialListInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { socialRest } from './social.rest.js';

export const getListSocialRoute = publicProcedure
  .meta(socialRest.getList)
  .input(ZSocialListInput)
  .output(ZSocialList)
  .query(({ ctx, input }) => ctx.services.social.getList(input));
