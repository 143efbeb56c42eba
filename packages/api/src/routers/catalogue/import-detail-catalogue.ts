import { ZCatalogueImport, ZCatalogueImportIdInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { catalogueRest } from './catalogue.rest.js';

export const importDetailCatalogueRoute = staffProcedure
  .meta(catalogueRest.importDetail)
  .input(ZCatalogueImportIdInput)
  .output(ZCatalogueImport)
  .query(({ ctx, input }) => ctx.services.catalogue.importDetail(input.id));
