import { router } from '../../trpc.js';
import { applyImportCatalogueRoute } from './apply-import-catalogue.js';
import { importDetailCatalogueRoute } from './import-detail-catalogue.js';

export const catalogueRouter = router({
  importDetail: importDetailCatalogueRoute,
  applyImport: applyImportCatalogueRoute,
});
