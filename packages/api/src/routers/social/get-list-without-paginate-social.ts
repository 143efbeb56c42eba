import { ZNoInput, ZSocialLinks } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { socialRest } from './social.rest.js';

export const getListWithoutPaginateSocialRoute = publicProcedure
  .meta(socialRest.getListWithoutPaginate)
  .input(ZNoInput)
  .output(ZSocialLinks)
  .query(({ ctx }) => ctx.services.social.getListWithoutPaginate());
