import { ZMaterialType, ZMaterialTypeForm } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { materialTypeRest } from './material-type.rest.js';

export const createMaterialTypeRoute = staffProcedure
  .meta(materialTypeRest.create)
  .input(ZMaterialTypeForm)
  .output(ZMaterialType)
  .mutation(({ ctx, input }) => ctx.services.materialType.create(input));
