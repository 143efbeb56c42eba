import { restTable } from '../../rest.js';

/**
 * The back-office's customer mail templates (ADMIN only): each mail's Liquid template, edited or the default, a
 * preview rendered on the server, a test mail to oneself, save and revert. A template that does not parse, uses a
 * variable its mail does not have or runs past the limits answers 422 naming the part and line.
 */
export const mailTemplatesRest = restTable('mail-templates', {
  getList: [
    'POST',
    '/admin/mail-templates/get-list',
    'admin',
    'Every customer mail with whether its template is edited or the default',
  ],
  detail: [
    'POST',
    '/admin/mail-templates/detail/{key}',
    'admin',
    "One mail's template (subject, HTML, text), its default and the variables it may use",
  ],
  preview: [
    'POST',
    '/admin/mail-templates/preview',
    'admin',
    'Unsaved edits rendered from a sample or the most recent order (422 naming the line)',
  ],
  save: [
    'POST',
    '/admin/mail-templates/save',
    'admin',
    'Save a template, its HTML cleaned; sent from the next mail on (422 naming the line)',
  ],
  revert: ['POST', '/admin/mail-templates/revert/{key}', 'admin', 'Back to the default template'],
  sendTest: [
    'POST',
    '/admin/mail-templates/send-test/{key}',
    'admin',
    "Queue the current template, rendered with the sample, to the staff member's own address",
  ],
});
