import { ZMaterialsByType, ZNoInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { materialRest } from './material.rest.js';

/** Unpaginated: the product form's material picker and the storefront materials page show them all. */
export const groupedByTypeMaterialRoute = publicProcedure
  .meta(materialRest.groupedByType)
  .input(ZNoInput)
  .output(ZMaterialsByType)
  .query(({ ctx }) => ctx.services.material.groupedByType());
