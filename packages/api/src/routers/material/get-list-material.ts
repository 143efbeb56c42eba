import { ZMaterialList, ZMaterialListInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { materialRest } from './material.rest.js';

/** POST only because the legacy path says so: the filter arrives as a JSON body. */
export const getListMaterialRoute = publicProcedure
  .meta(materialRest.getList)
  .input(ZMaterialListInput)
  .output(ZMaterialList)
  .query(({ ctx, input }) => ctx.services.material.getList(input));
