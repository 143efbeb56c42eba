import { ZOrderDocuments, ZOrderDocumentsInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { documentsRest } from './documents.rest.js';

export const numbersOfDocumentsRoute = staffProcedure
  .meta(documentsRest.numbersOf)
  .input(ZOrderDocumentsInput)
  .output(ZOrderDocuments)
  .query(({ ctx, input }) => ctx.services.documents.numbersOf(input.orderId));
