/*
 * What mail-templates/ lends the rest of the package: the mailer that renders a templated mail where it is queued,
 * and the back-office's service.
 */
export { TemplatedMailer } from './templated-mailer.js';
export { MailTemplatesService } from './mail-templates.service.js';
