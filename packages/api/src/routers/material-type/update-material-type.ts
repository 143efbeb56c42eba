import { ZMaterialType, ZMaterialTypeUpdateInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { materialTypeRest } from './material-type.rest.js';

export const updateMaterialTypeRoute = staffProcedure
  .meta(materialTypeRest.update)
  .input(ZMaterialTypeUpdateInput)
  .output(ZMaterialType)
  .mutation(({ ctx, input: { id, ...form } }) => ctx.services.materialType.update(id, form));
