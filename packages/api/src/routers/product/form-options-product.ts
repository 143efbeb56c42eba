import { ZNoInput, ZProductFormOptions } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** One read for the form's pickers, so the form does not wait on the room type and material lists. */
export const formOptionsProductRoute = staffProcedure
  .meta(productRest.formOptions)
  .input(ZNoInput)
  .output(ZProductFormOptions)
  .query(({ ctx }) => ctx.services.product.admin.formOptions());
