import { router } from '../../trpc.js';
import { detailMailTemplatesRoute } from './detail-mail-templates.js';
import { getListMailTemplatesRoute } from './get-list-mail-templates.js';
import { previewMailTemplatesRoute } from './preview-mail-templates.js';
import { revertMailTemplatesRoute } from './revert-mail-templates.js';
import { saveMailTemplatesRoute } from './save-mail-templates.js';
import { sendTestMailTemplatesRoute } from './send-test-mail-templates.js';

export const mailTemplatesRouter = router({
  getList: getListMailTemplatesRoute,
  detail: detailMailTemplatesRoute,
  preview: previewMailTemplatesRoute,
  save: saveMailTemplatesRoute,
  revert: revertMailTemplatesRoute,
  sendTest: sendTestMailTemplatesRoute,
});
