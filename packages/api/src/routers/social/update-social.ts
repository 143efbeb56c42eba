import { ZSocialLink, ZSocialUpdateInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { socialRest } from './social.rest.js';

export const updateSocialRoute = staffProcedure
  .meta(socialRest.update)
  .input(ZSocialUpdateInput)
  .output(ZSocialLink)
  .mutation(({ ctx, input: { id, ...form } }) => ctx.services.social.update(id, form));
