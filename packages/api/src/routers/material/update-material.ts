import { ZMaterial, ZMaterialUpdateInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { materialRest } from './material.rest.js';

export const updateMaterialRoute = staffProcedure
  .meta(materialRest.update)
  .input(ZMaterialUpdateInput)
  .output(ZMaterial)
  .mutation(({ ctx, input: { id, ...form } }) => ctx.services.material.update(id, form));
