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
  importOverrides: [
    'POST',
    '/tax/override/import',
    'admin',
    'Import local rates from CSV (state,zip,county,rate; zip of 5 digits or a 3-digit area); all rows or none',
  ],
  report: [
    'GET',
    '/tax/report',
    'admin',
    'Sales tax collected per state and month (UTC) of paid orders, net of the tax in refunds',
  ],
  reportCsv: ['GET', '/tax/report/csv', 'admin', 'The tax report as CSV text for filing, with a file name'],
});
