import { ZIdInput, ZMaterialType } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { materialTypeRest } from './material-type.rest.js';

export const detailMaterialTypeRoute = publicProcedure
  .meta(materialTypeRest.detail)
  .input(ZIdInput)
  .output(ZMaterialType)
  .query(({ ctx, input }) => ctx.services.materialType.detail(input.id));
