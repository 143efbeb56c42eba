import { ZMaterial, ZMaterialForm } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { materialRest } from './material.rest.js';

export const createMaterialRoute = staffProcedure
  .meta(materialRest.create)
  .input(ZMaterialForm)
  .output(ZMaterial)
  .mutation(({ ctx, input }) => ctx.services.material.create(input));
