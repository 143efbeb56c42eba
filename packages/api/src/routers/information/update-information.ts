import { ZInformationForm, ZSiteInformation } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { informationRest } from './information.rest.js';

export const updateInformationRoute = adminOnlyProcedure
  .meta(informationRest.update)
  .input(ZInformationForm)
  .output(ZSiteInformation)
  .mutation(({ ctx, input }) => ctx.services.information.update(input, ctx.staff));
