import { restTable } from '../../rest.js';

/**
 * Catalogue CSV (beyond the spec), for staff. The export (`GET /api/catalogue/export.csv`) and the upload with its
 * dry run (`POST /api/catalogue/import`) stream or take files, so they are plain server routes described by hand in
 * openapi-routes.ts; these are the calls on an upload that follow.
 */
export const catalogueRest = restTable('catalogue', {
  importDetail: [
    'GET',
    '/catalogue/import/detail/{id}',
    'staff',
    "An uploaded catalogue CSV: its dry run's counts, per-line errors and changes, and while applied its progress",
    [404],
  ],
  applyImport: [
    'POST',
    '/catalogue/import/apply/{id}',
    'staff',
    'Apply an upload whose dry run found no error: in batches matched by SKU; answers at once, poll the detail',
    [404, 409],
  ],
});
