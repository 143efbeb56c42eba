import { ZSocialForm, ZSocialLink } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { socialRest } from './social.rest.js';

export const createSocialRoute = staffProcedure
  .meta(socialRest.create)
  .input(ZSocialForm)
  .output(ZSocialLink)
  .mutation(({ ctx, input }) => ctx.services.social.create(input));
