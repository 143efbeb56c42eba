import { ZMaterialTypeList, ZMaterialTypeListInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { materialTypeRest } from './material-type.rest.js';

export const getListMaterialTypeRoute = publicProcedure
  .meta(materialTypeRest.getList)
  .input(ZMaterialTypeListInput)
  .output(ZMaterialTypeList)
  .query(({ ctx, input }) => ctx.services.materialType.getList(input));
