import { ZNoInput, ZSiteInformation } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { informationRest } from './information.rest.js';

export const detailInformationRoute = publicProcedure
  .meta(informationRest.detail)
  .input(ZNoInput)
  .output(ZSiteInformation)
  .query(({ ctx }) => ctx.services.information.detail());
