import { router } from '../../trpc.js';
import { importOverridesTaxRoute } from './import-overrides-tax.js';
import { previewOverridesTaxRoute } from './preview-overrides-tax.js';
import { reportCsvTaxRoute } from './report-csv-tax.js';
import { reportTaxRoute } from './report-tax.js';
import { settingsTaxRoute } from './settings-tax.js';
import { updateStateTaxRoute } from './update-state-tax.js';

export const taxRouter = router({
  settings: settingsTaxRoute,
  updateState: updateStateTaxRoute,
  previewOverrides: previewOverridesTaxRoute,
  importOverrides: importOverridesTaxRoute,
  report: reportTaxRoute,
  reportCsv: reportCsvTaxRoute,
});
