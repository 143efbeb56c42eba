import { ZMaterialTypeOptions, ZNoInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { materialTypeRest } from './material-type.rest.js';

/** A read for the material form's select; POST only because the legacy path says so. */
export const optionsMaterialTypeRoute = publicProcedure
  .meta(materialTypeRest.options)
  .input(ZNoInput)
  .output(ZMaterialTypeOptions)
  .query(({ ctx }) => ctx.services.materialType.options());
