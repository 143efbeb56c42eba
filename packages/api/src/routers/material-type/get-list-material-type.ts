import { ZMaterialTypeList, ZMaterialTypeListInput, ZMaterialTypeOptions, ZNoInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { materialTypeRest } from './material-type.rest.js';

export const getListMaterialTypeRoute = publicProcedure
  .meta(materialTypeRest.getList)
  .input(ZMaterialTypeListInput)
  .output(ZMaterialTypeList)
  .query(({ ctx, input }) => ctx.services.materialTypes.list(input));

/** A read for the material form's select; POST only because the legacy path says so. */
export const optionsMaterialTypeRoute = publicProcedure
  .meta(materialTypeRest.options)
  .input(ZNoInput)
  .output(ZMaterialTypeOptions)
  .query(({ ctx }) => ctx.services.materialTypes.options());
