import { restTable } from '../../rest.js';

/** Sales tax (beyond the spec): the rate table and its report, for ADMINs only. */
export const taxRest = restTable('tax', {
  settings: [
    'GET',
    '/tax/settings',
    'admin',
    "The sales tax table: every state's rate, whether the shop collects there and taxes shipping, the ZIP overrides",
  ],
  updateState: [
    'POST',
    '/tax/state/update',
    'admin',
    "Change one state's rate (percent), whether the shop collects there and whether shipping is taxed",
  ],
  previewOverrides: [
    'POST',
    '/tax/override/preview',
    'admin',
    'What an override import would do, changing nothing: rows new and changed, and the overrides a replace deletes',
  ],
  importOverrides: [
    'POST',
    '/tax/override/import',
    'admin',
    'Import local rates from CSV (state,zip,county,rate; zip of 5 digits or a 3-digit area); all rows or none. ' +
      'Adds by default; `replace` also deletes the overrides the file does not name, only with `confirmRemoved` ' +
      "listing the preview's ids (else 422; 409 when they changed since)",
    [409],
  ],
  report: [
    'GET',
    '/tax/report',
    'admin',
    'Sales tax collected per state and month (UTC) of paid orders, net of the tax in refunds',
  ],
  reportCsv: ['GET', '/tax/report/csv', 'admin', 'The tax report as CSV text for filing, with a file name'],
});
