import { ZCatalogueImport, ZCatalogueImportIdInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { catalogueRest } from './catalogue.rest.js';

export const applyImportCatalogueRoute = staffProcedure
  .meta(catalogueRest.applyImport)
  .input(ZCatalogueImportIdInput)
  .output(ZCatalogueImport)
  .mutation(({ ctx, input }) => ctx.services.catalogue.applyImport(input.id));
