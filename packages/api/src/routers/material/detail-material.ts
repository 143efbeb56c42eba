import { ZIdInput, ZMaterial } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { materialRest } from './material.rest.js';

export const detailMaterialRoute = publicProcedure
  .meta(materialRest.detail)
  .input(ZIdInput)
  .output(ZMaterial)
  .query(({ ctx, input }) => ctx.services.material.detail(input.id));
