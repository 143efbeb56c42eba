import { ZProductBulkUpdateInput, ZProductBulkUpdateResult } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

export const bulkUpdateProductRoute = staffProcedure
  .meta(productRest.bulkUpdate)
  .input(ZProductBulkUpdateInput)
  .output(ZProductBulkUpdateResult)
  .mutation(({ ctx, input }) => ctx.services.product.admin.bulkUpdate(input));
